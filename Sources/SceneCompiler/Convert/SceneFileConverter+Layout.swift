#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SceneGraph
import SceneParser

/// Layout: the layout attributes of views, cells and content views, their guides and
/// constraints (with size-class variations), and the designed device and bars.
extension ConversionState {
    /// The layout attributes of a view, cell or content view, in the vocabulary's order; values
    /// the format cannot hold are left out, with a note.
    mutating func layoutAttributes(of layout: ViewLayout, at location: SourceLocation) -> [(String, String?)] {
        var attributes: [(String, String?)] = []
        func add(_ name: String, _ value: String?) {
            guard let value else { return }
            if Self.fits(value, SceneVocabulary.elements["view"]?.attribute(name)?.type) {
                attributes.append((name, value))
            } else {
                lose("layout values the scene format does not accept (\(name))", at: location)
            }
        }
        add("frame", layout.frame.map { [$0.x, $0.y, $0.width, $0.height].map(Self.number).joined(separator: " ") })
        add("fixedFrame", layout.hasFixedFrame ? "true" : nil)
        add("autoresizing", layout.autoresizingMask.map { $0.isEmpty ? "none" : $0.uikitNames.joined(separator: " ") })
        add("translatesAutoresizingMask", layout.translatesAutoresizingMask.map { $0 ? "true" : "false" })
        add("horizontalHugging", layout.horizontalHugging.map(Self.number))
        add("verticalHugging", layout.verticalHugging.map(Self.number))
        add("horizontalCompressionResistance", layout.horizontalCompressionResistance.map(Self.number))
        add("verticalCompressionResistance", layout.verticalCompressionResistance.map(Self.number))
        add("layoutMargins", layout.layoutMargins.map { [$0.top, $0.left, $0.bottom, $0.right].map(Self.number).joined(separator: " ") })
        add("preservesSuperviewLayoutMargins", layout.preservesSuperviewLayoutMargins.map { $0 ? "true" : "false" })
        add("insetsLayoutMarginsFromSafeArea", layout.insetsLayoutMarginsFromSafeArea.map { $0 ? "true" : "false" })
        add("intrinsicWidth", layout.placeholderIntrinsicSize?.width.map(Self.number))
        add("intrinsicHeight", layout.placeholderIntrinsicSize?.height.map(Self.number))
        return attributes
    }

    /// A holder's `<layoutGuide>`s, then its `<constraints>`.
    mutating func writeLayout(_ layout: ViewLayout, to writer: inout XMLWriter) {
        for guide in layout.guides {
            guard isSingleWord(guide.id) else {
                lose("layout guides whose id is not one word", at: guide.source.element)
                continue
            }
            writer.element("layoutGuide", [("kind", guide.kind.rawValue), ("id", guide.id)])
        }
        guard !layout.constraints.isEmpty else { return }
        writer.element("constraints", []) { writer in
            for constraint in layout.constraints { self.write(constraint, heldIn: layout, to: &writer) }
        }
    }

    /// A cell's `<contentView>`, when the graph says anything about it.
    mutating func writeContentView(of cell: CellPrototype, to writer: inout XMLWriter) {
        guard cell.contentViewID != nil || !cell.contentLayout.isEmpty else { return }
        var id = cell.contentViewID
        if let written = id, !isSingleWord(written) {
            lose("content view ids that are not one word", at: cell.source.element)
            id = nil
        }
        let attributes = [("id", id)] + layoutAttributes(of: cell.contentLayout, at: cell.source.element)
        writer.element("contentView", attributes) { writer in self.writeLayout(cell.contentLayout, to: &writer) }
    }

    /// One `<constraint>`: items by id, or `superview`/`self` for the holder and `safeArea`/`margins`
    /// for its guides; defaults left out.
    private mutating func write(_ constraint: LayoutConstraintNode, heldIn layout: ViewLayout, to writer: inout XMLWriter) {
        let aboutHolder = constraint.firstItem == nil && constraint.secondItem == nil
        func item(_ id: String?, _ attribute: LayoutAttributeName) -> String? {
            guard let id else { return (aboutHolder ? "self." : "superview.") + attribute.rawValue }
            if let guide = layout.guides.first(where: { $0.id == id }), layout.guide(ofKind: guide.kind)?.id == id {
                switch guide.kind {
                case .safeArea: return "safeArea." + attribute.rawValue
                case .layoutMargins: return "margins." + attribute.rawValue
                case .topLayoutGuide, .bottomLayoutGuide: break
                }
            }
            guard isSingleWord(id), !SceneVocabulary.layoutItemKeywords.contains(id) else { return nil }
            return id + "." + attribute.rawValue
        }
        // A second item without an attribute has no spelling; nor have ids the format cannot name.
        let second = constraint.secondAttribute.map { item(constraint.secondItem, $0) }
        guard let first = item(constraint.firstItem, constraint.firstAttribute), second != .some(nil),
              constraint.secondAttribute != nil || constraint.secondItem == nil else {
            lose("constraints whose items the scene format cannot name", at: constraint.source.element)
            return
        }
        var attributes: [(String, String?)] = [("id", constraint.id.flatMap { isSingleWord($0) ? $0 : nil }), ("first", first)]
        if constraint.relation != .equal { attributes.append(("relation", constraint.relation.rawValue)) }
        attributes.append(("second", second ?? nil))
        if constraint.multiplier != 1 { attributes.append(("multiplier", Self.number(constraint.multiplier))) }
        if constraint.constant != 0 { attributes.append(("constant", Self.number(constraint.constant))) }
        if constraint.priority != 1000 {
            if SceneVocabulary.priority(parsing: Self.number(constraint.priority)) != nil {
                attributes.append(("priority", Self.number(constraint.priority)))
            } else {
                lose("layout values the scene format does not accept (priority)", at: constraint.source.element)
            }
        }
        attributes.append(("identifier", constraint.identifier))
        if !constraint.isActive { attributes.append(("active", "false")) }
        writer.element("constraint", attributes) { writer in
            for variation in constraint.variations { self.write(variation, ofConstraint: constraint, to: &writer) }
        }
    }

    private mutating func write(_ variation: TraitVariation, ofConstraint constraint: LayoutConstraintNode, to writer: inout XMLWriter) {
        let spec = SceneVocabulary.elements["constraint"]
        var attributes: [(String, String?)] = [
            ("horizontalSizeClass", variation.horizontalSizeClass?.rawValue), ("verticalSizeClass", variation.verticalSizeClass?.rawValue),
        ]
        for name in LayoutConstraintNode.overridableAttributes {
            guard let value = variation.overrides[name] else { continue }
            if Self.fits(value, spec?.attribute(name)?.type) { attributes.append((name, value)) } else { lose("constraint variations the scene format does not accept", at: variation.source.element) }
        }
        if variation.overrides.keys.contains(where: { !LayoutConstraintNode.overridableAttributes.contains($0) }) {
            lose("constraint variations of attributes other than constant, multiplier, priority and active", at: variation.source.element)
        }
        guard variation.horizontalSizeClass != nil || variation.verticalSizeClass != nil else {
            lose("constraint variations without a size class", at: variation.source.element)
            return
        }
        writer.element("variation", attributes)
    }

    // MARK: Designed device and bars

    /// The `device` attribute of a designed device.
    mutating func deviceAttribute(_ device: DesignedDevice?, at location: SourceLocation) -> String? {
        guard let device else { return nil }
        guard isSingleWord(device.id) else {
            lose("designed devices whose id is not one word", at: location)
            return nil
        }
        return device.isLandscape ? device.id + " landscape" : device.id
    }

    /// A scene's `device`, `freeformSize` and simulated bars.
    mutating func designAttributes(of scene: Scene) -> [(String, String?)] {
        let bars = scene.designedBars
        var attributes: [(String, String?)] = [
            ("device", deviceAttribute(bars.device, at: scene.source.element)),
            ("freeformSize", scene.freeformSize?.description),
            ("simulatedStatusBar", bars.statusBar.map { $0 ? "true" : "false" }),
        ]
        for (name, bar, opaque, words) in [
            ("simulatedTopBar", bars.topBar, bars.opaqueTopBar, ["navigationBar"]),
            ("simulatedBottomBar", bars.bottomBar, bars.opaqueBottomBar, ["tabBar", "toolbar"]),
        ] {
            guard let bar else { continue }
            if bar == "none" {
                attributes.append((name, "none"))
            } else if words.contains(bar) {
                attributes.append((name, opaque ? "opaque" + bar.prefix(1).uppercased() + bar.dropFirst() : bar))
            } else {
                lose("simulated bars the scene format does not name (\(bar))", at: scene.source.element)
            }
        }
        return attributes
    }

    // MARK: Values

    /// A number as the format writes it: whole numbers without a fraction, never an exponent.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = String(value)
        guard text.contains("e") else { return text }
        var buffer = [CChar](repeating: 0, count: 400)  // %.17f of the largest Double: 309 digits and 18 more
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.17f", $0) }
        var fixed = String(decoding: buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        return fixed
    }

    private func isSingleWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }
}
