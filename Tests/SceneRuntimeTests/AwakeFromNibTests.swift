import Foundation
import Testing
@testable import SceneRuntime

/// A label that notes when it awakes and whether its controller's outlet points at it then.
@MainActor
final class AwakeningLabel: Label {
    var log: CallLog?
    weak var owner: AwakeningViewController?

    override func awakeFromNib() {
        super.awakeFromNib()
        log?.add("label.awakeFromNib outlet=\(owner?.titleLabel === self)")
    }
}

/// A controller that notes its storyboard lifecycle.
@MainActor
final class AwakeningViewController: ViewController {
    var log = CallLog()
    var titleLabel: AwakeningLabel!

    override init() {
        super.init()
        log.add("init")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.add("awakeFromNib storyboard=\(storyboard?.name ?? "nil") view=\(isViewLoaded)")
    }

    override func loadView() {
        log.add("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("viewDidLoad")
    }
}

@MainActor
@Suite("awakeFromNib")
struct AwakeFromNibTests {
    /// A scene factory as docs/Runtime.md ("Storyboard loading") tells generated code to write it.
    private static func scene(storyboard: @escaping @MainActor () -> Storyboard?) -> AwakeningViewController {
        let controller = AwakeningViewController()
        controller.title = "Tips"
        controller.loadViewHandler = { [unowned controller] _ in
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let label = AwakeningLabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            label.log = controller.log
            label.owner = controller
            root.addSubview(label)
            controller.titleLabel = label  // outlets connected …
            root.awakeFromStoryboard()     // … then awakeFromNib, before viewDidLoad
            return root
        }
        controller.awakeFromStoryboard(storyboard())
        return controller
    }

    /// UIKit: objects loaded from a storyboard are created and connected, then each is sent
    /// `awakeFromNib` — "when an object receives an awakeFromNib message, it is guaranteed to
    /// have all its outlet and action connections already established". A storyboard
    /// controller: init → awakeFromNib → loadView (its views' awakeFromNib) → viewDidLoad.
    @Test func aStoryboardSceneAwakesBeforeItsViewLoads() throws {
        let storyboard = Storyboard(name: "AwakeTips", initial: { Self.scene { Storyboard.named("AwakeTips") } }, scenes: [:])
        Storyboard.register(storyboard)
        let controller = try storyboard.instantiateInitialViewController(as: AwakeningViewController.self)
        #expect(controller.log.entries == ["init", "awakeFromNib storyboard=AwakeTips view=false"])
        controller.loadViewIfNeeded()
        #expect(controller.log.entries == [
            "init", "awakeFromNib storyboard=AwakeTips view=false",
            "loadView", "label.awakeFromNib outlet=true", "viewDidLoad",
        ])
    }

    /// The storyboard sends `awakeFromNib()` to what it instantiates when the factory did
    /// not, and each object receives it once; a controller made in code never does.
    @Test func eachObjectAwakesOnceAndOnlyFromAStoryboard() throws {
        let storyboard = Storyboard(name: "Plain", initial: nil, scenes: [
            "Plain": { AwakeningViewController() },
            "Generated": { Self.scene { nil } },
        ])
        let plain = try storyboard.instantiateViewController(withIdentifier: "Plain", as: AwakeningViewController.self)
        #expect(plain.log.entries == ["init", "awakeFromNib storyboard=Plain view=false"])
        let generated = try storyboard.instantiateViewController(withIdentifier: "Generated", as: AwakeningViewController.self)
        #expect(generated.log.entries.filter { $0.hasPrefix("awakeFromNib") }.count == 1)
        generated.awakeFromStoryboard()
        generated.loadViewIfNeeded()
        generated.view.awakeFromStoryboard()
        #expect(generated.log.entries.filter { $0.contains("awakeFromNib") }.count == 2)

        let coded = AwakeningViewController()
        coded.loadViewIfNeeded()
        #expect(coded.log.entries == ["init", "loadView", "viewDidLoad"])
    }

    /// A segue's destination comes from the storyboard: it has awoken before the source's
    /// `prepare(for:sender:)` sees it, and its view loads later.
    @Test func aSegueDestinationAwakesBeforePrepare() throws {
        final class Source: ViewController {
            override func prepare(for segue: StoryboardSegue, sender: Any?) {
                (segue.destination as? AwakeningViewController)?.log.add("prepare")
            }
        }
        let source = Source()
        let navigation = NavigationController(rootViewController: source)
        let window = makeVisibleWindow(root: navigation)
        source.registerSegue(SegueTemplate(identifier: "next", kind: .show, destination: { AwakeningViewController() }))
        try source.performSegue(withIdentifier: "next", sender: nil)
        let destination = try #require(navigation.topViewController as? AwakeningViewController)
        #expect(destination.log.entries == ["init", "awakeFromNib storyboard=nil view=false", "prepare", "loadView", "viewDidLoad"])
        withExtendedLifetime(window) {}
    }

    /// Views awake superview first, then each subview's tree, back to front.
    @Test func aViewTreeAwakesTopDown() {
        final class Probe: View {
            var log: CallLog?
            override func awakeFromNib() { log?.add("\(tag)") }
        }
        let log = CallLog()
        let views = (0..<4).map { index -> Probe in
            let view = Probe()
            view.tag = index
            view.log = log
            return view
        }
        views[0].addSubview(views[1])
        views[1].addSubview(views[2])
        views[0].addSubview(views[3])
        views[0].awakeFromStoryboard()
        #expect(log.entries == ["0", "1", "2", "3"])
    }
}
