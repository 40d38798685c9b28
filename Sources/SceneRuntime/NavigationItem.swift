import Foundation

/// What a navigation bar shows while its controller is on top (UIKit's `UINavigationItem`).
@MainActor
open class NavigationItem {
    /// When the navigation bar shows a large title for this item.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// Inherit the previous item's setting.
        case automatic
        /// Always a large title.
        case always
        /// Never a large title.
        case never
    }

    /// The title in the bar.
    open var title: String? {
        didSet { navigationBar?.itemContentDidChange() }
    }
    /// A view shown instead of the title.
    public var titleView: View? {
        didSet { navigationBar?.itemContentDidChange() }
    }
    /// A line of text above the title.
    public var prompt: String?
    /// The back button shown when a controller is pushed above this one's.
    public var backBarButtonItem: BarButtonItem?
    /// The back button's title when this controller's item is the back item.
    public var backButtonTitle: String?
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton = false {
        didSet { navigationBar?.itemContentDidChange() }
    }
    /// Whether left items appear beside the back button rather than replacing it.
    public var leftItemsSupplementBackButton = false {
        didSet { navigationBar?.itemContentDidChange() }
    }
    /// When the bar shows a large title for this item.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The items at the leading edge.
    public var leftBarButtonItems: [BarButtonItem]? {
        didSet { navigationBar?.itemContentDidChange() }
    }
    /// The items at the trailing edge, the first one at the far right.
    public var rightBarButtonItems: [BarButtonItem]? {
        didSet { navigationBar?.itemContentDidChange() }
    }

    /// The bar showing this item (weak; set by the bar).
    weak var navigationBar: NavigationBar?

    /// Creates an item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The first leading item; setting it replaces all leading items.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item; setting it replaces all trailing items.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading item.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading items.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Shows or hides the back button.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
