import Foundation

/// The presentation controller of a `.popover` presentation (UIKit's
/// `UIPopoverPresentationController`). Configure it through the presented controller's
/// `popoverPresentationController` before presenting: a popover needs an anchor —
/// `sourceView` (with `sourceRect`, default its bounds) or `barButtonItem` — or the
/// presentation is rejected (`RuntimeError.popoverWithoutAnchor`).
@MainActor
open class PopoverPresentationController: PresentationController {
    /// The view the popover points at.
    public var sourceView: View?
    /// The rectangle in `sourceView` the popover points at; `.zero` means its bounds.
    public var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (instead of `sourceView`).
    public var barButtonItem: BarButtonItem?
    /// The arrow directions allowed.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The arrow direction chosen when presented (`.unknown` before).
    public internal(set) var arrowDirection: PopoverArrowDirection = .unknown

    /// Whether an anchor is set.
    public var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }

    /// Traits applied over the presenting controller's for the content. Shown as a popover
    /// (not adapted), the content is horizontally compact — a popover is narrow — under
    /// whatever is set here; adapted, it lives in the presenting controller's environment
    /// (compact, since that is when popovers adapt) with only what is set here.
    open override var overrideTraitCollection: TraitCollection? {
        get {
            guard (effectivePresentationStyle ?? presentationStyle) == .popover else { return super.overrideTraitCollection }
            return TraitCollection(horizontalSizeClass: .compact).applying(super.overrideTraitCollection)
        }
        set { super.overrideTraitCollection = newValue }
    }

    /// The anchor rectangle in the container's coordinates. A bar button item is anchored
    /// at the top of the container (the bar's place), or the bottom when only `.down` is allowed.
    func anchorRect(in container: View) -> CGRect {
        if let sourceView {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            return sourceView.convert(rect, to: container)
        }
        let bounds = container.bounds
        return CGRect(x: bounds.maxX - 44, y: bounds.minY, width: 44, height: NavigationController.navigationBarHeight)
    }

    /// In a regular environment: a box of `preferredContentSize` (default 320×480) beside
    /// the anchor on the first permitted side with room — below, above, right, left — else
    /// below; clamped to the container. After adaptation: the whole container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        guard (effectivePresentationStyle ?? .popover) == .popover else { return bounds }
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: min(preferred == .zero ? 320 : preferred.width, bounds.width),
                          height: min(preferred == .zero ? 480 : preferred.height, bounds.height))
        let anchor = anchorRect(in: container)
        let candidates: [(PopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: anchor.midX - size.width / 2, y: anchor.maxY, width: size.width, height: size.height)),
            (.down, CGRect(x: anchor.midX - size.width / 2, y: anchor.minY - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: anchor.maxX, y: anchor.midY - size.height / 2, width: size.width, height: size.height)),
            (.right, CGRect(x: anchor.minX - size.width, y: anchor.midY - size.height / 2, width: size.width, height: size.height)),
        ]
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        let fitting = permitted.first { direction, frame in
            direction == .up || direction == .down
                ? frame.minY >= bounds.minY && frame.maxY <= bounds.maxY
                : frame.minX >= bounds.minX && frame.maxX <= bounds.maxX
        } ?? permitted.first ?? candidates[0]
        var frame = fitting.1
        frame.origin.x = min(max(frame.minX, bounds.minX), bounds.maxX - frame.width)
        frame.origin.y = min(max(frame.minY, bounds.minY), bounds.maxY - frame.height)
        return frame
    }

    /// The arrow direction `frameOfPresentedViewInContainerView` chose.
    func chooseArrowDirection() {
        guard let container = containerView, (effectivePresentationStyle ?? .popover) == .popover else {
            arrowDirection = .unknown
            return
        }
        let frame = frameOfPresentedViewInContainerView
        let anchor = anchorRect(in: container)
        if frame.minY >= anchor.maxY { arrowDirection = .up }
        else if frame.maxY <= anchor.minY { arrowDirection = .down }
        else if frame.minX >= anchor.maxX { arrowDirection = .left }
        else { arrowDirection = .right }
    }
}
