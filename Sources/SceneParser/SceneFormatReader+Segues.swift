import SceneGraph

/// Segues, their parameters and deep links, and containers' relationships.
extension SceneFileBuilder {
    mutating func segue(from element: XMLElement) -> Segue? {
        let elementSpec = spec("segue")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        guard let kind = attributes.enumValue("kind", as: SegueKind.self) else {
            _ = checker.children(of: element, spec: elementSpec)
            return nil
        }
        for (attribute, kinds) in SceneVocabulary.segueAttributeKinds where element[attribute: attribute] != nil && !kinds.contains(kind) {
            let accepted = kinds.map(\.rawValue).joined(separator: ", ")
            checker.diagnostics.append(.error(
                "'\(attribute)' does not apply to \(kind.rawValue) segues (only to: \(accepted))",
                at: attributes.range.location(of: attribute), rule: ElementChecker.Rule.misplacedAttribute))
        }
        func require(_ attribute: String, because reason: String) {
            if element[attribute: attribute] == nil {
                checker.diagnostics.append(.error(
                    "a \(kind.rawValue) segue requires '\(attribute)' (\(reason))", at: element.location,
                    rule: ElementChecker.Rule.missingAttribute))
            }
        }
        switch kind {
        case .unwind: require("action", because: "the unwind action it ends at")
        case .custom:
            require("destination", because: "the scene it leads to")
            require("class", because: "the segue class that performs it")
        default: require("destination", because: "the scene it leads to")
        }
        var segue = Segue(identifier: attributes["id"], kind: kind, destination: kind == .unwind ? nil : attributes["destination"], source: attributes.range)
        segue.trigger = attributes["trigger"]
        segue.presentationStyle = attributes.enumValue("presentationStyle", as: PresentationStyle.self)
        segue.transitionStyle = attributes.enumValue("transitionStyle", as: TransitionStyle.self)
        segue.animates = attributes.bool("animates") ?? true
        if kind == .popover {
            segue.anchor = attributes["anchor"]
            segue.permittedArrowDirections = attributes.tokens("permittedArrowDirections").compactMap(ArrowDirection.init(rawValue:))
        }
        segue.preferredContentSize = attributes.size("preferredContentSize")
        segue.customClass = kind == .custom ? attributes["class"] : nil
        segue.unwindAction = kind == .unwind ? attributes["action"] : nil

        var links: [XMLElement] = []
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "parameter":
                if let parameter = parameter(from: child) {
                    if let first = segue.parameters.first(where: { $0.name == parameter.name }) {
                        checker.diagnostics.append(.error(
                            "duplicate parameter '\(parameter.name)'", at: parameter.source.location(of: "name"),
                            rule: SceneFormatReader.Rule.duplicateParameter,
                            notes: [.note("'\(parameter.name)' is first declared here", at: first.source.location(of: "name"), rule: SceneFormatReader.Rule.duplicateParameter)]))
                    } else {
                        segue.parameters.append(parameter)
                    }
                }
            case "deepLink": links.append(child)
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { segue.variations.append(variation) }
            default: break
            }
        }
        for link in links {
            if let deepLink = deepLink(from: link, parameters: segue.parameters) { segue.deepLinks.append(deepLink) }
        }
        return segue
    }

    mutating func parameter(from element: XMLElement) -> SegueParameter? {
        let elementSpec = spec("parameter")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let name = attributes["name"], let type = attributes["type"] else { return nil }
        return SegueParameter(name: name, type: type, defaultValue: attributes["default"], source: attributes.range)
    }

    mutating func relationship(from element: XMLElement, container: String) -> Segue? {
        let elementSpec = spec("relationship")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let role = attributes.enumValue("kind", as: RelationshipRole.self), let destination = attributes["destination"] else { return nil }
        let accepted = SceneVocabulary.relationshipRoles[container] ?? []
        guard accepted.contains(role) else {
            checker.diagnostics.append(.error(
                "<\(container)> has no '\(role.rawValue)' relationship (it accepts: \(accepted.map(\.rawValue).joined(separator: ", ")))",
                at: attributes.range.location(of: "kind"), rule: ElementChecker.Rule.invalidValue))
            return nil
        }
        var segue = Segue(identifier: nil, kind: .relationship, destination: destination, source: attributes.range)
        segue.relationship = role
        return segue
    }

    /// A deep link; `parameters` is nil for a link on a scene (which may have no placeholders).
    mutating func deepLink(from element: XMLElement, parameters: [SegueParameter]?) -> DeepLink? {
        let elementSpec = spec("deepLink")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let pattern = attributes["pattern"] else { return nil }
        let link = DeepLink(pattern: pattern, source: attributes.range)
        var location: SourceLocation { attributes.range.location(of: "pattern") }  // placed only when reported
        let names = parameters?.map(\.name) ?? []
        for placeholder in link.placeholders where !names.contains(placeholder) {
            let message = parameters == nil
                ? "placeholder '{\(placeholder)}' has no parameter to fill: a deep link on a scene cannot have placeholders; put it on a segue with parameters"
                : "placeholder '{\(placeholder)}' is not a parameter of this segue\(Spelling.hint(for: placeholder, among: names))"
            checker.diagnostics.append(.error(message, at: location, rule: SceneFormatReader.Rule.danglingPlaceholder))
        }
        for parameter in parameters ?? [] where parameter.defaultValue == nil && !link.placeholders.contains(parameter.name) {
            checker.diagnostics.append(.error(
                "deep link '\(pattern)' does not supply parameter '\(parameter.name)', which has no default",
                at: location, rule: SceneFormatReader.Rule.danglingPlaceholder))
        }
        return link
    }
}
