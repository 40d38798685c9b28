import Foundation

extension ViewController {
    /// Posted on `NotificationCenter.default` when a split view controller collapses or
    /// expands (UIKit's `showDetailTargetDidChangeNotification`): what `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)` do below it changed. The notification's
    /// `object` is the split view controller.
    nonisolated public static let showDetailTargetDidChangeNotification =
        Notification.Name("ViewControllerShowDetailTargetDidChangeNotification")

    /// Posts `showDetailTargetDidChangeNotification` with this controller as its object.
    func postShowDetailTargetDidChange() {
        NotificationCenter.default.post(name: Self.showDetailTargetDidChangeNotification, object: self)
    }
}
