import SceneParser

/// The order attributes are written in: the order of the specification's attribute tables
/// (`docs/SceneFormat.md`), which the vocabulary (``SceneVocabulary/elements``) lists them in,
/// with the attributes that describe the design rather than the app — the layout attributes of
/// views, cells and content views, and the designed device and simulated bars of documents and
/// scenes — always last, in the order of their own tables.
///
/// For a scene element that is: `id`, `class`, … `hidesBottomBarWhenPushed` (every scene's
/// table), its own attributes (`kind`, `selectedIndex`, …), then `device`, `freeformSize` and the
/// simulated bars; for a view: the view attributes, the view kind's own, then `frame`, … A
/// `<variation>` writes its size classes first, then what it overrides in its parent's order.
/// The root's namespace declaration (`xmlns`) comes before everything.
enum CanonicalAttributeOrder {
    /// The attributes that describe the design: the layout attributes table, then the designed
    /// device and bars (names of `SceneVocabulary.layoutAttributes` and `designAttributes`).
    static let designAttributes = [
        "frame", "fixedFrame", "autoresizing", "translatesAutoresizingMask", "horizontalHugging", "verticalHugging",
        "horizontalCompressionResistance", "verticalCompressionResistance", "layoutMargins",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "intrinsicWidth", "intrinsicHeight",
        "device", "freeformSize", "simulatedStatusBar", "simulatedTopBar", "simulatedBottomBar",
    ]

    /// A variation's own attributes, written before the ones it overrides.
    static let variationAttributes = ["horizontalSizeClass", "verticalSizeClass"]

    /// The canonical order of each element's attributes, by element name.
    static let orders: [String: [String]] = SceneVocabulary.elements.mapValues { spec in
        let names = spec.attributes.map(\.name)
        let design = Set(designAttributes)
        let designed = designAttributes.filter { name in names.contains(name) }
        return names.filter { !design.contains($0) } + designed
    }

    /// Each element's attribute ranks (its place in ``orders``), by element name.
    private static let ranks: [String: [String: Int]] = orders.mapValues { names in
        Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
    }

    /// The canonical order of `element`'s attributes; a `<variation>`'s depends on its parent's element.
    static func order(of element: String, parent: String?) -> [String] {
        guard element == "variation" else { return orders[element] ?? [] }
        return variationAttributes + (parent.flatMap { orders[$0] } ?? []).filter { !variationAttributes.contains($0) }
    }

    /// `attributes` (name and value, in source order) in canonical order for `element` inside
    /// `parent`; attributes the order does not know (none, in a file without errors) follow, as written.
    static func sorted(_ attributes: [(name: String, value: String)], of element: String, parent: String?) -> [(name: String, value: String)] {
        let rank: (String) -> Int?
        if element == "variation" {
            let parentRanks = parent.flatMap { ranks[$0] } ?? [:]
            rank = { name in
                variationAttributes.firstIndex(of: name) ?? parentRanks[name].map { $0 + variationAttributes.count }
            }
        } else {
            let elementRanks = ranks[element] ?? [:]
            rank = { elementRanks[$0] }
        }
        return attributes.enumerated()
            .map { (rank: rank($0.element.name) ?? Int.max, position: $0.offset, attribute: $0.element) }
            .sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }
            .map(\.attribute)
    }
}
