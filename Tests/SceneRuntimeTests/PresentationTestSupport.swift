import Foundation
import Testing
@testable import SceneRuntime

/// A tablet-sized window (regular width), already shown with `root`.
@MainActor
func makePadWindow(root: ViewController) -> Window {
    makeVisibleWindow(root: root, traits: .padFullScreen, size: CGSize(width: 1024, height: 768))
}

/// Problems in the controller hierarchy of `window`: presentation links that do not point
/// back, children whose parent is wrong or listed twice, navigation stacks out of step with
/// their children, bar or views, presented views outside the window, a controller reachable
/// twice, appearance states that contradict the views' place, and transition coordinators
/// left behind after their transition.
@MainActor
func hierarchyProblems(in window: Window) -> [String] {
    var problems: [String] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ controller: ViewController) {
        if !seen.insert(ObjectIdentifier(controller)).inserted { problems.append("\(controller.debugLabel) reached twice") }
        for child in controller.children where child.parent !== controller {
            problems.append("\(child.debugLabel) is a child of \(controller.debugLabel) but its parent is \(child.parent?.debugLabel ?? "nil")")
        }
        if Set(controller.children.map(ObjectIdentifier.init)).count != controller.children.count {
            problems.append("\(controller.debugLabel) lists a child twice")
        }
        if let navigation = controller as? NavigationController { problems += navigationProblems(navigation) }
        if let record = controller.presentationState.performed {
            let presented = record.presented
            if presented.presentationState.presenting !== controller {
                problems.append("\(presented.debugLabel) does not point back to its presenter \(controller.debugLabel)")
            }
            if presented.parent != nil { problems.append("presented \(presented.debugLabel) has a parent") }
            if presented.viewIfLoaded?.window !== window { problems.append("presented \(presented.debugLabel) is not in the window") }
            if record.container.window !== window { problems.append("container of \(presented.debugLabel) is not in the window") }
        }
        let inWindow = controller.viewIfLoaded?.window === window
        if controller.appearanceState == .appeared, !inWindow, !window.isHidden {
            problems.append("\(controller.debugLabel) appeared but its view is not in the window")
        }
        if controller.appearanceState.isTransitioning { problems.append("\(controller.debugLabel) is stuck \(controller.appearanceState)") }
        if controller.transitionCoordinator != nil { problems.append("\(controller.debugLabel) kept a transition coordinator") }
        for child in controller.hierarchyChildren { visit(child) }
    }
    if let root = window.rootViewController { visit(root) }
    // No container left behind: every window subview is the root's view or a live presentation's container.
    let containers = window.rootViewController.map { PresentationEngine.records(above: $0).map(\.container) } ?? []
    for subview in window.subviews where subview !== window.rootViewController?.viewIfLoaded && !containers.contains(where: { $0 === subview }) {
        problems.append("stray window subview \(type(of: subview))")
    }
    return problems
}

/// Problems in one navigation controller: its stack must open its children, in order, match
/// its bar's items, and show the top controller's view alone inside its own view.
@MainActor
private func navigationProblems(_ navigation: NavigationController) -> [String] {
    var problems: [String] = []
    let stack = navigation.viewControllers
    if !zip(stack, navigation.children).allSatisfy({ $0 === $1 }) || navigation.children.count < stack.count {
        problems.append("the stack of \(navigation.debugLabel) does not open its children")
    }
    let items = navigation.navigationBar.items ?? []
    if items.count != stack.count || !zip(items, stack).allSatisfy({ $0 === $1.navigationItem }) {
        problems.append("the bar of \(navigation.debugLabel) has \(items.count) items out of step with its \(stack.count) controllers")
    }
    guard let navigationView = navigation.viewIfLoaded else { return problems }
    for (index, controller) in stack.enumerated() {
        let shown = controller.viewIfLoaded.map { $0.isDescendant(of: navigationView) } ?? false
        if index == stack.count - 1, !shown, navigationView.window != nil {
            problems.append("the top of \(navigation.debugLabel), \(controller.debugLabel), is not shown in it")
        }
        if index < stack.count - 1, shown { problems.append("\(controller.debugLabel) below the top of \(navigation.debugLabel) is shown") }
    }
    return problems
}

/// Notes the order of segue-related calls.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A controller that logs `shouldPerformSegue`, `prepare(for:sender:)`, its appearance
/// callbacks and `viewDidLoad`, and can refuse segues.
@MainActor
class LoggingViewController: ViewController {
    let log: CallLog
    var allowsSegues = true
    /// The type names of the segues prepared (segues are not kept: they hold their source).
    private(set) var preparedSegueKinds: [String] = []
    /// Whether each prepared segue's source was this controller.
    private(set) var preparedFromSelf: [Bool] = []
    private(set) var lastSender: Any?

    init(_ name: String, log: CallLog) {
        self.log = log
        super.init()
        debugName = name
    }

    override func viewDidLoad() { log.add("\(debugLabel).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(debugLabel).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(debugLabel).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(debugLabel).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(debugLabel).viewDidDisappear") }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.add("\(debugLabel).shouldPerformSegue(\(identifier))")
        return allowsSegues
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        log.add("\(debugLabel).prepare(\(segue.identifier ?? "-") → \(segue.destination.debugLabel))")
        preparedSegueKinds.append(String(describing: type(of: segue)))
        preparedFromSelf.append(segue.source === self)
        lastSender = sender
    }
}
