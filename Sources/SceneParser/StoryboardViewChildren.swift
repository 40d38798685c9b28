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
    let color, fontDescription, subviews, connections, prototypes, cells, sections, runtimeAttributes, items: XMLName
    /// `accessibility`, the child holding a view's or bar item's accessibility label, identifier and hint.
    let accessibility: XMLName
    /// The layout children's names, from the document's layout names.
    let rect, autoresizingMask, constraints, viewLayoutGuide, edgeInsets, directionalEdgeInsets, variation: XMLName

    /// The names in a document's name table (``XMLName/indices(of:wanting:)`` of at least
    /// ``all``), the layout children's from `layout`.
    init(table: WantedIndices, layout: StoryboardLayoutNames) {
        func name(_ text: String) -> XMLName { table[text] }
        (color, fontDescription, subviews, connections, prototypes) = (
            name("color"), name("fontDescription"), name("subviews"), name("connections"), name("prototypes"))
        (cells, sections, runtimeAttributes, items) = (name("cells"), name("sections"), name("userDefinedRuntimeAttributes"), name("items"))
        accessibility = name("accessibility")
        (rect, autoresizingMask, constraints, viewLayoutGuide) = (layout.rect, layout.autoresizingMask, layout.constraints, layout.viewLayoutGuide)
        (edgeInsets, directionalEdgeInsets, variation) = (layout.edgeInsets, layout.directionalEdgeInsets, layout.variation)
    }

    /// The names it finds in the table (the layout children's are ``StoryboardLayoutNames``').
    static let all = WantedNames([
        "color", "fontDescription", "subviews", "connections", "prototypes", "cells", "sections", "userDefinedRuntimeAttributes", "items",
        "accessibility",
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
