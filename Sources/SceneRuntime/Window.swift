import Foundation

/// The top of a view hierarchy: shows a root view controller (UIKit's `UIWindow`).
///
/// A window starts hidden. `makeKeyAndVisible()` shows it: the root view controller's view
/// fills the window and the hierarchy receives its appearance callbacks. Replacing
/// `rootViewController` swaps the old root out (with its disappearance callbacks) and
/// releases it; `tearDown()` hides the window and drops its root.
///
/// The window also stands in for the screen: `environmentTraitCollection` is the trait
/// environment it passes down the hierarchy, and resizing it (`frame`, or
/// `transition(to:traitCollection:)` to change size and traits together) sends
/// `viewWillTransition(to:with:)`.
@MainActor
open class Window: View {
    private var storedRootViewController: ViewController?
    private var storedEnvironment: TraitCollection
    private var isApplyingEnvironment = false

    private static weak var currentKeyWindow: Window?

    /// What the window last resolved for the status bar and orientations; see `Window+StatusBar.swift`.
    var statusBarSnapshot: StatusBarSnapshot?

    /// The device the window stands for, if any; see `Window+Device.swift`.
    var deviceState = WindowDeviceState()

    /// Creates a hidden window in a phone-portrait environment (`TraitCollection.phonePortrait`).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, traitCollection: .phonePortrait)
    }

    /// Creates a hidden window whose environment has `traitCollection`.
    public init(frame: CGRect, traitCollection: TraitCollection) {
        storedEnvironment = traitCollection
        storedApplication = .shared
        super.init(frame: frame)
        isHidden = true
        storedApplication.register(self)
    }

    // MARK: Application

    private var storedApplication: Application

    /// The application the window belongs to (default `Application.shared`): the window's
    /// `next` responder, whose `simulateMemoryWarning()` reaches this window's hierarchy.
    /// Give a window another application to run a separate "launch" in the same process.
    public var application: Application {
        get { storedApplication }
        set {
            guard newValue !== storedApplication else { return }
            storedApplication.unregister(self)
            storedApplication = newValue
            newValue.register(self)
        }
    }

    /// The window's application: the end of the view part of the responder chain.
    open override var next: Responder? { storedApplication }

    // MARK: Root view controller

    /// The controller whose view fills the window. Setting it installs and loads the new
    /// root's view; on a visible window the old root disappears and the new one appears
    /// (old `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new
    /// `viewDidAppear`). The old root's view is removed and the window lets go of it.
    ///
    /// A controller that has a parent or is another window's root is rejected
    /// (`RuntimeError.controllerCannotBeRoot`) and the root stays as it was.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set { replaceRoot(with: newValue) }
    }

    private func replaceRoot(with newRoot: ViewController?) {
        let oldRoot = storedRootViewController
        guard newRoot !== oldRoot else { return }
        if let newRoot, newRoot.parent != nil || newRoot.rootWindow != nil {
            RuntimeDiagnostics.report(.controllerCannotBeRoot(controller: newRoot.debugLabel))
            return
        }
        // Presentations over the old root end with it (shown presented controllers disappear).
        let coveredViews = oldRoot.map { PresentationEngine.tearDownPresentations(of: $0) } ?? []
        storedRootViewController = newRoot
        newRoot?.rootWindow = self
        newRoot?.updateTraitCollection(inherited: storedEnvironment)
        ChildViewSwap.perform(
            hostState: isHidden ? .disappeared : .appeared,
            removing: oldRoot.map { [$0] } ?? [],
            adding: newRoot.map { [($0, bounds)] } ?? [],
            in: self,
            autoresizingMask: .flexibleSize,
            animated: false
        )
        for covered in coveredViews {
            covered.superview.insertSubview(covered.view, at: min(covered.index, covered.superview.subviews.count))
        }
        oldRoot?.rootWindow = nil
    }

    // MARK: Visibility

    /// Hiding a window makes its hierarchy disappear; showing it makes it appear — the
    /// root (unless a full-screen presentation covers it) and the presented controllers
    /// whose views are in the window.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, let root = storedRootViewController else { return }
            let presented = PresentationEngine.presentedControllers(of: root, in: self)
            if isHidden {
                let shown = [root] + presented
                for controller in shown.reversed() { controller.beginAppearance(false, animated: false, reportingMisuse: false) }
                for controller in shown.reversed() where controller.appearanceState == .disappearing {
                    controller.endAppearance(reportingMisuse: false)
                }
            } else {
                var shown = presented
                if !root.presentationState.isCovered {
                    let rootView: View = root.view
                    if rootView.superview !== self {
                        rootView.frame = bounds
                        rootView.autoresizingMask = .flexibleSize
                        insertSubview(rootView, at: 0)
                    }
                    shown.insert(root, at: 0)
                }
                for controller in shown { controller.beginAppearance(true, animated: false, reportingMisuse: false) }
                layoutIfNeeded()
                for controller in shown where controller.appearanceState == .appearing {
                    controller.endAppearance(reportingMisuse: false)
                }
            }
        }
    }

    // MARK: First responder

    weak var storedFirstResponder: Responder?

    /// The responder that receives nil-targeted actions first (UIKit keeps it private): the
    /// last one made first responder in this window while it is still in the window.
    public var firstResponder: Responder? {
        guard let responder = storedFirstResponder, FirstResponderTracking.window(of: responder) === self else { return nil }
        return responder
    }

    /// Whether this is the key window (the last one made key).
    public var isKeyWindow: Bool { Self.currentKeyWindow === self }

    /// The key window, if it is still alive.
    static var keyWindow: Window? { currentKeyWindow }

    /// Makes this the key window.
    public func makeKey() {
        Self.currentKeyWindow = self
    }

    /// Makes this the key window and shows it with its root view controller.
    public func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Hides the window (its hierarchy disappears), resigns key and drops the root view
    /// controller, so the hierarchy is released unless something else holds it.
    public func tearDown() {
        isHidden = true
        rootViewController = nil
        if isKeyWindow { Self.currentKeyWindow = nil }
    }

    // MARK: Environment

    /// The window's traits: its environment's.
    open override var traitCollection: TraitCollection { storedEnvironment }

    /// The traits the screen provides. Setting it is `transition(to:traitCollection:)`
    /// without a size change.
    public var environmentTraitCollection: TraitCollection {
        get { storedEnvironment }
        set { transition(to: bounds.size, traitCollection: newValue) }
    }

    /// Setting a frame of a different size sends `viewWillTransition(to:with:)` down the
    /// hierarchy, as a rotation or resize would.
    open override var frame: CGRect {
        get { super.frame }
        set {
            if isApplyingEnvironment || newValue.size == super.frame.size || storedRootViewController == nil {
                super.frame = newValue
            } else {
                super.frame = CGRect(origin: newValue.origin, size: super.frame.size)
                transition(to: newValue.size, traitCollection: nil)
            }
        }
    }

    /// Simulates a rotation or resize: changes the window's size and, if given, its trait
    /// environment. In order: `willTransition(to:with:)` for controllers whose traits change,
    /// `viewWillTransition(to:with:)` if the size changes, the new size and traits applied
    /// (`traitCollectionDidChange(_:)`), layout, then the coordinator's alongside and
    /// completion blocks — all before the call returns.
    public func transition(to size: CGSize, traitCollection newTraits: TraitCollection?) {
        transition(to: size, traitCollection: newTraits, safeAreaInsets: nil)
    }

    /// `transition(to:traitCollection:)`, the screen's safe-area insets changing with the size
    /// (a device's rotation; see `Window+Device.swift`).
    func transition(to size: CGSize, traitCollection newTraits: TraitCollection?, safeAreaInsets newInsets: EdgeInsets?) {
        let sizeChanges = size != bounds.size
        let targetTraits = newTraits ?? storedEnvironment
        let traitsChange = targetTraits != storedEnvironment
        let insetsChange = newInsets.map { $0 != deviceState.safeAreaInsets } ?? false
        guard sizeChanges || traitsChange else {
            if insetsChange, let newInsets { applyScreenSafeAreaInsets(newInsets) }
            return
        }
        let coordinator = TransitionCoordinator(isAnimated: true, targetSize: sizeChanges ? size : nil)
        let coordination = TransitionCoordination(coordinator, involving: PresentationEngine.environmentTransitionParticipants(of: storedRootViewController))
        if let root = storedRootViewController {
            if traitsChange { root.deliverTraitTransition(to: targetTraits, with: coordinator) }
            if sizeChanges { root.deliverSizeTransition(to: size, with: coordinator) }
        }
        isApplyingEnvironment = true
        if sizeChanges { frame = CGRect(origin: frame.origin, size: size) }
        isApplyingEnvironment = false
        if let newInsets { deviceState.safeAreaInsets = newInsets }
        storedEnvironment = targetTraits
        storedRootViewController?.updateTraitCollection(inherited: targetTraits)
        layoutIfNeeded()
        PresentationEngine.finishEnvironmentTransition(of: storedRootViewController, coordination)
    }

    /// Sends `didReceiveMemoryWarning()` to every controller in the hierarchy, top down.
    public func simulateMemoryWarning() {
        storedRootViewController?.deliverMemoryWarning()
    }
}
