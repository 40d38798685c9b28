import Foundation

extension ViewController {
    /// The item a navigation bar shows for this controller, created on first use with `title`.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller, created on first use with `title`.
    public var tabBarItem: TabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
}
