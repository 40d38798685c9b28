import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("Presentation")
struct PresentationTests {
    /// Listing 8-1: a navigation controller presented modally, full screen, then dismissed
    /// from inside by its root controller (which forwards to the presenting controller).
    @Test func listing8_1PresentsANavigationControllerAndDismissesFromInside() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let add = ProbeViewController("Add")
        let navigation = NavigationController(rootViewController: add)
        navigation.debugName = "AddNav"
        navigation.modalPresentationStyle = .fullScreen
        navigation.modalTransitionStyle = .crossDissolve
        let recorder = EventRecorder(categories: [.appearance, .presentation])
        var completed = false
        root.present(navigation, animated: true) { completed = true }

        #expect(completed)
        #expect(recorder.lines == [
            "Root.present(AddNav, fullScreen)",
            "Root.viewWillDisappear(animated)", "AddNav.viewWillAppear(animated)", "Add.viewWillAppear(animated)",
            "Root.viewDidDisappear(animated)", "AddNav.viewDidAppear(animated)", "Add.viewDidAppear(animated)",
        ])
        #expect(root.presentedViewController === navigation)
        #expect(navigation.presentingViewController === root)
        #expect(add.presentingViewController === root, "a child of a presented controller reports its presenter")
        #expect(add.presentedViewController == nil)
        #expect(root.viewIfLoaded?.superview == nil, "full screen removes the presenting view")
        #expect(navigation.view.window === window)
        #expect(navigation.view.frame == window.bounds)
        #expect(hierarchyProblems(in: window).isEmpty)

        recorder.removeAll()
        var dismissed = false
        add.dismiss(animated: true) { dismissed = true }
        #expect(dismissed)
        #expect(recorder.lines == [
            "Root.dismiss(AddNav)",
            "AddNav.viewWillDisappear(animated)", "Add.viewWillDisappear(animated)", "Root.viewWillAppear(animated)",
            "AddNav.viewDidDisappear(animated)", "Add.viewDidDisappear(animated)", "Root.viewDidAppear(animated)",
        ])
        #expect(root.presentedViewController == nil)
        #expect(navigation.presentingViewController == nil)
        #expect(root.view.superview === window)
        #expect(window.subviews.count == 1)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func presentedControllerIsReleasedAfterDismissal() {
        let root = ViewController()
        let window = makeVisibleWindow(root: root)
        weak var weakPresented: ViewController?
        do {
            let presented = ViewController()
            presented.modalPresentationStyle = .fullScreen
            weakPresented = presented
            root.present(presented, animated: false)
        }
        #expect(weakPresented != nil)
        root.dismiss(animated: false)
        #expect(weakPresented == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func isBeingPresentedAndDismissedDuringCallbacks() {
        final class Flags: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear presented=\(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear presented=\(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear dismissed=\(isBeingDismissed)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear dismissed=\(isBeingDismissed)") }
        }
        let root = ViewController()
        let window = makeVisibleWindow(root: root)
        let presented = Flags()
        root.present(presented, animated: false)
        #expect(!presented.isBeingPresented)
        presented.dismiss(animated: false)
        #expect(!presented.isBeingDismissed)
        #expect(presented.seen == ["willAppear presented=true", "didAppear presented=true",
                                   "willDisappear dismissed=true", "didDisappear dismissed=true"])
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func overStylesKeepThePresentingViewWithoutCallbacks() {
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        let sheet = ProbeViewController("Sheet")
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 500, height: 400)
        let recorder = EventRecorder(categories: .appearance)
        root.present(sheet, animated: false)
        #expect(recorder.lines == ["Sheet.viewWillAppear", "Sheet.viewDidAppear"])
        #expect(root.view.window === window)
        #expect(root.appearanceState == .appeared)
        #expect(sheet.view.frame == CGRect(x: 262, y: 184, width: 500, height: 400))
        #expect(sheet.presentationController?.effectivePresentationStyle == .formSheet)
        #expect(window.hierarchyDescription() == """
            Window
            └─ ProbeViewController "Root" [visible]
               └─ ProbeViewController "Sheet" (presented (formSheet)) [visible]
            """)
        recorder.removeAll()
        sheet.dismiss(animated: false)
        #expect(recorder.lines == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear"])
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func overFullScreenKeepsPresenterAndAutomaticIsAPageSheet() {
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        let over = ViewController()
        over.modalPresentationStyle = .overFullScreen
        root.present(over, animated: false)
        #expect(root.appearanceState == .appeared)
        #expect(over.view.frame == window.bounds)
        root.dismiss(animated: false)
        let automatic = ViewController()
        root.present(automatic, animated: false)
        #expect(automatic.presentationController?.effectivePresentationStyle == .pageSheet)
        #expect(root.appearanceState == .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func compactWidthAdaptsSheetsToFullScreenAndPopoversToOverFullScreen() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let sheet = ViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.presentationController?.presentationStyle == .formSheet)
        #expect(sheet.presentationController?.effectivePresentationStyle == .fullScreen)
        #expect(root.appearanceState == .disappeared, "adapted to full screen: the presenter disappears")
        #expect(sheet.view.frame == window.bounds)
        root.dismiss(animated: false)
        #expect(root.appearanceState == .appeared)

        let anchor = Button(frame: CGRect(x: 10, y: 100, width: 80, height: 30))
        root.view.addSubview(anchor)
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = anchor
        root.present(popover, animated: false)
        #expect(popover.presentationController?.effectivePresentationStyle == .overFullScreen)
        #expect(root.appearanceState == .appeared)
        #expect(popover.view.frame == window.bounds)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func adaptiveDelegateCanKeepTheRequestedStyle() {
        final class KeepStyle: AdaptivePresentationControllerDelegate {
            var announced: [ModalPresentationStyle] = []
            func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle { .none }
            func presentationController(
                _ presentationController: PresentationController,
                willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                transitionCoordinator: TransitionCoordinator?
            ) {
                announced.append(style)
            }
        }
        let root = ViewController()
        let window = makeVisibleWindow(root: root)
        let anchor = View(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
        root.view.addSubview(anchor)
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        let delegate = KeepStyle()
        popover.popoverPresentationController?.delegate = delegate
        popover.popoverPresentationController?.sourceView = anchor
        popover.popoverPresentationController?.permittedArrowDirections = [.down]
        root.present(popover, animated: false)
        #expect(delegate.announced == [.none])
        #expect(popover.presentationController?.effectivePresentationStyle == .popover)
        #expect(popover.popoverPresentationController?.arrowDirection == .down)
        #expect(popover.view.frame == CGRect(x: 20, y: 150, width: 200, height: 150))
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func popoverWithoutAnchorIsRejected() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ViewController()
        let window = makePadWindow(root: root)
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        var completed = false
        root.present(popover, animated: false) { completed = true }
        #expect(!completed)
        #expect(misuse.reported == [.popoverWithoutAnchor(controller: "ViewController")])
        #expect(root.presentedViewController == nil)
        #expect(popover.presentingViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)

        let item = BarButtonItem(systemItem: .action)
        popover.popoverPresentationController?.barButtonItem = item
        root.present(popover, animated: false)
        #expect(root.presentedViewController === popover)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
    }

    @Test func contextSearchFindsTheSplitChildThatDefinesTheContext() {
        let primary = ProbeViewController("Primary")
        let secondary = ProbeViewController("Secondary")
        secondary.definesPresentationContext = true
        let split = SplitViewController()
        split.debugName = "Split"
        split.setViewControllers([primary, secondary])
        let window = makePadWindow(root: split)
        let inner = ProbeViewController("Inner")
        secondary.addChild(inner)
        secondary.view.addSubview(inner.view)
        inner.didMove(toParent: secondary)

        let overlay = ProbeViewController("Overlay")
        overlay.modalPresentationStyle = .currentContext
        let recorder = EventRecorder(categories: [.appearance, .presentation])
        inner.present(overlay, animated: false)
        #expect(overlay.presentingViewController === secondary)
        #expect(secondary.presentedViewController === overlay)
        #expect(inner.presentedViewController === overlay)
        #expect(split.presentedViewController == nil)
        #expect(recorder.lines == [
            "Secondary.present(Overlay, currentContext)",
            "Secondary.viewWillDisappear", "Inner.viewWillDisappear", "Overlay.viewWillAppear",
            "Secondary.viewDidDisappear", "Inner.viewDidDisappear", "Overlay.viewDidAppear",
        ])
        #expect(primary.appearanceState == .appeared)
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(hierarchyProblems(in: window).isEmpty)
        #expect(window.hierarchyDescription().contains("ProbeViewController \"Overlay\" (presented (currentContext)) [visible]"))

        recorder.removeAll()
        overlay.dismiss(animated: false)
        #expect(recorder.lines == [
            "Secondary.dismiss(Overlay)",
            "Overlay.viewWillDisappear", "Secondary.viewWillAppear", "Inner.viewWillAppear",
            "Overlay.viewDidDisappear", "Secondary.viewDidAppear", "Inner.viewDidAppear",
        ])
        #expect(secondary.view.superview === split.view)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func contextSearchFallsBackToTheRootAndProvidesTheTransitionStyle() {
        let child = ViewController()
        let navigation = NavigationController(rootViewController: child)
        navigation.modalTransitionStyle = .flipHorizontal
        navigation.providesPresentationContextTransitionStyle = true
        let window = makePadWindow(root: navigation)
        let over = ViewController()
        over.modalPresentationStyle = .overCurrentContext
        child.present(over, animated: false)
        #expect(over.presentingViewController === navigation)
        #expect(navigation.presentationState.performed?.transitionStyle == .crossDissolve || navigation.presentationState.performed?.transitionStyle == .flipHorizontal)
        #expect(navigation.presentationState.performed?.transitionStyle == .flipHorizontal)
        #expect(navigation.view.window === window, "over-current-context keeps the context's view")
        #expect(navigation.visibleViewController === over)
    }

    @Test func presentedControllersReceiveTraitsAndSizeTransitions() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let presented = ProbeViewController("Presented")
        root.present(presented, animated: false)
        #expect(presented.traitCollection == .phonePortrait)
        window.transition(to: CGSize(width: 1024, height: 768), traitCollection: .padFullScreen)
        #expect(presented.traitCollection == .padFullScreen)
        #expect(presented.sizeTransitions == [CGSize(width: 1024, height: 768)])
        window.simulateMemoryWarning()
        #expect(presented.memoryWarnings == 1)
    }

    @Test func customPresentationUsesTheTransitioningDelegatesController() {
        final class Card: PresentationController {
            var calls: [String] = []
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView?.bounds ?? .zero
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
            override var shouldRemovePresentersView: Bool { false }
            override func presentationTransitionWillBegin() { calls.append("willBegin \(containerView != nil) \(presentedView?.superview == nil)") }
            override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd \(completed)") }
            override func dismissalTransitionWillBegin() { calls.append("dismissalWillBegin") }
            override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissalDidEnd \(completed) \(presentedView?.window == nil)") }
        }
        final class Transitions: ViewControllerTransitioningDelegate {
            var made: Card?
            func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
                let card = Card(presentedViewController: presented, presenting: presenting)
                made = card
                return card
            }
        }
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let presented = ViewController()
        presented.modalPresentationStyle = .custom
        let transitions = Transitions()
        presented.transitioningDelegate = transitions
        root.present(presented, animated: true)
        let card = try! #require(transitions.made)
        #expect(presented.presentationController === card)
        #expect(card.presentingViewController === root)
        #expect(presented.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.appearanceState == .appeared)
        presented.dismiss(animated: true)
        #expect(card.calls == ["willBegin true true", "didEnd true", "dismissalWillBegin", "dismissalDidEnd true true"])
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func modalInPresentationRefusesInteractiveDismissal() {
        final class Observer: AdaptivePresentationControllerDelegate {
            var calls: [String] = []
            func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { calls.append("attempt") }
            func presentationControllerWillDismiss(_ presentationController: PresentationController) { calls.append("will") }
            func presentationControllerDidDismiss(_ presentationController: PresentationController) { calls.append("did") }
        }
        let root = ViewController()
        let window = makePadWindow(root: root)
        let content = ViewController()
        content.isModalInPresentation = true
        let navigation = NavigationController(rootViewController: content)
        navigation.modalPresentationStyle = .pageSheet
        let observer = Observer()
        navigation.presentationController?.delegate = observer
        root.present(navigation, animated: true)
        let controller = try! #require(navigation.presentationController)
        #expect(!controller.simulateInteractiveDismissal())
        #expect(root.presentedViewController === navigation)
        content.isModalInPresentation = false
        #expect(controller.simulateInteractiveDismissal())
        #expect(root.presentedViewController == nil)
        #expect(observer.calls == ["attempt", "will", "did"])
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func presentingOverAStackDismissesEverythingAbove() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let first = ProbeViewController("First")
        first.modalPresentationStyle = .fullScreen
        let second = ProbeViewController("Second")
        second.modalPresentationStyle = .overFullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(window.hierarchyDescription() == """
            Window
            └─ ProbeViewController "Root"
               └─ ProbeViewController "First" (presented (fullScreen)) [visible]
                  └─ ProbeViewController "Second" (presented (overFullScreen)) [visible]
            """)
        let recorder = EventRecorder(categories: .appearance)
        root.dismiss(animated: false)
        #expect(recorder.lines == [
            "Second.viewWillDisappear", "First.viewWillDisappear", "Root.viewWillAppear",
            "Second.viewDidDisappear", "First.viewDidDisappear", "Root.viewDidAppear",
        ])
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    // MARK: Misuse

    @Test func presentingAnAlreadyPresentedControllerIsRejected() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        let sheet = ProbeViewController("Sheet")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        sheet.present(sheet, animated: false)
        let other = ProbeViewController("Other")
        other.modalPresentationStyle = .formSheet
        root.present(other, animated: false)
        #expect(misuse.reported == [
            .alreadyPresented(controller: "Sheet", presenter: "Root"),
            .alreadyPresenting(presenter: "Root", presented: "Sheet", requested: "Other"),
        ])
        #expect(root.presentedViewController === sheet)
        #expect(other.presentingViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func presentingDuringAPresentationIsRejected() {
        final class Eager: ViewController {
            var upcoming: ViewController?
            override func viewWillAppear(_ animated: Bool) { if let upcoming { present(upcoming, animated: false) } }
        }
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ViewController()
        root.debugName = "Root"
        let window = makeVisibleWindow(root: root)
        let eager = Eager()
        eager.debugName = "Eager"
        eager.upcoming = ViewController()
        root.present(eager, animated: false)
        #expect(misuse.reported == [.presentationInProgress(controller: "Eager")])
        #expect(root.presentedViewController === eager)
        #expect(eager.presentedViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func dismissingWithNothingPresentedIsAReportedNoOp() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ViewController()
        root.debugName = "Root"
        let window = makeVisibleWindow(root: root)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(!completed)
        #expect(misuse.reported == [.nothingToDismiss(controller: "Root")])
        #expect(root.appearanceState == .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func presentingChildrenRootsAndDetachedControllersIsRejected() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let child = ViewController()
        child.debugName = "Child"
        let navigation = NavigationController(rootViewController: child)
        navigation.debugName = "Nav"
        let window = makeVisibleWindow(root: navigation)
        let detached = ViewController()
        detached.debugName = "Detached"
        child.present(navigation, animated: false)
        navigation.present(child, animated: false)
        detached.present(ViewController(), animated: false)
        #expect(misuse.reported == [
            .cannotPresent(controller: "Nav", reason: "it is a window's root view controller"),
            .cannotPresent(controller: "Child", reason: "it is a child of Nav"),
            .presenterNotInWindow(presenter: "Detached", controller: "ViewController"),
        ])
        #expect(navigation.presentedViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func aPresentedControllerCannotBecomeAChild() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ViewController()
        root.debugName = "Root"
        let window = makeVisibleWindow(root: root)
        let presented = ViewController()
        presented.debugName = "Presented"
        root.present(presented, animated: false)
        let other = NavigationController()
        other.pushViewController(presented, animated: false)
        #expect(misuse.reported == [.alreadyPresented(controller: "Presented", presenter: "Root")])
        #expect(presented.parent == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func replacingTheRootEndsItsPresentations() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        weak var weakPresented: ProbeViewController?
        do {
            let presented = ProbeViewController("Presented")
            presented.modalPresentationStyle = .fullScreen
            weakPresented = presented
            root.present(presented, animated: false)
        }
        let recorder = EventRecorder(categories: .appearance)
        let next = ProbeViewController("Next")
        window.rootViewController = next
        #expect(recorder.lines == ["Presented.viewWillDisappear", "Presented.viewDidDisappear", "Next.viewWillAppear", "Next.viewDidAppear"])
        #expect(weakPresented == nil)
        #expect(window.subviews.count == 1)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func hidingAndShowingTheWindowIncludesPresentedControllers() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let presented = ProbeViewController("Presented")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        let recorder = EventRecorder(categories: .appearance)
        window.isHidden = true
        window.isHidden = false
        #expect(recorder.lines == ["Presented.viewWillDisappear", "Presented.viewDidDisappear", "Presented.viewWillAppear", "Presented.viewDidAppear"])
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }
}
