import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`). Its items
/// are the navigation items of the controllers in the stack, bottom to top.
///
/// The bar shows the top item with views VoiceOver reads (see `NavigationBar+Elements.swift`):
/// the back button, the title (or the item's `titleView`) and the item's bar button items.
@MainActor
open class NavigationBar: View {
    /// The items, bottom to top; maintained by the navigation controller.
    public internal(set) var items: [NavigationItem]? {
        didSet { itemsDidChange(replacing: oldValue ?? []) }
    }

    /// The views showing the top item, left to right (see `NavigationBar+Elements.swift`).
    var elementViews: [View] = []
    /// The bar button items shown, with their views.
    var shownItemViews: [(item: BarButtonItem, view: View)] = []
    /// The back button's view (in the bar only while there is a back button).
    lazy var backButtonView = NavigationBackButtonView(bar: self)
    /// The title's view when the top item has no `titleView`.
    let titleLabelView = NavigationTitleView()

    /// The item on top.
    public var topItem: NavigationItem? { items?.last }

    /// The item below the top, whose controller a back tap returns to.
    public var backItem: NavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The back button's title, or `nil` when there is no back button: the back item's
    /// `backBarButtonItem` title, else its `backButtonTitle`, else its title, else “Back”.
    public var backButtonTitle: String? {
        guard let backItem, topItem?.hidesBackButton != true else { return nil }
        return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }
}
