import Foundation
import SceneLayout

// The boundary with SceneLayout: Foundation geometry and the runtime's enums on one side, the
// engine's types on the other.

extension CGRect {
    /// The rectangle as the engine takes it.
    var layoutRect: LayoutRect {
        LayoutRect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
    }

    /// A rectangle the engine gave.
    init(_ rect: LayoutRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension CGSize {
    /// A control size, `View.noIntrinsicMetric` on an axis without one.
    init(_ size: ControlSize) {
        self.init(width: size.width.map { CGFloat($0) } ?? View.noIntrinsicMetric,
                  height: size.height.map { CGFloat($0) } ?? View.noIntrinsicMetric)
    }
}

extension EdgeInsets {
    /// Insets the engine (or a device preset) gave.
    init(_ insets: LayoutInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    /// The insets as the engine takes them.
    var layoutInsets: LayoutInsets {
        LayoutInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension LayoutConstraint.Attribute {
    /// The engine's attribute (`nil` for `.notAnAttribute`).
    var layoutAttribute: LayoutAttribute? {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: nil
        }
    }
}

extension LayoutConstraint.Relation {
    /// The engine's relation.
    var layoutRelation: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension Optional where Wrapped == Double {
    /// A content size on one axis, `nil` for `View.noIntrinsicMetric` (or any negative size).
    init(intrinsic value: CGFloat) {
        self = value < 0 ? nil : Double(value)
    }
}
