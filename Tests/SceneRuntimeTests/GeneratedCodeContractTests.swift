import Foundation
import Testing
import SceneRuntime

/// Calls the runtime exactly as the code generator's output does (no `@testable`), so a
/// change to a signature it relies on fails here.
@MainActor
@Suite("Generated code contract")
struct GeneratedCodeContractTests {
    final class Detail: ViewController { var recipeID = 0 }
    final class CrossFade: StoryboardSegue {}

    @Test func generatedShapesCompileAndWork() throws {
        let controller = ViewController()
        let item_0 = BarButtonItem(systemItem: .add)
        let showRecipeSegue = SegueTemplate(identifier: "showRecipe", kind: .show, destination: { Detail() })
        let fadeSegue = SegueTemplate(identifier: "fade", kind: .custom() { identifier, source, destination in
            CrossFade(identifier: identifier, source: source, destination: destination)
        }, animates: false, destination: { ViewController() })
        let infoSegue = SegueTemplate(identifier: "info", kind: .popover, modalPresentationStyle: .popover, modalTransitionStyle: .crossDissolve,
                                      preferredContentSize: CGSize(width: 320.0, height: 200.0), permittedArrowDirections: [.up, .down],
                                      anchor: { [weak item_0] in item_0.map(PopoverAnchor.barButtonItem) }, destination: { ViewController() })
        let doneSegue = SegueTemplate(identifier: "done", kind: .unwind("unwindToList"))
        item_0.setTarget(controller) { controller, item in
            controller.performTriggeredSegue(infoSegue, sender: item)
        }
        controller.loadViewHandler = { [unowned controller] _ in
            let root = View(frame: .zero)
            let button = Button(frame: .zero)
            root.addSubview(button)
            button.addTarget(controller, for: .primaryActionTriggered) { controller, sender in
                controller.performTriggeredSegue(showRecipeSegue, sender: sender)
            }
            let table = TableView(frame: .zero, style: .plain)
            table.register(forCellReuseIdentifier: "Cell") { TableViewCell(style: .default, reuseIdentifier: "Cell") }
            controller.registerCellSegue(showRecipeSegue, reuseIdentifier: "Cell", in: table)
            let container = ContainerView(frame: .zero)
            root.addSubview(container)
            controller.performEmbedSegue(identifier: nil, destination: ViewController(), in: container)
            return root
        }
        controller.registerSegue(showRecipeSegue)
        controller.registerSegue(fadeSegue)
        controller.registerSegue(infoSegue)
        controller.registerSegue(doneSegue)
        controller.registerUnwindAction("unwindToList") { [unowned controller] segue in _ = controller; _ = segue }
        controller.modalPresentationStyle = .formSheet
        controller.isModalInPresentation = true
        controller.definesPresentationContext = true
        controller.providesPresentationContextTransitionStyle = false
        controller.navigationItem.largeTitleDisplayMode = .never
        let progress = ProgressView(frame: .zero)
        progress.progress = 0.5
        let storyboard = Storyboard(name: "Recipes", initial: { controller }, scenes: ["detail": { Detail() }])
        Storyboard.register(storyboard)
        defer { Storyboard.unregisterAll() }
        #expect(Storyboard.named("Recipes") === storyboard)
        #expect(controller.registeredSegues.count == 4)

        let router = DeepLinkRouter()
        try router.register("recipes://recipe/{recipeID}") { parameters, window in
            let recipeID = try parameters.value("recipeID", as: Int.self)
            let step0 = try DeepLinkNavigator.root(of: window, as: NavigationController.self) {
                let navigation = NavigationController()
                let list = ViewController()
                list.registerSegue(SegueTemplate(identifier: "showRecipe", kind: .show, destination: { Detail() }))
                navigation.setViewControllers([list], animated: false)
                return navigation
            }
            let step1 = try DeepLinkNavigator.popToRoot(step0, as: ViewController.self)
            try step1.performSegue(withIdentifier: "showRecipe", sender: nil, configure: { destination in
                guard let destination = destination as? Detail else { preconditionFailure("segue showRecipe leads to a Detail") }
                destination.recipeID = recipeID
            })
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        try router.open(URL(string: "recipes://recipe/5")!, in: window)
        #expect(((window.rootViewController as? NavigationController)?.topViewController as? Detail)?.recipeID == 5)
    }

    /// The `awakeFromNib()` calls of docs/Runtime.md ("Storyboard loading"), as generated code makes them.
    @Test func storyboardLoadingCallsCompile() {
        @MainActor enum Tips { static let storyboard = Storyboard(name: "Tips", initial: nil, scenes: [:]) }
        let controller = ViewController()
        let staticCell = TableViewCell(style: .default, reuseIdentifier: nil)
        controller.loadViewHandler = { _ in
            let root = View(frame: .zero)
            root.addSubview(Label(frame: .zero))
            root.awakeFromStoryboard()
            staticCell.awakeFromStoryboard()
            return root
        }
        controller.awakeFromStoryboard(Tips.storyboard)
        let prototype = TableViewCell(style: .default, reuseIdentifier: "Cell")
        prototype.awakeFromStoryboard()
        controller.loadViewIfNeeded()
        #expect(controller.storyboard === Tips.storyboard)
    }
}
