import ParallelWork
import SceneGraph

/// What translating one scene needs to know about the whole graph.
struct TranslationContext {
    let graph: ResolvedGraph
    let options: CodeGenOptions
    /// Generated names per document path.
    let names: [String: GeneratedNames]
    /// Problems found while translating.
    var diagnostics: [Diagnostic] = []
    /// The runtime's module as a type prefix (checked by ``CodeGenOptions/check()`` before
    /// translation), made once: every runtime type generated code names starts with it.
    let runtimeModule: SwiftType
    /// ``runtimeTypes(in:)`` of ``runtimeModule``.
    private let runtimeTypes: [String: SwiftType]
    /// ``rt(_:)`` of each kind of ``ViewKind/named``, in that order: what ``viewType(of:)`` reads.
    private let namedViewTypes: [SwiftType]
    /// `rt("Image")`, which every view's properties are written with.
    let imageType: SwiftType

    init(graph: ResolvedGraph, options: CodeGenOptions) {
        self.graph = graph
        self.options = options
        self.runtimeModule = SwiftType(SwiftIdentifier(derived: options.runtimeModule, fallback: "SceneRuntime"))
        let runtimeTypes = Self.runtimeTypes(in: runtimeModule)
        self.runtimeTypes = runtimeTypes
        self.namedViewTypes = ViewKind.named.map { runtimeTypes[$0.runtimeClassName]! }  // runtimeTypes(in:) makes each
        self.imageType = runtimeTypes["Image"]!  // one of commonRuntimeNames
        let documents = graph.documents
        let made = ConcurrentMap.map(documents.count) { GeneratedNames(document: documents[$0]) }  // documents are independent
        var names: [String: GeneratedNames] = [:]
        for (document, documentNames) in zip(documents, made) { names[document.path] = documentNames }
        self.names = names
    }

    /// The same context with no problems recorded yet: what independent parts (documents,
    /// scenes) start from, their problems gathered afterwards in order.
    var withoutDiagnostics: TranslationContext {
        var copy = self
        copy.diagnostics = []
        return copy
    }

    var access: AccessLevel? { options.access == .public ? .public : nil }

    func names(of scene: SceneID) -> GeneratedNames? { names[scene.document] }

    /// The class a scene instantiates, qualified by its module when that is not the one compiled.
    func className(of scene: Scene) throws(UngatedName) -> SwiftType {
        guard let className = scene.className else { return rt(scene.kind.runtimeClassName) }
        if let module = options.module, let declaring = scene.moduleName, declaring != module {
            return try SwiftType(typeName: declaring + "." + className)
        }
        return try SwiftType(typeName: className)
    }

    /// A runtime type, qualified with the runtime's module so that no type of the app can shadow it
    /// (apps often have their own `ViewController` or `TextField`).
    func rt(_ name: String) -> SwiftType {
        runtimeTypes[name] ?? runtimeModule.member(SwiftIdentifier(derived: name, fallback: "ViewController"))
    }

    /// The runtime class of views of `kind`, as ``rt(_:)`` of its `runtimeClassName` — read by
    /// the kind's position instead of looked up by name: every view asks for its class, and
    /// hashing the name was ~320 instructions (issue 26). `TranslationTableTests` compares the two.
    func viewType(of kind: ViewKind) -> SwiftType {
        guard let position = kind.namedPosition else { return rt(kind.runtimeClassName) }
        return namedViewTypes[position]
    }

    /// The runtime types generated code names most, made once (``rt(_:)`` of each): every view,
    /// scene, constraint and image asks for its class, and making the name each time (checking
    /// it, joining it to the module's) was 1 % of compiling scene files (issue 26).
    static func runtimeTypes(in module: SwiftType) -> [String: SwiftType] {
        var types: [String: SwiftType] = [:]
        let names = ViewKind.named.map(\.runtimeClassName) + SceneKind.allCases.map(\.runtimeClassName)
            + GestureKind.allCases.map(\.runtimeClassName) + commonRuntimeNames
        for name in names { types[name] = module.member(SwiftIdentifier(derived: name, fallback: "ViewController")) }
        return types
    }

    /// The other runtime types the translators name (`rt("…")` in their source).
    static let commonRuntimeNames = [
        "View", "Image", "LayoutConstraint", "BarButtonItem", "ViewController", "StoryboardSegue", "DeepLinkNavigator",
        "Storyboard", "ActionSelector", "TabBarItem", "SegueTemplate", "PickerView", "DeepLinkRouter", "TraitCondition",
        "TableViewCell", "TableView", "StaticTableSection", "Responder", "PopoverAnchor", "ModalPresentationStyle",
        "LayoutPriority", "EdgeInsets", "CollectionViewFlowLayout", "CollectionViewCell", "CollectionView",
    ]

    /// The runtime's module, for imports.
    var runtimeImport: SwiftIdentifier { SwiftIdentifier(derived: options.runtimeModule, fallback: "SceneRuntime") }

    /// Modules other than the compiled one that declare scene classes (imported by generated files).
    func foreignModules(in document: SceneDocument) throws(UngatedName) -> [SwiftIdentifier] {
        guard let module = options.module else { return [] }
        var modules: [SwiftIdentifier] = []
        for name in Set(document.scenes.compactMap(\.moduleName).filter { $0 != module }).sorted() {
            modules.append(try SwiftIdentifier(name))
        }
        return modules
    }

    /// `Namespace.factory()` for a scene (following references), or nil when unresolved.
    func factoryCall(for target: SceneID) -> Expression? {
        guard let scene = graph.scene(target), let names = names(of: target) else { return nil }
        return .call(.member(.identifier(names.namespace), names.factory(scene)), [], trailingClosure: nil)
    }

    /// The scene a local destination name leads to, references followed (for the shared file only:
    /// a document's own output never depends on other documents).
    func resolvedScene(_ name: String?, from source: SceneID) -> Scene? {
        guard let name, let target = graph.target(of: SceneID(document: source.document, name: name)) else { return nil }
        return graph.scene(target)
    }

    /// The scene a document declares with an id (possibly a reference scene).
    func localScene(_ name: String?, in document: String) -> Scene? {
        guard let name else { return nil }
        return graph.scene(SceneID(document: document, name: name))
    }

    /// `Namespace.factory()` for a scene of the same document; a reference scene's factory is
    /// defined by the shared file, so a document's output depends on that document alone.
    func localCall(_ name: String?, in document: String) -> Expression? {
        guard let scene = localScene(name, in: document), let names = names[document] else { return nil }
        return .call(.member(.identifier(names.namespace), names.factory(scene)), [], trailingClosure: nil)
    }

    /// The class a scene of the same document instantiates; for a reference scene, the alias the shared file defines.
    func localType(_ name: String?, in document: String) throws(UngatedName) -> SwiftType? {
        guard let scene = localScene(name, in: document), let names = names[document] else { return nil }
        return scene.kind == .reference ? SwiftType(names.namespace).member(names.referenceType(scene)) : try className(of: scene)
    }

    /// `file:line` of a location, for doc comments (file name only, so output is the same on every machine).
    static func place(_ location: SourceLocation) -> String {
        place(line: location.line, inFileNamed: fileName(of: location.file))
    }

    /// `name:line`, joined without interpolation (which cost 2,000 instructions a call) in one
    /// allocation (``JoinedText``).
    static func place(line: Int, inFileNamed name: String) -> String {
        JoinedText.join(name, ":", String(line))
    }

    /// What follows the last `/` of `path` (all of it when there is none).
    static func fileName(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(Substring(path.utf8[path.utf8.index(after: $0)...])) } ?? path
    }
}

extension ViewKind {
    /// The kind's position in ``ViewKind/named``; nil for a kind the scene format does not name.
    var namedPosition: Int? {
        switch self {
        case .view: 0
        case .label: 1
        case .button: 2
        case .textField: 3
        case .textView: 4
        case .switch: 5
        case .slider: 6
        case .stepper: 7
        case .segmentedControl: 8
        case .datePicker: 9
        case .imageView: 10
        case .scrollView: 11
        case .stackView: 12
        case .tableView: 13
        case .collectionView: 14
        case .containerView: 15
        case .activityIndicator: 16
        case .pageControl: 17
        case .progressView: 18
        case .toolbar: 19
        case .pickerView: 20
        case .searchBar: 21
        case .other: nil
        }
    }
}
