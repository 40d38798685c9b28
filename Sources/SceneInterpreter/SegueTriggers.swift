import Foundation
import SceneGraph
import SceneRuntime

/// The segue templates of one scene, by the id of the view, bar item or cell that triggers them.
@MainActor
struct SegueTriggers {
    /// Each performable segue with its template, in scene order.
    let entries: [(segue: Segue, template: SegueTemplate)]

    /// The templates a trigger (by id) performs.
    func triggered(by id: String?) -> [(segue: Segue, template: SegueTemplate)] {
        guard let id else { return [] }
        return entries.filter { $0.segue.trigger == id }
    }

    /// `segue addRecipe (present → addRecipeNavigation)`.
    static func summary(_ segue: Segue) -> String {
        let target = segue.kind == .unwind ? (segue.unwindAction ?? "?") : (segue.destination ?? "?")
        return "segue \(segue.identifier ?? "(no identifier)") (\(segue.kind.rawValue) → \(target))"
    }
}

/// Views and bar items of one controller that popover segues point at, by id.
@MainActor
final class AnchorIndex {
    var views: [String: View] = [:]
    var barItems: [String: BarButtonItem] = [:]
}
