import SceneGraph

extension StoryboardBuilder {
    /// What the connections of a scene's objects add up to.
    struct SceneContext {
        let sceneName: String
        var outlets: [Outlet] = []
        var outletCollections: [OutletCollection] = []
        var segues: [Segue] = []
        var actions: [ActionConnection] = []
    }

    // MARK: Connections

    /// Reads `<connections>`; `owner` is the id of the element that holds them (nil: the controller).
    mutating func connections(_ element: XMLElement, owner: String?, isContainerView: Bool = false, context: inout SceneContext) {
        visitedConnections.insert(element.index)
        for connection in element.children {
            switch connection.name {
            case "outlet":
                guard let property = connection[attribute: "property"], let destination = connection[attribute: "destination"] else { continue }
                var outlet = Outlet(property: property, destination: destination, source: connection.sourceRange)
                outlet.owner = owner
                context.outlets.append(outlet)
            case "outletCollection":
                guard let property = connection[attribute: "property"], let destination = connection[attribute: "destination"] else { continue }
                // Interface Builder writes one element per member: they make one collection, in
                // order. `collectionClass` names the container (NSMutableArray), not the element type.
                if let index = context.outletCollections.firstIndex(where: { $0.property == property && $0.owner == owner }) {
                    context.outletCollections[index].destinations.append(destination)
                } else {
                    var collection = OutletCollection(property: property, destinations: [destination], source: connection.sourceRange)
                    collection.owner = owner
                    context.outletCollections.append(collection)
                }
            case "action":
                guard let selector = connection[attribute: "selector"] else { continue }
                let event = connection[attribute: "eventType"].flatMap(ControlEvent.init(rawValue:)) ?? .primaryActionTriggered
                var action = ActionConnection(event: event, method: Self.methodName(selector), source: connection.sourceRange)
                action.selector = selector
                // The controller is the target generated code knows; the first responder means
                // the responder chain; any other object is kept by id (and reported where unsupported).
                switch connection[attribute: "destination"] {
                case context.sceneName?: action.target = nil
                case let destination? where destination == firstResponderID: action.isSentToFirstResponder = true
                case let destination: action.target = destination
                }
                context.actions.append(action)
            case "segue":
                if let segue = segue(from: connection, owner: owner, isContainerView: isContainerView) { context.segues.append(segue) }
            default:
                break
            }
        }
    }

    /// `addRecipe:` → `addRecipe`, `unwindTo:sender:` → `unwindTo`. A selector that is not one
    /// (`a:b;c:`) is returned whole, for the name gate to refuse: its first part alone would hide
    /// the rest.
    ///
    /// The name ends at the first colon byte: in a selector every colon is a character of its own
    /// (one joined to a mark would leave a part that is not an identifier), so this is the prefix
    /// before the first colon character, found without walking characters.
    static func methodName(_ selector: String) -> String {
        guard SwiftName.isSelector(selector) else { return selector }
        guard let colon = selector.utf8.firstIndex(of: UInt8(ascii: ":")) else { return selector }
        return String(selector[..<colon])
    }

    /// The plain form of ``methodName(_:)``, character by character, which the tests compare it with.
    static func characterMethodName(_ selector: String) -> String {
        SwiftName.isSelector(selector) ? String(selector.prefix { $0 != ":" }) : selector
    }

    mutating func segue(from element: XMLElement, owner: String?, isContainerView: Bool) -> Segue? {
        // Back-references (`<segue reference=…>`) and peek-and-pop children are not segues.
        if element[attribute: "reference"] != nil || element[attribute: "key"] == "commit" || element[attribute: "key"] == "preview" {
            return nil
        }
        guard let rawKind = element[attribute: "kind"] else {
            diagnostics.append(.error("<segue> has no kind", at: element.location, rule: StoryboardReader.Rule.missingAttribute))
            return nil
        }
        guard let kind = StoryboardReader.segueKinds[rawKind] else {
            diagnostics.append(.warning(
                "unknown segue kind '\(rawKind)'\(Spelling.hint(for: rawKind, among: StoryboardReader.segueKinds.keys)); the segue is ignored",
                at: element.sourceRange.location(of: "kind"), rule: StoryboardReader.Rule.unknownSegueKind))
            return nil
        }
        let destination = element[attribute: "destination"]
        if kind != .unwind, destination == nil {
            diagnostics.append(.error("a \(rawKind) segue has no destination", at: element.location, rule: StoryboardReader.Rule.missingAttribute))
            return nil
        }
        var segue = Segue(identifier: element[attribute: "identifier"], kind: kind, destination: kind == .unwind ? nil : destination, source: element.sourceRange)
        if kind == .embed {
            segue.containerView = owner
        } else if kind != .relationship {
            segue.trigger = owner
        }
        if kind == .relationship, let name = element[attribute: "relationship"] {
            segue.relationshipName = name
            segue.relationship = StoryboardReader.relationshipRoles[name] ?? .child
        }
        segue.customClass = element[attribute: "customClass"]
        segue.presentationStyle = element[attribute: "modalPresentationStyle"].flatMap(PresentationStyle.init(rawValue:))
        segue.transitionStyle = element[attribute: "modalTransitionStyle"].flatMap(TransitionStyle.init(rawValue:))
        segue.animates = element[attribute: "animates"] != "NO"
        segue.anchor = element[attribute: "popoverAnchorView"] ?? element[attribute: "popoverAnchorBarButtonItem"]
        if let directions = element[attribute: "popoverArrowDirection"] {
            segue.permittedArrowDirections = splitTokens(directions).compactMap(ArrowDirection.init(rawValue:))
        }
        segue.unwindAction = element[attribute: "unwindAction"].map(Self.methodName)
        segue.destinationCreationSelector = element[attribute: "destinationCreationSelector"]
        return segue
    }
}
