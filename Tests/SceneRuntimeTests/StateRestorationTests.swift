import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("State preservation and restoration")
struct StateRestorationTests {
    /// Navigates the test app: tab 1's stack three deep, a form sheet over it, and a
    /// detail shown in the split view of tab 0.
    private func navigatedApp(application: Application) throws -> (Window, TabBarController) {
        let storyboard = makeRestorationStoryboard()
        let tabs = try #require(storyboard.instantiateInitialViewController() as? TabBarController)
        let window = makePadWindow(root: tabs)
        window.application = application

        let split = try #require(tabs.viewControllers?[0] as? SplitViewController)
        let detail = try storyboard.instantiateViewController(withIdentifier: "Detail", as: ScrollingDetailViewController.self)
        detail.recipe = "Pancakes"
        detail.title = "Pancakes"
        split.showDetailViewController(detail, sender: nil)
        detail.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        (split.viewControllers[0] as? StatefulViewController)?.counter = 7

        tabs.selectedIndex = 1
        let stack = try #require(tabs.viewControllers?[1] as? NavigationController)
        let root = try #require(stack.viewControllers.first as? StatefulViewController)
        root.value = "first"
        root.title = "first"
        for (value, counter) in [("second", 2), ("third", 3)] {
            let item = try storyboard.instantiateViewController(withIdentifier: "Item", as: StatefulViewController.self)
            item.value = value
            item.counter = counter
            item.title = value
            stack.pushViewController(item, animated: false)
        }
        let compose = ComposeViewController()
        compose.restorationIdentifier = "Compose"
        compose.restorationClass = ComposeViewController.self
        compose.modalPresentationStyle = .formSheet
        compose.draft = "Buy eggs"
        compose.title = "Compose: Buy eggs"
        stack.topViewController?.present(compose, animated: false)
        return (window, tabs)
    }

    @Test func aRoundTripRestoresHierarchySelectionAndState() throws {
        let firstLaunch = Application()
        let (window, _) = try navigatedApp(application: firstLaunch)
        let original = window.hierarchyDescription()
        #expect(original.contains("presented (formSheet)"))
        let data = try StateRestoration.preserve(window: window)
        window.tearDown()

        // A new launch: a fresh application, storyboard and window built from the initial scene.
        let secondLaunch = Application()
        secondLaunch.registerRestorationClass(ComposeViewController.self)
        let storyboard = makeRestorationStoryboard()
        let restoredWindow = makeHiddenPadWindow(root: storyboard.instantiateInitialViewController(), application: secondLaunch)
        let recorder = EventRecorder(categories: .restoration)
        let report = StateRestoration.restore(from: data, into: restoredWindow)
        restoredWindow.makeKeyAndVisible()

        #expect(report.error == nil)
        #expect(report.entries.count == 9)
        #expect(report.restoredPaths.count == 9, "\(report)")
        #expect(restoredWindow.hierarchyDescription() == original)
        #expect(hierarchyProblems(in: restoredWindow).isEmpty)

        let tabs = try #require(restoredWindow.rootViewController as? TabBarController)
        #expect(tabs.selectedIndex == 1)
        let stack = try #require(tabs.viewControllers?[1] as? NavigationController)
        let items = stack.viewControllers.compactMap { $0 as? StatefulViewController }
        #expect(items.map(\.value) == ["first", "second", "third"])
        #expect(items.map(\.counter) == [0, 2, 3])
        #expect(items.allSatisfy { $0.decodeCount == 1 && $0.finishedRestoring })
        let split = try #require(tabs.viewControllers?[0] as? SplitViewController)
        let detail = try #require(split.viewController(for: .secondary) as? ScrollingDetailViewController)
        #expect(detail.recipe == "Pancakes")
        #expect(detail.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect((split.viewController(for: .primary) as? StatefulViewController)?.counter == 7)
        let compose = try #require(tabs.presentedViewController as? ComposeViewController)
        #expect(compose.draft == "Buy eggs")
        #expect(compose.presentationController?.effectivePresentationStyle == .formSheet)

        // Where each controller came from: existing ones on the path, the storyboard, the restoration class.
        func source(_ path: String) -> RestorationReport.Result? {
            report.entries.first { $0.path.description == path }?.result
        }
        #expect(source("Tabs") == .restored(.existing))
        #expect(source("Tabs/Stack#1/Item#0") == .restored(.existing))
        #expect(source("Tabs/Stack#1/Item#2") == .restored(.storyboard))
        #expect(source("Tabs/Split#0/Detail") == .restored(.storyboard))
        #expect(source("Tabs/Compose") == .restored(.restorationClass))
        // Decoding runs parents first, then every object finishes.
        let decodes = recorder.events.filter { if case .decodeRestorableState = $0 { true } else { false } }
        #expect(decodes.first == .decodeRestorableState("Tabs"))
        #expect(recorder.events.last == .applicationFinishedRestoringState(compose.debugLabel))
    }

    @Test func theArchiveIsVersionedJSONWithPathsDisambiguatedByPosition() throws {
        let (window, _) = try navigatedApp(application: Application())
        let (data, report) = try StateRestoration.archive(window: window)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? String == "SceneRuntime.StateRestoration")
        #expect(json["version"] as? Int == 1)
        #expect(report.preservedControllers.map(\.description) == [
            "Tabs", "Tabs/Split#0", "Tabs/Split#0/List", "Tabs/Split#0/Detail",
            "Tabs/Stack#1", "Tabs/Stack#1/Item#0", "Tabs/Stack#1/Item#1", "Tabs/Stack#1/Item#2", "Tabs/Compose",
        ])
        #expect(report.preservedControllers.contains(RestorationPath([.init(identifier: "Tabs"), .init(identifier: "Stack", position: 1),
                                                                      .init(identifier: "Item", position: 2)])))
        #expect(report.preservedViews.map(\.description) == ["Tabs/Split#0/Detail/Scroll"])
        #expect(report.duplicates.isEmpty)
        // The placeholder replaced by the detail is gone; the identifiers of stack items repeat.
        #expect(report.preservedControllers.filter { $0.identifierComponents.last == "Item" }.count == 3)
    }

    @Test func aControllerWithoutIdentifierExcludesItsChildrenAndWhatItPresents() throws {
        let storyboard = makeRestorationStoryboard()
        let tabs = try #require(storyboard.instantiateInitialViewController() as? TabBarController)
        let window = makePadWindow(root: tabs)
        window.application = Application()
        tabs.selectedIndex = 1
        let stack = try #require(tabs.viewControllers?[1] as? NavigationController)
        stack.restorationIdentifier = nil
        stack.definesPresentationContext = true
        stack.pushViewController(StatefulViewController(value: "pushed", identifier: "Item"), animated: false)
        let sheet = StatefulViewController(value: "in context", identifier: "Sheet")
        sheet.modalPresentationStyle = .currentContext
        stack.topViewController?.present(sheet, animated: false)
        #expect(sheet.presentingViewController === stack)

        let (data, report) = try StateRestoration.archive(window: window)
        #expect(report.excluded.contains(stack.debugLabel))
        #expect(!report.preservedControllers.contains { $0.identifierComponents.contains("Stack") || $0.identifierComponents.contains("Sheet") })
        #expect(report.preservedControllers.map(\.description) == ["Tabs", "Tabs/Split#0", "Tabs/Split#0/List", "Tabs/Split#0/Placeholder"])

        let restored = makeHiddenPadWindow(root: makeRestorationStoryboard().instantiateInitialViewController(), application: Application())
        let restoreReport = StateRestoration.restore(from: data, into: restored)
        #expect(restoreReport.restoredPaths.count == 4)
        let restoredTabs = try #require(restored.rootViewController as? TabBarController)
        #expect(restoredTabs.selectedIndex == 1)
        let restoredStack = try #require(restoredTabs.viewControllers?[1] as? NavigationController)
        #expect(restoredStack.viewControllers.count == 1)
        #expect(restoredStack.presentedViewController == nil)
    }

    // MARK: Listings 7-1 and 7-2

    /// Listing 7-1 (a restoration class that instantiates the controller from the
    /// storyboard recorded in the coder) and listing 7-2 (encoding and decoding a number).
    final class MyViewController: ViewController, ViewControllerRestoration {
        static let numberKey = "MyViewControllerNumber"
        var number = 0

        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController? {
            var controller: MyViewController?
            if let storyboard = coder.storyboard {
                controller = try? storyboard.instantiateViewController(withIdentifier: "MyViewController", as: MyViewController.self)
                controller?.restorationIdentifier = identifierComponents.last
                controller?.restorationClass = MyViewController.self
            }
            return controller
        }

        override func encodeRestorableState(with coder: RestorationCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(number, forKey: Self.numberKey)
        }

        override func decodeRestorableState(with coder: RestorationCoder) {
            super.decodeRestorableState(with: coder)
            number = coder.decode(Int.self, forKey: Self.numberKey) ?? 0
        }
    }

    private func listingStoryboard() -> Storyboard {
        let storyboard = Storyboard(name: "Listings", initial: {
            let navigation = NavigationController(rootViewController: StatefulViewController(value: "Home", identifier: "Home"))
            navigation.restorationIdentifier = "Nav"
            return navigation
        }, scenes: ["MyViewController": { MyViewController() }])
        Storyboard.register(storyboard)
        return storyboard
    }

    @Test func listings7_1And7_2RestoreThroughTheRestorationClass() throws {
        let storyboard = listingStoryboard()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        let window = makeVisibleWindow(root: navigation)
        window.application = Application()
        let mine = try storyboard.instantiateViewController(withIdentifier: "MyViewController", as: MyViewController.self)
        mine.restorationIdentifier = "Mine"
        mine.restorationClass = MyViewController.self
        mine.number = 42
        navigation.pushViewController(mine, animated: false)
        let data = try StateRestoration.preserve(window: window)

        let application = Application()
        let delegate = RecordingAppDelegate()
        application.delegate = delegate
        application.registerRestorationClass(MyViewController.self)
        let restoredWindow = makeHiddenPadWindow(root: listingStoryboard().instantiateInitialViewController(), application: application)
        let report = StateRestoration.restore(from: data, into: restoredWindow)
        let restoredNavigation = try #require(restoredWindow.rootViewController as? NavigationController)
        let restored = try #require(restoredNavigation.topViewController as? MyViewController)
        #expect(restored !== mine)
        #expect(restored.number == 42)
        #expect(restored.restorationIdentifier == "Mine")
        #expect(report.result(for: RestorationPath([.init(identifier: "Nav"), .init(identifier: "Mine", position: 1)])) == .restored(.restorationClass))
        // The delegate is not asked for controllers that have a restoration class.
        #expect(!delegate.askedPaths.contains(["Nav", "Mine"]))
        #expect(delegate.askedPaths.contains(["Nav"]))
    }

    @MainActor
    enum DecliningRestoration: ViewControllerRestoration {
        static var asked: [[String]] = []
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController? {
            asked.append(identifierComponents)
            return nil
        }
    }

    @Test func aRestorationClassReturningNilMeansDoNotRecreate() throws {
        let navigation = NavigationController(rootViewController: StatefulViewController(value: "Home", identifier: "Home"))
        navigation.restorationIdentifier = "Nav"
        let window = makeVisibleWindow(root: navigation)
        window.application = Application()
        let declined = StatefulViewController(value: "declined", identifier: "Declined")
        declined.restorationClass = DecliningRestoration.self
        navigation.pushViewController(declined, animated: false)
        let presented = StatefulViewController(value: "over it", identifier: "Over")
        presented.modalPresentationStyle = .overCurrentContext
        declined.definesPresentationContext = true
        declined.present(presented, animated: false)
        #expect(presented.presentingViewController === declined)
        let data = try StateRestoration.preserve(window: window)

        let application = Application()
        let delegate = RecordingAppDelegate()
        delegate.makeController = { path in StatefulViewController(value: "from delegate", identifier: path.last) }
        application.delegate = delegate
        application.registerRestorationClass(DecliningRestoration.self)
        DecliningRestoration.asked = []
        let fresh = NavigationController(rootViewController: StatefulViewController(value: "", identifier: "Home"))
        fresh.restorationIdentifier = "Nav"
        let restoredWindow = makeHiddenPadWindow(root: fresh, application: application)
        let report = StateRestoration.restore(from: data, into: restoredWindow)

        #expect(DecliningRestoration.asked == [["Nav", "Declined"]])
        #expect(report.result(for: RestorationPath([.init(identifier: "Nav"), .init(identifier: "Declined", position: 1)]))
                == .skipped(.declinedByRestorationClass))
        #expect(report.result(for: RestorationPath([.init(identifier: "Nav"), .init(identifier: "Declined", position: 1),
                                                    .init(identifier: "Over")])) == .skipped(.ancestorNotRestored))
        #expect(delegate.askedPaths == [["Nav"], ["Nav", "Home"]])
        #expect(fresh.viewControllers.count == 1)
        #expect(fresh.presentedViewController == nil)
    }

    @Test func theApplicationDelegateIsTheFallbackAndAClassMismatchSkipsDecoding() throws {
        let root = StatefulViewController(value: "root", identifier: "Root")
        let window = makeVisibleWindow(root: root)
        window.application = Application()
        let made = StatefulViewController(value: "made by the delegate", counter: 5, identifier: "Made")
        made.modalPresentationStyle = .fullScreen
        root.present(made, animated: false)
        let other = StatefulViewController(value: "other", counter: 9, identifier: "Other")
        other.modalPresentationStyle = .formSheet
        made.present(other, animated: false)
        let data = try StateRestoration.preserve(window: window)

        let application = Application()
        let delegate = RecordingAppDelegate()
        delegate.makeController = { path in
            switch path.last {
            case "Made": StatefulViewController(value: "", identifier: "Made")
            case "Other": ScrollingDetailViewController()   // another class than archived
            default: nil
            }
        }
        application.delegate = delegate
        let freshRoot = StatefulViewController(value: "", identifier: "Root")
        let restoredWindow = makeHiddenPadWindow(root: freshRoot, application: application)
        let report = StateRestoration.restore(from: data, into: restoredWindow)

        #expect(delegate.askedPaths == [["Root"], ["Root", "Made"], ["Root", "Made", "Other"]])
        #expect(freshRoot.value == "root")
        let restoredMade = try #require(freshRoot.presentedViewController as? StatefulViewController)
        #expect(restoredMade.value == "made by the delegate")
        #expect(restoredMade.counter == 5)
        #expect(restoredMade.modalPresentationStyle == .fullScreen)
        let mismatched = try #require(restoredMade.presentedViewController as? ScrollingDetailViewController)
        #expect(mismatched.recipe == "")
        #expect(mismatched.restorationIdentifier == "Other")
        #expect(report.result(for: RestorationPath([.init(identifier: "Root"), .init(identifier: "Made"), .init(identifier: "Other")]))
                == .classMismatch(.applicationDelegate, found: "ScrollingDetailViewController"))
        #expect(delegate.calls == ["shouldRestore", "didDecode"])
    }

    @Test func duplicateRestorationPathsAreReported() throws {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let split = SplitViewController()
        split.restorationIdentifier = "Split"
        let first = StatefulViewController(value: "one", identifier: "Same")
        let second = StatefulViewController(value: "two", identifier: "Same")
        split.setViewControllers([first, second])
        let window = makePadWindow(root: split)
        window.application = Application()
        let (_, report) = try StateRestoration.archive(window: window)
        #expect(report.preservedControllers.map(\.description) == ["Split", "Split/Same"])
        #expect(report.duplicates == [.init(path: RestorationPath([.init(identifier: "Split"), .init(identifier: "Same")]),
                                            kept: "one", dropped: "two")])
        #expect(capture.reported == [.duplicateRestorationPath(path: "Split/Same", kept: "one", dropped: "two")])
    }

    @Test func corruptTruncatedAndForeignArchivesRestoreNothingAndSayWhy() throws {
        let (window, _) = try navigatedApp(application: Application())
        let valid = try StateRestoration.preserve(window: window)
        let validText = String(decoding: valid, as: UTF8.self)
        var childFirst = try #require(try JSONSerialization.jsonObject(with: valid) as? [String: Any])
        var controllers = try #require(childFirst["controllers"] as? [Any])
        controllers.swapAt(0, 1)
        childFirst["controllers"] = controllers
        let cases: [(Data, (StateRestorationError) -> Bool)] = [
            (Data(), { $0 == .empty }),
            (Data(valid.prefix(valid.count / 2)), { if case .truncated = $0 { true } else { false } }),
            (Data("not json at all".utf8), { if case .corrupt = $0 { true } else { false } }),
            (Data(#"{"hello": "world"}"#.utf8), { if case .foreign = $0 { true } else { false } }),
            (Data("[1, 2, 3]".utf8), { if case .foreign = $0 { true } else { false } }),
            (Data(#"{"format": "NSKeyedArchiver", "version": 1}"#.utf8), { if case .foreign = $0 { true } else { false } }),
            (Data(validText.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 7"#).utf8),
             { $0 == .unsupportedVersion(found: 7, supported: 1) }),
            (Data(validText.replacingOccurrences(of: #""relation" : "root""#, with: #""relation" : 12"#).utf8),
             { if case .corrupt = $0 { true } else { false } }),
            (try JSONSerialization.data(withJSONObject: childFirst), { if case .corrupt = $0 { true } else { false } }),
        ]
        for (data, expected) in cases {
            let application = Application()
            application.registerRestorationClass(ComposeViewController.self)
            let target = makeHiddenPadWindow(root: makeRestorationStoryboard().instantiateInitialViewController(), application: application)
            let before = target.hierarchyDescription()
            let recorder = EventRecorder(categories: .restoration)
            let report = StateRestoration.restore(from: data, into: target)
            let error = try #require(report.error)
            #expect(expected(error), "\(error)")
            #expect(report.entries.isEmpty)
            #expect(!report.didRestore)
            #expect(recorder.events.isEmpty)
            #expect(target.hierarchyDescription() == before)
            #expect(report.description.hasPrefix("Nothing restored."))
        }
    }

    @Test func archivesAreWrittenAtomicallyAndReadBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-restoration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("state.json")
        let (window, _) = try navigatedApp(application: Application())
        try Data("old contents".utf8).write(to: url)
        let report = try StateRestoration.preserve(window: window, to: url)
        #expect(report.preservedControllers.count == 9)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])

        let application = Application()
        application.registerRestorationClass(ComposeViewController.self)
        let target = makeHiddenPadWindow(root: makeRestorationStoryboard().instantiateInitialViewController(), application: application)
        #expect(StateRestoration.restore(from: url, into: target).restoredPaths.count == 9)

        let missing = StateRestoration.restore(from: directory.appendingPathComponent("missing.json"), into: target)
        guard case .unreadable = missing.error else {
            Issue.record("expected .unreadable, got \(String(describing: missing.error))")
            return
        }
    }

    @Test func theApplicationCanDeclineAndKeepsItsOwnState() throws {
        let firstApp = Application()
        let delegate = RecordingAppDelegate()
        delegate.appState = "signed in"
        firstApp.delegate = delegate
        let (window, _) = try navigatedApp(application: firstApp)
        delegate.allowsSaving = false
        #expect(throws: StateRestorationError.preservationDeclined) { try StateRestoration.preserve(window: window) }
        delegate.allowsSaving = true
        let data = try StateRestoration.preserve(window: window)
        #expect(delegate.calls == ["shouldSave", "shouldSave", "willEncode"])

        let secondApp = Application()
        let secondDelegate = RecordingAppDelegate()
        secondDelegate.allowsRestoring = false
        secondApp.delegate = secondDelegate
        let target = makeHiddenPadWindow(root: makeRestorationStoryboard().instantiateInitialViewController(), application: secondApp)
        let before = target.hierarchyDescription()
        let declined = StateRestoration.restore(from: data, into: target)
        #expect(declined.declinedByApplication)
        #expect(target.hierarchyDescription() == before)

        secondDelegate.allowsRestoring = true
        secondApp.registerRestorationClass(ComposeViewController.self)
        StateRestoration.restore(from: data, into: target)
        #expect(secondDelegate.appState == "signed in")
    }

    @Test func reservedKeysAndUnusableValuesAreRefused() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let coder = RestorationCoder(owner: "Probe", identifierComponents: ["Probe"])
        coder.encode(1, forKey: RestorationCoder.viewControllerStoryboardKey)
        coder.encode(Double.nan, forKey: "ratio")
        coder.encode("text", forKey: "name")
        #expect(coder.allKeys == ["name"])
        #expect(coder.decode(Int.self, forKey: "name") == nil)
        #expect(coder.decode(String.self, forKey: "name") == "text")
        #expect(coder.decode(String.self, forKey: "absent") == nil)
        #expect(capture.reported.count == 3)
        #expect(capture.reported.first == .reservedRestorationKey(key: "SceneRuntime.ViewControllerStoryboard", object: "Probe"))
        #expect(capture.reported.last == .restorationValueTypeMismatch(key: "name", object: "Probe", requested: "Int"))
    }

    @Test func codableValuesRoundTripExactly() throws {
        struct Selection: Codable, Equatable { var ids: [Int64]; var ratio: Double; var note: String?; var flags: [String: Bool] }
        let coder = RestorationCoder(owner: "Probe", identifierComponents: ["Probe"])
        let selection = Selection(ids: [Int64.max, -3], ratio: 0.1, note: nil, flags: ["a": true])
        coder.encode(selection, forKey: "selection")
        coder.encode(Date(timeIntervalSinceReferenceDate: 1234.5), forKey: "date")
        let reread = RestorationCoder(owner: "Probe", identifierComponents: ["Probe"],
                                      values: try JSONDecoder().decode([String: ArchivedValue].self, from: JSONEncoder().encode(coder.values)))
        #expect(reread.decode(Selection.self, forKey: "selection") == selection)
        #expect(reread.decode(Date.self, forKey: "date") == Date(timeIntervalSinceReferenceDate: 1234.5))
    }
}
