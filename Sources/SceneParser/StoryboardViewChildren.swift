/// What a child element of a storyboard view is to the reader.
enum StoryboardViewChild: Equatable {
    case subviews, connections, cells, sections, runtimeAttributes, items, color, fontDescription
    /// A child about layout (``StoryboardBuilder/readLayoutChild(_:into:)`` reads it).
    case layout
    /// Anything else (a keyed subview such as a table's header, or something not read).
    case other
}

/// The names of the children a storyboard view may have, found once per document (``XMLName``).
///
/// Why: the reader sorted every child of every view with a `switch` on its name, which compares
/// the name with each case in turn (`rect`, the commonest, came tenth): 1 % of `check` of the
/// corpus (issue 26). Here a child's name index is compared with each name's, commonest first.
/// `StoryboardViewChildTests` compares it with the `switch` on names.
struct StoryboardViewChildNames {
    let rect, autoresizingMask, color, fontDescription, constraints, subviews, connections: XMLName
    let prototypes, cells, sections, runtimeAttributes, items: XMLName
    let viewLayoutGuide, edgeInsets, directionalEdgeInsets, variation: XMLName

    /// The names in `root`'s document.
    init(in root: XMLElement) {
        let table = XMLName.table(of: root, wanting: Self.all)
        func name(_ text: String) -> XMLName { XMLName(text, in: table) }
        (rect, autoresizingMask, color, fontDescription, constraints, subviews, connections) = (
            name("rect"), name("autoresizingMask"), name("color"), name("fontDescription"), name("constraints"),
            name("subviews"), name("connections"))
        (prototypes, cells, sections, runtimeAttributes, items) = (
            name("prototypes"), name("cells"), name("sections"), name("userDefinedRuntimeAttributes"), name("items"))
        (viewLayoutGuide, edgeInsets, directionalEdgeInsets, variation) = (
            name("viewLayoutGuide"), name("edgeInsets"), name("directionalEdgeInsets"), name("variation"))
    }

    /// Every name above.
    static let all = WantedNames([
        "rect", "autoresizingMask", "color", "fontDescription", "constraints", "subviews", "connections",
        "prototypes", "cells", "sections", "userDefinedRuntimeAttributes", "items",
        "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation",
    ])

    /// What `child` of a view is.
    func kind(of child: XMLElement) -> StoryboardViewChild {
        if child.hasName(rect) || child.hasName(autoresizingMask) { return .layout }
        if child.hasName(color) { return .color }
        if child.hasName(fontDescription) { return .fontDescription }
        if child.hasName(constraints) { return .layout }
        if child.hasName(subviews) { return .subviews }
        if child.hasName(connections) { return .connections }
        if child.hasName(prototypes) || child.hasName(cells) { return .cells }
        if child.hasName(sections) { return .sections }
        if child.hasName(runtimeAttributes) { return .runtimeAttributes }
        if child.hasName(items) { return .items }
        if child.hasName(viewLayoutGuide) || child.hasName(edgeInsets) || child.hasName(directionalEdgeInsets) || child.hasName(variation) {
            return .layout
        }
        return .other
    }
}
