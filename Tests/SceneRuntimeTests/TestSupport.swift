import Foundation
import Testing
@testable import SceneRuntime

/// A controller that notes the flags UIKit promises during each callback.
@MainActor
final class ProbeViewController: ViewController {
    struct Observation: Equatable {
        var callback: String
        var isMovingToParent: Bool
        var isMovingFromParent: Bool
        var hasParent: Bool
    }

    private(set) var observations: [Observation] = []
    private(set) var viewDidLoadCount = 0
    private(set) var loadViewCount = 0
    private(set) var traitChanges: [TraitCollection?] = []
    private(set) var sizeTransitions: [CGSize] = []
    private(set) var memoryWarnings = 0
    private(set) var layoutCallbacks: [String] = []

    convenience init(_ name: String) {
        self.init()
        debugName = name
    }

    override func loadView() {
        loadViewCount += 1
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }

    private func note(_ callback: String) {
        observations.append(Observation(
            callback: callback,
            isMovingToParent: isMovingToParent,
            isMovingFromParent: isMovingFromParent,
            hasParent: parent != nil
        ))
    }

    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    override func viewWillLayoutSubviews() { layoutCallbacks.append("will") }
    override func viewDidLayoutSubviews() { layoutCallbacks.append("did") }
    override func didReceiveMemoryWarning() { memoryWarnings += 1 }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        traitChanges.append(previousTraitCollection)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizeTransitions.append(size)
    }

    /// The observations of one callback.
    func observations(of callback: String) -> [Observation] {
        observations.filter { $0.callback == callback }
    }
}

/// A window of phone size, already shown with `root`.
@MainActor
func makeVisibleWindow(
    root: ViewController,
    traits: TraitCollection = .phonePortrait,
    size: CGSize = CGSize(width: 390, height: 844)
) -> Window {
    let window = Window(frame: CGRect(origin: .zero, size: size), traitCollection: traits)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Captures reported misuse while alive; restores the previous handler on `finish()`.
@MainActor
final class MisuseCapture {
    private let previous: (@MainActor (RuntimeError) -> Void)?
    private let recorder = EventRecorder(categories: .misuse)

    init() {
        previous = RuntimeDiagnostics.handler
        RuntimeDiagnostics.handler = nil
    }

    var reported: [RuntimeError] {
        recorder.events.compactMap { event in
            if case let .misuse(error) = event { return error }
            return nil
        }
    }

    func finish() {
        recorder.stop()
        RuntimeDiagnostics.handler = previous
    }
}

extension RuntimeEvent.Category {
    /// Loading, appearance and containment: the callbacks whose order the guide prescribes.
    static let lifecycle: RuntimeEvent.Category = [.loading, .appearance, .containment]
}

extension EventRecorder {
    /// Events about controllers named in `names`, in order.
    func events(about names: Set<String>) -> [RuntimeEvent] {
        events.filter { $0.subject.map(names.contains) ?? false }
    }
}
