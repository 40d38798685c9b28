import Foundation

/// The bar at the bottom of a tab bar controller (UIKit's `UITabBar`). Its items are the
/// tab bar items of the controller's view controllers.
@MainActor
open class TabBar: View {
    /// The items, one per tab; maintained by the tab bar controller.
    public internal(set) var items: [TabBarItem]?
    /// The selected tab's item.
    public internal(set) var selectedItem: TabBarItem?
}
