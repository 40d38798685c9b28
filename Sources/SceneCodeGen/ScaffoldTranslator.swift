import SceneGraph

/// Starter classes for the classes scene files name but no source declares yet: a subclass of
/// the right runtime class per scene, view, cell or segue class, with a property per outlet
/// and parameter, and an empty method per action and unwind action — so that the generated
/// wiring compiles at once, for migration and for storyboards whose classes are not at hand.
public struct ScaffoldTranslator: Sendable {
    /// Classes that already exist (they are not scaffolded).
    public var existingClasses: Set<String>
    public var options: CodeGenOptions

    /// Creates a scaffold translator.
    public init(existingClasses: Set<String> = [], options: CodeGenOptions = CodeGenOptions()) {
        self.existingClasses = existingClasses
        self.options = options
    }

    /// What one class needs.
    private struct ClassPlan {
        var name: String
        var base: String
        var properties: [String: (type: String, value: Expression?, origin: String)] = [:]
        /// Methods by name: the argument's name and type, and what the method is for.
        var methods: [String: (argument: SwiftIdentifier, type: String, origin: String)] = [:]
        var origins: [String] = []
        /// Runtime protocols the class adopts (its views' outlets point to it), with their
        /// required methods.
        var conformances: Set<String> = []
        /// Protocols of the generated namespaces the class adopts (First Responder actions).
        var namespacedConformances: Set<String> = []
        /// Where the class is first named.
        var location: SourceLocation
    }

    private func rt(_ name: String) -> String { options.runtimeModule + "." + name }

    /// The scaffold file for every class of `graph` not in `existingClasses`, and diagnostics for
    /// classes that cannot be scaffolded (a name used with two different bases).
    public func scaffold(_ graph: ResolvedGraph, fileName: String = "Scaffold.swift") -> (file: SwiftFile, diagnostics: [Diagnostic]) {
        var plans: [String: ClassPlan] = [:]
        var diagnostics: [Diagnostic] = []

        func plan(_ name: String, base: String, origin: String, at location: SourceLocation) -> Bool {
            guard !existingClasses.contains(name) else { return false }
            guard SwiftName.isTypeName(name), !name.contains(".") else {
                diagnostics.append(.warning("class '\(name)' is not a plain Swift type name; it is not scaffolded", at: location, rule: "scaffold-skipped"))
                return false
            }
            if var existing = plans[name] {
                if existing.base != base {
                    diagnostics.append(.warning(
                        "class '\(name)' is used as a \(existing.base) and as a \(base); it is scaffolded as a \(existing.base)",
                        at: location, rule: "scaffold-conflict"))
                    return false
                }
                existing.origins.append(origin)
                plans[name] = existing
            } else {
                plans[name] = ClassPlan(name: name, base: base, origins: [origin], location: location)
            }
            return true
        }

        for document in graph.documents {
            let file = FilePath.fileName(of: document.path)
            for scene in document.scenes where scene.kind != .reference {
                let origin = "\(file): \(scene.id.name)"
                if let className = scene.className, plan(className, base: rt(scene.kind.runtimeClassName), origin: origin, at: scene.source.element) {
                    for outlet in scene.outlets where outlet.owner == nil {
                        guard let type = outlet.type ?? viewType(outlet.destination, in: scene) else { continue }
                        plans[className]?.properties[outlet.property] = (type + "!", nil, "outlet")
                    }
                    for collection in scene.outletCollections {
                        // The same element type the generated protocol requires.
                        let types = Set(collection.destinations.compactMap { viewType($0, in: scene) })
                        let type = collection.type ?? (types.count == 1 ? types.first! : rt("View"))
                        plans[className]?.properties[collection.property] = ("[\(type)]", .array([]), "outlet collection")
                    }
                    for view in scene.allViews {
                        for action in view.actions where action.isSentToController {
                            plans[className]?.methods[action.method] = ("sender", view.className ?? rt(view.kind.runtimeClassName), "action")
                        }
                    }
                    for gesture in scene.gestureRecognizers {
                        for action in gesture.actions where action.isSentToController {
                            plans[className]?.methods[action.method] = ("sender", gesture.className ?? rt(gesture.kind.runtimeClassName), "gesture action")
                        }
                    }
                    for item in scene.allBarButtonItems {
                        for action in item.actions where action.isSentToController {
                            plans[className]?.methods[action.method] = ("sender", rt("BarButtonItem"), "action")
                        }
                    }
                    for unwind in scene.unwindActions {
                        plans[className]?.methods[unwind.method] = ("segue", rt("StoryboardSegue"), "unwind action")
                    }
                    // The scene's own controller performs the First Responder actions its views send.
                    let namespace = GeneratedNames(document: document).namespace
                    var sentToFirstResponder: [ActionConnection] = []
                    scene.forEachBarButtonItem { item in sentToFirstResponder += item.actions.filter(\.isSentToFirstResponder) }
                    for action in sentToFirstResponder {
                        plans[className]?.methods[action.method] = ("sender", "Any?", "First Responder action")
                        plans[className]?.namespacedConformances.insert(namespace.text + "." + GeneratedNames.upperFirst(action.method) + "Responder")
                    }
                    scene.forEachView { view in
                        for action in view.actions where action.isSentToFirstResponder {
                            plans[className]?.methods[action.method] = ("sender", "Any?", "First Responder action")
                            plans[className]?.namespacedConformances.insert(
                                namespace.text + "." + GeneratedNames.upperFirst(action.method) + "Responder")
                        }
                    }
                    let adopted = OwnedOutlets.adoptedByRuntimeClass[scene.kind.runtimeClassName] ?? []
                    plans[className]?.conformances.formUnion(OwnedOutlets.controllerProtocols(of: scene).filter { !adopted.contains($0) })
                }
                for view in scene.allViews {
                    if let className = view.className { _ = plan(className, base: rt(view.kind.runtimeClassName), origin: origin, at: view.source.element) }
                }
                // Outlets of custom views that are not the runtime's delegates: properties of the view's class.
                let owners = OwnedOutlets.owners(in: scene)
                for outlet in OwnedOutlets.all(in: scene) {
                    guard let owner = outlet.owner.flatMap({ owners[$0] }), let ownerClass = owner.className, plans[ownerClass] != nil,
                          OwnedOutlets.protocolName(of: outlet.property, owner: owner.owner) == nil else { continue }
                    let type = outlet.destination == scene.id.name
                        ? (scene.className ?? rt(scene.kind.runtimeClassName))
                        : (outlet.type ?? viewType(outlet.destination, in: scene))
                    if let type { plans[ownerClass]?.properties[outlet.property] = (type + "!", nil, "outlet") }
                }
                for cell in scene.allCells {
                    guard let className = cell.className else { continue }
                    guard plan(className, base: rt(cell.isCollectionCell ? "CollectionViewCell" : "TableViewCell"), origin: origin, at: cell.source.element) else { continue }
                    for view in cell.allViews where view.kind.isControl || view.className != nil {
                        for action in view.actions where action.target != nil && action.target == cell.id {
                            plans[className]?.methods[action.method] = ("sender", view.className ?? rt(view.kind.runtimeClassName), "action")
                        }
                    }
                    for outlet in cell.outlets where outlet.owner == nil || outlet.owner == cell.id {
                        if let view = cell.allViews.first(where: { $0.id == outlet.destination }) {
                            plans[className]?.properties[outlet.property] = ((outlet.type ?? view.className ?? rt(view.kind.runtimeClassName)) + "!", nil, "outlet")
                        } else if cell.contentLayout.constraints.contains(where: { $0.id == outlet.destination }) {
                            plans[className]?.properties[outlet.property] = ((outlet.type ?? rt("LayoutConstraint")) + "!", nil, "outlet")
                        }
                    }
                }
                for segue in scene.segues {
                    if let className = segue.customClass { _ = plan(className, base: rt("StoryboardSegue"), origin: origin, at: segue.source.element) }
                }
            }
        }
        // Segue parameters, once every class is planned (a destination may come later in the file).
        for scene in graph.allScenes where scene.kind != .reference {
            for segue in scene.segues where segue.identifier != nil && !segue.parameters.isEmpty {
                guard let destination = graph.destination(of: segue, from: scene.id).flatMap(graph.scene),
                      let className = destination.className, plans[className] != nil else { continue }
                for parameter in segue.parameters {
                    plans[className]?.properties[parameter.name] = (parameter.type, Self.initialValue(parameter), "parameter")
                }
            }
        }
        // Members the runtime base classes already have satisfy the generated requirements as they are.
        for name in plans.keys {
            guard let base = plans[name]?.base else { continue }
            let inherited = Self.inheritedMembers[String(GeneratedNames.lastPart(of: base) ?? "")] ?? []
            for member in inherited where plans[name]?.properties[member] != nil {
                plans[name]?.properties[member] = nil
            }
        }

        var declarations: [Declaration] = []
        for name in plans.keys.sorted() {
            guard let plan = plans[name] else { continue }
            do {
                declarations.append(try classDeclaration(plan))
            } catch {
                diagnostics.append(error.diagnostic(at: plan.location))
            }
        }
        var imports: [SwiftIdentifier] = ["Foundation"]
        do {
            imports.append(try SwiftIdentifier(options.runtimeModule))
        } catch {
            diagnostics.append(error.diagnostic(at: nil))
        }
        let file = SwiftFile(
            name: fileName,
            header: ["Scaffolded by scenec: starter classes for the scene files' classes that no source declares.",
                     "Edit freely; scenec scaffold does not overwrite classes that exist (pass --sources)."],
            imports: imports, declarations: declarations)
        return (file, diagnostics.sorted())
    }

    /// The starter class of a plan: every name and type passes the code model's checks.
    private func classDeclaration(_ plan: ClassPlan) throws(UngatedName) -> Declaration {
        var members: [Declaration] = []
        for property in plan.properties.keys.sorted() {
            guard let (typeText, value, origin) = plan.properties[property] else { continue }
            let (name, type) = (try SwiftIdentifier(property), try SwiftType(typeText))
            if typeText.hasSuffix("!") || value != nil {
                members.append(.variable(VariableDeclaration(doc: ["The \(origin) `\(property)`."], name: name, type: type, kind: .stored(isMutable: true, value: value))))
            } else {
                members.append(.variable(VariableDeclaration(
                    doc: ["The \(origin) `\(property)`: give it a stored value (the scaffold cannot know a default of \(typeText))."],
                    name: name, type: type,
                    kind: .accessors(
                        get: [.expression(.call(.identifier("preconditionFailure"), [Argument(nil, .string("scaffolded parameter \(property) has no value yet"))], trailingClosure: nil))],
                        set: []))))
            }
        }
        for method in plan.methods.keys.sorted() {
            guard let (argument, type, origin) = plan.methods[method] else { continue }
            members.append(.function(FunctionDeclaration(
                doc: ["The \(origin) `\(method)`."], name: try SwiftIdentifier(method),
                parameters: [Parameter(label: "_", name: argument, type: try SwiftType(type))], body: [])))
        }
        var inherits = [try SwiftType(typeName: plan.base)]
        for name in plan.namespacedConformances.sorted() { inherits.append(try SwiftType(typeName: name)) }
        for name in plan.conformances.sorted() {
            inherits.append(try SwiftType(typeName: rt(name)))
            members += try ScaffoldConformances.requiredMethods(of: name, runtime: rt)
        }
        return .classDeclaration(ClassDeclaration(
            doc: ["Scaffolded for \(plan.origins.joined(separator: ", "))."], attributes: [],
            access: options.access == .public ? .public : nil, name: try SwiftIdentifier(plan.name), inherits: inherits,
            members: members))
    }

    /// Properties the runtime's base classes already have, by base class, that an outlet may name
    /// (a table controller's `tableView`): redeclaring them in a subclass would not compile.
    static let inheritedMembers: [String: Set<String>] = {
        let controller: Set<String> = ["view", "title", "storyboard", "navigationItem", "tabBarItem", "restorationIdentifier"]
        return [
            "ViewController": controller,
            "TableViewController": controller.union(["tableView"]),
            "CollectionViewController": controller.union(["collectionView"]),
            "TableViewCell": ["contentView", "textLabel", "detailTextLabel", "imageView", "restorationIdentifier"],
            "CollectionViewCell": ["contentView", "restorationIdentifier"],
        ]
    }()

    private func viewType(_ id: String, in scene: Scene) -> String? {
        if let view = scene.allViews.first(where: { $0.id == id }) {
            return view.className ?? rt(view.kind.runtimeClassName)
        }
        if scene.allBarButtonItems.contains(where: { $0.id == id }) { return rt("BarButtonItem") }
        if let gesture = scene.gestureRecognizers.first(where: { $0.id == id }) { return gesture.className ?? rt(gesture.kind.runtimeClassName) }
        if scene.constraintIDs.contains(id) { return rt("LayoutConstraint") }
        return nil
    }

    /// The parameter's default, or the zero value of common types; nil when unknown.
    private static func initialValue(_ parameter: SegueParameter) -> Expression? {
        if let value = try? ParameterDefaults.expression(parameter) { return value }
        let type = parameter.type
        if type.hasSuffix("?") || type.hasSuffix("!") { return .nilLiteral }
        switch type {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .integer(0)
        case "Double", "Float", "CGFloat": return .double(0)
        case "Bool": return .bool(false)
        case "String": return .string("")
        default:
            if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? .dictionary([]) : .array([]) }
            return nil
        }
    }
}
