import SceneGraph

/// A scene's factory: creates the controller (or takes it from `creator`), applies its settings,
/// builds its bar button items and segue templates, installs the view tree's loader, registers
/// unwind actions and creates container children — and the holder of the views popovers anchor to.
struct SceneFactoryTranslator: SceneConstructTranslator {
    let facts: SceneFacts
    let scene: Scene
    /// Problems found while translating (unsupported relationships, views in the wrong place).
    private(set) var diagnostics: [Diagnostic] = []

    init(facts: SceneFacts) {
        self.facts = facts
        scene = facts.scene
    }

    func viewsBox() -> Declaration {
        var members: [Declaration] = []
        var seen: Set<String> = []
        for id in facts.anchorViewIDs where seen.insert(id).inserted {
            guard let type = facts.viewClasses[id] else { continue }
            members.append(.variable(VariableDeclaration(
                modifiers: [.weak], name: ViewVariables.boxMember(id), type: type.optional, kind: .stored(isMutable: true, value: nil))))
        }
        return .classDeclaration(ClassDeclaration(
            doc: [JoinedText.join("Views of `", scene.id.name, "` that its segues refer to after the view loads (held weakly).")],
            attributes: [.mainActor], access: nil, name: facts.viewsBoxClass, members: members))
    }

    mutating func factory() throws(UngatedName) -> Declaration {
        let type = try className
        let instantiation = try instantiation()
        var body: [Statement] = [
            .letBinding("controller", .nilCoalescing(Expression.optionalChained(.identifier("creator")).called(), instantiation)),
        ]
        if FirstResponderActions.isUsed(in: scene) {
            body.append(.expression(Expression.identifier(names.namespace).dot("registerFirstResponderActions").called()))
        }
        body += try controllerSettings()
        let attributes = RuntimeAttributeStatements.statements(scene.runtimeAttributes, target: .identifier("controller"), owner: scene.className ?? scene.kind.runtimeClassName) {
            RuntimeAttributeStatements.controllerProperties[$0]
                ?? RuntimeAttributeStatements.declaredProperty($0, of: self.scene.className, in: self.context.options.declaredClasses)
        }
        body += attributes.statements
        diagnostics += attributes.diagnostics
        let scene = self.scene
        let varied = VariationStatements.registrations(
            scene.variations, target: .identifier("controller"),
            base: { key in
                switch key {
                case "title": scene.title
                case "presentationStyle": scene.presentationStyle?.rawValue
                case "transitionStyle": scene.transitionStyle?.rawValue
                case "preferredDisplayMode": scene.settings[key]
                default: scene.flags[key].map { $0 ? "true" : "false" }
                }
            },
            owner: "scene '\(scene.id.name)'", context: context
        ) { key in key == "preferredDisplayMode" && scene.kind != .split ? nil : VariationStatements.controllerSetter(key) }
        body += varied.statements
        diagnostics += varied.diagnostics
        if facts.needsViewsBox {
            body.append(.binding(isMutable: false, name: "views", type: nil, value: .call(.identifier(facts.viewsBoxClass), [], trailingClosure: nil)))
        }
        body += try barItemStatements()
        var templates = SegueTemplates(facts: facts)
        body += try templates.declarations()
        diagnostics += templates.diagnostics
        if let root = scene.rootView {
            var viewTranslator = ViewTreeTranslator(facts: facts, templates: templates)
            let viewBody = try viewTranslator.body(root: root)
            body.append(.assignment(target: .member(.identifier("controller"), "loadViewHandler"),
                                    value: .closure(Closure(captures: viewTranslator.usesController ? [.unowned("controller")] : [],
                                                            parameters: ["_"], body: viewBody))))
            diagnostics += viewTranslator.diagnostics
        }
        body += templates.registrations()
        for unwind in scene.unwindActions where scene.className != nil {
            body.append(.expression(.call(.member(.identifier("controller"), "registerUnwindAction"), [Argument(nil, .string(unwind.method))],
                trailingClosure: Closure(captures: [.unowned("controller")], parameters: ["segue"], body: [
                    .expression(.call(.member(.identifier("controller"), try SwiftIdentifier(unwind.method)), [Argument(nil, .identifier("segue"))], trailingClosure: nil)),
                ]))))
        }
        body += try relationshipStatements()
        // Created and connected: awakeFromNib(), as storyboard loading sends it.
        body.append(.expression(Expression.identifier("controller").dot("awakeFromStoryboard")
            .called(Argument(nil, Expression.identifier(names.namespace).dot("storyboard")))))
        body.append(.returnValue(.identifier("controller")))
        var doc = [scene.title.map { JoinedText.join("Creates the scene `", scene.id.name, "` — “", $0, "” (", place, ").") }
            ?? JoinedText.join("Creates the scene `", scene.id.name, "` (", place, ").")]
        doc.append(JoinedText.join("- Parameter creator: makes the controller instead of `", SwiftRenderer().expression(instantiation, indent: 0),
                                   "` (for dependency injection)."))
        return .function(FunctionDeclaration(
            doc: doc, access: access, modifiers: [.static], name: names.factory(scene),
            parameters: [Parameter(name: "creator", type: "(@MainActor () -> \(type))?", defaultValue: .nilLiteral)],
            returnType: type, body: body))
    }

    /// `Class()`, or for a page view controller `Class(transitionStyle:navigationOrientation:)`.
    private func instantiation() throws(UngatedName) -> Expression {
        let type = try className
        var arguments: [Argument] = []
        // A page view controller takes its transition style and orientation when created.
        if scene.kind == .page {
            if let style = Self.word(scene.settings["pageTransition"], among: ["scroll", "pageCurl"]) {
                arguments.append(Argument("transitionStyle", .implicitMember(style)))
            }
            if let orientation = Self.word(scene.settings["navigationOrientation"], among: ["horizontal", "vertical"]) {
                arguments.append(Argument("navigationOrientation", .implicitMember(orientation)))
            }
        }
        return Expression.type(type).called(arguments)
    }

    /// The runtime property of a flag whose name is not the property's (Interface Builder's
    /// Objective-C names of Boolean properties).
    private static let flagProperties = [
        "modalInPresentation": "isModalInPresentation", "navigationBarHidden": "isNavigationBarHidden",
        "toolbarHidden": "isToolbarHidden",
    ]

    /// The one of `words` that `value` is, or nil.
    private static func word(_ value: String?, among words: [SwiftIdentifier]) -> SwiftIdentifier? {
        words.first { $0.text == value }
    }

    private mutating func controllerSettings() throws(UngatedName) -> [Statement] {
        var statements: [Statement] = []
        func set(_ property: SwiftIdentifier, _ value: Expression) {
            statements.append(.assignment(target: .member(.identifier("controller"), property), value: value))
        }
        if let title = scene.title { set("title", .string(title)) }
        if scene.kind == .split, let mode = scene.settings["preferredDisplayMode"] {
            // The same mapping a variation of it uses.
            if let assignment = VariationStatements.controllerSetter("preferredDisplayMode")?(mode, .identifier("controller")) {
                statements += assignment
            } else {
                diagnostics.append(.warning("preferredDisplayMode '\(mode)' is not a display mode of the runtime's split view; it is not applied",
                                            at: scene.source.location(of: "preferredDisplayMode"), rule: SceneTranslator.Rule.unsupported))
            }
        }
        if let restorationID = scene.restorationID { set("restorationIdentifier", .string(restorationID)) }
        if let style = scene.presentationStyle { set("modalPresentationStyle", .implicitMember(SwiftIdentifier(derived: style.rawValue, fallback: "automatic"))) }
        if let style = scene.transitionStyle { set("modalTransitionStyle", .implicitMember(SwiftIdentifier(derived: style.rawValue, fallback: "coverVertical"))) }
        if let size = scene.preferredContentSize {
            set("preferredContentSize", .call(.type("Foundation.CGSize"), [Argument("width", .double(size.width)), Argument("height", .double(size.height))], trailingClosure: nil))
        }
        for (flag, value) in scene.flags.sorted(by: { $0.key < $1.key }) {
            let property = Self.flagProperties[flag] ?? flag
            set(try SwiftIdentifier(property), .bool(value))
        }
        if let item = scene.navigationItem {
            let titles: [SwiftIdentifier] = ["title", "prompt"]
            for key in titles {
                if let value = item.properties[key.text] { statements.append(.assignment(target: .member(.member(.identifier("controller"), "navigationItem"), key), value: .string(value))) }
            }
            if let mode = item.properties["largeTitleDisplayMode"] {
                statements.append(.assignment(target: .member(.member(.identifier("controller"), "navigationItem"), "largeTitleDisplayMode"), value: .implicitMember(try SwiftIdentifier(mode))))
            }
        }
        if let item = scene.tabBarItem {
            let image: Expression = item.properties["image"].map { .call(.type(context.rt("Image")), [Argument("named", .string($0))], trailingClosure: nil) } ?? .nilLiteral
            let selected: Expression = item.properties["selectedImage"].map { .call(.type(context.rt("Image")), [Argument("named", .string($0))], trailingClosure: nil) } ?? .nilLiteral
            let tabItem: Expression
            if let system = item.properties["systemItem"] {
                tabItem = .call(.type(context.rt("TabBarItem")), [Argument("tabBarSystemItem", .implicitMember(try SwiftIdentifier(system))), Argument("tag", .integer(Int(item.properties["tag"] ?? "") ?? 0))], trailingClosure: nil)
            } else {
                tabItem = .call(.type(context.rt("TabBarItem")), [Argument("title", item.properties["title"].map(Expression.string) ?? .nilLiteral), Argument("image", image), Argument("selectedImage", selected)], trailingClosure: nil)
            }
            set("tabBarItem", tabItem)
            let tab = Expression.member(.identifier("controller"), "tabBarItem")
            if let badge = item.properties["badgeValue"] { statements.append(.assignment(target: .member(tab, "badgeValue"), value: .string(badge))) }
            if let label = item.accessibilityLabel { statements.append(.assignment(target: .member(tab, "accessibilityLabel"), value: .string(label))) }
            if let identifier = item.accessibilityIdentifier { statements.append(.assignment(target: .member(tab, "accessibilityIdentifier"), value: .string(identifier))) }
        }
        return statements
    }

    /// Bar button items exist before the view loads: the navigation item's and the toolbar
    /// items. A custom view is built here too (its controls act on the controller).
    private mutating func barItemStatements() throws(UngatedName) -> [Statement] {
        let items = scene.controllerBarButtonItems
        guard !items.isEmpty else { return [] }
        let names = facts.barItemVariables
        var statements: [Statement] = []
        var customViews = ViewTreeTranslator(facts: facts, templates: nil)
        var bound: [Expression] = []
        for item in items {
            guard let name = names[item.source.element] else { continue }
            let custom = try item.customView.map { (view: ViewNode) throws(UngatedName) in try customViews.emitStandalone(view) }
            statements += customViews.takeStatements()
            if let custom { statements.append(.expression(Expression.identifier(custom).dot("awakeFromStoryboard").called())) }
            statements += try BarItemStatements.creation(item, name: name, customView: custom, context: context)
            bound.append(.identifier(name))
        }
        diagnostics += customViews.diagnostics
        let left = scene.navigationItem?.leftItems.count ?? 0, right = scene.navigationItem?.rightItems.count ?? 0
        let navigationItem = Expression.identifier("controller").dot("navigationItem")
        if left > 0 { statements.append(navigationItem.dot("leftBarButtonItems").assigned(.array(Array(bound.prefix(left))))) }
        if right > 0 { statements.append(navigationItem.dot("rightBarButtonItems").assigned(.array(Array(bound.dropFirst(left).prefix(right))))) }
        if bound.count > left + right {
            statements.append(Expression.identifier("controller").dot("toolbarItems").assigned(.array(Array(bound.dropFirst(left + right)))))
        }
        for outlet in scene.outlets where outlet.owner == nil {
            if let item = items.first(where: { $0.id == outlet.destination }), let name = names[item.source.element] {
                statements.append(Expression.identifier("controller").dot(try SwiftIdentifier(outlet.property)).assigned(.identifier(name)))
            }
        }
        return statements
    }

    /// Children of containers, created eagerly through their factories.
    private mutating func relationshipStatements() throws(UngatedName) -> [Statement] {
        let relationships = scene.segues.filter { $0.kind == .relationship }
        guard !relationships.isEmpty else { return [] }
        func child(_ segue: Segue) -> Expression? {
            context.localCall(segue.destination, in: scene.id.document)
        }
        func children(_ role: RelationshipRole) -> [Expression] {
            relationships.filter { $0.relationship == role }.compactMap(child)
        }
        let controller = Expression.identifier("controller")
        switch scene.kind {
        case .navigation:
            let roots = children(.root)
            guard !roots.isEmpty else { return [] }
            return [.expression(.call(.member(controller, "setViewControllers"), [Argument(nil, .array(Array(roots.prefix(1)))), Argument("animated", .bool(false))], trailingClosure: nil))]
        case .tabBar:
            var statements: [Statement] = [.expression(.call(.member(controller, "setViewControllers"), [Argument(nil, .array(children(.tab))), Argument("animated", .bool(false))], trailingClosure: nil))]
            if let index = scene.settings["selectedIndex"].flatMap(Int.init), index > 0, index < children(.tab).count {
                statements.append(.assignment(target: .member(controller, "selectedIndex"), value: .integer(index)))
            }
            return statements
        case .split:
            var statements: [Statement] = []
            for (role, column) in [(RelationshipRole.primary, "primary"), (.secondary, "secondary")] as [(RelationshipRole, SwiftIdentifier)] {
                if let first = children(role).first {
                    statements.append(.expression(.call(.member(controller, "setViewController"), [Argument(nil, first), Argument("for", .implicitMember(column))], trailingClosure: nil)))
                }
            }
            for role in [RelationshipRole.supplementary, .compact] where !children(role).isEmpty {
                diagnostics.append(.warning(
                    "the runtime's split view has no \(role.rawValue) column; the relationship is not generated",
                    at: relationships.first { $0.relationship == role }?.source.element, rule: SceneTranslator.Rule.unsupported))
            }
            return statements
        case .page:
            let pages = children(.page)
            guard !pages.isEmpty else { return [] }
            return [.expression(.call(.member(controller, "setViewControllers"), [Argument(nil, .array(Array(pages.prefix(1)))), Argument("direction", .implicitMember("forward")), Argument("animated", .bool(false))], trailingClosure: nil))]
        default:
            // A custom container gets its children through UIKit's containment calls; placing
            // their views is the container class's job.
            return children(.child).enumerated().flatMap { index, child -> [Statement] in
                let name = SwiftIdentifier(derived: "child\(index)", fallback: "child")
                return [
                    .binding(isMutable: false, name: name, type: nil, value: child),
                    .expression(.call(.member(controller, "addChild"), [Argument(nil, .identifier(name))], trailingClosure: nil)),
                    .expression(.call(.member(.identifier(name), "didMove"), [Argument("toParent", controller)], trailingClosure: nil)),
                ]
            }
        }
    }
}
