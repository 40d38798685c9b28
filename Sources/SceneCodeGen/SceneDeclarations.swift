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
    private let viewClasses: [String: SwiftType]
    /// Segues with an identifier that is a usable Swift case name, with that name.
    private let identifiedSegues: [(segue: Segue, caseName: SwiftIdentifier)]
    /// Views that popover segues anchor to (ids, possibly of no view).
    private let anchorViewIDs: [String]
    /// Whether the factory keeps anchor views in a holder: a popover anchors to an existing view.
    private let needsViewsBox: Bool

    init(scene: Scene, document: SceneDocument, names: GeneratedNames, context: TranslationContext) throws(UngatedName) {
        self.scene = scene
        self.document = document
        self.names = names
        self.context = context
        let viewClasses = try Self.viewClasses(of: scene, context: context)
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
    private static func viewClasses(of scene: Scene, context: TranslationContext) throws(UngatedName) -> [String: SwiftType] {
        var classes: [String: SwiftType] = [:]
        func visitTree(_ view: ViewNode) throws(UngatedName) {  // selfAndDescendants: not into cells
            if let id = view.id, classes[id] == nil { classes[id] = try viewClass(view, context: context) }
            for index in view.subviews.indices { try visitTree(view.subviews[index]) }
        }
        guard let root = scene.rootView else { return classes }
        try visitTree(root)
        var staticCells: [CellPrototype] = []  // in the order of Scene.allCells
        scene.forEachView { view in staticCells += view.cells.filter(\.isStatic) }
        for cell in staticCells {
            for index in cell.subviews.indices { try visitTree(cell.subviews[index]) }
        }
        return classes
    }

    /// A view's class: its custom class, else the runtime's class for its kind.
    static func viewClass(_ view: ViewNode, context: TranslationContext) throws(UngatedName) -> SwiftType {
        guard let className = view.className else { return context.rt(view.kind.runtimeClassName) }
        return try SwiftType(typeName: className)
    }

    private var access: AccessLevel? { context.access }
    private var className: SwiftType { get throws(UngatedName) { try context.className(of: scene) } }
    private var place: String { TranslationContext.place(scene.source.element) }

    /// Segues generated code can perform (unwind and relationship/embed excluded from triggers).
    private static func performableSegues(of scene: Scene) -> [Segue] {
        scene.segues.filter { [.show, .showDetail, .present, .popover, .custom, .unwind, .push, .modal, .replace, .legacyPopover].contains($0.kind) }
    }

    /// Segues with an identifier that is a usable Swift case name, with that name.
    private static func identifiedSegues(of scene: Scene) -> [(segue: Segue, caseName: SwiftIdentifier)] {
        var used: Set<String> = []
        return performableSegues(of: scene).compactMap { segue in
            guard let identifier = segue.identifier else { return nil }
            var name = GeneratedNames.identifier(from: identifier, fallback: "segue")
            while used.contains(name) { name += "_" }
            used.insert(name)
            return (segue, SwiftIdentifier(derived: name, fallback: "segue"))
        }
    }

    // MARK: Namespace members

    mutating func namespaceMembers() throws(UngatedName) -> [Declaration] {
        var members: [Declaration] = []
        let requirements = try protocolRequirements()
        if !requirements.isEmpty {
            if scene.className == nil {
                context.diagnostics.append(.error(
                    "scene '\(scene.id.name)' has outlets, actions or unwind actions but no class to hold them; set 'class'",
                    at: scene.source.element, rule: SceneTranslator.Rule.missingClass))
            } else {
                members.append(.protocolDeclaration(ProtocolDeclaration(
                    doc: ["What \(try className) provides for the scene `\(scene.id.name)` (\(place)).",
                          "The class adopts it in generated code: a missing member is a compile error naming the class."],
                    attributes: ["@MainActor"], access: access, name: names.sceneProtocol(scene), inherits: ["AnyObject"],
                    requirements: requirements)))
            }
        }
        members.append(try factory())
        if needsViewsBox { members.append(viewsBox()) }
        members += try cellDeclarations()
        if !identifiedSegues.isEmpty { members.append(try segueEnum()) }
        for (segue, caseName) in identifiedSegues where !segue.parameters.isEmpty {
            members.append(.protocolDeclaration(ProtocolDeclaration(
                doc: ["What the destination of `\(segue.identifier!)` receives (\(TranslationContext.place(segue.source.element))).",
                      "Its class adopts it in generated code; parameters are set before its view loads."],
                attributes: ["@MainActor"], access: access, name: names.parametersProtocol(scene, caseName: caseName), inherits: ["AnyObject"],
                requirements: try segue.parameters.map { parameter throws(UngatedName) in
                    .variable(VariableDeclaration(name: try SwiftIdentifier(parameter.name), type: try SwiftType(parameter.type), kind: .requirement(settable: true)))
                })))
        }
        return members
    }

    func topLevelDeclarations() throws(UngatedName) -> [Declaration] {
        var declarations: [Declaration] = []
        let qualified = SwiftType(names.namespace).member(names.sceneProtocol(scene))
        if scene.className != nil, try hasProtocolRequirements {
            declarations.append(.extensionOf(ExtensionDeclaration(
                doc: ["\(try className) provides the outlets, actions and parameters of the scene `\(scene.id.name)`."],
                type: try className, conformances: [qualified])))
        }
        for (index, cell) in scene.prototypeCells.enumerated() {
            guard let cellClass = cell.className, try !cellRequirements(cell).isEmpty else { continue }
            declarations.append(.extensionOf(ExtensionDeclaration(
                type: try SwiftType(typeName: cellClass), conformances: [SwiftType(names.namespace).member(names.cellProtocol(scene, cell, index: index))])))
        }
        if !identifiedSegues.isEmpty { declarations.append(try performExtension()) }
        return declarations
    }

    // MARK: Protocol

    private func protocolRequirements() throws(UngatedName) -> [Declaration] {
        var requirements: [Declaration] = []
        var seen: Set<String> = []
        func add(_ key: String, _ declaration: Declaration) {
            if seen.insert(key).inserted { requirements.append(declaration) }
        }
        for outlet in scene.outlets where outlet.owner == nil {
            guard let type = try outletType(outlet.destination, declared: outlet.type) else { continue }
            add("var " + outlet.property, .variable(VariableDeclaration(
                doc: ["Outlet to `\(outlet.destination)` (\(TranslationContext.place(outlet.source.element)))."],
                name: try SwiftIdentifier(outlet.property), type: type.implicitlyUnwrapped, kind: .requirement(settable: true))))
        }
        for collection in scene.outletCollections {
            let type = try collectionElementType(collection)
            add("var " + collection.property, .variable(VariableDeclaration(
                doc: ["Outlet collection (\(TranslationContext.place(collection.source.element)))."],
                name: try SwiftIdentifier(collection.property), type: type.array, kind: .requirement(settable: true))))
        }
        for (action, senderType) in try controllerActions() {
            add("func \(action.method)(\(senderType))", .function(FunctionDeclaration(
                doc: ["Action (\(action.event.rawValue), \(TranslationContext.place(action.source.element)))."],
                name: try SwiftIdentifier(action.method), parameters: [Parameter(label: "_", name: "sender", type: senderType)], body: nil)))
        }
        for unwind in scene.unwindActions {
            add("unwind \(unwind.method)", .function(FunctionDeclaration(
                doc: ["Unwind action: unwind segues naming `\(unwind.method)` can end here."],
                name: try SwiftIdentifier(unwind.method), parameters: [Parameter(label: "_", name: "segue", type: context.rt("StoryboardSegue"))], body: nil)))
        }
        return requirements
    }

    /// The element type of an outlet collection: the declared one, else the one class of its
    /// destinations, else the runtime's view.
    private func collectionElementType(_ collection: OutletCollection) throws(UngatedName) -> SwiftType {
        if let declared = collection.type { return try SwiftType(typeName: declared) }
        var types: Set<SwiftType> = []
        for destination in collection.destinations {
            if let type = try outletType(destination, declared: nil) { types.insert(type) }
        }
        return types.count == 1 ? types.first ?? context.rt("View") : context.rt("View")
    }

    /// Whether ``protocolRequirements()`` has any, without making them.
    private var hasProtocolRequirements: Bool {
        get throws(UngatedName) {
            for outlet in scene.outlets where outlet.owner == nil {
                if try outletType(outlet.destination, declared: outlet.type) != nil { return true }
            }
            if !scene.outletCollections.isEmpty || !scene.unwindActions.isEmpty { return true }
            return try !controllerActions().isEmpty
        }
    }

    /// Actions sent to the controller, with their sender types.
    private func controllerActions() throws(UngatedName) -> [(ActionConnection, SwiftType)] {
        var result: [(ActionConnection, SwiftType)] = []
        for view in scene.rootView?.selfAndDescendants ?? [] {
            for action in view.actions where action.target == nil { result.append((action, try viewClass(view))) }
        }
        for item in scene.allBarButtonItems {
            for action in item.actions where action.target == nil { result.append((action, context.rt("BarButtonItem"))) }
        }
        return result
    }

    /// The Swift type of an outlet to `destination`, or nil when it points to nothing generated.
    private func outletType(_ destination: String, declared: String?) throws(UngatedName) -> SwiftType? {
        if let declared { return try SwiftType(typeName: declared) }
        if let type = viewClasses[destination] { return type }
        if scene.allBarButtonItems.contains(where: { $0.id == destination }) { return context.rt("BarButtonItem") }
        return nil
    }

    func viewClass(_ view: ViewNode) throws(UngatedName) -> SwiftType { try Self.viewClass(view, context: context) }

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
                modifiers: ["weak"], name: ViewVariables.boxMember(id), type: type.optional, kind: .stored(isMutable: true, value: nil))))
        }
        return .classDeclaration(ClassDeclaration(
            doc: ["Views of `\(scene.id.name)` that its segues refer to after the view loads (held weakly)."],
            attributes: ["@MainActor"], access: nil, name: viewsBoxClass, members: members))
    }

    /// The class of the views holder.
    private var viewsBoxClass: SwiftIdentifier { names.viewsBox(scene).prefixed("_") }

    private mutating func factory() throws(UngatedName) -> Declaration {
        let type = try className
        let instantiation = try instantiation()
        var body: [Statement] = [
            .binding(isMutable: false, name: "controller", type: nil, value: .verbatim("creator?() ?? \(instantiation)")),
        ]
        body += try controllerSettings()
        if needsViewsBox {
            body.append(.binding(isMutable: false, name: "views", type: nil, value: .call(.identifier(viewsBoxClass), [], trailingClosure: nil)))
        }
        body += try barItemStatements()
        var templates = SegueTemplates(scene: scene, declarations: self)
        body += try templates.declarations()
        if let root = scene.rootView {
            var viewTranslator = ViewTreeTranslator(scene: scene, declarations: self, templates: templates)
            let viewBody = try viewTranslator.body(root: root)
            body.append(.assignment(target: .member(.identifier("controller"), "loadViewHandler"),
                                    value: .closure(Closure(captures: viewTranslator.usesController ? ["unowned controller"] : [],
                                                            parameters: ["_"], body: viewBody))))
            context.diagnostics += viewTranslator.diagnostics
        }
        body += templates.registrations()
        for unwind in scene.unwindActions where scene.className != nil {
            body.append(.expression(.call(.member(.identifier("controller"), "registerUnwindAction"), [Argument(nil, .string(unwind.method))],
                trailingClosure: Closure(captures: ["unowned controller"], parameters: ["segue"], body: [
                    .expression(.call(.member(.identifier("controller"), try SwiftIdentifier(unwind.method)), [Argument(nil, .identifier("segue"))], trailingClosure: nil)),
                ]))))
        }
        body += try relationshipStatements()
        body.append(.returnValue(.identifier("controller")))
        var doc = ["Creates the scene `\(scene.id.name)`\(scene.title.map { " — “\($0)”" } ?? "") (\(place))."]
        doc.append("- Parameter creator: makes the controller instead of `\(instantiation)` (for dependency injection).")
        return .function(FunctionDeclaration(
            doc: doc, access: access, modifiers: ["static"], name: names.factory(scene),
            parameters: [Parameter(name: "creator", type: "(@MainActor () -> \(type))?", defaultValue: .nilLiteral)],
            returnType: type, body: body))
    }

    private func instantiation() throws(UngatedName) -> SwiftSource {
        let type = try className
        // A page view controller takes its transition style and orientation when created.
        if scene.kind == .page, scene.settings["pageTransition"] != nil || scene.settings["navigationOrientation"] != nil {
            var arguments: SwiftSource = ""
            if let style = Self.word(scene.settings["pageTransition"], among: ["scroll", "pageCurl"]) { arguments = "transitionStyle: .\(style)" }
            if let orientation = Self.word(scene.settings["navigationOrientation"], among: ["horizontal", "vertical"]) {
                arguments = arguments.text.isEmpty ? "navigationOrientation: .\(orientation)" : "\(arguments), navigationOrientation: .\(orientation)"
            }
            return "\(type)(\(arguments))"
        }
        return "\(type)()"
    }

    /// The one of `words` that `value` is, or nil.
    private static func word(_ value: String?, among words: [SwiftIdentifier]) -> SwiftIdentifier? {
        words.first { $0.text == value }
    }

    private func controllerSettings() throws(UngatedName) -> [Statement] {
        var statements: [Statement] = []
        func set(_ property: SwiftIdentifier, _ value: Expression) {
            statements.append(.assignment(target: .member(.identifier("controller"), property), value: value))
        }
        if let title = scene.title { set("title", .string(title)) }
        if let restorationID = scene.restorationID { set("restorationIdentifier", .string(restorationID)) }
        if let style = scene.presentationStyle { set("modalPresentationStyle", .implicitMember(SwiftIdentifier(derived: style.rawValue, fallback: "automatic"))) }
        if let style = scene.transitionStyle { set("modalTransitionStyle", .implicitMember(SwiftIdentifier(derived: style.rawValue, fallback: "coverVertical"))) }
        if let size = scene.preferredContentSize {
            set("preferredContentSize", .call(.type("CGSize"), [Argument("width", .double(size.width)), Argument("height", .double(size.height))], trailingClosure: nil))
        }
        for (flag, value) in scene.flags.sorted(by: { $0.key < $1.key }) {
            let property = flag == "modalInPresentation" ? "isModalInPresentation" : flag
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

    /// Bar button items exist before the view loads (they belong to the navigation item).
    private func barItemStatements() throws(UngatedName) -> [Statement] {
        guard let item = scene.navigationItem else { return [] }
        var statements: [Statement] = []
        var left: [Expression] = [], right: [Expression] = []
        for (index, barItem) in (item.leftItems + item.rightItems).enumerated() {
            let name = ViewVariables.barItemVariable(barItem, index: index)
            statements.append(.binding(isMutable: false, name: name, type: nil, value: try barItemInstantiation(barItem)))
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
                statements.append(.assignment(target: .member(.identifier("controller"), try SwiftIdentifier(outlet.property)),
                                              value: .identifier(ViewVariables.barItemVariable(barItem, index: index))))
            }
        }
        return statements
    }

    private func barItemInstantiation(_ item: BarButtonItemNode) throws(UngatedName) -> Expression {
        let style: Expression = .implicitMember(try item.properties["style"].map(SwiftIdentifier.init) ?? "plain")
        if let system = item.properties["systemItem"] {
            return .call(.type(context.rt("BarButtonItem")), [Argument("systemItem", .implicitMember(try SwiftIdentifier(system)))], trailingClosure: nil)
        }
        if let image = item.properties["image"], item.properties["title"] == nil {
            return .call(.type(context.rt("BarButtonItem")), [Argument("image", .call(.type(context.rt("Image")), [Argument("named", .string(image))], trailingClosure: nil)), Argument("style", style)], trailingClosure: nil)
        }
        return .call(.type(context.rt("BarButtonItem")), [Argument("title", .string(item.properties["title"] ?? "")), Argument("style", style)], trailingClosure: nil)
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
                let name = SwiftIdentifier(derived: "child\(index)", fallback: "child")
                return [
                    .binding(isMutable: false, name: name, type: nil, value: child),
                    .expression(.call(.member(controller, "addChild"), [Argument(nil, .identifier(name))], trailingClosure: nil)),
                    .expression(.call(.member(.identifier(name), "didMove"), [Argument("toParent", controller)], trailingClosure: nil)),
                ]
            }
        }
    }

    // MARK: Cells

    private func cellRequirements(_ cell: CellPrototype) throws(UngatedName) -> [Declaration] {
        var requirements: [Declaration] = []
        var seen: Set<String> = []
        for outlet in cell.outlets where outlet.owner == nil || outlet.owner == cell.id {
            guard seen.insert(outlet.property).inserted, let view = cell.allViews.first(where: { $0.id == outlet.destination }) else { continue }
            var type = try viewClass(view)
            if let declared = try Self.typeName(outlet.type) { type = declared }
            requirements.append(.variable(VariableDeclaration(name: try SwiftIdentifier(outlet.property), type: type.implicitlyUnwrapped, kind: .requirement(settable: true))))
        }
        for collection in cell.outletCollections where seen.insert(collection.property).inserted {
            let type = try Self.typeName(collection.type) ?? context.rt("View")
            requirements.append(.variable(VariableDeclaration(name: try SwiftIdentifier(collection.property), type: type.array, kind: .requirement(settable: true))))
        }
        return requirements
    }

    /// The type name `text`, or nil for none.
    private static func typeName(_ text: String?) throws(UngatedName) -> SwiftType? {
        guard let text else { return nil }
        return try SwiftType(typeName: text)
    }

    private func cellClass(_ cell: CellPrototype) throws(UngatedName) -> SwiftType {
        guard let className = cell.className else { return context.rt(cell.isCollectionCell ? "CollectionViewCell" : "TableViewCell") }
        return try SwiftType(typeName: className)
    }

    private func cellDeclarations() throws(UngatedName) -> [Declaration] {
        let cells = scene.prototypeCells
        guard !cells.isEmpty else { return [] }
        var declarations: [Declaration] = []
        var cases: [EnumCase] = []
        var helpers: [Declaration] = []
        for (index, cell) in cells.enumerated() {
            let caseName = names.cellCase(cell, index: index)
            let type = try cellClass(cell)
            cases.append(EnumCase(doc: ["Reuse identifier `\(cell.reuseIdentifier ?? "")` (\(TranslationContext.place(cell.source.element)))."], name: caseName))
            let requirements = try cellRequirements(cell)
            if cell.className != nil, !requirements.isEmpty {
                declarations.append(.protocolDeclaration(ProtocolDeclaration(
                    doc: ["What \(type) provides for the prototype cell `\(caseName)` of `\(scene.id.name)`."],
                    attributes: ["@MainActor"], access: access, name: names.cellProtocol(scene, cell, index: index), inherits: ["AnyObject"],
                    requirements: requirements)))
            }
            declarations.append(try CellFactory(cell: cell, caseName: caseName, type: type, factoryName: names.cellFactory(scene, cell, index: index),
                                                controllerType: try className, owner: self).declaration())
            guard let reuseIdentifier = cell.reuseIdentifier else { continue }
            // Table and collection views differ only in names: the view, its label, the cell base class.
            let (view, viewType, label, base): (SwiftIdentifier, String, SwiftIdentifier, String) = cell.isCollectionCell
                ? ("collectionView", "CollectionView", "withReuseIdentifier", "CollectionViewCell")
                : ("tableView", "TableView", "withIdentifier", "TableViewCell")
            let dequeue = FunctionDeclaration(
                doc: ["Dequeues a `\(caseName)` cell (\(type))."], access: access, modifiers: ["static"],
                name: SwiftIdentifier(derived: "dequeue" + GeneratedNames.upperFirst(caseName.text), fallback: "dequeue"),
                parameters: [Parameter(label: "from", name: view, type: context.rt(viewType)), Parameter(label: "for", name: "indexPath", type: "IndexPath")],
                returnType: type, body: [
                    .binding(isMutable: false, name: "cell", type: nil, value: .call(.member(.identifier(view), "dequeueReusableCell"), [Argument(label, .string(reuseIdentifier)), Argument("for", .identifier("indexPath"))], trailingClosure: nil)),
                ] + Self.typedReturn(type: type, base: context.rt(base), reuseIdentifier: reuseIdentifier))
            helpers.append(.function(dequeue))
        }
        let reuseCases = cells.enumerated().compactMap { index, cell -> SwitchCase? in
            cell.reuseIdentifier.map { SwitchCase(pattern: ".\(names.cellCase(cell, index: index))", body: [.returnValue(.string($0))]) }
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
    private static func typedReturn(type: SwiftType, base: SwiftType, reuseIdentifier: String) -> [Statement] {
        guard type != base else { return [.returnValue(.identifier("cell"))] }
        return [
            .guardStatement(condition: "let typed = cell as? \(type)", otherwise: [.expression(.call(.identifier("preconditionFailure"), [Argument(nil, .string("cell \(reuseIdentifier) is not a \(type): register it with the generated scene"))], trailingClosure: nil))]),
            .returnValue(.identifier("typed")),
        ]
    }

    // MARK: Segue enum

    private func segueEnum() throws(UngatedName) -> Declaration {
        var cases: [EnumCase] = []
        var identifierCases: [SwitchCase] = []
        var destinationCases: [EnumCase] = []
        var destinationSwitch: [SwitchCase] = []
        for (segue, caseName) in identifiedSegues {
            let values = try segue.parameters.map { parameter throws(UngatedName) in
                Parameter(name: try SwiftIdentifier(parameter.name), type: try SwiftType(parameter.type), defaultValue: try ParameterDefaults.expression(parameter))
            }
            cases.append(EnumCase(doc: ["`\(segue.identifier!)`: \(segue.kind.rawValue)\(segue.destination.map { " → \($0)" } ?? "") (\(TranslationContext.place(segue.source.element)))."], name: caseName, associatedValues: values))
            identifierCases.append(SwitchCase(pattern: ".\(caseName)", body: [.returnValue(.string(segue.identifier!))]))
            if let type = try context.localType(segue.destination, in: scene.id.document) {
                destinationCases.append(EnumCase(name: caseName, associatedValues: [Parameter(name: "destination", type: type)]))
                destinationSwitch.append(SwitchCase(pattern: "\(literal: segue.identifier!)", body: [
                    .returnValue(.verbatim("typed(segue.destination, as: \(type).self).map(Destination.\(caseName))")),
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

    private func performExtension() throws(UngatedName) -> Declaration {
        var cases: [SwitchCase] = []
        for (segue, caseName) in identifiedSegues {
            // Positional bindings: a parameter named like a local (`destination`, `sender`) must not shadow it.
            var pattern: SwiftSource = ".\(caseName)"
            for index in segue.parameters.indices {
                pattern = index == 0 ? "\(pattern)(let value\(index)" : "\(pattern), let value\(index)"
            }
            if !segue.parameters.isEmpty { pattern = "\(pattern))" }
            var configure: Expression = .nilLiteral
            if !segue.parameters.isEmpty {
                let type: SwiftType = "any \(SwiftType(names.namespace).member(names.parametersProtocol(scene, caseName: caseName)))"
                var body: [Statement] = [
                    .guardStatement(condition: "let destination = destination as? \(type)", otherwise: [
                        .expression(.call(.identifier("preconditionFailure"), [Argument(nil, .string("the destination of segue \(segue.identifier!) has no parameters to receive"))], trailingClosure: nil)),
                    ]),
                ]
                for (index, parameter) in segue.parameters.enumerated() {
                    body.append(.assignment(target: .member(.identifier("destination"), try SwiftIdentifier(parameter.name)),
                                            value: .identifier(SwiftIdentifier(derived: "value\(index)", fallback: "value"))))
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
            parameters: [Parameter(label: "_", name: "segue", type: SwiftType(names.namespace).member(names.segueEnum(scene))), Parameter(name: "sender", type: "Any?", defaultValue: .nilLiteral)],
            isThrowing: true, body: [.switchStatement(subject: .identifier("segue"), cases: cases)])
        return .extensionOf(ExtensionDeclaration(
            doc: ["Typed segues of `\(scene.id.name)`."], attributes: ["@MainActor"], type: try className, members: [.function(perform)]))
    }
}

