import Foundation

/// The common part of items shown in navigation bars, toolbars and tab bars (UIKit's `UIBarItem`).
@MainActor
open class BarItem {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: Image?
    /// Whether the item responds to taps.
    open var isEnabled = true
    /// An integer identifying the item.
    public var tag = 0
    /// The item's spoken label.
    public var accessibilityLabel: String?
    /// A string identifying the item in UI tests.
    public var accessibilityIdentifier: String?

    /// Creates an item.
    public init() {}
}

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`), with a
/// closure-based action.
@MainActor
open class BarButtonItem: BarItem {
    /// Item styles.
    public enum Style: Int, Hashable, Sendable { case plain, done }

    /// System-provided items.
    public enum SystemItem: Int, Hashable, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, close
    }

    /// The item's style.
    public var style: Style = .plain
    /// The system item it was created as, if any.
    public private(set) var systemItem: SystemItem?
    /// The view shown instead of a button, if any. In a toolbar it is part of the toolbar's
    /// view tree, and it handles its own events: `simulateTap()` does nothing.
    public var customView: View? {
        didSet { if oldValue !== customView { toolbar?.itemsDidChange() } }
    }
    /// The action performed on tap.
    public var primaryAction: Action?
    /// The width of a fixed space.
    public var width: CGFloat = 0
    /// The object `action` is sent to (weak); `nil` sends it up the responder chain.
    public weak var target: AnyObject?
    /// The selector sent on tap when there is no `primaryAction` (UIKit's `action`).
    public var action: ActionSelector?

    /// The view showing the item (its toolbar button or custom view), if any: where a
    /// nil-targeted action starts when its window has no first responder.
    weak var hostView: View?
    /// The toolbar showing the item, if any.
    weak var toolbar: Toolbar?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates a titled item that performs `primaryAction` on tap.
    public convenience init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates an image item that performs `primaryAction` on tap.
    public convenience init(image: Image?, style: Style = .plain, primaryAction: Action? = nil) {
        self.init()
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates a system item that performs `primaryAction` on tap.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// Creates a titled item whose tap runs `action` with `target` (held weakly) and the item.
    public convenience init<Target: AnyObject>(
        title: String?,
        style: Style,
        target: Target,
        action: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// Creates a titled item that sends the selector `action` to `target` on tap (UIKit's
    /// `init(title:style:target:action:)`; a `nil` target sends it up the responder chain).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: ActionSelector?) {
        self.init(title: title, style: style)
        self.target = target
        self.action = action
    }

    /// Creates an image item that sends the selector `action` to `target` on tap.
    public convenience init(image: Image?, style: Style, target: AnyObject?, action: ActionSelector?) {
        self.init(image: image, style: style)
        self.target = target
        self.action = action
    }

    /// Creates a system item that sends the selector `action` to `target` on tap.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ActionSelector?) {
        self.init(systemItem: systemItem)
        self.target = target
        self.action = action
    }

    /// Replaces the tap action with `action`, run with `target` (held weakly) and the item.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target, BarButtonItem) -> Void) {
        primaryAction = Action { [weak self, weak target] _ in
            guard let self, let target else { return }
            action(target, self)
        }
    }

    /// Taps the item as a user would: performs `primaryAction` with the item as sender, else
    /// sends the selector `action` (`Application.sendAction(_:to:from:for:)`, through the
    /// application of the window showing the item). Returns `false` when the item is
    /// disabled, has no action or nobody performed the selector — and for a custom-view
    /// item, whose view handles its own events (simulate on the view instead).
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled, customView == nil else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        guard let action else { return false }
        return (hostView?.window?.application ?? .shared).sendAction(action, to: target, from: self, for: nil)
    }
}

/// A tab bar's item for one view controller (UIKit's `UITabBarItem`).
@MainActor
open class TabBarItem: BarItem {
    /// System-provided tab items.
    public enum SystemItem: Int, Hashable, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
             downloads, mostRecent, mostViewed
    }

    /// The image shown while selected.
    public var selectedImage: Image?
    /// Text shown in a badge, if any.
    public var badgeValue: String?
    /// The system item it was created as, if any.
    public private(set) var systemItem: SystemItem?

    /// Creates an item with a title, image and tag.
    public init(title: String?, image: Image?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title and images for both states.
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// Creates a system item.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: nil, image: nil, tag: tag)
        self.systemItem = systemItem
    }
}
