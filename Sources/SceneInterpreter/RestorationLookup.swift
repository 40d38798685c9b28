import SceneGraph
import SceneRuntime

/// The application delegate of an interpreted app for state restoration: it recreates
/// controllers that were shown through segues (neither a document's initial scene nor a
/// container's child, which the runtime finds itself), by the scene whose restoration
/// identifier ends the path — what an app's `application(_:viewControllerWithRestorationIdentifierPath:coder:)` does.
@MainActor
public final class RestorationLookup: ApplicationDelegate {
    private let interpreter: SceneInterpreter

    /// Creates the delegate for an interpreter's scenes.
    public init(interpreter: SceneInterpreter) {
        self.interpreter = interpreter
    }

    public func application(_ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: RestorationCoder) -> ViewController? {
        guard let last = identifierComponents.last else { return nil }
        let graph = interpreter.graph
        let candidates = graph.allScenes.filter { $0.restorationID == last && $0.kind != .reference }
        guard candidates.count == 1, let scene = candidates.first else { return nil }
        let isInitial = graph.documents.contains { $0.path == scene.id.document && $0.initialScene == scene.id.name }
        let isChild = graph.edges.contains { ($0.segue.kind == .relationship || $0.segue.kind == .embed) && $0.destination == scene.id }
        guard !isInitial, !isChild else { return nil }
        return interpreter.instantiate(scene.id)
    }
}
