import SceneGraph

/// What sends an action: the element an `<action>` sits in.
enum ActionSender {
    case control, barButtonItem, gestureRecognizer
}

/// Outlets, outlet collections and actions.
extension SceneFileBuilder {
    mutating func outlet(from element: XMLElement) -> Outlet? {
        let elementSpec = spec("outlet")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let property = attributes["property"] ?? element[attribute: "property"], let destination = attributes["destination"] else { return nil }
        // An owner that is not a single id was reported; the outlet would belong to the wrong object.
        if element[attribute: "owner"] != nil, attributes["owner"] == nil { return nil }
        var outlet = Outlet(property: property, destination: destination, type: attributes["type"], source: attributes.range)
        outlet.owner = attributes["owner"]
        return outlet
    }

    mutating func outletCollection(from element: XMLElement) -> OutletCollection? {
        let elementSpec = spec("outletCollection")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let property = attributes["property"] ?? element[attribute: "property"] else { return nil }
        let destinations = attributes.tokens("destinations")
        guard !destinations.isEmpty else { return nil }
        if element[attribute: "owner"] != nil, attributes["owner"] == nil { return nil }
        var collection = OutletCollection(property: property, destinations: destinations, type: attributes["type"], source: attributes.range)
        collection.owner = attributes["owner"]
        return collection
    }

    mutating func action(from element: XMLElement, sender: ActionSender) -> ActionConnection? {
        let elementSpec = spec("action")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        if sender == .gestureRecognizer, element[attribute: "event"] != nil {
            checker.diagnostics.append(.error(
                "'event' does not apply to a gesture recognizer's action: it is sent when the gesture is recognized (and, for continuous gestures, as it changes)",
                at: attributes.range.location(of: "event"), rule: ElementChecker.Rule.misplacedAttribute))
        }
        guard let method = attributes["method"] else { return nil }
        if element[attribute: "event"] != nil, attributes["event"] == nil { return nil }
        if element[attribute: "target"] != nil, attributes["target"] == nil { return nil }
        let event = sender == .gestureRecognizer ? .primaryActionTriggered : attributes["event"].flatMap(SceneVocabulary.controlEvent(named:)) ?? .primaryActionTriggered
        var action = ActionConnection(event: event, method: method, source: attributes.range)
        action.isSentToFirstResponder = attributes["target"] == SceneVocabulary.firstResponderTarget
        return action
    }
}
