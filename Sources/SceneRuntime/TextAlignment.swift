import Foundation

/// Horizontal text alignment (UIKit's `NSTextAlignment`).
public enum TextAlignment: Int, Hashable, Sendable {
    case left, center, right, justified, natural
}
