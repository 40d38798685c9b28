import Foundation
import Testing
@testable import SceneRuntime

/// Notes what `transitionCoordinator` returns during its callbacks.
@MainActor
private final class CoordinatorProbe: ViewController {
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.log = log
        super.init()
        debugName = name
    }
    private func note(_ callback: String) {
        log.add("\(debugLabel).\(callback) \(transitionCoordinator == nil ? "nil" : "coordinator")")
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("\(debugLabel).viewWillTransition \(transitionCoordinator === coordinator)")
    }
}

/// A custom presentation controller that logs its hooks and animates alongside.
@MainActor
private final class LoggingPresentationController: PresentationController {
    var log: CallLog?
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds.insetBy(dx: 20, dy: 20) ?? .zero }
    override func presentationTransitionWillBegin() {
        log?.add("willBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [log, presentedView] _ in
            log?.add("alongside inWindow=\(presentedView?.window != nil)")
        }, completion: { [log] _ in log?.add("completion") })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("didEnd") }
    override func dismissalTransitionWillBegin() {
        log?.add("dismissalWillBegin \(presentedViewController.transitionCoordinator?.viewController(forKey: .to) === presentingViewController)")
    }
    override func containerViewWillLayoutSubviews() {
        log?.add("containerWillLayout")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func containerViewDidLayoutSubviews() { log?.add("containerDidLayout") }
}

@MainActor
private final class CustomTransitions: ViewControllerTransitioningDelegate {
    let log: CallLog
    var supplies = true
    init(log: CallLog) { self.log = log }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        guard supplies else { return nil }
        let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
}

@MainActor
@Suite("Transition coordinators and presentation contexts")
struct TransitionCoordinatorTests {
    /// UIViewController.transitionCoordinator: during a push the navigation controller and
    /// the controllers involved return the coordinator (the delegate's `willShow` included);
    /// afterwards, `nil`. Alongside blocks run before completion blocks, both before the call
    /// returns; `notifyWhenInteractionChanges` is never called (never interactive).
    @Test func aPushHasACoordinatorWhileItRuns() {
        final class Delegate: NavigationControllerDelegate {
            var sawCoordinator = false
            func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
                sawCoordinator = navigationController.transitionCoordinator != nil
            }
        }
        let log = CallLog()
        let first = CoordinatorProbe("First", log: log)
        let navigation = NavigationController(rootViewController: first)
        let delegate = Delegate()
        navigation.delegate = delegate
        _ = makeVisibleWindow(root: navigation)
        log.entries.removeAll()
        let second = CoordinatorProbe("Second", log: log)
        var blocks: [String] = []
        var pushed: TransitionCoordinator?
        second.loadViewHandler = { controller in
            pushed = controller.transitionCoordinator
            pushed?.animate(alongsideTransition: { context in
                blocks.append("alongside from=\(context.viewController(forKey: .from)?.debugLabel ?? "-")")
            }, completion: { context in blocks.append("completion animated=\(context.isAnimated)") })
            pushed?.notifyWhenInteractionChanges { _ in blocks.append("interaction") }
            return View()
        }
        navigation.pushViewController(second, animated: true)
        #expect(delegate.sawCoordinator)
        #expect(log.entries == ["First.viewWillDisappear coordinator", "Second.viewWillAppear coordinator",
                                "Second.viewDidAppear coordinator"])
        #expect(pushed?.viewController(forKey: .to) === second)
        #expect(blocks == ["alongside from=First", "completion animated=true"])
        #expect(navigation.transitionCoordinator == nil && second.transitionCoordinator == nil)
        var late: [String] = []
        pushed?.animate(alongsideTransition: { _ in late.append("alongside") }, completion: { _ in late.append("completion") })
        #expect(late == ["alongside", "completion"], "blocks added after the transition run at once")
    }

    /// During a presentation, UIKit hands the presented controller a coordinator, which the
    /// presentation controller uses in `presentationTransitionWillBegin` to animate alongside;
    /// children find it through their ancestors. The container view's layout is bracketed by
    /// `containerViewWillLayoutSubviews`/`DidLayoutSubviews` — when presenting and when the
    /// container's size changes.
    @Test func aPresentationHasACoordinatorAndContainerLayoutHooks() {
        let log = CallLog()
        let root = CoordinatorProbe("Root", log: log)
        let window = makeVisibleWindow(root: root)
        let presented = CoordinatorProbe("Presented", log: log)
        let child = CoordinatorProbe("Child", log: log)
        presented.embed(child, in: presented.view)
        presented.modalPresentationStyle = .custom
        let transitions = CustomTransitions(log: log)
        presented.transitioningDelegate = transitions
        log.entries.removeAll()
        root.present(presented, animated: true) {
            log.add("presentCompletion \(presented.transitionCoordinator == nil ? "nil" : "coordinator")")
        }
        #expect(log.entries == [
            "willBegin", "Presented.viewWillAppear coordinator", "Child.viewWillAppear coordinator",
            "containerWillLayout", "containerDidLayout", "alongside inWindow=true",
            "Presented.viewDidAppear coordinator", "Child.viewDidAppear coordinator",
            "didEnd", "completion", "presentCompletion nil",
        ])
        #expect(child.transitionCoordinator == nil)

        log.entries.removeAll()
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: nil)
        #expect(log.entries == ["Child.viewWillTransition true", "Presented.viewWillTransition true",
                                "Root.viewWillTransition true", "containerWillLayout", "containerDidLayout"])
        #expect(presented.view.frame == CGRect(x: 20, y: 20, width: 804, height: 350))
        #expect(root.transitionCoordinator == nil && presented.transitionCoordinator == nil)

        log.entries.removeAll()
        root.dismiss(animated: true)
        #expect(log.entries.first == "dismissalWillBegin true")
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// A `.custom` presentation whose transitioning delegate supplies no presentation
    /// controller gets UIKit's default, which presents full screen: the presenting view
    /// leaves the window and the presenting controller disappears (and reappears on dismissal).
    @Test func aCustomPresentationWithoutAControllerIsFullScreen() {
        let log = CallLog()
        let root = LoggingViewController("Root", log: log)
        let window = makeVisibleWindow(root: root)
        let presented = LoggingViewController("Presented", log: log)
        presented.modalPresentationStyle = .custom
        let transitions = CustomTransitions(log: log)
        transitions.supplies = false
        presented.transitioningDelegate = transitions
        log.entries.removeAll()
        root.present(presented, animated: false)
        #expect(log.entries == ["Root.viewWillDisappear", "Presented.viewDidLoad", "Presented.viewWillAppear",
                                "Root.viewDidDisappear", "Presented.viewDidAppear"])
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(presented.view.frame == window.bounds)
        #expect(presented.presentationController?.shouldRemovePresentersView == true)
        #expect(hierarchyProblems(in: window).isEmpty)

        log.entries.removeAll()
        presented.dismiss(animated: false)
        #expect(log.entries == ["Presented.viewWillDisappear", "Root.viewWillAppear", "Presented.viewDidDisappear", "Root.viewDidAppear"])
        #expect(root.view.superview === window)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// UIKit: `definesPresentationContext` defaults to `false`, but navigation controllers
    /// change it to `true`. A context presentation from inside a navigation controller in a
    /// tab bar controller therefore covers the navigation controller, not the tab bar.
    @Test func navigationControllersDefineThePresentationContext() {
        #expect(NavigationController().definesPresentationContext)
        #expect(NavigationController(nibName: nil, bundle: nil).definesPresentationContext)
        #expect(!ViewController().definesPresentationContext)

        let log = CallLog()
        let inner = LoggingViewController("Inner", log: log)
        let navigation = NavigationController(rootViewController: inner)
        navigation.debugName = "Nav"
        let other = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, other]
        let window = makePadWindow(root: tabs)
        let overlay = ProbeViewController("Overlay")
        overlay.modalPresentationStyle = .currentContext
        inner.present(overlay, animated: false)
        #expect(overlay.presentingViewController === navigation)
        #expect(tabs.presentedViewController == nil)
        #expect(tabs.appearanceState == .appeared && tabs.view.window === window)
        #expect(navigation.appearanceState == .disappeared && navigation.viewIfLoaded?.window == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
        overlay.dismiss(animated: false)
        #expect(navigation.appearanceState == .appeared)

        navigation.definesPresentationContext = false
        let second = ViewController()
        second.modalPresentationStyle = .overCurrentContext
        inner.present(second, animated: false)
        #expect(second.presentingViewController === tabs, "without a context the search ends at the top")
        #expect(hierarchyProblems(in: window).isEmpty)
    }
}
