import Foundation

extension LayoutConstraint {
    /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }
}

/// Content size: intrinsic sizes and how firmly a view keeps to them.
extension View {
    /// The value of an axis of `intrinsicContentSize` without a content size (UIKit's `noIntrinsicMetric`).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The target size for the smallest size the constraints allow (UIKit's `layoutFittingCompressedSize`).
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero

    /// The target size for the largest size the constraints allow (UIKit's `layoutFittingExpandedSize`).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// UIKit's standard spacing between sibling views, which the system-spacing anchors use.
    static let systemSpacing: CGFloat = 8

    /// Tells the layout engine that `intrinsicContentSize` changed; it is read again at the
    /// next layout pass, which moves what depends on it. Labels, buttons and controls call it
    /// when their content changes.
    public func invalidateIntrinsicContentSize() {
        LayoutInvalidation.invalidate()
    }

    /// How strongly the view resists growing beyond its content size on `axis` (default
    /// `.defaultLow`, 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    /// Sets the content hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        LayoutInvalidation.invalidate()
    }

    /// How strongly the view resists shrinking below its content size on `axis` (default
    /// `.defaultHigh`, 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
    }

    /// Sets the compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        LayoutInvalidation.invalidate()
    }

    /// The distances of the first baseline from the top and the last from the bottom, for
    /// views that show text (`nil`: the top and the bottom edge).
    var baselineOffsets: (first: CGFloat?, last: CGFloat?) {
        (self as? TextBaselineProviding)?.textBaselines ?? (nil, nil)
    }

    /// The size the constraints give the view, taken out of its superview, when pulled
    /// towards `targetSize` at the priorities given.
    func fittingSize(_ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let fitting = LayoutProblemBuilder.Fitting(size: targetSize, horizontal: horizontal, vertical: vertical)
        guard let built = LayoutProblemBuilder(root: self, fitting: fitting).build() else { return bounds.size }
        let solution = LayoutHost.solveOnce(built.problem)
        guard solution.frames.count > 1 else { return bounds.size }
        return CGRect(solution.frames[1]).pixelAligned(scale: traitCollection.displayScale).size
    }
}

/// A view that shows text and knows where its baselines are.
@MainActor
protocol TextBaselineProviding {
    /// The first baseline's distance from the top, the last's from the bottom.
    var textBaselines: (first: CGFloat?, last: CGFloat?) { get }
}
