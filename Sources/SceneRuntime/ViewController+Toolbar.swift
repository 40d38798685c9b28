import Foundation

extension ViewController {
    /// The items shown in the navigation controller's toolbar while this controller is on
    /// top of its stack. Setting it is `setToolbarItems(_:animated: false)`.
    public var toolbarItems: [BarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; when this controller is the top of a navigation controller, its
    /// toolbar shows them at once.
    public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let navigation = parent as? NavigationController, navigation.topViewController === self {
            navigation.updateToolbar()
        }
    }
}
