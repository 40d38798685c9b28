import SceneRuntime

/// The scene `class`: a table whose outlet, unwind action and segue are named by keywords.
final class KeywordViewController: TableViewController {
    var `default`: TableView!
    /// What `where(_:)` saw: the unwind segue's identifier and the method's own name.
    private(set) var unwind: (identifier: String?, method: String)?

    func `where`(_ segue: StoryboardSegue) {
        unwind = (segue.identifier, methodName(#function))
    }
}

/// The scene `protocol`: receives keyword-named String parameters; keyword-named outlets and action.
final class DetailViewController: ViewController {
    var `in` = ""
    var `where`: String?
    var `switch` = 0
    var destination = ""
    var sender = ""
    var parameters = 0
    var window = 0
    var `return`: Label!
    var `var`: TextField!
    var `case`: ImageView!
    var `class`: Label!
    /// The name of the action method that ran, and its sender.
    private(set) var action: (method: String, sender: Button)?

    func `func`(_ sender: Button) {
        action = (methodName(#function), sender)
    }
}

/// `where(_:)` → `where`: a method's base name from `#function`.
func methodName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
}
