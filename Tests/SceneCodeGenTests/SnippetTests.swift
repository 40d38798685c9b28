import Testing

/// One snippet per generated construct: scene XML in, the exact Swift out (issue 21). A change to
/// the generated code shows here first, construct by construct, as a diff.
@Suite("Generated constructs (snippets)")
struct SnippetTests {
    /// A scene factory: controller settings, the view tree, actions wired with closures, outlets assigned.
    @Test func factory() {
        Snippet.expect("""
            <controller id="first" class="GreetingViewController" title="Hello" storyboardID="greeting">
              <view>
                <label id="message" text="Hello, world"/>
                <button id="wave" title="Wave" accessibilityLabel="Wave"><action method="wave"/></button>
              </view>
              <outlet property="messageLabel" destination="message"/>
            </controller>
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` — “Hello” (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `GreetingViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> GreetingViewController)? = nil) -> GreetingViewController {
                let controller = creator?() ?? GreetingViewController()
                controller.title = "Hello"
                controller.loadViewHandler = { [unowned controller] _ in
                    let view1 = SceneRuntime.View(frame: .zero)
                    let message = SceneRuntime.Label(frame: .zero)
                    message.text = "Hello, world"
                    view1.addSubview(message)
                    let wave = SceneRuntime.Button(frame: .zero)
                    wave.accessibilityLabel = "Wave"
                    wave.setTitle("Wave", for: .normal)
                    view1.addSubview(wave)
                    wave.addTarget(controller, for: .primaryActionTriggered) { controller, sender in
                        controller.wave(sender)
                    }
                    controller.messageLabel = message
                    view1.awakeFromStoryboard()
                    return view1
                }
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }

    /// The protocol a scene's class adopts: outlets, actions and unwind actions as requirements.
    @Test func sceneProtocol() {
        Snippet.expect("""
            <controller id="first" class="GreetingViewController">
              <view>
                <label id="message" text="Hello, world"/>
                <button id="wave" title="Wave" accessibilityLabel="Wave"><action method="wave"/></button>
              </view>
              <outlet property="messageLabel" destination="message"/>
              <unwindAction method="done"/>
            </controller>
            """, .namespaceMember("FirstScene"), produces: """
            /// What GreetingViewController provides for the scene `first` (Demo.scene:2).
            /// The class adopts it in generated code: a missing member is a compile error naming the class.
            @MainActor
            protocol FirstScene: AnyObject {
                /// Outlet to `message` (Demo.scene:7).
                var messageLabel: SceneRuntime.Label! { get set }

                /// Action (primaryActionTriggered, Demo.scene:5).
                func wave(_ sender: SceneRuntime.Button)

                /// Unwind action: unwind segues naming `done` can end here.
                func done(_ segue: SceneRuntime.StoryboardSegue)
            }

            """)
    }

    /// One requirement for a method two buttons send and an unwind action written twice: the
    /// first declaration of each stays (its doc names the first place).
    @Test func sceneProtocolListsEachRequirementOnce() {
        Snippet.expect("""
            <controller id="first" class="GreetingViewController">
              <view>
                <button id="wave" title="Wave" accessibilityLabel="Wave"><action method="wave"/></button>
                <button id="again" title="Again" accessibilityLabel="Again"><action method="wave"/></button>
              </view>
              <unwindAction method="done"/>
              <unwindAction method="done"/>
            </controller>
            """, .namespaceMember("FirstScene"), produces: """
            /// What GreetingViewController provides for the scene `first` (Demo.scene:2).
            /// The class adopts it in generated code: a missing member is a compile error naming the class.
            @MainActor
            protocol FirstScene: AnyObject {
                /// Action (primaryActionTriggered, Demo.scene:4).
                func wave(_ sender: SceneRuntime.Button)

                /// Unwind action: unwind segues naming `done` can end here.
                func done(_ segue: SceneRuntime.StoryboardSegue)
            }

            """)
    }

    /// A scene's segue enum: cases with typed parameters and defaults, identifiers, typed destinations.
    @Test func segueEnum() {
        Snippet.expect("""
            <controller id="first">
              <segue id="showRecipe" kind="show" destination="detail">
                <parameter name="recipeID" type="Int"/>
                <parameter name="servings" type="Int" default="2"/>
              </segue>
            </controller>
            <controller id="detail" class="DetailViewController"/>
            """, .namespaceMember("FirstSegue"), produces: """
            /// The segues of `first` that have identifiers; cases carry the typed parameters.
            @MainActor
            enum FirstSegue {
                /// `showRecipe`: show → detail (Demo.scene:3).
                case showRecipe(recipeID: Int, servings: Int = 2)

                /// The segue identifier.
                var identifier: String {
                    switch self {
                    case .showRecipe:
                        return "showRecipe"
                    }
                }

                /// The typed destination of one of these segues, for `prepare(for:sender:)`.
                enum Destination {
                    case showRecipe(destination: DetailViewController)
                }

                /// The typed destination of `segue`, or nil when it is not one of these segues.
                static func destination(of segue: SceneRuntime.StoryboardSegue) -> Destination? {
                    guard let identifier = segue.identifier else {
                        return nil
                    }
                    switch identifier {
                    case "showRecipe":
                        return segue.destination(as: DetailViewController.self).map(Destination.showRecipe)
                    default:
                        return nil
                    }
                }
            }

            """)
    }

    /// The typed `performSegue` extension of the scene's class: parameters set before the destination loads.
    @Test func typedPerformExtension() {
        Snippet.expect("""
            <controller id="first" class="ListViewController">
              <segue id="showRecipe" kind="show" destination="detail">
                <parameter name="recipeID" type="Int"/>
              </segue>
            </controller>
            <controller id="detail" class="DetailViewController"/>
            """, .topLevel("ListViewController"), produces: """
            /// Typed segues of `first`.
            @MainActor
            extension ListViewController {
                /// Performs one of the segues of `first` with its typed parameters (assigned before the destination's view loads).
                /// Like UIKit's `performSegue(withIdentifier:sender:)`, it does not ask `shouldPerformSegue`.
                func performSegue(_ segue: Demo.FirstSegue, sender: Any? = nil) throws {
                    switch segue {
                    case .showRecipe(let value0):
                        try performSegue(withIdentifier: "showRecipe", sender: sender, configure: { destination in
                            guard let destination = destination as? any Demo.FirstShowRecipeParameters else {
                                preconditionFailure("the destination of segue showRecipe has no parameters to receive")
                            }
                            destination.recipeID = value0
                        })
                    }
                }
            }

            """)
    }

    /// A scene's cell enum: typed reuse identifiers and dequeue helpers.
    @Test func cellEnum() {
        Snippet.expect("""
            <controller id="first">
              <view>
                <tableView id="list">
                  <cell id="recipe" reuseIdentifier="RecipeCell" class="RecipeCell" style="subtitle" accessoryType="disclosureIndicator">
                    <label id="name"/>
                    <outlet property="nameLabel" destination="name"/>
                  </cell>
                </tableView>
              </view>
            </controller>
            """, .namespaceMember("FirstCell"), produces: """
            /// The prototype cells of `first`: typed reuse identifiers and dequeue helpers.
            @MainActor
            enum FirstCell: CaseIterable, Sendable {
                /// Reuse identifier `RecipeCell` (Demo.scene:5).
                case recipe

                /// The reuse identifier.
                var reuseIdentifier: String {
                    switch self {
                    case .recipe:
                        return "RecipeCell"
                    }
                }

                /// Dequeues a `recipe` cell (RecipeCell).
                static func dequeueRecipe(
                    from tableView: SceneRuntime.TableView,
                    for indexPath: Foundation.IndexPath
                ) -> RecipeCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
                    guard let typed = cell as? RecipeCell else {
                        preconditionFailure("cell RecipeCell is not a RecipeCell: register it with the generated scene")
                    }
                    return typed
                }
            }

            """)
    }

    /// Bar button items: made before the view loads, wired to actions.
    @Test func barButtonItems() {
        Snippet.expect("""
            <controller id="first" class="ListViewController">
              <navigationItem title="Recipes">
                <barButtonItem id="add" systemItem="add" placement="right" accessibilityLabel="Add"><action method="addRecipe"/></barButtonItem>
              </navigationItem>
            </controller>
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `ListViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> ListViewController)? = nil) -> ListViewController {
                let controller = creator?() ?? ListViewController()
                controller.navigationItem.title = "Recipes"
                let addItem = SceneRuntime.BarButtonItem(systemItem: .add)
                addItem.accessibilityLabel = "Add"
                controller.navigationItem.rightBarButtonItems = [addItem]
                addItem.setTarget(controller) { controller, item in
                    controller.addRecipe(item)
                }
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }

    /// An embed: the child is created by its factory and embedded in its container view.
    @Test func embed() {
        Snippet.expect("""
            <controller id="first">
              <view>
                <containerView id="slot" embed="child" embedSegue="embedChild"/>
              </view>
            </controller>
            <controller id="child"/>
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `SceneRuntime.ViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> SceneRuntime.ViewController)? = nil) -> SceneRuntime.ViewController {
                let controller = creator?() ?? SceneRuntime.ViewController()
                controller.loadViewHandler = { [unowned controller] _ in
                    let view1 = SceneRuntime.View(frame: .zero)
                    let slot = SceneRuntime.ContainerView(frame: .zero)
                    view1.addSubview(slot)
                    view1.awakeFromStoryboard()
                    controller.performEmbedSegue(identifier: "embedChild", destination: Demo.child(), in: slot)
                    return view1
                }
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }

    /// The deep-link router: the way from the initial scene rebuilt, then the segue performed with the URL's parameters.
    @Test func deepLinkRouter() {
        Snippet.expect("""
            <navigation id="first"><relationship kind="root" destination="list"/></navigation>
            <controller id="list">
              <segue id="showRecipe" kind="show" destination="detail">
                <parameter name="recipeID" type="Int"/>
                <deepLink pattern="recipes://recipe/{recipeID}"/>
              </segue>
            </controller>
            <controller id="detail" class="DetailViewController"/>
            """, .shared("makeDeepLinkRouter"), produces: """
            /// A router for the deep links the scene files declare; `open(_:in:)` rebuilds the way to the linked scene.
            static func makeDeepLinkRouter() throws -> SceneRuntime.DeepLinkRouter {
                let router = SceneRuntime.DeepLinkRouter()
                try router.register("recipes://recipe/{recipeID}") { parameters, window in
                    let value0 = try parameters.value("recipeID", as: Int.self)
                    let step0 = try SceneRuntime.DeepLinkNavigator.root(of: window, as: SceneRuntime.NavigationController.self) {
                        Demo.first()
                    }
                    let step1 = try SceneRuntime.DeepLinkNavigator.popToRoot(step0, as: SceneRuntime.ViewController.self)
                    try step1.performSegue(.showRecipe(recipeID: value0))
                }
                return router
            }

            """)
    }
}
