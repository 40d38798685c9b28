import SceneGraph

/// Size-class variations.
extension SceneFileBuilder {
    /// Attributes that identify or shape an element, which therefore cannot vary by size class.
    /// Layout attributes do not vary either (constraints do: see ``variation(from:parentSpec:only:)``),
    /// nor a scene's designed device and bars.
    static let fixedAttributes: Set<String> = Set([
        "id", "kind", "storyboardID", "restorationID", "reuseIdentifier", "accessibilityIdentifier", "static",
    ]).union(SceneVocabulary.layoutAttributeNames).union(SceneVocabulary.designAttributes.map(\.name))

    /// A `<variation>` of an element of `parentSpec`; `only` restricts what it may override
    /// (a constraint's variations override ``LayoutConstraintNode/overridableAttributes``).
    mutating func variation(from element: XMLElement, parentSpec: ElementSpec, only: [String]? = nil) -> TraitVariation? {
        let elementSpec = spec("variation")
        // Values may vary by size class; structure (ids, references, kinds, classes) may not.
        let overridable = parentSpec.attributes
            .filter { only?.contains($0.name) ?? ($0.type.isOverridable && !Self.fixedAttributes.contains($0.name)) }
            .map { AttributeSpec($0.name, $0.type) }
        var attributes = checker.attributes(of: element, spec: elementSpec, extra: overridable)
        _ = checker.children(of: element, spec: elementSpec)
        let horizontal = attributes.enumValue("horizontalSizeClass", as: SizeClass.self)
        let vertical = attributes.enumValue("verticalSizeClass", as: SizeClass.self)
        if element[attribute: "horizontalSizeClass"] == nil, element[attribute: "verticalSizeClass"] == nil {
            checker.diagnostics.append(.error(
                "<variation> requires 'horizontalSizeClass' or 'verticalSizeClass'", at: element.location,
                rule: ElementChecker.Rule.missingAttribute))
            return nil
        }
        attributes.remove("horizontalSizeClass")
        attributes.remove("verticalSizeClass")
        return TraitVariation(horizontalSizeClass: horizontal, verticalSizeClass: vertical, overrides: attributes.values, source: attributes.range)
    }
}
