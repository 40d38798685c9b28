import SceneGraph

/// The names the layout reader asks every view for, found once per document (``XMLName``).
struct StoryboardLayoutNames {
    let key, id, rect, x, y, width, height, autoresizingMask: XMLName
    let translates, horizontalHugging, verticalHugging, horizontalCompression, verticalCompression: XMLName
    let preservesMargins, insetsFromSafeArea, placeholderWidth, placeholderHeight, fixedFrame: XMLName
    let constraints, constraint, viewLayoutGuide, edgeInsets, directionalEdgeInsets, variation: XMLName
    let top, left, bottom, right, leading, trailing: XMLName
    let firstItem, firstAttribute, relation, secondItem, secondAttribute: XMLName
    let multiplier, constant, priority, identifier, placeholder: XMLName
    /// The autoresizing mask's attributes and flags.
    let autoresizingFlags: [(XMLName, AutoresizingFlags)]

    /// The names in a document's name table (``XMLName/indices(of:wanting:)`` of at least ``all``).
    init(table: WantedIndices) {
        func name(_ text: String) -> XMLName { table[text] }
        (key, id, rect, x, y, width, height, autoresizingMask) = (
            name("key"), name("id"), name("rect"), name("x"), name("y"), name("width"), name("height"), name("autoresizingMask"))
        (translates, horizontalHugging, verticalHugging) = (
            name("translatesAutoresizingMaskIntoConstraints"), name("horizontalHuggingPriority"), name("verticalHuggingPriority"))
        (horizontalCompression, verticalCompression) = (
            name("horizontalCompressionResistancePriority"), name("verticalCompressionResistancePriority"))
        (preservesMargins, insetsFromSafeArea, placeholderWidth, placeholderHeight, fixedFrame) = (
            name("preservesSuperviewLayoutMargins"), name("insetsLayoutMarginsFromSafeArea"),
            name("placeholderIntrinsicWidth"), name("placeholderIntrinsicHeight"), name("fixedFrame"))
        (constraints, constraint, viewLayoutGuide, edgeInsets, directionalEdgeInsets, variation) = (
            name("constraints"), name("constraint"), name("viewLayoutGuide"), name("edgeInsets"), name("directionalEdgeInsets"), name("variation"))
        (top, left, bottom, right, leading, trailing) = (name("top"), name("left"), name("bottom"), name("right"), name("leading"), name("trailing"))
        (firstItem, firstAttribute, relation, secondItem, secondAttribute) = (
            name("firstItem"), name("firstAttribute"), name("relation"), name("secondItem"), name("secondAttribute"))
        (multiplier, constant, priority, identifier, placeholder) = (
            name("multiplier"), name("constant"), name("priority"), name("identifier"), name("placeholder"))
        autoresizingFlags = AutoresizingFlags.named.map { (name($0.name), $0.flag) }
    }

    /// Every name above.
    static let all = WantedNames([
        "key", "id", "rect", "x", "y", "width", "height", "autoresizingMask",
        "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "fixedFrame",
        "constraints", "constraint", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation",
        "top", "left", "bottom", "right", "leading", "trailing",
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
        "multiplier", "constant", "priority", "identifier", "placeholder",
    ] + AutoresizingFlags.named.map(\.name))
}
