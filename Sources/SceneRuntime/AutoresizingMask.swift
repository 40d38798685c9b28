import Foundation

/// How a view resizes when its superview's size changes (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Width and height follow the superview: the usual mask for a view that fills it.
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
}

extension View {
    /// Applies `autoresizingMask` (unless constraints place the view) after the superview's
    /// size went from `oldSize` to `newSize`:
    /// the change on each axis is shared among the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current lengths, or equally if those are zero.
    func resizeWithOldSuperviewSize(_ oldSize: CGSize, newSize: CGSize) {
        guard !autoresizingMask.isEmpty, layoutState.translatesAutoresizingMask else { return }
        var rect = frame
        let horizontal = Self.distribute(
            delta: newSize.width - oldSize.width,
            lengths: (rect.minX, rect.width, oldSize.width - rect.maxX),
            flexible: (
                autoresizingMask.contains(.flexibleLeftMargin),
                autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin)
            )
        )
        let vertical = Self.distribute(
            delta: newSize.height - oldSize.height,
            lengths: (rect.minY, rect.height, oldSize.height - rect.maxY),
            flexible: (
                autoresizingMask.contains(.flexibleTopMargin),
                autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin)
            )
        )
        rect.origin.x += horizontal.leading
        rect.size.width = max(0, rect.width + horizontal.size)
        rect.origin.y += vertical.leading
        rect.size.height = max(0, rect.height + vertical.size)
        frame = rect
    }

    private static func distribute(
        delta: CGFloat,
        lengths: (CGFloat, CGFloat, CGFloat),
        flexible: (Bool, Bool, Bool)
    ) -> (leading: CGFloat, size: CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let parts = [(flexible.0, max(0, lengths.0)), (flexible.1, max(0, lengths.1)), (flexible.2, max(0, lengths.2))]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (0, 0) }
        let total = parts.filter(\.0).map(\.1).reduce(0, +)
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(flexibleCount)
        }
        return (share(0), share(1))
    }
}
