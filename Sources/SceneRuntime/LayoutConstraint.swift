import Foundation
import SceneLayout

/// A relation between two layout attributes that the layout engine keeps (UIKit's
/// `NSLayoutConstraint`): `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`, or `firstItem.firstAttribute relation constant` for a size.
///
/// Items are views and layout guides, held weakly. Activate constraints with `isActive`,
/// `LayoutConstraint.activate(_:)` or a view's `addConstraint(_:)`; anchors
/// (`view.leadingAnchor.constraint(equalTo: …)`) make them more safely. An active constraint
/// is installed on the closest common ancestor of its items (`View.constraints`). Changing
/// `constant` or `priority` takes effect at the next layout pass (`layoutIfNeeded()`).
@MainActor
public final class LayoutConstraint {
    /// An attribute a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// The second attribute of a constraint without a second item.
        case notAnAttribute = 0

        /// The attribute spelled `name` as in Swift (`leading`, `centerXWithinMargins`, …) or
        /// as storyboards spell it (`baseline` is the last baseline); `nil` for another name.
        public init?(name: String) {
            if name == "baseline" {
                self = .lastBaseline
                return
            }
            guard let match = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = match
        }
    }

    /// How the two sides compare, with UIKit's raw values.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item: a `View` or a `LayoutGuide` (weak).
    public var firstItem: AnyObject? { first.object }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item (weak), or `nil` for a constant size.
    public var secondItem: AnyObject? { second?.object }
    /// The second item's attribute; `.notAnAttribute` without a second item.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The offset added to the second side (or the size, without a second item). Changing it
    /// marks the layout as needed; it takes effect at the next `layoutIfNeeded()`.
    public var constant: CGFloat {
        didSet { if constant != oldValue { LayoutInvalidation.invalidate() } }
    }

    /// How much the engine values this constraint. A constraint cannot change between
    /// required and optional while it is active (UIKit raises; here it is reported as
    /// `RuntimeError.requiredPriorityChangeOfActiveConstraint` and the priority stays).
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, priority.isRequired != oldValue.isRequired {
                RuntimeDiagnostics.report(.requiredPriorityChangeOfActiveConstraint(constraint: description))
                priority = oldValue
                return
            }
            LayoutInvalidation.invalidate()
        }
    }

    /// A name shown in the engine's reports (unsatisfiable constraints).
    public var identifier: String?

    /// A stable number naming the constraint to the layout engine.
    let serial = LayoutSerial.next()
    /// The items, held weakly.
    let first: WeakConstraintItem
    let second: WeakConstraintItem?
    /// Whether the items and attributes make a valid constraint (invalid ones were reported
    /// when created and never activate).
    let isValid: Bool
    /// The view the constraint is installed on while active.
    weak var installedView: View?

    /// Creates a constraint (UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    /// Items are views or layout guides. An invalid combination — an item of another kind, a
    /// position without a second item, a position paired with a size, attributes of different
    /// axes, leading/trailing paired with left/right — is reported
    /// (`RuntimeError.invalidLayoutConstraint`, where UIKit raises) and the constraint never
    /// becomes active.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let firstItem = view1 as? ConstraintItem
        let secondItem = view2 as? ConstraintItem
        first = WeakConstraintItem(firstItem)
        second = view2 == nil ? nil : WeakConstraintItem(secondItem)
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        let problem = Self.problem(first: firstItem, view1, attr1, second: secondItem, view2, attr2, multiplier: multiplier)
        isValid = problem == nil
        if let problem { RuntimeDiagnostics.report(.invalidLayoutConstraint(constraint: description, reason: problem)) }
    }

    /// Whether the constraint is installed. Setting `true` installs it on the closest common
    /// ancestor of its items — items in different trees are reported
    /// (`RuntimeError.constraintItemsWithoutCommonAncestor`, where UIKit raises) and it stays
    /// inactive; setting `false` removes it.
    public var isActive: Bool {
        get { installedView != nil }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }

    /// The constraint as UIKit logs it, e.g. `<LayoutConstraint 'gap' Label.leading == View.trailing + 8>`.
    public var description: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " " + Self.side(first.item, firstAttribute)
        text += [.lessThanOrEqual: " <= ", .equal: " == ", .greaterThanOrEqual: " >= "][relation] ?? " == "
        if let second {
            text += (multiplier == 1 ? "" : Double(multiplier).layoutText + "*") + Self.side(second.item, secondAttribute)
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + Double(abs(constant)).layoutText }
        } else {
            text += Double(constant).layoutText
        }
        if !priority.isRequired { text += " @" + priority.rawValue.layoutText }
        return text + ">"
    }

    private static func side(_ item: ConstraintItem?, _ attribute: Attribute) -> String {
        (item?.layoutDebugName ?? "nil") + "." + "\(attribute)"
    }

    /// Why the items and attributes do not make a constraint, or `nil` when they do.
    private static func problem(
        first: ConstraintItem?, _ view1: Any, _ attr1: Attribute,
        second: ConstraintItem?, _ view2: Any?, _ attr2: Attribute, multiplier: CGFloat
    ) -> String? {
        if first == nil { return "the first item \(type(of: view1)) is not a view or a layout guide" }
        if attr1 == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        guard let view2 else {
            return attr1.isDimension ? nil : "a position (\(attr1)) cannot equal a constant; give a second item"
        }
        if second == nil { return "the second item \(type(of: view2)) is not a view or a layout guide" }
        if attr2 == .notAnAttribute { return "a second item needs a second attribute" }
        if attr1.isDimension != attr2.isDimension { return "a size (\(attr1.isDimension ? attr1 : attr2)) cannot relate to a position" }
        if !attr1.isDimension, attr1.isHorizontal != attr2.isHorizontal { return "\(attr1) and \(attr2) are on different axes" }
        if attr1.isDirectional != attr2.isDirectional, attr1.isHorizontal, !attr1.isDimension, !attr1.isCenter, !attr2.isCenter {
            return "leading/trailing cannot relate to left/right; use one pair for both"
        }
        if multiplier == 0, !attr1.isDimension { return "a multiplier of 0 makes a position equal a constant" }
        return nil
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is a size.
    var isDimension: Bool { self == .width || self == .height }
    /// Whether the attribute is horizontal (x positions and widths).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
    /// Whether the attribute is leading or trailing (with or without margin).
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    /// Whether the attribute is a centre.
    var isCenter: Bool { [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(self) }
}
