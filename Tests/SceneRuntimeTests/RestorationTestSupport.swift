import Foundation
import Testing
@testable import SceneRuntime

/// A controller with state to preserve: `value` (also its title) and `counter`.
@MainActor
final class StatefulViewController: ViewController {
    var value = ""
    var counter = 0
    private(set) var decodeCount = 0
    private(set) var finishedRestoring = false

    convenience init(value: String, counter: Int = 0, identifier: String?) {
        self.init()
        self.value = value
        self.counter = counter
        title = value
        restorationIdentifier = identifier
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(value, forKey: "value")
        coder.encode(counter, forKey: "counter")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        decodeCount += 1
        value = coder.decode(String.self, forKey: "value") ?? ""
        counter = coder.decode(Int.self, forKey: "counter") ?? 0
        title = value
    }

    override func applicationFinishedRestoringState() {
        finishedRestoring = true
    }
}

/// A detail screen whose view holds a scroll view with a restoration identifier.
@MainActor
final class ScrollingDetailViewController: ViewController {
    var recipe = ""

    override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let scroll = ScrollView(frame: root.bounds)
        scroll.restorationIdentifier = "Scroll"
        scroll.contentSize = CGSize(width: 400, height: 3000)
        root.addSubview(scroll)
        view = root
    }

    var scrollView: ScrollView { view.subviews[0] as! ScrollView }

    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(recipe, forKey: "recipe")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        recipe = coder.decode(String.self, forKey: "recipe") ?? ""
        title = recipe
    }
}

/// A form recreated by its restoration class (which counts its calls).
@MainActor
final class ComposeViewController: ViewController, ViewControllerRestoration {
    var draft = ""
    static var created = 0

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController? {
        created += 1
        let controller = ComposeViewController()
        controller.restorationIdentifier = identifierComponents.last
        controller.restorationClass = ComposeViewController.self
        controller.modalPresentationStyle = .formSheet
        return controller
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(draft, forKey: "draft")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        draft = coder.decode(String.self, forKey: "draft") ?? ""
        title = "Compose: \(draft)"
    }
}

/// The test app's storyboard — a fresh one per "launch":
/// Tabs ─ tab 0: Split (primary List, secondary Placeholder) ─ tab 1: Stack (root Item).
/// Scenes: `Item`, `Detail`, `Placeholder`.
@MainActor
func makeRestorationStoryboard() -> Storyboard {
    let storyboard = Storyboard(
        name: "RestorationApp",
        initial: {
            let list = StatefulViewController(value: "List", identifier: "List")
            let placeholder = StatefulViewController(value: "Nothing selected", identifier: "Placeholder")
            let split = SplitViewController()
            split.restorationIdentifier = "Split"
            split.setViewControllers([list, placeholder])
            let stack = NavigationController(rootViewController: StatefulViewController(value: "", identifier: "Item"))
            stack.restorationIdentifier = "Stack"
            let tabs = TabBarController()
            tabs.restorationIdentifier = "Tabs"
            tabs.setViewControllers([split, stack], animated: false)
            return tabs
        },
        scenes: [
            "Item": { StatefulViewController(value: "", identifier: "Item") },
            "Detail": {
                let detail = ScrollingDetailViewController()
                detail.restorationIdentifier = "Detail"
                return detail
            },
        ]
    )
    Storyboard.register(storyboard)
    return storyboard
}

/// A hidden pad-sized window using `application`, with `root`.
@MainActor
func makeHiddenPadWindow(root: ViewController?, application: Application) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), traitCollection: .padFullScreen)
    window.application = application
    window.rootViewController = root
    return window
}

/// Records the application-level restoration callbacks.
@MainActor
final class RecordingAppDelegate: ApplicationDelegate {
    var allowsSaving = true
    var allowsRestoring = true
    var makeController: ((_ path: [String]) -> ViewController?)?
    private(set) var askedPaths: [[String]] = []
    private(set) var calls: [String] = []
    var appState = ""

    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        calls.append("shouldSave")
        return allowsSaving
    }

    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool {
        calls.append("shouldRestore")
        return allowsRestoring
    }

    func application(_ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: RestorationCoder) -> ViewController? {
        askedPaths.append(identifierComponents)
        return makeController?(identifierComponents)
    }

    func application(_ application: Application, willEncodeRestorableStateWith coder: RestorationCoder) {
        calls.append("willEncode")
        coder.encode(appState, forKey: "appState")
    }

    func application(_ application: Application, didDecodeRestorableStateWith coder: RestorationCoder) {
        calls.append("didDecode")
        appState = coder.decode(String.self, forKey: "appState") ?? ""
    }
}
