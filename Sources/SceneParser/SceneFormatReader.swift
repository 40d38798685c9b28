import ParallelWork
import SceneGraph

/// Builds a ``SceneDocument`` from a parsed `.scene` file, checking it against ``SceneVocabulary``.
public enum SceneFormatReader {
    /// Rule ids the reader reports besides the vocabulary checks.
    public enum Rule {
        public static let unsupportedVersion = "unsupported-version"
        public static let wrongNamespace = "wrong-namespace"
        public static let danglingPlaceholder = "dangling-placeholder"
        public static let duplicateElement = "duplicate-element"
        public static let duplicateParameter = "duplicate-parameter"
        public static let danglingLayoutItem = "dangling-layout-item"
        /// The resolver's rule, reported by the reader for the ids only it knows (constraints,
        /// layout guides, content views).
        public static let duplicateID = "duplicate-id"
    }

    /// Reads a scene document; the document is nil only when the root is not a scene document at all.
    public static func read(_ tree: XMLTree, path: String) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        read(tree, path: path, minimumRun: 8)
    }

    /// ``read(_:path:)`` with the scenes read in runs of at least `minimumRun` on every core
    /// (`Int.max` reads them in order on this thread; tests compare the two).
    static func read(_ tree: XMLTree, path: String, minimumRun: Int) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        let root = tree.root
        guard let uri = root.namespaceURI, uri.hasPrefix(SceneVocabulary.namespacePrefix) else {
            let found = root.namespaceURI.map { "namespace '\($0)'" } ?? "no namespace"
            return (nil, [.error(
                "<\(root.name)> in \(found) is not a scene document; the root must be <scenes xmlns=\"\(SceneVocabulary.namespace)\">",
                at: root.location, rule: Rule.wrongNamespace)])
        }
        guard uri == SceneVocabulary.namespace else {
            let version = String(uri.dropFirst(SceneVocabulary.namespacePrefix.count))
            return (nil, [.error(
                "scene format version '\(version)' is not supported; this scenec reads version \(SceneVocabulary.version) (\(SceneVocabulary.namespace))",
                at: root.location, rule: Rule.unsupportedVersion)])
        }
        guard root.name == "scenes" else {
            return (nil, [.error("the root element must be <scenes>, not <\(root.name)>", at: root.location, rule: ElementChecker.Rule.unknownElement)])
        }
        var builder = SceneFileBuilder(path: path, minimumRun: minimumRun)
        let document = builder.document(from: root)
        return (document, builder.checker.diagnostics)
    }
}

/// Walks the element tree of one document and builds its scenes. Its extensions read views and
/// cells (`+Views`), bar items (`+Bars`), connections and segues (`+Connections`), gesture
/// recognizers and runtime attributes (`+Interactions`).
struct SceneFileBuilder {
    let path: String
    var checker = ElementChecker(namespace: SceneVocabulary.namespace)
    /// The ids of constraints, layout guides and content views read so far, with where and what
    /// they are (checked against the document's other ids at the end).
    var layoutIDs: [(id: String, source: SourceRange, what: String)] = []
    /// How many constraints were read, and how many of them the scenes read so far checked.
    var constraintsRead = 0, constraintsChecked = 0

    /// The fewest scenes read as one run on a core (``scenes(of:path:minimumRun:)``; `Int.max`:
    /// all in one run, in order).
    let minimumRun: Int

    init(path: String, minimumRun: Int = 8) {
        self.path = path
        self.minimumRun = minimumRun
    }

    /// The spec of an element the checker let through, found among the element names of its
    /// length: the look-up in `SceneVocabulary.elements` hashed the name of every element read
    /// (~335 instructions an element, 2.5 % of `check` of scene files, issue 26).
    /// `ElementSpecLookupTests` compares the two.
    func spec(_ name: String) -> ElementSpec {
        guard let position = Self.elementNames.firstIndex(of: name) else { return SceneVocabulary.elements[name]! }
        return Self.elementSpecs[position]
    }

    /// The spec and view kind of an element the checker let through, found as ``spec(_:)`` finds
    /// the spec: `ViewKind(elementName:)` went down the kinds comparing each one's name (~480
    /// instructions a view, 0.9 % of `check` of 1,000 scenes, callgrind, issue 26).
    /// `ElementSpecLookupTests` compares both with the plain look-ups.
    func specAndViewKind(_ name: String) -> (spec: ElementSpec, kind: ViewKind?) {
        guard let position = Self.elementNames.firstIndex(of: name) else {
            return (SceneVocabulary.elements[name]!, ViewKind(elementName: name))
        }
        return (Self.elementSpecs[position], Self.elementViewKinds[position])
    }

    /// The format's element names, and their specs and view kinds in the same order, for
    /// ``spec(_:)`` and ``specAndViewKind(_:)``.
    static let elementNames = NamesByLength(SceneVocabulary.elements.keys.sorted())
    static let elementSpecs = elementNames.names.map { SceneVocabulary.elements[$0]! }
    static let elementViewKinds = elementNames.names.map { ViewKind(elementName: $0) }

    /// The scene attributes a scene's own properties hold (the rest go to its settings).
    private static let commonSceneAttributes = Set(SceneVocabulary.sceneAttributes.map(\.name)).union(["kind"])
    /// The view attributes a view's own properties hold (the rest go to its properties).
    static let commonViewAttributes: Set<String> = Set([
        "id", "class", "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint", "restorationID", "embed", "embedSegue",
    ]).union(SceneVocabulary.layoutAttributeNames)
    /// ``commonViewAttributes`` by length: what a view's attributes are sorted with — each view
    /// asked the set for every attribute it has, hashing each name (issue 26).
    /// `CommonAttributeTests` compares it with the set.
    static let commonViewAttributeNames = NamesByLength(commonViewAttributes.sorted())

    /// The document of `root`.
    mutating func document(from root: XMLElement) -> SceneDocument {
        let rootSpec = spec("scenes")
        let attributes = checker.attributes(of: root, spec: rootSpec)
        var document = SceneDocument(path: path, dialect: .scene, formatVersion: SceneVocabulary.version, source: attributes.range)
        document.module = attributes["module"]
        document.initialScene = attributes["initial"]
        document.designedDevice = attributes["device"].flatMap(SceneVocabulary.device(parsing:))
        let elements = checker.children(of: root, spec: rootSpec)
        for part in Self.scenes(of: elements, path: path, minimumRun: minimumRun) {
            document.scenes += part.scenes
            checker.diagnostics += part.diagnostics
            layoutIDs += part.layoutIDs
        }
        checkLayoutIDs(in: document)
        return document
    }

    /// What reading a run of scene elements gives: the scenes, the diagnostics about them, and
    /// the layout ids they declare (checked against the whole document's at its end).
    typealias SceneRun = (scenes: [Scene], diagnostics: [Diagnostic], layoutIDs: [(id: String, source: SourceRange, what: String)])

    /// The scenes of `elements`, read in runs on every core — each run by a builder of its own —
    /// and returned in document order, so that joined they are what one builder reading the
    /// elements in order gives: scenes, diagnostics and layout ids in the same order. (A scene's
    /// reading needs nothing of the other scenes; what spans scenes — layout ids unique in the
    /// document, scene ids, references — is checked on the joined document.)
    ///
    /// Why: a file is otherwise read on one core, and a project with one large file (10,000
    /// scenes, 10 MB) spent half of `check` building scenes from the parsed tree with the other
    /// core idle. Files read side by side are read by runs in turn (a map inside another runs
    /// on its thread). `ParallelSceneReadingTests` compares it with reading in order.
    static func scenes(of elements: [XMLElement], path: String, minimumRun: Int) -> [SceneRun] {
        // At least 8 scenes a run by default: a run costs a builder and a hand-over between threads.
        let runs = ChunkRanges.split(elements.count, minimumSize: minimumRun, maximumCount: 64)
        return ConcurrentMap.map(runs.count) { run in
            var builder = SceneFileBuilder(path: path)
            var scenes: [Scene] = []
            scenes.reserveCapacity(runs[run].count)
            for element in elements[runs[run]] {
                if let scene = builder.scene(from: element) { scenes.append(scene) }
            }
            return (scenes, builder.checker.diagnostics, builder.layoutIDs)
        }
    }

    // MARK: Scenes

    private mutating func scene(from element: XMLElement) -> Scene? {
        let elementSpec = spec(element.name)
        var attributes = checker.attributes(of: element, spec: elementSpec)
        // An invalid id was reported; keep the raw text so references to it do not cascade.
        guard let name = attributes["id"] ?? element[attribute: "id"] else { return nil }
        let kind: SceneKind
        switch element.name {
        case "controller":
            switch attributes["kind"] {
            case "table": kind = .tableController
            case "collection": kind = .collectionController
            default: kind = .controller
            }
        case "navigation": kind = .navigation
        case "tabBar": kind = .tabBar
        case "split": kind = .split
        case "page": kind = .page
        case "containerController": kind = .customContainer
        default: kind = .reference
        }
        var scene = Scene(id: SceneID(document: path, name: name), kind: kind, source: attributes.range)
        if kind == .reference {
            if attributes["scene"] != nil, attributes["storyboardID"] != nil {
                checker.diagnostics.append(.error(
                    "<reference> names its scene either by 'scene' or by 'storyboardID', not both",
                    at: attributes.range.location(of: "storyboardID"), rule: ElementChecker.Rule.misplacedAttribute))
            }
            if let file = attributes["file"] {
                scene.reference = SceneReferenceTarget(file: file, scene: attributes["scene"], storyboardID: attributes["storyboardID"])
            }
            return scene
        }
        scene.className = attributes["class"]
        scene.storyboardID = attributes["storyboardID"]
        scene.restorationID = attributes["restorationID"]
        scene.title = attributes["title"]
        scene.presentationStyle = attributes.enumValue("presentationStyle", as: PresentationStyle.self)
        scene.transitionStyle = attributes.enumValue("transitionStyle", as: TransitionStyle.self)
        scene.preferredContentSize = attributes.size("preferredContentSize")
        scene.designedBars = designedBars(from: attributes)
        scene.freeformSize = attributes.size("freeformSize")
        for flag in SceneVocabulary.sceneFlags {
            if let value = attributes.bool(flag) { scene.flags[flag] = value }
        }
        let common = Self.commonSceneAttributes
        for pair in attributes.pairs where !common.contains(pair.name) {
            scene.settings[pair.name] = pair.value
        }
        attributes.remove("id")

        var parts = SceneParts()
        var toolbarItems: XMLElement?
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "view":
                if let existing = scene.rootView {
                    duplicate(child, first: existing.source.element, parent: element.name)
                } else {
                    scene.rootView = view(from: child, parts: &parts)
                }
            case "navigationItem":
                if let existing = scene.navigationItem {
                    duplicate(child, first: existing.source.element, parent: element.name)
                } else {
                    scene.navigationItem = navigationItem(from: child, parts: &parts)
                }
            case "toolbarItems":
                if let existing = toolbarItems {
                    duplicate(child, first: existing.location, parent: element.name)
                } else {
                    toolbarItems = child
                    scene.toolbarItems = self.toolbarItems(from: child, parts: &parts)
                }
            case "runtimeAttribute":
                if let attribute = runtimeAttribute(from: child) { scene.runtimeAttributes.append(attribute) }
            case "tabBarItem":
                if let existing = scene.tabBarItem {
                    duplicate(child, first: existing.source.element, parent: element.name)
                } else {
                    scene.tabBarItem = tabBarItem(from: child)
                }
            case "outlet":
                if let outlet = outlet(from: child) { scene.outlets.append(outlet) }
            case "outletCollection":
                if let collection = outletCollection(from: child) { scene.outletCollections.append(collection) }
            case "unwindAction":
                let checked = checker.attributes(of: child, spec: spec("unwindAction"))
                if let method = checked["method"] { scene.unwindActions.append(UnwindAction(method: method, source: checked.range)) }
            case "segue":
                if let segue = segue(from: child) { scene.segues.append(segue) }
            case "relationship":
                if let relationship = relationship(from: child, container: element.name) { scene.segues.append(relationship) }
            case "deepLink":
                if let link = deepLink(from: child, parameters: nil) { scene.deepLinks.append(link) }
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { scene.variations.append(variation) }
            default:
                break
            }
        }
        scene.segues += parts.embeds
        scene.gestureRecognizers = parts.gestures
        checkLayout(of: &scene)
        return scene
    }

    mutating func duplicate(_ element: XMLElement, first: SourceLocation, parent: String) {
        checker.diagnostics.append(.error(
            "<\(parent)> can have only one <\(element.name)>", at: element.location,
            rule: SceneFormatReader.Rule.duplicateElement,
            notes: [.note("the first <\(element.name)> is here", at: first, rule: SceneFormatReader.Rule.duplicateElement)]))
    }

    /// The id of an element that has one: a single word (a diagnostic otherwise).
    mutating func nonEmptyID(_ attributes: CheckedAttributes) -> String? {
        guard let id = attributes["id"] else { return nil }
        if !isSingleToken(id) {
            checker.diagnostics.append(.error(
                "id '\(id)' must be a single word without spaces", at: attributes.range.location(of: "id"),
                rule: ElementChecker.Rule.invalidValue))
            return nil
        }
        return id
    }
}

/// What the views of a scene contribute to the scene itself while they are read: the embed
/// segues of their container views and the gesture recognizers written inside them.
struct SceneParts {
    var embeds: [Segue] = []
    var gestures: [GestureRecognizerNode] = []
}
