import Foundation
import Testing
@testable import SceneRuntime

/// The misuse catalogue of issue 11, one case each: every call gives the outcome
/// `docs/Runtime.md` ("Misuse") documents — a thrown error, or a reported no-op — and the
/// hierarchy is consistent afterwards (`hierarchyProblems(in:)`).
@MainActor
@Suite struct MisuseCatalogueTests {
    /// A named plain controller.
    private func controller(_ name: String) -> ViewController {
        let controller = ViewController()
        controller.debugName = name
        return controller
    }

    @Test func presentingWhilePresenting() {
        final class Eager: ViewController {
            var upcoming: ViewController?
            override func viewWillAppear(_ animated: Bool) { if let upcoming { present(upcoming, animated: false) } }
        }
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = controller("Root")
        let window = makePadWindow(root: root)
        let eager = Eager()
        eager.debugName = "Eager"
        eager.modalPresentationStyle = .formSheet
        eager.upcoming = controller("Upcoming")
        root.present(eager, animated: false)  // Eager presents from its own will-phase
        #expect(misuse.reported == [.presentationInProgress(controller: "Eager")])
        #expect(eager.presentedViewController == nil && eager.upcoming?.presentingViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)

        let other = controller("Other")
        var completed = false
        root.present(other, animated: false) { completed = true }  // Root already presents Eager
        #expect(misuse.reported.last == .alreadyPresenting(presenter: "Root", presented: "Eager", requested: "Other"))
        #expect(!completed)
        #expect(root.presentedViewController === eager && other.presentingViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func presentingAnAlreadyPresentedController() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = controller("Root")
        let window = makePadWindow(root: root)
        let sheet = controller("Sheet")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        let before = window.hierarchyDescription()
        var completed = false
        root.present(sheet, animated: false) { completed = true }
        #expect(misuse.reported == [.alreadyPresented(controller: "Sheet", presenter: "Root")])
        #expect(!completed)
        #expect(window.hierarchyDescription() == before)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func pushingAControllerAlreadyInAStack() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let first = controller("First")
        let second = controller("Second")
        let navigation = NavigationController(rootViewController: first)
        navigation.debugName = "Nav"
        navigation.pushViewController(second, animated: false)
        let window = makeVisibleWindow(root: navigation)
        navigation.pushViewController(first, animated: false)
        #expect(misuse.reported == [.alreadyInNavigationStack(controller: "First", navigationController: "Nav")])
        #expect(navigation.viewControllers.map(\.debugLabel) == ["First", "Second"])
        #expect(second.appearanceState == .appeared && first.appearanceState != .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func addingAChildTwice() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let parent = controller("Parent")
        let window = makeVisibleWindow(root: parent)
        let child = controller("Child")
        parent.embed(child, in: parent.view)
        parent.addChild(child)
        #expect(misuse.reported == [.alreadyChild(child: "Child", parent: "Parent")])
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(parent.view.subviews.filter { $0 === child.view }.count == 1)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// Not misuse: UIKit's `addChild(_:)` removes a child of another container from it
    /// before adding it, so `embed` moves a child (and its view) between containers.
    @Test func addingAChildOfAnotherParentMovesIt() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = controller("Root")
        let window = makeVisibleWindow(root: root)
        let left = controller("Left")
        let right = controller("Right")
        root.embed(left, in: root.view)
        root.embed(right, in: root.view)
        let child = controller("Child")
        left.embed(child, in: left.view)
        right.embed(child, in: right.view)
        #expect(misuse.reported.isEmpty)
        #expect(child.parent === right && left.children.isEmpty && right.children.count == 1)
        #expect(child.view.superview === right.view)
        #expect(child.appearanceState == .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func dismissingWithNothingPresented() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = controller("Root")
        let window = makeVisibleWindow(root: root)
        var completed = false
        root.dismiss(animated: false) { completed = true }
        #expect(misuse.reported == [.nothingToDismiss(controller: "Root")])
        #expect(!completed)
        #expect(root.appearanceState == .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func unwindingWithNoDestination() {
        let root = controller("Root")
        let navigation = NavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        let top = controller("Top")
        top.registerSegue(SegueTemplate(identifier: "leave", kind: .unwind("nowhere")))
        navigation.pushViewController(top, animated: false)
        #expect(throws: RuntimeError.noUnwindDestination(action: "nowhere", source: #"ViewController "Top""#)) {
            try top.performSegue(withIdentifier: "leave", sender: nil)
        }
        #expect(navigation.viewControllers.map(\.debugLabel) == ["Root", "Top"])
        #expect(top.appearanceState == .appeared)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func anUnknownSegueIdentifier() {
        let root = controller("Root")
        let navigation = NavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        var instantiated = 0
        root.registerSegue(SegueTemplate(identifier: "showDetail", kind: .show, destination: { instantiated += 1; return ViewController() }))
        #expect(throws: RuntimeError.unknownSegue(identifier: "showDetial", scene: #"ViewController "Root""#, nearMatches: ["showDetail"])) {
            try root.performSegue(withIdentifier: "showDetial", sender: nil)
        }
        #expect(instantiated == 0)
        #expect(navigation.viewControllers.map(\.debugLabel) == ["Root"])
        #expect(root.presentedViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func restoringFromACorruptOrMismatchedArchive() throws {
        let saved = StatefulViewController(value: "saved", counter: 3, identifier: "Root")
        let savedWindow = makeVisibleWindow(root: saved)
        savedWindow.application = Application()
        let detail = StatefulViewController(value: "detail", identifier: "Detail")
        detail.modalPresentationStyle = .formSheet
        saved.present(detail, animated: false)
        let archive = try StateRestoration.preserve(window: savedWindow)

        // Corrupt (cut in half) and mismatched in format (a newer version): nothing restored, the report says why.
        let archiveText = String(decoding: archive, as: UTF8.self)
        let newer = Data(archiveText.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 2"#).utf8)
        #expect(newer != archive)
        let cases: [(Data, (StateRestorationError) -> Bool)] = [
            (Data(archive.prefix(archive.count / 2)), { if case .truncated = $0 { true } else { false } }),
            (newer, { $0 == .unsupportedVersion(found: 2, supported: 1) }),
        ]
        for (data, isExpected) in cases {
            let root = StatefulViewController(value: "fresh", identifier: "Root")
            let window = makeHiddenPadWindow(root: root, application: Application())
            let before = window.hierarchyDescription()
            let report = StateRestoration.restore(from: data, into: window)
            let error = try #require(report.error)
            #expect(isExpected(error), "\(error)")
            #expect(!report.didRestore && report.entries.isEmpty)
            #expect(root.value == "fresh" && root.decodeCount == 0)
            #expect(window.hierarchyDescription() == before)
            #expect(hierarchyProblems(in: window).isEmpty)
        }

        // Mismatched in content (another class on the archived path): that controller's state is not decoded.
        let stranger = ScrollingDetailViewController()
        stranger.restorationIdentifier = "Root"
        let window = makeHiddenPadWindow(root: stranger, application: Application())
        let report = StateRestoration.restore(from: archive, into: window)
        #expect(report.error == nil)
        #expect(report.result(for: RestorationPath([.init(identifier: "Root")]))
                == .classMismatch(.existing, found: "ScrollingDetailViewController"))
        #expect(stranger.recipe == "" && window.rootViewController === stranger)
        #expect(hierarchyProblems(in: window).isEmpty)
    }
}
