import Foundation

/// The direction of a three-finger scroll gesture (UIKit's
/// `UIAccessibilityScrollDirection`), the way the content moves: `.up` reveals what is
/// below, `.left` what is to the right; `.next` and `.previous` move forward and back
/// along the scrollable axis.
public enum AccessibilityScrollDirection: Int, Hashable, Sendable {
    case right = 1, left, up, down, next, previous
}
