import SceneGraph

/// Gesture recognizers and user-defined runtime attributes.
extension SceneFileBuilder {
    /// A gesture recognizer written inside the view it is attached to; nil without a usable id
    /// (the view could not name it).
    mutating func gesture(from element: XMLElement) -> GestureRecognizerNode? {
        let elementSpec = spec(element.name)
        let attributes = checker.attributes(of: element, spec: elementSpec)
        let actions = checker.children(of: element, spec: elementSpec).compactMap { action(from: $0, sender: .gestureRecognizer) }
        guard let kind = SceneVocabulary.gestureKind(ofElement: element.name), let id = nonEmptyID(attributes) else { return nil }
        var gesture = GestureRecognizerNode(id: id, kind: kind, source: attributes.range)
        gesture.className = attributes["class"]
        for pair in attributes.pairs where pair.name != "id" && pair.name != "class" {
            gesture.properties[pair.name] = pair.value
        }
        gesture.actions = actions
        return gesture
    }

    /// A `<runtimeAttribute>`: a value set by key path when its view, cell or controller loads.
    mutating func runtimeAttribute(from element: XMLElement) -> RuntimeAttribute? {
        let elementSpec = spec("runtimeAttribute")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let keyPath = attributes["keyPath"], let type = attributes.enumValue("type", as: RuntimeAttribute.ValueType.self) else {
            return nil
        }
        let value = attributes["value"]
        if type == .nil {
            if value != nil {
                checker.diagnostics.append(.error(
                    "a nil runtime attribute has no value; leave 'value' out", at: attributes.range.location(of: "value"),
                    rule: ElementChecker.Rule.misplacedAttribute))
            }
            return RuntimeAttribute(keyPath: keyPath, type: type, value: nil, source: attributes.range)
        }
        guard let value else {
            checker.diagnostics.append(.error(
                "a \(type.rawValue) runtime attribute requires 'value'", at: element.location, rule: ElementChecker.Rule.missingAttribute))
            return nil
        }
        if let expected = SceneVocabulary.runtimeValueProblem(value, type: type) {
            checker.diagnostics.append(.error(
                "'\(value)' is not a \(type.rawValue) value; \(expected)", at: attributes.range.location(of: "value"),
                rule: ElementChecker.Rule.invalidValue))
            return nil
        }
        return RuntimeAttribute(keyPath: keyPath, type: type, value: value, source: attributes.range)
    }
}
