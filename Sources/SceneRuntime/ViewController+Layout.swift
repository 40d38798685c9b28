import Foundation

extension ViewController {
    /// Calls `viewWillLayoutSubviews()` (`will`) or `viewDidLayoutSubviews()`, recording the event.
    func deliverLayout(will: Bool) {
        if will {
            RuntimeEventCenter.record(.viewWillLayoutSubviews(debugLabel))
            viewWillLayoutSubviews()
        } else {
            RuntimeEventCenter.record(.viewDidLayoutSubviews(debugLabel))
            viewDidLayoutSubviews()
        }
    }
}
