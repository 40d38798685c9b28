import Foundation
import SceneGraph
import SceneRuntime

/// Where a view goes: into a superview, or its container (or bar) decides.
enum ViewPlacement {
    /// A subview (a cell's content views included).
    case subview
    /// A controller's root view.
    case controllerRoot
    /// A view built on its own: a bar button item's custom view.
    case standalone
}

/// What a constraint of a tree names besides a view: a guide one of the tree's views declares.
enum TreeLayoutItem {
    case view(View)
    case guide(owner: View, kind: LayoutGuideNode.Kind)
}

/// The layout a view tree carries while it is built: the views and guides constraints may name,
/// by id, and the constraints met so far with the view that holds each, created once every view
/// they may name exists.
@MainActor
struct TreeLayout {
    /// The ids the scene's constraints name: views they name are placed by constraints
    /// (`Scene.constraintItemIDs`).
    let constrainedIDs: Set<String>
    /// Views (and cell content views) and guides by id.
    var items: [String: TreeLayoutItem] = [:]
    /// Constraints not yet created, with their holders, in tree order.
    var held: [(holder: View, constraint: LayoutConstraintNode)] = []
    /// Whether a cell's content is being filled: every view made there counts as a subview.
    var fillingCell = false

    init(constrainedIDs: Set<String>) {
        self.constrainedIDs = constrainedIDs
    }
}

/// Layout, as generated code's `LayoutStatements` and `ViewTreeTranslator+Layout` set it up: each
/// view's designed frame, autoresizing mask, `translatesAutoresizingMaskIntoConstraints`, content
/// priorities and margins as it is made; once the tree (or a cell's content) is built, its
/// constraints created — guides mapped as generated code maps them — with their priorities,
/// identifiers and size-class variations, and the active ones activated in one call.
///
/// One difference: a controller's root view gets its designed frame too, as a storyboard's nib
/// gives it, so that its subviews' autoresizing masks act from the size they were designed in
/// when the container resizes it (from a zero size they would grow by the whole screen).
extension ViewTreeBuilder {
    /// Sets `view`'s own layout right after its attributes. A view that is not a subview keeps
    /// translating its frame into constraints: its container places it.
    func applyLayoutSettings(of node: ViewNode, to view: View, placement: ViewPlacement) {
        let layout = node.layout
        let translates = node.translatesAutoresizingMask(constrainedIDs: self.layout.constrainedIDs)
        if placement != .standalone, let frame = layout.frame {
            view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        if translates, let mask = layout.autoresizingMask, !mask.isEmpty {
            view.autoresizingMask = AutoresizingMask(rawValue: UInt(mask.rawValue))
        }
        if !translates && placement == .subview { view.translatesAutoresizingMaskIntoConstraints = false }
        let priorities: [(Double?, LayoutConstraint.Axis, Bool)] = [
            (layout.horizontalHugging, .horizontal, true), (layout.verticalHugging, .vertical, true),
            (layout.horizontalCompressionResistance, .horizontal, false), (layout.verticalCompressionResistance, .vertical, false),
        ]
        for (value, axis, hugging) in priorities {
            guard let value, value.isFinite else { continue }
            if hugging {
                view.setContentHuggingPriority(Self.priority(value), for: axis)
            } else {
                view.setContentCompressionResistancePriority(Self.priority(value), for: axis)
            }
        }
        if let margins = layout.layoutMargins {
            view.layoutMargins = EdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        }
        if let preserves = layout.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = layout.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
    }

    /// A priority of the file (1 to 1000) as the runtime's.
    static func priority(_ value: Double) -> LayoutPriority {
        LayoutPriority(rawValue: Float(min(1000, max(1, value))))
    }

    /// Records what `layout` gives constraints to name — the view itself by `id` (a view's id is
    /// recorded as it is made; a cell's content view has its own), its guides — and holds its
    /// constraints until the tree is built.
    mutating func noteLayout(_ layout: ViewLayout, holder: View, id: String?) {
        if let id { self.layout.items[id] = .view(holder) }
        for guide in layout.guides { self.layout.items[guide.id] = .guide(owner: holder, kind: guide.kind) }
        for constraint in layout.constraints { self.layout.held.append((holder, constraint)) }
    }

    /// Creates the held constraints (an item not built is noted and its constraint left out),
    /// with their priorities, identifiers and variations, then activates the active ones in one
    /// call, as generated code's `LayoutConstraint.activate([…])`.
    mutating func activateHeldConstraints() {
        let held = layout.held
        layout.held = []
        var active: [LayoutConstraint] = []
        for (holder, node) in held {
            guard let made = constraint(for: node, holder: holder) else { continue }
            if node.priority < 1000 { made.priority = Self.priority(node.priority) }
            if let identifier = node.identifier { made.identifier = identifier }
            interpreter.registerVariations(of: node, on: made, holder: holder)
            if node.isActive { active.append(made) }
        }
        if !active.isEmpty { LayoutConstraint.activate(active) }
    }

    /// The runtime constraint for `node` held by `holder`, or nil (noted) when an item is not built.
    private mutating func constraint(for node: LayoutConstraintNode, holder: View) -> LayoutConstraint? {
        guard let first = item(node.firstItem, attribute: node.firstAttribute, holder: holder, in: node) else { return nil }
        var second: (object: AnyObject, attribute: LayoutConstraint.Attribute)?
        if let attribute = node.secondAttribute {
            guard let resolved = item(node.secondItem, attribute: attribute, holder: holder, in: node) else { return nil }
            second = resolved
        }
        let relation: LayoutConstraint.Relation = switch node.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LayoutConstraint(
            item: first.object, attribute: first.attribute, relatedBy: relation,
            toItem: second?.object, attribute: second?.attribute ?? .notAnAttribute,
            multiplier: CGFloat(node.multiplier), constant: CGFloat(node.constant))
    }

    /// The object and attribute a side of a constraint names: the holder, a view, a guide — a
    /// controller's top or bottom layout guide expressed with the safe area, as generated code
    /// does (the top guide's bottom is the safe area's top; its top is the view's top).
    private func item(
        _ id: String?, attribute: LayoutAttributeName, holder: View, in node: LayoutConstraintNode
    ) -> (object: AnyObject, attribute: LayoutConstraint.Attribute)? {
        guard let runtimeAttribute = LayoutConstraint.Attribute(name: attribute.rawValue) else { return nil }
        guard let id else { return (holder, runtimeAttribute) }
        let name = "constraint" + (node.id.map { " '\($0)'" } ?? "") + " of '\(scene.id.name)'"
        switch layout.items[id] {
        case .view(let view)?:
            return (view, runtimeAttribute)
        case .guide(let owner, .safeArea)?:
            return (owner.safeAreaLayoutGuide, runtimeAttribute)
        case .guide(let owner, .layoutMargins)?:
            return (owner.layoutMarginsGuide, runtimeAttribute)
        case .guide(let owner, .topLayoutGuide)?:
            if attribute == .bottom { return (owner.safeAreaLayoutGuide, .top) }
            if attribute == .top { return (owner, .top) }
        case .guide(let owner, .bottomLayoutGuide)?:
            if attribute == .top { return (owner.safeAreaLayoutGuide, .bottom) }
            if attribute == .bottom { return (owner, .bottom) }
        case nil:
            interpreter.note("\(name) names '\(id)', which the interpreter does not build: the constraint is left out")
            return nil
        }
        interpreter.note("\(name) relates the \(attribute.rawValue) of a layout guide that the interpreter (as generated code) expresses with the safe area, which has no such edge: the constraint is left out")
        return nil
    }
}
