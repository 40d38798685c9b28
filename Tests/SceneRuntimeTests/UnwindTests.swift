import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("Unwind segues")
struct UnwindTests {
    @Test func unwindFromAFormSheetOverAThreeDeepStackReturnsToTheRoot() throws {
        let log = CallLog()
        let root = LoggingViewController("Root", log: log)
        var received: [StoryboardSegue] = []
        root.registerUnwindAction("unwindToRoot") { [unowned root] segue in
            received.append(segue)
            log.add("Root.unwindToRoot from \(segue.source.debugLabel), visible \(root.appearanceState)")
        }
        let navigation = NavigationController(rootViewController: root)
        navigation.debugName = "Nav"
        let window = makePadWindow(root: navigation)
        weak var weakMiddle: ViewController?
        weak var weakTop: ViewController?
        weak var weakSheet: ViewController?
        weak var weakSheetNavigation: ViewController?
        do {
            let middle = LoggingViewController("Middle", log: log)
            let top = LoggingViewController("Top", log: log)
            navigation.pushViewController(middle, animated: false)
            navigation.pushViewController(top, animated: false)
            let sheet = LoggingViewController("Sheet", log: log)
            sheet.registerSegue(SegueTemplate(identifier: "done", kind: .unwind("unwindToRoot")))
            let sheetNavigation = NavigationController(rootViewController: sheet)
            sheetNavigation.modalPresentationStyle = .formSheet
            top.present(sheetNavigation, animated: true)
            #expect(sheetNavigation.presentingViewController === navigation)
            weakMiddle = middle; weakTop = top; weakSheet = sheet; weakSheetNavigation = sheetNavigation
            log.entries.removeAll()
            try sheet.performSegue(withIdentifier: "done", sender: nil)
            #expect(sheet.preparedSegueKinds.first == "UnwindSegue")
        }
        #expect(log.entries == [
            "Sheet.prepare(done → Root)",
            "Root.unwindToRoot from Sheet, visible disappeared",
            "Top.viewWillDisappear", "Root.viewWillAppear", "Top.viewDidDisappear", "Root.viewDidAppear",
            "Sheet.viewWillDisappear", "Sheet.viewDidDisappear",
        ])
        #expect(received.count == 1)
        #expect(received.first?.destination === root)
        #expect(received.first?.source.debugLabel == "Sheet")
        #expect(received.first?.identifier == "done")
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(navigation.presentedViewController == nil)
        received.removeAll()
        #expect(weakMiddle == nil, "every intermediate controller is released")
        #expect(weakTop == nil)
        #expect(weakSheet == nil)
        #expect(weakSheetNavigation == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func fullScreenUnwindPopsWhileCoveredSoPoppedControllersNeverReappear() throws {
        let log = CallLog()
        let root = LoggingViewController("Root", log: log)
        root.registerUnwindAction("back") { _ in }
        let navigation = NavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        let top = LoggingViewController("Top", log: log)
        navigation.pushViewController(top, animated: false)
        let modal = LoggingViewController("Modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        top.present(modal, animated: false)
        log.entries.removeAll()
        #expect(modal.performTriggeredSegue(SegueTemplate(identifier: nil, kind: .unwind("back")), sender: nil))
        #expect(log.entries == [
            "Modal.prepare(- → Root)",
            "Modal.viewWillDisappear", "Root.viewWillAppear", "Modal.viewDidDisappear", "Root.viewDidAppear",
        ])
        #expect(!log.entries.contains("Top.viewWillAppear"))
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func unwindSelectsTheTabHoldingTheDestination() throws {
        let first = ViewController()
        first.debugName = "First"
        first.registerUnwindAction("home") { _ in }
        let second = ViewController()
        let secondNavigation = NavigationController(rootViewController: second)
        let tabs = TabBarController()
        tabs.setViewControllers([first, secondNavigation], animated: false)
        tabs.selectedIndex = 1
        let window = makeVisibleWindow(root: tabs)
        let deep = ViewController()
        deep.registerSegue(SegueTemplate(identifier: "home", kind: .unwind("home")))
        secondNavigation.pushViewController(deep, animated: false)
        try deep.performSegue(withIdentifier: "home", sender: nil)
        #expect(tabs.selectedViewController === first)
        #expect(first.appearanceState == .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func searchAsksTheNearestCandidateFirstAndSkipsTheSource() throws {
        final class Candidate: ViewController {
            var asked: [String]
            var accepts: Bool
            init(_ name: String, accepts: Bool, asked: [String] = []) {
                self.accepts = accepts
                self.asked = asked
                super.init()
                debugName = name
            }
            static var order: [String] = []
            override func canPerformUnwindSegueAction(_ action: UnwindActionName, from fromViewController: ViewController, sender: Any?) -> Bool {
                Candidate.order.append(debugLabel)
                return accepts
            }
        }
        Candidate.order = []
        let a = Candidate("A", accepts: true)
        let b = Candidate("B", accepts: true)
        let c = Candidate("C", accepts: true)
        let navigation = NavigationController()
        navigation.setViewControllers([a, b, c], animated: false)
        let window = makeVisibleWindow(root: navigation)
        c.registerSegue(SegueTemplate(identifier: "up", kind: .unwind("any")))
        try c.performSegue(withIdentifier: "up", sender: nil)
        #expect(Candidate.order == ["B"], "the stack is searched from the top down; the source is not asked")
        #expect(navigation.topViewController === b)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func unwindingWithNoDestinationThrowsAndChangesNothing() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        let top = ViewController()
        top.debugName = "Top"
        top.registerSegue(SegueTemplate(identifier: "nowhere", kind: .unwind("missing")))
        navigation.pushViewController(top, animated: false)
        #expect(throws: RuntimeError.noUnwindDestination(action: "missing", source: "ViewController \"Top\"")) {
            try top.performSegue(withIdentifier: "nowhere", sender: nil)
        }
        #expect(RuntimeError.noUnwindDestination(action: "missing", source: "ViewController \"Top\"").description
                == "No view controller above ViewController \"Top\" handles the unwind action 'missing'.")
        #expect(navigation.topViewController === top)
        #expect(hierarchyProblems(in: window).isEmpty)
    }
}
