import SceneGraph

/// Everything generated for one scene: its factory (controller settings, view tree, outlets,
/// actions, segues, embeds, relationships), the protocol its class adopts, its segue enum and
/// its cell helpers.
struct SceneDeclarations {
    let scene: Scene
    let document: SceneDocument
    let names: GeneratedNames
    var context: TranslationContext
    /// The class of each view with an id: the first such view among the scene's views, then
    /// among those of its static cells (outlets, anchors and the views holder look them up often).
    private let viewClasses: [String: String]
    /// Segues with an identifier that is a usable Swift case name, with that name.
    private let identifiedSegues: [(segue: Segue, caseName: String)]
    /// Views that popover segues anchor to (ids, possibly of no view).
    private let anchorViewIDs: [String]
    /// Whether the factory keeps anchor views in a holder: a popover anchors to an existing view.
    private let needsViewsBox: Bool

    init(scene: Scene, document: SceneDocument, names: GeneratedNames, context: TranslationContext) {
        self.scene = scene
        self.document = document
        self.names = names
        self.context = context
        let viewClasses = Self.viewClasses(of: scene, context: context)
        self.viewClasses = viewClasses
        identifiedSegues = Self.identifiedSegues(of: scene)
        let anchorViewIDs = scene.segues.compactMap { segue in
            segue.kind == .popover || segue.kind == .legacyPopover ? (segue.anchor ?? segue.trigger) : nil
        }
        self.anchorViewIDs = anchorViewIDs
        needsViewsBox = anchorViewIDs.contains { viewClasses[$0] != nil }
    }

    /// The class of each view with an id, walking the tree in place: the views in the order of
    /// `scene.rootView?.selfAndDescendants`, then those of each static cell of `scene.allCells`.
    private static func viewClasses(of scene: Scene, context: TranslationContext) -> [String: String] {
        var classes: [String: String] = [:]
        func record(_ view: ViewNode) {
            if let id = view.id, classes[id] == nil { classes[id] = view.className ?? context.rt(view.kind.runtimeClassName) }
        }
        func visitTree(_ view: ViewNode) {  // selfAndDescendants: not into cells
            record(view)
            for index in view.subviews.indices { visitTree(view.subviews[index]) }
        }
        guard let root = scene.rootView else { return classes }
        visitTree(root)
        var staticCells: [CellPrototype] = []  // in the order of Scene.allCells
        scene.forEachView { view in staticCells += view.cells.filter(\.isStatic) }
        for cell in staticCells {
            for index in cell.subviews.indices { visitTree(cell.subviews[index]) }
        }
        return classes
    }

    private var access: AccessLevel? { context.access }
    private var className: String { context.className(of: scene) }
    private var place: String { TranslationContext.place(scene.source.element) }

    /// Segues generated code can perform (unwind and relationship/embed excluded from triggers).
    private static func performableSegues(of scene: Scene) -> [Segue] {
        scene.segues.filter { [.show, .showDetail, .present, .popover, .custom, .unwind, .push, .modal, .replace, .legacyPopover].contains($0.kind) }
    }

    /// Segues with an identifier that is a usable Swift case name, with that name.
    private static func identifiedSegues(of scene: Scene) -> [(segue: Segue, caseName: String)] {
        var used: Set<String> = []
        return performableSegues(of: scene).compactMap { segue in
            guard let identifier = segue.identifier else { return nil }
            var name = GeneratedNames.identifier(from: identifier, fallback: "segue")
            while used.contains(name) { name += "_" }
            used.insert(name)
            return (segue, name)
        }
    }

    // MARK: Namespace members

    mutating func namespaceMembers() -> [Declaration] {
        var members: [Declaration] = []
        let requirements = protocolRequirements()
        if !requirements.isEmpty {
            if scene.className == nil {
                context.diagnostics.append(.error(
                    "scene '\(scene.id.name)' has outlets, actions or unwind actions but no class to hold them; set 'class'",
                    at: scene.source.element, rule: SceneTranslator.Rule.missingClass))
            } else {
                members.append(.protocolDeclaration(ProtocolDeclaration(
                    doc: ["What \(className) provides for the scene `\(scene.id.name)` (\(place)).",
                          "The class adopts it in generated code: a missing member is a compile error naming the class."],
                    attributes: ["@MainActor"], access: access, name: names.sceneProtocol(scene), inherits: ["AnyObject"],
                    requirements: requirements)))
            }
        }
        members.append(factory())
        if needsViewsBox { members.append(viewsBox()) }
        members += cellDeclarations()
        if !identifiedSegues.isEmpty { members.append(segueEnum()) }
        for (segue, caseName) in identifiedSegues where !segue.parameters.isEmpty {
            members.append(.protocolDeclaration(ProtocolDeclaration(
                doc: ["What the destination of `\(segue.identifier!)` receives (\(TranslationContext.place(segue.source.element))).",
                      "Its class adopts it in generated code; parameters are set before its view loads."],
                attributes: ["@MainActor"], access: access, name: names.parametersProtocol(scene, caseName: caseName), inherits: ["AnyObject"],
                requirements: segue.parameters.map { parameter in
                    .variable(VariableDeclaration(name: parameter.name, type: parameter.type, kind: .requirement(settable: true)))
                })))
        }
        return members
    }

    func topLevelDeclarations() -> [Declaration] {
        var declarations: [Declaration] = []
        let qualified = names.namespace + "." + names.sceneProtocol(scene)
        if scene.className != nil, hasProtocolRequirements {
            declarations.append(.extensionOf(ExtensionDeclaration(
                doc: ["\(className) provides the outlets, actions and parameters of the scene `\(scene.id.name)`."],
                type: className, conformances: [qualified])))
        }
        for (index, cell) in scene.prototypeCells.enumerated() where cell.className != nil && !cellRequirements(cell).isEmpty {
            declarations.append(.extensionOf(ExtensionDeclaration(
                type: cell.className!, conformances: [names.namespace + "." + names.cellProtocol(scene, cell, index: index)])))
        }
        if !identifiedSegues.isEmpty { declarations.append(performExtension()) }
        return declarations
    }

    // MARK: Protocol

    private func protocolRequirements() -> [Declaration] {
        var requirements: [Declaration] = []
        var seen: Set<String> = []
        func add(_ key: String, _ declaration: Declaration) {
            if seen.insert(key).inserted { requirements.append(declaration) }
        }
        for outlet in scene.outlets where outlet.owner == nil {
            guard let type = outletType(outlet.destination, declared: outlet.type) else { continue }
            add("var " + outlet.property, .variable(VariableDeclaration(
                doc: ["Outlet to `\(outlet.destination)` (\(TranslationContext.place(outlet.source.element)))."],
                name: outlet.property, type: type + "!", kind: .requirement(settable: true))))
        }
        for collection in scene.outletCollections {
            let types = Set(collection.destinations.compactMap { outletType($0, declared: collection.type) })
            let type = collection.type ?? (types.count == 1 ? types.first! : context.rt("View"))
            add("var " + collection.property, .variable(VariableDeclaration(
                doc: ["Outlet collection (\(TranslationContext.place(collection.source.element)))."],
                name: collection.property, type: "[\(type)]", kind: .requirement(settable: true))))
        }
        for (action, senderType) in controllerActions() {
            add("func \(action.method)(\(senderType))", .function(FunctionDeclaration(
                doc: ["Action (\(action.event.rawValue), \(TranslationContext.place(action.source.element)))."],
                name: action.method, parameters: [Parameter(label: "_", name: "sender", type: senderType)], body: nil)))
        }
        for unwind in scene.unwindActions {
            add("unwind \(unwind.method)", .function(FunctionDeclaration(
                doc: ["Unwind action: unwind segues naming `\(unwind.method)` can end here."],
                name: unwind.method, parameters: [Parameter(label: "_", name: "segue", type: context.rt("StoryboardSegue"))], body: nil)))
        }
        return requirements
    }

    /// Whether ``protocolRequirements()`` has any, without making them.
    private var hasProtocolRequirements: Bool {
        scene.outlets.contains { $0.owner == nil && outletType($0.destination, declared: $0.type) != nil }
            || !scene.outletCollections.isEmpty || !controllerActions().isEmpty || !scene.unwindActions.isEmpty
    }

    /// Actions sent to the controller, with their sender types.
    private func controllerActions() -> [(ActionConnection, String)] {
        var result: [(ActionConnection, String)] = []
        for view in scene.rootView?.selfAndDescendants ?? [] {
            for action in view.actions where action.target == nil { result.append((action, viewClass(view))) }
        }
        for item in scene.allBarButtonItems {
            for action in item.actions where action.target == nil { result.append((action, context.rt("BarButtonItem"))) }
        }
        return result
    }

    /// The Swift type of an outlet to `destination`, or nil (with a diagnostic) when it points to nothing generated.
    private func outletType(_ destination: String, declared: String?) -> String? {
        if let declared { return declared }
        if let type = viewClasses[destination] { return type }
        if scene.allBarButtonItems.contains(where: { $0.id == destination }) { return context.rt("BarButtonItem") }
        return nil
    }

    func viewClass(_ view: ViewNode) -> String { view.className ?? context.rt(view.kind.runtimeClassName) }

    // MARK: Factory

    /// Whether a view needs a member in the views holder (it anchors a popover).
    func needsBoxMember(_ id: String) -> Bool {
        needsViewsBox && anchorViewIDs.contains(id) && viewClasses[id] != nil
    }

    private func viewsBox() -> Declaration {
        var members: [Declaration] = []
        var seen: Set<String> = []
        for id in anchorViewIDs where seen.insert(id).inserted {
            guard let type = viewClasses[id] else { continue }
            members.append(.variable(VariableDeclaration(
                modifiers: ["weak"], name: ViewVariables.boxMember(id), type: type + "?", kind: .stored(isMutable: true, value: nil))))
        }
        return .enumeration(EnumDeclaration(
            doc: ["Views of `\(scene.id.name)` that its segues refer to after the view loads (held weakly)."],
            access: nil, name: "_\(names.viewsBox(scene))", members: []))
            .asFinalClass(members: members)
    }

    private mutating func factory() -> Declaration {
        let type = className
        var body: [Statement] = [
            .binding(isMutable: false, name: "controller", type: nil, value: .verbatim("creator?() ?? \(instantiation())")),
        ]
        body += controllerSettings()
        if needsViewsBox {
            body.append(.binding(isMutable: false, name: "views", type: nil, value: .call(.identifier("_" + names.viewsBox(scene)), [], trailingClosure: nil)))
        }
        body += barItemStatements()
        var templates = SegueTemplates(scene: scene, declarations: self)
        body += templates.declarations()
        if let root = scene.rootView {
            var viewTranslator = ViewTreeTranslator(scene: scene, declarations: self, templates: templates)
            let viewBody = viewTranslator.body(root: root)
            body.append(.assignment(target: .member(.identifier("controller"), "loadViewHandler"),
                                    value: .closure(Closure(captures: viewTranslator.usesController ? ["unowned controller"] : [],
                                                            parameters: ["_"], body: viewBody))))
            context.diagnostics += viewTranslator.diagnostics
        }
        body += templates.registrations()
        for unwind in scene.unwindActions where scene.className != nil {
            body.append(.expression(.call(.member(.identifier("controller"), "registerUnwindAction"), [Argument(nil, .string(unwind.method))],
                trailingClosure: Closure(captures: ["unowned controller"], parameters: ["segue"], body: [
                    .expression(.call(.member(.identifier("controller"), unwind.method), [Argument(nil, .identifier("segue"))], trailingClosure: nil)),
                ]))))
        }
        body += relationshipStatements()
        body.append(.returnValue(.identifier("controller")))
        var doc = ["Creates the scene `\(scene.id.name)`\(scene.title.map { " — “\($0)”" } ?? "") (\(place))."]
        doc.append("- Parameter creator: makes the controller instead of `\(instantiation())` (for dependency injection).")
        return .function(FunctionDeclaration(
            doc: doc, access: access, modifiers: ["static"], name: names.factory(scene),
            parameters: [Parameter(name: "creator", type: "(@MainActor () -> \(type))?", defaultValue: .nilLiteral)],
            returnType: type, body: body))
    }

    private func instantiation() -> String {
        // A page view controller takes its transition style and orientation when created.
        if scene.kind == .page, scene.settings["pageTransition"] != nil || scene.settings["navigationOrientation"] != nil {
            var arguments: [String] = []
            if let style = scene.settings["pageTransition"], ["scroll", "pageCurl"].contains(style) { arguments.append("transitionStyle: .\(style)") }
            if let orientation = scene.settings["navigationOrientation"], ["horizontal", "vertical"].contains(orientation) {
                arguments.append("navigationOrientation: .\(orientation)")
            }
            return "\(className)(\(arguments.joined(separator: ", ")))"
        }
        return "\(className)()"
    }

    private func controllerSettings() -> [Statement] {
        var statements: [Statement] = []
        func set(_ property: String, _ value: Expression) {
            statements.append(.assignment(target: .member(.identifier("controller"), property), value: value))
        }
        if let title = scene.title { set("title", .string(title)) }
        if let restorationID = scene.restorationID { set("restorationIdentifier", .string(restorationID)) }
        if let style = scene.presentationStyle { set("modalPresentationStyle", .implicitMember(style.rawValue)) }
        if let style = scene.transitionStyle { set("modalTransitionStyle", .implicitMember(style.rawValue)) }
        if let size = scene.preferredContentSize {
            set("preferredContentSize", .call(.identifier("CGSize"), [Argument("width", .double(size.width)), Argument("height", .double(size.height))], trailingClosure: nil))
        }
        for (flag, value) in scene.flags.sorted(by: { $0.key < $1.key }) {
            let property = flag == "modalInPresentation" ? "isModalInPresentation" : flag
            set(property, .bool(value))
        }
        if let item = scene.navigationItem {
            for key in ["title", "prompt"] {
                if let value = item.properties[key] { statements.append(.assignment(target: .member(.member(.identifier("controller"), "navigationItem"), key), value: .string(value))) }
            }
            if let mode = item.properties["largeTitleDisplayMode"] {
                statements.append(.assignment(target: .member(.member(.identifier("controller"), "navigationItem"), "largeTitleDisplayMode"), value: .implicitMember(mode)))
            }
        }
        if let item = scene.tabBarItem {
            let image: Expression = item.properties["image"].map { .call(.identifier(context.rt("Image")), [Argument("named", .string($0))], trailingClosure: nil) } ?? .nilLiteral
            let selected: Expression = item.properties["selectedImage"].map { .call(.identifier(context.rt("Image")), [Argument("named", .string($0))], trailingClosure: nil) } ?? .nilLiteral
            let tabItem: Expression
            if let system = item.properties["systemItem"] {
                tabItem = .call(.identifier(context.rt("TabBarItem")), [Argument("tabBarSystemItem", .implicitMember(system)), Argument("tag", .integer(Int(item.properties["tag"] ?? "") ?? 0))], trailingClosure: nil)
            } else {
                tabItem = .call(.identifier(context.rt("TabBarItem")), [Argument("title", item.properties["title"].map(Expression.string) ?? .nilLiteral), Argument("image", image), Argument("selectedImage", selected)], trailingClosure: nil)
            }
            set("tabBarItem", tabItem)
            let tab = Expression.member(.identifier("controller"), "tabBarItem")
            if let badge = item.properties["badgeValue"] { statements.append(.assignment(target: .member(tab, "badgeValue"), value: .string(badge))) }
            if let label = item.accessibilityLabel { statements.append(.assignment(target: .member(tab, "accessibilityLabel"), value: .string(label))) }
            if let identifier = item.accessibilityIdentifier { statements.append(.assignment(target: .member(tab, "accessibilityIdentifier"), value: .string(identifier))) }
        }
        return statements
    }

    /// Bar button items exist before the view loads (they belong to the navigation item).
    private func barItemStatements() -> [Statement] {
        guard let item = scene.navigationItem else { return [] }
        var statements: [Statement] = []
        var left: [Expression] = [], right: [Expression] = []
        for (index, barItem) in (item.leftItems + item.rightItems).enumerated() {
            let name = ViewVariables.barItemVariable(barItem, index: index)
            statements.append(.binding(isMutable: false, name: name, type: nil, value: barItemInstantiation(barItem)))
            if let label = barItem.accessibilityLabel { statements.append(.assignment(target: .member(.identifier(name), "accessibilityLabel"), value: .string(label))) }
            if let identifier = barItem.accessibilityIdentifier { statements.append(.assignment(target: .member(.identifier(name), "accessibilityIdentifier"), value: .string(identifier))) }
            if index < item.leftItems.count { left.append(.identifier(name)) } else { right.append(.identifier(name)) }
        }
        let navigationItem = Expression.member(.identifier("controller"), "navigationItem")
        if !left.isEmpty { statements.append(.assignment(target: .member(navigationItem, "leftBarButtonItems"), value: .array(left))) }
        if !right.isEmpty { statements.append(.assignment(target: .member(navigationItem, "rightBarButtonItems"), value: .array(right))) }
        for outlet in scene.outlets where outlet.owner == nil {
            if let index = (item.leftItems + item.rightItems).firstIndex(where: { $0.id == outlet.destination }) {
                let barItem = (item.leftItems + item.rightItems)[index]
                statements.append(.assignment(target: .member(.identifier("controller"), outlet.property),
                                              value: .identifier(ViewVariables.barItemVariable(barItem, index: index))))
            }
        }
        return statements
    }

    private func barItemInstantiation(_ item: BarButtonItemNode) -> Expression {
        let style: Expression = .implicitMember(item.properties["style"] ?? "plain")
        if let system = item.properties["systemItem"] {
            return .call(.identifier(context.rt("BarButtonItem")), [Argument("systemItem", .implicitMember(system))], trailingClosure: nil)
        }
        if let image = item.properties["image"], item.properties["title"] == nil {
            return .call(.identifier(context.rt("BarButtonItem")), [Argument("image", .call(.identifier(context.rt("Image")), [Argument("named", .string(image))], trailingClosure: nil)), Argument("style", style)], trailingClosure: nil)
        }
        return .call(.identifier(context.rt("BarButtonItem")), [Argument("title", .string(item.properties["title"] ?? "")), Argument("style", style)], trailingClosure: nil)
    }

    /// Children of containers, created eagerly through their factories.
    private mutating func relationshipStatements() -> [Statement] {
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
            for (role, column) in [(RelationshipRole.primary, "primary"), (.secondary, "secondary")] {
                if let first = children(role).first {
                    statements.append(.expression(.call(.member(controller, "setViewController"), [Argument(nil, first), Argument("for", .implicitMember(column))], trailingClosure: nil)))
                }
            }
            for role in [RelationshipRole.supplementary, .compact] where !children(role).isEmpty {
                context.diagnostics.append(.warning(
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
                let name = "child\(index)"
                return [
                    .binding(isMutable: false, name: name, type: nil, value: child),
                    .expression(.call(.member(controller, "addChild"), [Argument(nil, .identifier(name))], trailingClosure: nil)),
                    .expression(.call(.member(.identifier(name), "didMove"), [Argument("toParent", controller)], trailingClosure: nil)),
                ]
            }
        }
    }

    // MARK: Cells

    private func cellRequirements(_ cell: CellPrototype) -> [Declaration] {
        var requirements: [Declaration] = []
        var seen: Set<String> = []
        for outlet in cell.outlets where outlet.owner == nil || outlet.owner == cell.id {
            guard seen.insert(outlet.property).inserted, let view = cell.allViews.first(where: { $0.id == outlet.destination }) else { continue }
            requirements.append(.variable(VariableDeclaration(name: outlet.property, type: (outlet.type ?? viewClass(view)) + "!", kind: .requirement(settable: true))))
        }
        for collection in cell.outletCollections where seen.insert(collection.property).inserted {
            requirements.append(.variable(VariableDeclaration(name: collection.property, type: "[\(collection.type ?? context.rt("View"))]", kind: .requirement(settable: true))))
        }
        return requirements
    }

    private func cellClass(_ cell: CellPrototype) -> String {
        cell.className ?? context.rt(cell.isCollectionCell ? "CollectionViewCell" : "TableViewCell")
    }

    private func cellDeclarations() -> [Declaration] {
        let cells = scene.prototypeCells
        guard !cells.isEmpty else { return [] }
        var declarations: [Declaration] = []
        var cases: [EnumCase] = []
        var helpers: [Declaration] = []
        for (index, cell) in cells.enumerated() {
            let caseName = names.cellCase(cell, index: index)
            let type = cellClass(cell)
            cases.append(EnumCase(doc: ["Reuse identifier `\(cell.reuseIdentifier ?? "")` (\(TranslationContext.place(cell.source.element)))."], name: caseName))
            let requirements = cellRequirements(cell)
            if cell.className != nil, !requirements.isEmpty {
                declarations.append(.protocolDeclaration(ProtocolDeclaration(
                    doc: ["What \(type) provides for the prototype cell `\(caseName)` of `\(scene.id.name)`."],
                    attributes: ["@MainActor"], access: access, name: names.cellProtocol(scene, cell, index: index), inherits: ["AnyObject"],
                    requirements: requirements)))
            }
            declarations.append(CellFactory(cell: cell, caseName: caseName, type: type, factoryName: names.cellFactory(scene, cell, index: index),
                                            controllerType: className, owner: self).declaration())
            guard let reuseIdentifier = cell.reuseIdentifier else { continue }
            // Table and collection views differ only in names: the view, its label, the cell base class.
            let (view, viewType, label, base) = cell.isCollectionCell
                ? ("collectionView", "CollectionView", "withReuseIdentifier", "CollectionViewCell")
                : ("tableView", "TableView", "withIdentifier", "TableViewCell")
            let dequeue = FunctionDeclaration(
                doc: ["Dequeues a `\(caseName)` cell (\(type))."], access: access, modifiers: ["static"],
                name: "dequeue" + GeneratedNames.upperFirst(caseName),
                parameters: [Parameter(label: "from", name: view, type: context.rt(viewType)), Parameter(label: "for", name: "indexPath", type: "IndexPath")],
                returnType: type, body: [
                    .binding(isMutable: false, name: "cell", type: nil, value: .call(.member(.identifier(view), "dequeueReusableCell"), [Argument(label, .string(reuseIdentifier)), Argument("for", .identifier("indexPath"))], trailingClosure: nil)),
                ] + Self.typedReturn(type: type, base: context.rt(base), reuseIdentifier: reuseIdentifier))
            helpers.append(.function(dequeue))
        }
        let reuseCases = cells.enumerated().compactMap { index, cell -> SwitchCase? in
            cell.reuseIdentifier.map { SwitchCase(pattern: "." + SwiftRenderer.name(names.cellCase(cell, index: index)), body: [.returnValue(.string($0))]) }
        }
        var members: [Declaration] = []
        if reuseCases.count == cells.count {
            members.append(.variable(VariableDeclaration(
                doc: ["The reuse identifier."], access: access, name: "reuseIdentifier", type: "String",
                kind: .computed([.switchStatement(subject: .verbatim("self"), cases: reuseCases)]))))
        }
        members += helpers
        declarations.insert(.enumeration(EnumDeclaration(
            doc: ["The prototype cells of `\(scene.id.name)`: typed reuse identifiers and dequeue helpers."],
            attributes: ["@MainActor"], access: access, name: names.cellEnum(scene), conformances: ["CaseIterable", "Sendable"], cases: cases, members: members)), at: 0)
        return declarations
    }

    /// Returns the dequeued `cell` as `type`; a cast only when `type` is a subclass.
    private static func typedReturn(type: String, base: String, reuseIdentifier: String) -> [Statement] {
        guard type != base else { return [.returnValue(.identifier("cell"))] }
        return [
            .guardStatement(condition: "let typed = cell as? \(type)", otherwise: [.expression(.call(.identifier("preconditionFailure"), [Argument(nil, .string("cell \(reuseIdentifier) is not a \(type): register it with the generated scene"))], trailingClosure: nil))]),
            .returnValue(.identifier("typed")),
        ]
    }

    // MARK: Segue enum

    private func segueEnum() -> Declaration {
        var cases: [EnumCase] = []
        var identifierCases: [SwitchCase] = []
        var destinationCases: [EnumCase] = []
        var destinationSwitch: [SwitchCase] = []
        for (segue, caseName) in identifiedSegues {
            let values = segue.parameters.map { parameter in
                Parameter(name: parameter.name, type: parameter.type, defaultValue: ParameterDefaults.expression(parameter))
            }
            cases.append(EnumCase(doc: ["`\(segue.identifier!)`: \(segue.kind.rawValue)\(segue.destination.map { " → \($0)" } ?? "") (\(TranslationContext.place(segue.source.element)))."], name: caseName, associatedValues: values))
            let pattern = "." + SwiftRenderer.name(caseName)
            identifierCases.append(SwitchCase(pattern: pattern, body: [.returnValue(.string(segue.identifier!))]))
            if let type = context.localType(segue.destination, in: scene.id.document) {
                destinationCases.append(EnumCase(name: caseName, associatedValues: [Parameter(name: "destination", type: type)]))
                destinationSwitch.append(SwitchCase(pattern: SwiftRenderer.stringLiteral(segue.identifier!), body: [
                    .returnValue(.verbatim("typed(segue.destination, as: \(type).self).map(Destination.\(SwiftRenderer.name(caseName)))")),
                ]))
            }
        }
        destinationSwitch.append(SwitchCase(pattern: nil, body: [.returnValue(.nilLiteral)]))
        var members: [Declaration] = [
            .variable(VariableDeclaration(doc: ["The segue identifier."], access: access, name: "identifier", type: "String",
                                          kind: .computed([.switchStatement(subject: .verbatim("self"), cases: identifierCases)]))),
        ]
        if !destinationCases.isEmpty {
            members.append(.enumeration(EnumDeclaration(
                doc: ["The typed destination of one of these segues, for `prepare(for:sender:)`."],
                access: access, name: "Destination", cases: destinationCases)))
            members.append(.function(FunctionDeclaration(
                doc: ["The controller as `type`, or nil (generic, so that a cast that cannot fail does not warn)."],
                modifiers: ["private", "static"], name: "typed", genericParameters: ["T"],
                parameters: [Parameter(label: "_", name: "controller", type: context.rt("ViewController")), Parameter(label: "as", name: "type", type: "T.Type")],
                returnType: "T?", body: [.returnValue(.cast(.identifier("controller"), operator: "as?", type: "T"))])))
            members.append(.function(FunctionDeclaration(
                doc: ["The typed destination of `segue`, or nil when it is not one of these segues."],
                access: access, modifiers: ["static"], name: "destination",
                parameters: [Parameter(label: "of", name: "segue", type: context.rt("StoryboardSegue"))], returnType: "Destination?",
                body: [.guardStatement(condition: "let identifier = segue.identifier", otherwise: [.returnValue(.nilLiteral)]),
                       .switchStatement(subject: .identifier("identifier"), cases: destinationSwitch)])))
        }
        return .enumeration(EnumDeclaration(
            doc: ["The segues of `\(scene.id.name)` that have identifiers; cases carry the typed parameters."],
            attributes: ["@MainActor"], access: access, name: names.segueEnum(scene), cases: cases, members: members))
    }

    private func performExtension() -> Declaration {
        var cases: [SwitchCase] = []
        for (segue, caseName) in identifiedSegues {
            // Positional bindings: a parameter named like a local (`destination`, `sender`) must not shadow it.
            let bindings = segue.parameters.indices.map { "let value\($0)" }.joined(separator: ", ")
            let pattern = "." + SwiftRenderer.name(caseName) + (segue.parameters.isEmpty ? "" : "(\(bindings))")
            var configure: Expression = .nilLiteral
            if !segue.parameters.isEmpty {
                let type = "any " + names.namespace + "." + names.parametersProtocol(scene, caseName: caseName)
                var body: [Statement] = [
                    .guardStatement(condition: "let destination = destination as? \(type)", otherwise: [
                        .expression(.call(.identifier("preconditionFailure"), [Argument(nil, .string("the destination of segue \(segue.identifier!) has no parameters to receive"))], trailingClosure: nil)),
                    ]),
                ]
                for (index, parameter) in segue.parameters.enumerated() {
                    body.append(.assignment(target: .member(.identifier("destination"), parameter.name), value: .identifier("value\(index)")))
                }
                configure = .closure(Closure(parameters: ["destination"], body: body))
            }
            cases.append(SwitchCase(pattern: pattern, body: [
                .expression(.tryExpression(.call(.identifier("performSegue"), [
                    Argument("withIdentifier", .string(segue.identifier!)), Argument("sender", .identifier("sender")), Argument("configure", configure),
                ], trailingClosure: nil))),
            ]))
        }
        let perform = FunctionDeclaration(
            doc: ["Performs one of the segues of `\(scene.id.name)` with its typed parameters (assigned before the destination's view loads).",
                  "Like UIKit's `performSegue(withIdentifier:sender:)`, it does not ask `shouldPerformSegue`."],
            access: access, name: "performSegue",
            parameters: [Parameter(label: "_", name: "segue", type: names.namespace + "." + names.segueEnum(scene)), Parameter(name: "sender", type: "Any?", defaultValue: .nilLiteral)],
            isThrowing: true, body: [.switchStatement(subject: .identifier("segue"), cases: cases)])
        return .extensionOf(ExtensionDeclaration(
            doc: ["Typed segues of `\(scene.id.name)`."], attributes: ["@MainActor"], type: className, members: [.function(perform)]))
    }
}

extension Declaration {
    /// Renders an enumeration declaration as a final class with the given stored members.
    func asFinalClass(members: [Declaration]) -> Declaration {
        guard case .enumeration(let decl) = self else { return self }
        return .classDeclaration(ClassDeclaration(doc: decl.doc, attributes: ["@MainActor"], access: decl.access, name: decl.name, members: members))
    }
}
