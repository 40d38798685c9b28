import Foundation

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pointing up: the popover is below its anchor.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down: the popover is above its anchor.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left: the popover is to the right of its anchor.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right: the popover is to the left of its anchor.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet determined (before the popover is shown).
    public static let unknown: PopoverArrowDirection = []
}
