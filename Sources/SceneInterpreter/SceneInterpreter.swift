import Foundation
import SceneGraph
import SceneRuntime

/// Builds runtime controllers straight from a scene graph — what generated code does, done
/// at run time — so that any scene file or storyboard runs without its Swift classes.
///
/// Each scene becomes the runtime class of its kind (`ViewController`, `TableViewController`,
/// `NavigationController`, …: custom classes cannot exist here) with its title, restoration
/// identifier and presentation settings, its view tree, bar button items and toolbar items,
/// gesture recognizers, segue templates (destinations built lazily), embeds and
/// relationships, prototype cells with a data source showing one row per cell, static cells
/// served by the table controller, and handlers for the unwind actions it declares. What would run
/// the scene's own code — actions, custom segue classes, segue parameters — is reported
/// through `messageHandler` instead.
@MainActor
public final class SceneInterpreter {
    /// The graph the controllers come from.
    public let graph: ResolvedGraph
    /// Receives what the interpreter cannot do and what the scene's code would have done
    /// (an action sent, an unwind action reached).
    public var messageHandler: (@MainActor (String) -> Void)?

    private var storyboards: [String: Storyboard] = [:]
    private var records: [ObjectIdentifier: ControllerRecord] = [:]
    private var reportedNotes: Set<String> = []
    /// Objects with size-class variations, for reporting what a size-class change changed.
    private var variedObjects: [VariedObject] = []
    private var variedObjectsPruned = 0
    /// The ids the built views come from.
    let viewIDs = ViewIDTable()

    /// Creates an interpreter and a `Storyboard` per document (not yet registered).
    public init(graph: ResolvedGraph) {
        self.graph = graph
        for document in graph.documents {
            var scenes: [String: @MainActor () -> ViewController] = [:]
            for scene in document.scenes where scene.kind != .reference {
                guard let identifier = scene.storyboardID, scenes[identifier] == nil else { continue }
                let id = scene.id
                scenes[identifier] = { [weak self] in self?.instantiate(id) ?? ViewController() }
            }
            var initial: (@MainActor () -> ViewController)?
            if let name = document.initialScene, document.scene(named: name) != nil {
                let id = SceneID(document: document.path, name: name)
                initial = { [weak self] in self?.instantiate(id) ?? ViewController() }
            }
            storyboards[document.path] = Storyboard(name: document.baseName, initial: initial, scenes: scenes)
        }
    }

    /// The storyboard of the document at `path`.
    public func storyboard(for path: String) -> Storyboard? { storyboards[path] }

    /// Makes every document's storyboard findable by name (`Storyboard.named(_:)`), as the
    /// generated `registerStoryboards()` does; state restoration finds controllers through them.
    public func registerStoryboards() {
        for document in graph.documents { storyboards[document.path].map(Storyboard.register) }
    }

    /// The document the app starts from: one with an initial scene that no other document
    /// refers to (else the first with an initial scene).
    public var initialDocument: SceneDocument? {
        let withInitial = graph.documents.filter { document in document.initialScene.flatMap(document.scene(named:)) != nil }
        let referenced = Set(graph.allScenes.filter { $0.kind == .reference }.compactMap { graph.target(of: $0.id)?.document })
        return withInitial.first { !referenced.contains($0.path) } ?? withInitial.first
    }

    /// The initial scene of `initialDocument`, instantiated through its storyboard.
    public func instantiateInitialController() -> ViewController? {
        initialDocument.flatMap { storyboards[$0.path] }?.instantiateInitialViewController()
    }

    /// Builds the controller of a scene (a reference scene builds the scene it stands for).
    public func instantiate(_ id: SceneID) -> ViewController {
        guard let scene = graph.scene(id) else {
            note("scene '\(id.name)' of \(id.document) does not exist: an empty controller stands for it")
            return ViewController()
        }
        if scene.kind == .reference {
            guard let target = graph.target(of: id), target != id else {
                note("reference '\(id.name)' is not resolved (its file is not loaded): an empty controller stands for it")
                return ViewController()
            }
            return instantiate(target)
        }
        return ControllerBuilder(interpreter: self, scene: scene).build()
    }

    /// The scene a controller was built from, if this interpreter built it.
    public func scene(of controller: ViewController) -> Scene? {
        record(of: controller).flatMap { graph.scene($0.scene) }
    }

    /// What a person can trigger on a controller built by this interpreter, in scene order:
    /// the navigation item's bar items, then controls, rows and gesture recognizers (once its
    /// view is loaded), then toolbar items, then segues whose trigger was not built.
    public func affordances(of controller: ViewController) -> [Affordance] {
        let all = record(of: controller)?.affordances ?? []
        func rank(_ category: Affordance.Category) -> Int {
            switch category {
            case .barItem: 0
            case .control, .row, .gesture: 1
            case .toolbarItem: 2
            case .segue: 3
            }
        }
        return all.enumerated().sorted { (rank($0.element.category), $0.offset) < (rank($1.element.category), $1.offset) }.map(\.element)
    }

    // MARK: Internal

    func register(_ controller: ViewController, scene: SceneID) -> ControllerRecord {
        records = records.filter { $0.value.controller != nil }
        let record = ControllerRecord(controller: controller, scene: scene)
        records[ObjectIdentifier(controller)] = record
        return record
    }

    func record(of controller: ViewController) -> ControllerRecord? {
        guard let record = records[ObjectIdentifier(controller)], record.controller === controller else { return nil }
        return record
    }

    /// Tracks an object with variations (dropped once it is gone).
    func track(_ object: VariedObject) {
        variedObjects.append(object)
        if variedObjects.count >= 2 * max(variedObjectsPruned, 64) { _ = trackedVariations() }
    }

    /// The tracked objects that still exist, in the order they were built.
    func trackedVariations() -> [VariedObject] {
        variedObjects.removeAll { $0.object == nil }
        variedObjectsPruned = variedObjects.count
        return variedObjects
    }

    /// Sends a message to the handler.
    func message(_ text: String) {
        messageHandler?(text)
    }

    /// Sends a message about what the interpreter cannot do, once per distinct text.
    func note(_ text: String) {
        guard reportedNotes.insert(text).inserted else { return }
        messageHandler?("note: " + text)
    }
}

/// What the interpreter remembers about a controller it built.
@MainActor
final class ControllerRecord {
    weak var controller: ViewController?
    let scene: SceneID
    var affordances: [Affordance] = []
    /// Objects the controller's views refer to weakly (data sources).
    var retained: [AnyObject] = []

    init(controller: ViewController, scene: SceneID) {
        self.controller = controller
        self.scene = scene
    }
}
