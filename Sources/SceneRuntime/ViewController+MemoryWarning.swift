import Foundation

extension ViewController {
    /// Sends `didReceiveMemoryWarning()` to this controller, then down its hierarchy.
    func deliverMemoryWarning() {
        RuntimeEventCenter.record(.didReceiveMemoryWarning(debugLabel))
        didReceiveMemoryWarning()
        for child in hierarchyChildren { child.deliverMemoryWarning() }
    }
}
