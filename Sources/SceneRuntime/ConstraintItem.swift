import Foundation

/// What a constraint can relate: a view or a layout guide.
@MainActor
protocol ConstraintItem: AnyObject {
    /// The item's stable name in the layout engine.
    var layoutSerial: Int { get }
    /// The view whose tree the item belongs to: the view itself, a guide's owning view.
    var layoutView: View? { get }
    /// The item's name in constraint descriptions, e.g. `Label'title'`.
    var layoutDebugName: String { get }
}

/// A weak reference to a constraint's item.
@MainActor
struct WeakConstraintItem {
    private(set) weak var object: AnyObject?

    init(_ item: ConstraintItem?) { object = item }

    /// The item, while it lives.
    var item: ConstraintItem? { object as? ConstraintItem }
}
