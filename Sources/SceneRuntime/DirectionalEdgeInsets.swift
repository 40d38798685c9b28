import Foundation

/// Insets for each edge, leading and trailing instead of left and right (UIKit's
/// `NSDirectionalEdgeInsets`). The runtime lays out left to right: leading is left.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets with left and right (left to right: leading is left).
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension EdgeInsets {
    /// The same insets with leading and trailing (left to right: left is leading).
    var directional: DirectionalEdgeInsets { DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }

    /// Edge by edge sums.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The larger inset on each edge.
    func edgewiseMax(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}
