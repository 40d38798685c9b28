import SceneGraph

/// What a view tree connects besides views: gesture recognizers with their actions and segue
/// triggers, and outlets owned by views or recognizers (a table's `dataSource`).
extension ViewTreeTranslator {
    // MARK: Gesture recognizers

    /// Creates the recognizers the view lists, wires their actions and segue triggers, and
    /// attaches them (`addGestureRecognizer`).
    mutating func attachGestures(_ view: ViewNode, target: Expression) throws(UngatedName) {
        for id in view.gestureRecognizers {
            guard let gesture = scene.gestureRecognizers.first(where: { $0.id == id }) else { continue }
            let variable = name(preferring: [gesture.kind.rawValue + "Gesture"], id: gesture.id, fallback: "gesture")
            variables[id] = variable
            let type = try facts.gestureClass(gesture)
            statements.append(.letBinding(variable, Expression.type(type).called()))
            statements += GestureSettings.statements(for: gesture, target: .identifier(variable))
            var handlers: [Statement] = []
            for action in gesture.actions where action.isSentToController {
                handlers.append(.expression(Expression.identifier("controller").dot(try SwiftIdentifier(action.method)).called(Argument(nil, .identifier("sender")))))
            }
            if let templates {
                for template in templates.triggered(by: gesture.id) {
                    handlers.append(.discard(Expression.identifier("controller").dot("performTriggeredSegue")
                        .called(Argument(nil, .identifier(template)), Argument("sender", .identifier("sender")))))
                }
            }
            if !handlers.isEmpty {
                usesController = true
                let call = Statement.discard(Expression.identifier(variable).dot("addTarget").called(
                    Argument(nil, .identifier("controller")), trailing: Closure(parameters: ["controller", "sender"], body: handlers)))
                statements.append(inCell ? .ifStatement(condition: .optionalBinding("controller", nil), then: [call], otherwise: nil) : call)
            }
            statements.append(.expression(target.dot("addGestureRecognizer").called(Argument(nil, .identifier(variable)))))
        }
    }

    // MARK: Owned outlets

    /// Assigns each outlet owned by a view or recognizer of the tree to its destination: the
    /// controller (the scene's id), a view, a bar item or a recognizer. Outlets whose owner or
    /// destination generated code does not build, or whose property the runtime class lacks,
    /// get a warning.
    mutating func assignOwnedOutlets(_ outlets: [Outlet], cellID: String? = nil, cellVariable: SwiftIdentifier = "cell") throws(UngatedName) {
        // The scene's owners (a table of its views) are made only for a tree with owned outlets.
        guard outlets.contains(where: { $0.owner != nil && $0.owner != cellID }) else { return }
        let owners = facts.outletOwners
        for outlet in outlets {
            guard let ownerID = outlet.owner, ownerID != cellID else { continue }
            guard let ownerVariable = variables[ownerID], let owner = owners[ownerID] else {
                diagnostics.append(.warning(
                    "outlet '\(outlet.property)' of '\(ownerID)' is not generated: scenec does not build that object",
                    at: outlet.source.element, rule: SceneTranslator.Rule.unsupported))
                continue
            }
            guard owner.className != nil || OwnedOutlets.protocolName(of: outlet.property, owner: owner.owner) != nil else {
                diagnostics.append(.warning(
                    "outlet '\(outlet.property)' of '\(ownerID)' is not generated: the runtime's \(Self.ownerDescription(owner.owner)) has no such property",
                    at: outlet.source.location(of: "property"), rule: SceneTranslator.Rule.unsupported))
                continue
            }
            let destination: Expression
            if outlet.destination == scene.id.name {
                usesController = true
                destination = .identifier("controller")
            } else if outlet.destination == cellID {
                destination = .identifier(cellVariable)
            } else if let variable = variables[outlet.destination] {
                destination = .identifier(variable)
            } else {
                diagnostics.append(.warning(
                    "outlet '\(outlet.property)' of '\(ownerID)' is not generated: its destination '\(outlet.destination)' is not an object scenec builds",
                    at: outlet.source.location(of: "destination"), rule: SceneTranslator.Rule.unsupported))
                continue
            }
            statements.append(Expression.identifier(ownerVariable).dot(try SwiftIdentifier(outlet.property)).assigned(destination))
        }
    }

    static func ownerDescription(_ owner: OwnedOutlets.Owner) -> String {
        switch owner {
        case .view(let kind): "\(kind.runtimeClassName)"
        case .gesture: "gesture recognizer"
        }
    }
}

/// Statements that apply a gesture recognizer's settings.
enum GestureSettings {
    static func statements(for gesture: GestureRecognizerNode, target: Expression) -> [Statement] {
        var statements: [Statement] = []
        let properties = gesture.properties
        func integer(_ key: String, _ property: SwiftIdentifier, unless standard: Int) {
            if let value = properties[key].flatMap(Int.init), value != standard { statements.append(target.dot(property).assigned(.integer(value))) }
        }
        func number(_ key: String, _ property: SwiftIdentifier, unless standard: Double) {
            if let value = properties[key].flatMap(Double.init), value.isFinite, value != standard { statements.append(target.dot(property).assigned(.double(value))) }
        }
        func flag(_ key: String, _ property: SwiftIdentifier, unless standard: Bool) {
            if let value = properties[key], value == "true" || value == "false", (value == "true") != standard {
                statements.append(target.dot(property).assigned(.bool(value == "true")))
            }
        }
        switch gesture.kind {
        case .tap:
            integer("numberOfTapsRequired", "numberOfTapsRequired", unless: 1)
            integer("numberOfTouchesRequired", "numberOfTouchesRequired", unless: 1)
        case .longPress:
            number("minimumPressDuration", "minimumPressDuration", unless: 0.5)
            number("allowableMovement", "allowableMovement", unless: 10)
            integer("numberOfTouchesRequired", "numberOfTouchesRequired", unless: 1)
        case .swipe:
            integer("numberOfTouchesRequired", "numberOfTouchesRequired", unless: 1)
            let directions = words(properties["direction"], among: ["right", "left", "up", "down"])
            if !directions.isEmpty, directions != ["right"] {
                statements.append(target.dot("direction").assigned(.array(directions.map(Expression.implicitMember))))
            }
        case .pan, .screenEdgePan:
            integer("minimumNumberOfTouches", "minimumNumberOfTouches", unless: 1)
            integer("maximumNumberOfTouches", "maximumNumberOfTouches", unless: Int.max)
            let edges = words(properties["edges"], among: ["top", "left", "bottom", "right", "all"])
            if gesture.kind == .screenEdgePan, !edges.isEmpty {
                statements.append(target.dot("edges").assigned(.array(edges.map(Expression.implicitMember))))
            }
        case .pinch, .rotation:
            break
        }
        flag("cancelsTouchesInView", "cancelsTouchesInView", unless: true)
        flag("delaysTouchesBegan", "delaysTouchesBegan", unless: false)
        flag("delaysTouchesEnded", "delaysTouchesEnded", unless: true)
        flag("enabled", "isEnabled", unless: true)
        return statements
    }

    /// The words of a space-separated value that are among `words`, in their order there.
    private static func words(_ value: String?, among words: [SwiftIdentifier]) -> [SwiftIdentifier] {
        guard let value else { return [] }
        let given = Set(value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
        return words.filter { given.contains($0.text) }
    }
}
