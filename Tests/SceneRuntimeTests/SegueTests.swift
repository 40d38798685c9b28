import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("Segues")
struct SegueTests {
    /// A list inside a navigation controller with a "show" segue to a detail.
    private func makeList(log: CallLog) -> (NavigationController, LoggingViewController, SegueTemplate) {
        let list = LoggingViewController("List", log: log)
        let template = SegueTemplate(identifier: "showDetail", kind: .show, destination: {
            log.add("instantiate")
            return LoggingViewController("Detail", log: log)
        })
        list.registerSegue(template)
        return (NavigationController(rootViewController: list), list, template)
    }

    @Test func triggeredSegueAsksThenInstantiatesPreparesAndPerforms() {
        let log = CallLog()
        let (navigation, list, template) = makeList(log: log)
        let window = makeVisibleWindow(root: navigation)
        log.entries.removeAll()
        let button = Button(frame: .zero)
        list.view.addSubview(button)
        button.addTarget(list, for: .primaryActionTriggered) { controller, sender in
            controller.performTriggeredSegue(template, sender: sender)
        }
        let recorder = EventRecorder(categories: .segues)
        #expect(button.simulateTap())
        #expect(log.entries == [
            "List.shouldPerformSegue(showDetail)", "instantiate", "List.prepare(showDetail → Detail)",
            "Detail.viewDidLoad", "List.viewWillDisappear", "Detail.viewWillAppear", "List.viewDidDisappear", "Detail.viewDidAppear",
        ])
        #expect(list.lastSender as AnyObject? === button)
        #expect(list.preparedSegueKinds.first == "ShowSegue")
        #expect(list.preparedFromSelf == [true])
        #expect(recorder.lines == ["segue showDetail: List → Detail"])
        #expect(navigation.viewControllers.count == 2)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func triggeredSegueIsSkippedWhenShouldPerformReturnsFalse() {
        let log = CallLog()
        let (navigation, list, template) = makeList(log: log)
        let window = makeVisibleWindow(root: navigation)
        log.entries.removeAll()
        list.allowsSegues = false
        #expect(!list.performTriggeredSegue(template, sender: nil))
        #expect(log.entries == ["List.shouldPerformSegue(showDetail)"])
        #expect(navigation.viewControllers.count == 1)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func programmaticSegueDoesNotAskAndConfiguresBeforeLoading() throws {
        let log = CallLog()
        let (navigation, list, _) = makeList(log: log)
        let window = makeVisibleWindow(root: navigation)
        log.entries.removeAll()
        list.allowsSegues = false
        try list.performSegue(withIdentifier: "showDetail", sender: "code") { destination in
            log.add("configure \(destination.isViewLoaded)")
        }
        #expect(log.entries == [
            "instantiate", "configure false", "List.prepare(showDetail → Detail)",
            "Detail.viewDidLoad", "List.viewWillDisappear", "Detail.viewWillAppear", "List.viewDidDisappear", "Detail.viewDidAppear",
        ])
        #expect(list.lastSender as? String == "code")
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func unknownIdentifierThrowsNamingItTheSceneAndNearMatches() {
        let list = ViewController()
        list.title = "Recipes"
        list.registerSegue(SegueTemplate(identifier: "showDetail", kind: .show, destination: { ViewController() }))
        list.registerSegue(SegueTemplate(identifier: "addRecipe", kind: .present, destination: { ViewController() }))
        #expect(throws: RuntimeError.unknownSegue(identifier: "showDetial", scene: "ViewController \"Recipes\"", nearMatches: ["showDetail"])) {
            try list.performSegue(withIdentifier: "showDetial", sender: nil)
        }
        let error = RuntimeError.unknownSegue(identifier: "showDetial", scene: "ViewController \"Recipes\"", nearMatches: ["showDetail"])
        #expect(error.description == "No segue with identifier 'showDetial' in ViewController \"Recipes\"; did you mean 'showDetail'?")
    }

    @Test func presentSegueAppliesTheTemplatesStyles() throws {
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        root.registerSegue(SegueTemplate(identifier: "add", kind: .present, animates: false,
                                         modalPresentationStyle: .formSheet, modalTransitionStyle: .crossDissolve,
                                         destination: { ProbeViewController("Add") }))
        let recorder = EventRecorder(categories: [.appearance, .presentation])
        try root.performSegue(withIdentifier: "add", sender: nil)
        let added = try #require(root.presentedViewController)
        #expect(added.modalPresentationStyle == .formSheet)
        #expect(added.modalTransitionStyle == .crossDissolve)
        #expect(recorder.lines == ["Root.present(Add, formSheet)", "Add.viewWillAppear", "Add.viewDidAppear"])
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func popoverSegueAnchorsToTheTemplatesAnchorOrThrows() throws {
        let root = ViewController()
        let window = makePadWindow(root: root)
        let anchorView = Button(frame: CGRect(x: 500, y: 100, width: 60, height: 30))
        root.view.addSubview(anchorView)
        root.registerSegue(SegueTemplate(identifier: "info", kind: .popover, preferredContentSize: CGSize(width: 300, height: 200),
                                         permittedArrowDirections: [.up], anchor: { [weak anchorView] in anchorView.map(PopoverAnchor.view) },
                                         destination: { ViewController() }))
        root.registerSegue(SegueTemplate(identifier: "lost", kind: .popover, destination: { ViewController() }))
        try root.performSegue(withIdentifier: "info", sender: nil)
        let popover = try #require(root.presentedViewController?.popoverPresentationController)
        #expect(popover.sourceView === anchorView)
        #expect(popover.arrowDirection == .up)
        #expect(root.presentedViewController?.view.frame == CGRect(x: 380, y: 130, width: 300, height: 200))
        root.dismiss(animated: false)
        #expect(throws: RuntimeError.popoverWithoutAnchor(controller: "ViewController")) {
            try root.performSegue(withIdentifier: "lost", sender: nil)
        }
        #expect(root.presentedViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func customSegueSubclassPerforms() throws {
        final class CrossFade: StoryboardSegue {
            static var performed: [String] = []
            override func perform() {
                CrossFade.performed.append("\(identifier ?? "-"): \(source.debugLabel) → \(destination.debugLabel)")
                source.present(destination, animated: false)
            }
        }
        let log = CallLog()
        let root = LoggingViewController("Root", log: log)
        let window = makeVisibleWindow(root: root)
        root.registerSegue(SegueTemplate(identifier: "fade", kind: .custom { identifier, source, destination in
            CrossFade(identifier: identifier, source: source, destination: destination)
        }, destination: { LoggingViewController("Faded", log: log) }))
        try root.performSegue(withIdentifier: "fade", sender: nil)
        #expect(CrossFade.performed == ["fade: Root → Faded"])
        #expect(root.preparedSegueKinds.first == "CrossFade")
        #expect(root.presentedViewController?.debugLabel == "Faded")
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func barButtonItemTriggersItsSegue() {
        let log = CallLog()
        let (navigation, list, _) = makeList(log: log)
        let window = makeVisibleWindow(root: navigation)
        let add = SegueTemplate(identifier: "add", kind: .present, modalPresentationStyle: .fullScreen, destination: { ViewController() })
        let item = BarButtonItem(systemItem: .add)
        item.setTarget(list) { controller, item in controller.performTriggeredSegue(add, sender: item) }
        list.navigationItem.rightBarButtonItem = item
        log.entries.removeAll()
        #expect(item.simulateTap())
        #expect(log.entries.first == "List.shouldPerformSegue(add)")
        #expect(list.lastSender as AnyObject? === item)
        #expect(navigation.presentedViewController != nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func cellTriggeredSegueUsesTheCellAsSenderBeforeDidSelect() throws {
        final class List: TableViewController {
            var log: CallLog!
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.add("didSelect \(indexPath.row)") }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                log.add("should \(identifier)")
                return true
            }
            var senders: [Any?] = []
            override func prepare(for segue: StoryboardSegue, sender: Any?) {
                log.add("prepare")
                senders.append(sender)
            }
        }
        let log = CallLog()
        let list = List()
        list.log = log
        list.loadViewHandler = { controller in
            let table = TableView(frame: .zero, style: .plain)
            table.register(forCellReuseIdentifier: "Cell") { TableViewCell(style: .default, reuseIdentifier: "Cell") }
            controller.registerCellSegue(SegueTemplate(identifier: "showRow", kind: .show, destination: { ViewController() }), reuseIdentifier: "Cell", in: table)
            return table
        }
        let navigation = NavigationController(rootViewController: list)
        let window = makeVisibleWindow(root: navigation)
        window.layoutIfNeeded()
        #expect(list.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
        #expect(log.entries == ["should showRow", "prepare", "didSelect 1"])
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(list.senders.first as AnyObject? === cell)
        #expect(navigation.viewControllers.count == 2)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func embedSegueRunsWhileTheViewLoadsBeforeViewDidLoad() {
        let log = CallLog()
        let host = LoggingViewController("Host", log: log)
        host.loadViewHandler = { controller in
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let container = ContainerView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
            root.addSubview(container)
            controller.performEmbedSegue(identifier: "embedChild", destination: LoggingViewController("Child", log: log), in: container)
            return root
        }
        let window = makeVisibleWindow(root: host)
        #expect(log.entries.prefix(3) == ["Host.prepare(embedChild → Child)", "Child.viewDidLoad", "Host.viewDidLoad"])
        let child = try! #require(host.children.first)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(child.appearanceState == .appeared)
        #expect(host.preparedSegueKinds.first == "EmbedSegue")
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func segueDestinationsInheritTheStoryboard() throws {
        let storyboard = Storyboard(name: "Main", initial: {
            let root = ViewController()
            root.registerSegue(SegueTemplate(identifier: "next", kind: .present, destination: { ViewController() }))
            return root
        }, scenes: [:])
        let root = try #require(storyboard.instantiateInitialViewController())
        let window = makeVisibleWindow(root: root)
        try root.performSegue(withIdentifier: "next", sender: nil)
        #expect(root.presentedViewController?.storyboard === storyboard)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func triggeredSegueFailuresAreReported() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ViewController()
        root.debugName = "Root"
        let window = makeVisibleWindow(root: root)
        let broken = SegueTemplate(identifier: "broken", kind: .show)
        #expect(!root.performTriggeredSegue(broken, sender: nil))
        #expect(!root.performTriggeredSegue(SegueTemplate(identifier: nil, kind: .unwind("nowhere")), sender: nil))
        #expect(misuse.reported == [
            .segueWithoutDestination(identifier: "broken", scene: "ViewController \"Root\""),
            .noUnwindDestination(action: "nowhere", source: "ViewController \"Root\""),
        ])
        #expect(hierarchyProblems(in: window).isEmpty)
    }
}
