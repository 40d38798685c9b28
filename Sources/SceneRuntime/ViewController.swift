import Foundation

/// Manages one screen's view tree and its place in the controller hierarchy (UIKit's
/// `UIViewController`).
///
/// - The view is lazy: the first access to `view` runs `loadView()` then `viewDidLoad()`,
///   once. `loadView()` uses `loadViewHandler` when set (generated code builds the scene's
///   view tree there), otherwise makes an empty `View`.
/// - Appearance callbacks follow the `AppearanceState` machine; they run when a window shows
///   the controller, a container shows it, or its root view enters or leaves a visible window.
/// - Containment (`addChild(_:)`, `removeFromParent()` …) keeps `parent` weak, so releasing
///   a hierarchy's root releases the hierarchy.
///
/// Subclasses override the `open` callbacks. Overrides of `willMove(toParent:)` and
/// `didMove(toParent:)` must call `super`, as in UIKit (they maintain `isMovingToParent`
/// and record the containment events); the other callbacks need not.
@MainActor
open class ViewController: Responder {
    // MARK: Identity

    /// A localized title; setting it also sets the title of `navigationItem` and of
    /// `tabBarItem` once those exist.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The identifier used to save and restore the controller's state.
    public var restorationIdentifier: String?

    /// A name for events and hierarchy descriptions; see `debugLabel`.
    public var debugName: String?

    /// The nib name given at creation. Headless: recorded, never loaded.
    public let nibName: String?
    /// The bundle given at creation. Headless: recorded, never read.
    public let nibBundle: Bundle?

    /// The stable, human-readable name used in `RuntimeEvent`s and hierarchy descriptions:
    /// `debugName`, else `title`, else `restorationIdentifier`, else the type name.
    public var debugLabel: String {
        debugName ?? title ?? restorationIdentifier ?? typeName
    }

    /// The controller's type name, e.g. `RecipeListViewController`.
    public var typeName: String {
        String(describing: type(of: self))
    }

    /// Creates a controller with no view yet.
    public override init() {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a controller; the nib name and bundle are recorded only (there are no nibs).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    // MARK: View

    private var loadedView: View?
    private var isLoadingView = false

    /// Builds the root view in the default `loadView()`. Generated code sets this to create
    /// the scene's view tree, assign outlets and attach actions. It receives the controller;
    /// capture nothing strongly that would keep the controller alive.
    public var loadViewHandler: (@MainActor (ViewController) -> View)?

    /// The root view, loaded on first access. Assigning a view replaces it; assigning `nil`
    /// unloads it (the next access loads it again).
    public var view: View! {
        get {
            loadViewIfRequired()
            return loadedView
        }
        set { installView(newValue) }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view if it is not loaded yet.
    public func loadViewIfNeeded() {
        loadViewIfRequired()
    }

    /// Creates the root view and assigns it to `view`. The default uses `loadViewHandler`,
    /// or creates an empty `View`. Don't call it directly; never read `view` inside it
    /// before assigning it.
    open func loadView() {
        view = loadViewHandler?(self) ?? View()
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    private func loadViewIfRequired() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            RuntimeDiagnostics.report(.loadViewDidNotSetView(controller: debugLabel))
            installView(View())
        }
        // Values that vary by traits are in place before viewDidLoad, as a storyboard's are.
        loadedView?.updateTraitsInTree(previous: nil)
        RuntimeEventCenter.record(.viewDidLoad(debugLabel))
        viewDidLoad()
        viewDidLoadInternally()
    }

    private func installView(_ newView: View?) {
        guard newView !== loadedView else { return }
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
        loadedView = newView
        newView?.owningViewController = self
    }

    // MARK: Size

    /// The size the controller would like its view to have; changing it notifies `parent`
    /// through `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Called when a child's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}

    // MARK: Appearance state

    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// The `animated` flag of the current or last appearance transition.
    var appearanceTransitionIsAnimated = false

    /// True during the appearance callbacks of a controller being added to a parent (from
    /// `willMove(toParent:)` with a parent until `didMove(toParent:)`).
    public internal(set) var isMovingToParent = false

    /// True during the disappearance callbacks of a controller being removed from its parent
    /// (from `willMove(toParent: nil)` until `didMove(toParent: nil)`).
    public internal(set) var isMovingFromParent = false

    /// True while the controller is being presented (set by presentation).
    public internal(set) var isBeingPresented = false

    /// True while the controller is being dismissed (set by presentation).
    public internal(set) var isBeingDismissed = false

    /// Whether appearance callbacks reach children automatically. Return `false` to forward
    /// them yourself with `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Called before the view is added to the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to the visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    // Layout: the rules are in ViewController+Layout.swift and ViewController+SafeArea.swift.

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's views in the update pass, when the root
    /// view's turn comes (after its subviews'). The default calls the root view's
    /// `updateConstraints()`; call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called when the root view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Safe-area insets, margin settings: see `ViewController+SafeArea.swift`.
    var layoutSettings = ControllerLayoutSettings()

    /// Called when memory is low.
    open func didReceiveMemoryWarning() {}

    // MARK: Containment callbacks

    /// Called before the controller is added to `parent`, or removed from its parent when
    /// `parent` is `nil`. `addChild(_:)` calls it for you; before `removeFromParent()` you
    /// call it yourself. Overrides must call `super`.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil { isMovingFromParent = true } else { isMovingToParent = true }
        RuntimeEventCenter.record(.willMoveToParent(debugLabel, parent: parent?.debugLabel))
    }

    /// Called after the controller was added to `parent` (you call it after `addChild(_:)`
    /// and adding the view), or removed from its parent when `parent` is `nil`
    /// (`removeFromParent()` calls it for you). Overrides must call `super`.
    open func didMove(toParent parent: ViewController?) {
        isMovingToParent = false
        isMovingFromParent = false
        RuntimeEventCenter.record(.didMoveToParent(debugLabel, parent: parent?.debugLabel))
    }

    /// Folds `secondaryViewController` into this controller when a split view controller
    /// collapses to one column and its delegate did not handle the collapse. The default
    /// does nothing, so the secondary controller is discarded; `NavigationController`
    /// pushes it.
    open func collapseSecondaryViewController(
        _ secondaryViewController: ViewController,
        for splitViewController: SplitViewController
    ) {}

    /// Returns the controller a split view controller should show as its secondary column
    /// when it expands, taking it out of this controller. The default returns `nil`;
    /// `NavigationController` pops and returns its top controller.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        nil
    }

    // MARK: Trait callbacks

    /// Called after `traitCollection` changed (never when it stays the same). The argument
    /// is `nil` the first time the controller's traits change from all-unspecified.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before the traits change to `newCollection`. The default forwards to the
    /// children (with their overrides applied); overrides should call `super`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in hierarchyChildren {
            child.deliverTraitTransition(to: newCollection.applying(overrideTraitCollection(forChild: child)), with: coordinator)
        }
    }

    /// Called before the view's size changes to `size` (the window was resized or rotated).
    /// The default forwards to the children; overrides should call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        for child in hierarchyChildren {
            child.deliverSizeTransition(to: size, with: coordinator)
        }
    }

    // MARK: Internal hooks for containers

    /// Runs after `viewDidLoad()`; containers install their visible children's views here.
    func viewDidLoadInternally() {}

    /// Runs before the will-appear/disappear callback; containers hook behaviour UIKit
    /// performs in its own `viewWillAppear(_:)` (e.g. clearing a table's selection).
    func appearanceTransitionWillBegin(appearing: Bool) {}

    /// Runs during the root view's layout pass, after `layoutSubviews()`; containers place
    /// their bars and columns here.
    func layoutContainerSubviews() {}

    /// The safe-area insets the children's root views get from this container's root view,
    /// whose own are `insets`: containers add their bars.
    func safeAreaInsetsForChildren(_ insets: EdgeInsets) -> EdgeInsets { insets }

    /// Runs after the traits changed, before the children receive theirs.
    func traitCollectionDidUpdate(from previous: TraitCollection) {}

    /// Runs after `child` left `children` through `removeFromParent()`.
    func didRemoveChild(_ child: ViewController) {}

    /// How a hierarchy description introduces `child`, e.g. `tab 0, selected`.
    func descriptionRole(forChild child: ViewController) -> String? { nil }

    /// Extra marks a hierarchy description shows for `child`, e.g. `top`.
    func descriptionMarks(forChild child: ViewController) -> [String] { [] }

    // MARK: Containment storage

    /// The containing view controller (weak).
    public internal(set) weak var parent: ViewController?

    /// The child view controllers, in the order they were added (a container's order for
    /// navigation, tab and page controllers).
    public internal(set) var children: [ViewController] = []

    /// The window whose root this controller is (weak).
    weak var rootWindow: Window?

    /// The controllers below this one in the whole hierarchy: children, then the controller
    /// this one presents. Traits, size transitions, memory warnings and descriptions walk this.
    var hierarchyChildren: [ViewController] {
        guard let presented = presentationState.performed?.presented else { return children }
        return children + [presented]
    }

    // MARK: Traits storage

    /// The controller's traits: its parent's (or window's) with the parent's override applied.
    public internal(set) var traitCollection = TraitCollection()
    var hasReceivedTraits = false
    var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
    /// Values that vary with the controller's traits (`addTraitVariation(_:apply:restore:)`).
    var controllerTraitVariations: TraitVariationSet?

    // MARK: Bar items

    /// The navigation and tab bar items, made on first use (ViewController+BarItems.swift).
    var storedNavigationItem: NavigationItem?
    var storedTabBarItem: TabBarItem?

    /// Whether bottom bars hide while this controller is pushed on a navigation stack: an
    /// enclosing tab bar (while any controller above the root sets it) and the navigation
    /// controller's toolbar (while this controller is on top).
    public var hidesBottomBarWhenPushed = false

    /// The items the navigation controller's toolbar shows while this controller is on top;
    /// see `ViewController+Toolbar.swift`.
    var storedToolbarItems: [BarButtonItem]?

    // MARK: Presentation settings and storage

    /// How the controller is shown when presented. Default `.automatic` (a page sheet).
    public var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// The transition animation used when presented (recorded; nothing animates).
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    /// Whether this controller's view is covered when a controller it contains presents
    /// with `.currentContext` or `.overCurrentContext`. Default `false`; `true` for a
    /// `NavigationController`, as in UIKit.
    public var definesPresentationContext = false

    /// Whether a presentation using this controller as its context takes this
    /// controller's `modalTransitionStyle` instead of the presented controller's.
    public var providesPresentationContextTransitionStyle = false

    /// Whether the presented controller refuses interactive dismissal (a swipe down on a
    /// sheet, a tap outside a popover); see `PresentationController.simulateInteractiveDismissal()`.
    public var isModalInPresentation = false

    /// Supplies the presentation controller of a `.custom` presentation (weak).
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?

    /// The storyboard that created this controller, if any.
    public internal(set) var storyboard: Storyboard?

    var presentationState = PresentationState()
    var segueState = SegueState()

    // MARK: Presentation

    /// Presents `viewControllerToPresent` modally; see `ViewController+Presentation.swift`
    /// and docs/Runtime.md. The transition, its callbacks and `completion` finish before the
    /// call returns. Misuse is reported (`RuntimeError`) and changes nothing; `completion`
    /// is then not called.
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        PresentationEngine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (with everything presented above it), or —
    /// when it presents nothing — asks its presenting controller to dismiss it. With nothing
    /// to dismiss, `RuntimeError.nothingToDismiss` is reported and `completion` is not called.
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        PresentationEngine.dismiss(from: self, animated: flag, completion: completion)
    }

    // MARK: Showing

    /// Shows `vc` in a primary context: the target for `.show` (a navigation controller
    /// pushes, a split view controller replaces its primary), else presents it.
    open func show(_ vc: ViewController, sender: Any?) {
        ShowRouting.show(vc, from: self, sender: sender)
    }

    /// Shows `vc` in a secondary context: the target for `.showDetail` (a split view
    /// controller), else `show(_:sender:)`'s presentation.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        ShowRouting.showDetail(vc, from: self, sender: sender)
    }

    /// The controller that handles `action`: this one if `canPerform(_:withSender:)` says
    /// so, else the nearest ancestor that does (the walk stops at a presented controller).
    open func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if controller.canPerform(action, withSender: sender) { return controller }
            candidate = controller.parent
        }
        return nil
    }

    /// Whether this controller handles `action` itself (UIKit: overrides the method). The
    /// default is `false`; navigation controllers handle `.show`, split view controllers both.
    open func canPerform(_ action: ShowAction, withSender sender: Any?) -> Bool { false }

    // MARK: Segues

    /// Asked before a segue triggered from the scene (a control, bar button item or cell)
    /// is performed; return `false` to skip it. Not asked by `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source after the destination is instantiated and before the segue
    /// performs (for embed segues, while the view loads).
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue with `action`. The
    /// default: whether `registerUnwindAction(_:handler:)` registered it.
    open func canPerformUnwindSegueAction(_ action: UnwindActionName, from fromViewController: ViewController, sender: Any?) -> Bool {
        segueState.unwindActions[action] != nil
    }

    /// The children to search for an unwind destination, in search order. The default:
    /// `children` minus `childContaining(_:)`; a navigation controller searches its stack
    /// from the top down.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child that contains the unwind segue's source (through children and
    /// presentations), if any.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        children.first { UnwindSearch.contains($0, source.source) }
    }

    /// Called on each controller on the way from the common ancestor down to the unwind
    /// destination; `subsequentVC` is the next controller on that way. The default dismisses
    /// what this controller presents; containers show `subsequentVC` (a navigation
    /// controller pops to it, a tab bar controller selects it).
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        UnwindSearch.dismissPresentation(of: self, for: unwindSegue)
    }

    // MARK: Responder chain and accessibility

    /// The next responder: the superview of this controller's view (so a child's chain
    /// continues through its parent's views, a presented controller's through its
    /// presentation container to the window); when the view is in no superview, the
    /// parent, else the presenting controller, else the window whose root this is.
    open override var next: Responder? {
        loadedView?.superview ?? parent ?? presentationState.presenting ?? rootWindow
    }

    /// The escape gesture: a presented controller dismisses itself (unless
    /// `isModalInPresentation`) and returns `true`; otherwise `false`, so the gesture
    /// travels on up the chain. `NavigationController` pops first.
    open override func accessibilityPerformEscape() -> Bool {
        guard let presenter = presentationState.presenting, !isModalInPresentation else { return false }
        presenter.dismiss(animated: true)
        return presentationState.presenting == nil
    }

    /// The `accessibilityIdentifier` of the element VoiceOver should focus when this
    /// controller's screen is shown by a push or a presentation; see
    /// `preferredAccessibilityFocus`.
    public var accessibilityFocusIdentifier: String?

    /// The element VoiceOver focuses when this controller's screen is shown by a push or a
    /// presentation (the runtime posts `.screenChanged` with it). The default: the view of
    /// this controller's view tree whose `accessibilityIdentifier` is
    /// `accessibilityFocusIdentifier`; `nil` lets VoiceOver take the screen's first element.
    open var preferredAccessibilityFocus: View? {
        guard let identifier = accessibilityFocusIdentifier, let view = viewIfLoaded else { return nil }
        return AccessibilityFocus.view(withIdentifier: identifier, in: view)
    }

    // MARK: Status bar, orientations, storyboard loading
    // Declared here to be overridable; the rules are in ViewController+StatusBar.swift and
    // ViewController+Awakening.swift.

    /// The preferred status bar style (default `.default`). After it changes, call
    /// `setNeedsStatusBarAppearanceUpdate()`.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar should hide (default: only when vertically compact). After it
    /// changes, call `setNeedsStatusBarAppearanceUpdate()`.
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }
    /// The child whose status bar style is used instead (`nil`: this controller's). Built-in
    /// containers return the child they show.
    open var childForStatusBarStyle: ViewController? { shownChild }
    /// The child whose status bar visibility is used instead (`nil`: this controller's).
    /// Built-in containers return the child they show.
    open var childForStatusBarHidden: ViewController? { shownChild }
    /// Whether this controller controls the status bar when presented other than full
    /// screen. Default `false`.
    public var modalPresentationCapturesStatusBarAppearance = false
    /// The supported orientations: a built-in container's shown child's, else `.all` for the
    /// pad idiom and `.allButUpsideDown` for others.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { defaultSupportedInterfaceOrientations }
    /// Whether the interface may rotate: a built-in container's shown child's answer, else `true`.
    open var shouldAutorotate: Bool { shownChild?.shouldAutorotate ?? true }
    /// The orientation to present this controller full screen in: a built-in container's
    /// shown child's, else the window's current one.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { defaultOrientationForPresentation }

    /// Sent once when a storyboard made the controller, after its scene is configured and
    /// before its view loads (UIKit's `awakeFromNib()`). Overrides must call `super`.
    open func awakeFromNib() {}
    /// Whether `awakeFromNib()` was sent.
    var hasAwokenFromNib = false

    // MARK: State restoration

    /// The type that recreates this controller during state restoration (UIKit's
    /// `restorationClass`); register it with `Application.registerRestorationClass(_:)`.
    public var restorationClass: (any ViewControllerRestoration.Type)?

    /// The storyboard identifier this controller was instantiated with (`nil` for a
    /// storyboard's initial scene or a controller not made by
    /// `Storyboard.instantiateViewController(withIdentifier:)`). With `storyboard`, state
    /// restoration uses it to instantiate the controller again.
    public internal(set) var storyboardIdentifier: String?

    /// Whether `storyboard` made this controller as its initial scene.
    var isStoryboardInitialScene = false

    /// Saves state for restoration (UIKit's `encodeRestorableState(with:)`): encode the
    /// smallest amount of data that brings the controller back — identifiers, selections —
    /// with `coder.encode(_:forKey:)`. Called once per preserved controller, parents first.
    /// Containment, navigation stacks, tab selection and presentations are preserved by
    /// the runtime; the default does nothing else. Call `super` from overrides.
    open func encodeRestorableState(with coder: RestorationCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved (UIKit's
    /// `decodeRestorableState(with:)`). Called after the restored hierarchy is in place
    /// (containers hold their children, presentations are shown), parents first. Not
    /// called when the controller found for the archived one is of another class.
    open func decodeRestorableState(with coder: RestorationCoder) {}

    /// Called on every restored controller after all of them decoded their state.
    open func applicationFinishedRestoringState() {}
}
