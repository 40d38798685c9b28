import Foundation

/// The application object (UIKit's `UIApplication`): the end of every window's responder
/// chain, the owner of the app-level state-restoration callbacks (through `delegate`) and
/// of the registered restoration classes.
///
/// `Application.shared` is the default every window uses; a window can be given another
/// one (`Window.application`), which is how tests and tools run several "launches" of an
/// app in one process — preserve with one application, restore with a fresh one.
@MainActor
open class Application: Responder {
    /// The application windows use unless they are given another.
    public static let shared = Application()

    /// Receives the app-level callbacks (weak, as UIKit's `delegate` is not retained by
    /// the application here either).
    public weak var delegate: ApplicationDelegate?

    private var registeredRestorationClasses: [String: any ViewControllerRestoration.Type] = [:]
    private var windowRegistry: [WeakWindow] = []

    /// Creates an application object.
    public override init() {
        super.init()
    }

    /// The delegate when it is a `Responder` (UIKit's app delegate is a `UIResponder`),
    /// else `nil`: the end of the chain.
    open override var next: Responder? {
        delegate as? Responder
    }

    // MARK: Windows

    /// The windows that use this application and are still alive, in creation order.
    public var windows: [Window] {
        windowRegistry.compactMap(\.window)
    }

    /// The key window among `windows`, if any.
    public var keyWindow: Window? {
        windows.first { $0.isKeyWindow }
    }

    func register(_ window: Window) {
        windowRegistry.removeAll { $0.window == nil || $0.window === window }
        windowRegistry.append(WeakWindow(window))
    }

    func unregister(_ window: Window) {
        windowRegistry.removeAll { $0.window == nil || $0.window === window }
    }

    // MARK: Actions

    /// Sends `action` (UIKit's `sendAction(_:to:from:for:)`). With a `target`, performs it on
    /// the target through the registered handlers (see `Responder.registerActionHandler`).
    /// With `nil`, starts at the first responder of the sender's window — or, when that
    /// window has none, at the sender itself if it is a responder (what UIKit does in
    /// practice for controls) — and performs on the responder `target(forAction:withSender:)`
    /// finds up the chain. Returns whether some responder performed it.
    @discardableResult
    open func sendAction(_ action: ActionSelector, to target: Any?, from sender: Any?, for event: Event? = nil) -> Bool {
        ActionRegistry.send(action, to: target, from: sender, application: self)
    }

    // MARK: Memory

    /// Simulates a low-memory warning: the delegate's `applicationDidReceiveMemoryWarning(_:)`,
    /// then `didReceiveMemoryWarning()` for every controller of every window — children,
    /// controllers deep in navigation stacks and presented controllers included.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        for window in windows { window.simulateMemoryWarning() }
    }

    // MARK: Restoration classes

    /// Makes `type` available as a restoration class: controllers whose `restorationClass`
    /// is `type` are archived with its name, and restoring into a window of this
    /// application asks `type` to recreate them. (No reflection: an archived name is only
    /// found again when a type was registered under it.) Returns the name used.
    @discardableResult
    public func registerRestorationClass(_ type: any ViewControllerRestoration.Type) -> String {
        let name = RestorationClassName.of(type)
        registeredRestorationClasses[name] = type
        return name
    }

    /// The restoration class registered under `name`.
    public func restorationClass(named name: String) -> (any ViewControllerRestoration.Type)? {
        registeredRestorationClasses[name]
    }
}

@MainActor
private final class WeakWindow {
    weak var window: Window?
    init(_ window: Window) { self.window = window }
}
