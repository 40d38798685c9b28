import SceneGraph

/// The `SegueTemplate` values of a scene's factory: one binding per performable segue, their
/// registration, and the triggers that perform them.
struct SegueTemplates {
    let facts: SceneFacts
    /// Binding name per segue index in `scene.segues`.
    private(set) var variables: [Int: SwiftIdentifier] = [:]
    /// Variations of segues the runtime cannot apply.
    private(set) var diagnostics: [Diagnostic] = []
    /// The bindings of the performable segues by trigger id, in the order the scene declares
    /// them: what ``triggered(by:)`` answers. Made once because it is asked for every view, bar
    /// item, cell and gesture of the scene, and reading each segue's trigger in turn copied the
    /// segue (issue 26: 4,500 questions and 7,000 segue copies for the corpus's storyboards).
    private var bindingsByTrigger: [String: [SwiftIdentifier]] = [:]

    private let scene: Scene

    init(facts: SceneFacts) {
        self.facts = facts
        scene = facts.scene
        var used: Set<String> = ["controller", "views"]
        for (index, segue) in scene.segues.enumerated() where Self.isPerformable(segue) {
            var name = segue.identifier.map { GeneratedNames.identifier(from: $0, fallback: "segue") + "Segue" } ?? "segue\(index)"
            while used.contains(name) { name += "_" }
            used.insert(name)
            let variable = SwiftIdentifier(derived: name, fallback: "segue")
            variables[index] = variable
            if let trigger = segue.trigger { bindingsByTrigger[trigger, default: []].append(variable) }
        }
    }

    static func isPerformable(_ segue: Segue) -> Bool {
        segue.kind != .embed && segue.kind != .relationship
    }

    /// The template bindings (`let showRecipeSegue = SegueTemplate(…)`).
    mutating func declarations() throws(UngatedName) -> [Statement] {
        var statements: [Statement] = []
        for (index, segue) in scene.segues.enumerated() {
            guard let name = variables[index], let template = try template(for: segue) else { continue }
            let (varied, problems) = VariationStatements.segueTemplate(template, segue: segue, context: facts.context)
            diagnostics += problems
            statements.append(.binding(isMutable: false, name: name, type: nil, value: varied))
        }
        // The controller's bar button items are wired here (they exist before the view loads).
        let names = facts.barItemVariables
        for item in scene.controllerBarButtonItems {
            guard let name = names[item.source.element], let wiring = try BarItemStatements.wiring(item, name: name, templates: self, context: facts.context) else { continue }
            statements.append(wiring)
        }
        return statements
    }

    /// `controller.registerSegue(…)` for every template.
    func registrations() -> [Statement] {
        scene.segues.indices.compactMap { index in
            variables[index].map { name in
                .expression(.call(.member(.identifier("controller"), "registerSegue"), [Argument(nil, .identifier(name))], trailingClosure: nil))
            }
        }
    }

    /// The templates a view, bar item or cell (by id) triggers.
    func triggered(by id: String?) -> [SwiftIdentifier] {
        guard let id else { return [] }
        return bindingsByTrigger[id] ?? []
    }

    private func template(for segue: Segue) throws(UngatedName) -> Expression? {
        var arguments: [Argument] = [Argument("identifier", segue.identifier.map(Expression.string) ?? .nilLiteral)]
        let context = facts.context
        switch segue.kind {
        case .show, .push: arguments.append(Argument("kind", .implicitMember("show")))
        case .showDetail, .replace: arguments.append(Argument("kind", .implicitMember("showDetail")))
        case .present, .modal: arguments.append(Argument("kind", .implicitMember("present")))
        case .popover, .legacyPopover: arguments.append(Argument("kind", .implicitMember("popover")))
        case .custom:
            guard let segueClass = segue.customClass else { return nil }
            arguments.append(Argument("kind", .call(.implicitMember("custom"), [], trailingClosure: Closure(parameters: ["identifier", "source", "destination"], body: [
                .expression(.call(.type(try SwiftType(typeName: segueClass)), [Argument("identifier", .identifier("identifier")), Argument("source", .identifier("source")), Argument("destination", .identifier("destination"))], trailingClosure: nil)),
            ]))))
        case .unwind:
            guard let action = segue.unwindAction else { return nil }
            arguments.append(Argument("kind", .call(.implicitMember("unwind"), [Argument(nil, .string(action))], trailingClosure: nil)))
        case .embed, .relationship:
            return nil
        }
        if !segue.animates { arguments.append(Argument("animates", .bool(false))) }
        if let style = segue.presentationStyle {
            // `.none` would read as Optional.none in the optional parameter: name the type.
            arguments.append(Argument("modalPresentationStyle", style == .none ? .member(.type(context.rt("ModalPresentationStyle")), "none") : .implicitMember(Self.member(style.rawValue))))
        }
        if let style = segue.transitionStyle { arguments.append(Argument("modalTransitionStyle", .implicitMember(Self.member(style.rawValue)))) }
        if segue.kind == .popover || segue.kind == .legacyPopover {
            if let size = segue.preferredContentSize {
                arguments.append(Argument("preferredContentSize", .call(.type("Foundation.CGSize"), [Argument("width", .double(size.width)), Argument("height", .double(size.height))], trailingClosure: nil)))
            }
            let directions = segue.permittedArrowDirections.filter { $0 != .any }
            if !directions.isEmpty, directions.count < 4 {
                arguments.append(Argument("permittedArrowDirections", .array(directions.map { .implicitMember(Self.member($0.rawValue)) })))
            }
            if let anchor = anchorExpression(segue.anchor ?? segue.trigger) { arguments.append(Argument("anchor", anchor)) }
        }
        if segue.kind != .unwind {
            guard let factory = context.localCall(segue.destination, in: scene.id.document) else { return nil }
            // Declared defaults reach the destination on every path; a typed perform then sets the rest.
            var defaults: [(SwiftIdentifier, Expression)] = []
            for parameter in segue.parameters {
                if let value = try ParameterDefaults.expression(parameter) { defaults.append((try SwiftIdentifier(parameter.name), value)) }
            }
            if defaults.isEmpty {
                arguments.append(Argument("destination", .closure(Closure(body: [.expression(factory)]))))
            } else {
                var body: [Statement] = [.binding(isMutable: false, name: "destination", type: nil, value: factory)]
                for (name, value) in defaults {
                    body.append(.assignment(target: .member(.identifier("destination"), name), value: value))
                }
                body.append(.returnValue(.identifier("destination")))
                arguments.append(Argument("destination", .closure(Closure(body: body))))
            }
        }
        return .call(.type(context.rt("SegueTemplate")), arguments, trailingClosure: nil)
    }

    private func anchorExpression(_ id: String?) -> Expression? {
        guard let id else { return nil }
        let anchorType = facts.context.rt("PopoverAnchor")
        if let item = scene.controllerBarButtonItems.first(where: { $0.id == id }),
           let name = facts.barItemVariables[item.source.element] {
            return .closure(Closure(captures: [.weak(name)], body: [
                .expression(.identifier(name).dot("map").called(Argument(nil, .type(anchorType).dot("barButtonItem")))),
            ]))
        }
        guard scene.rootView?.selfAndDescendants.contains(where: { $0.id == id }) == true else {
            // An anchor the generated code does not build (a storyboard toolbar's item): the popover
            // points at the scene's view instead, as a restored popover does.
            let sceneView = Closure(body: [.expression(.type(anchorType).dot("view").called(Argument(nil, .closureArgument(0).dot("view"))))], isInline: true)
            return .closure(Closure(captures: [.weak("controller")], body: [
                .expression(.identifier("controller").dot("map").called([], trailing: sceneView)),
            ]))
        }
        return .closure(Closure(body: [
            .expression(.identifier("views").dot(ViewVariables.boxMember(id)).dot("map").called(Argument(nil, .type(anchorType).dot("view")))),
        ]))
    }

    /// A member of a runtime enumeration named by one of the graph's own enumerations (raw
    /// values the graph defines, not text from a file).
    private static func member(_ rawValue: String) -> SwiftIdentifier {
        SwiftIdentifier(derived: rawValue, fallback: "automatic")
    }
}
