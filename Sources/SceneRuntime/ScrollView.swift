import Foundation

/// Receives a scroll view's scrolling and zooming (UIKit's `UIScrollViewDelegate`). Table,
/// collection and text view delegates refine it. Every method has a default.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// Called after `contentOffset` changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Called when a user's drag starts.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// Called when a user's drag ends; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Called when the content stops moving after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// Called when an animated `setContentOffset` or `scrollRectToVisible` ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooms; `nil` (the default) disables zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Called before zooming starts.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// Called after `zoomScale` changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// Called when zooming ends, with the final scale.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
}

/// A view whose content is larger than its bounds (UIKit's `UIScrollView`).
/// `contentOffset` is the origin of `bounds`, as in UIKit.
@MainActor
open class ScrollView: View {
    /// Informed of scrolling. Table and collection views keep their delegates here too.
    public weak var delegate: ScrollViewDelegate?

    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Extra space around the content.
    public var contentInset: EdgeInsets = .zero
    /// Whether users can scroll.
    public var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds.
    public var isPagingEnabled = false
    /// Whether the content bounces at the edges (recorded only).
    public var bounces = true

    /// The smallest `zoomScale`.
    public var minimumZoomScale: CGFloat = 1
    /// The largest `zoomScale`.
    public var maximumZoomScale: CGFloat = 1
    /// How much the content is zoomed (1: not at all). Setting it is
    /// `setZoomScale(_:animated: false)`.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1

    /// The point of the content shown at the top-left corner.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Scrolls to `contentOffset` (immediately; headless). An animated scroll that moved
    /// tells the delegate `scrollViewDidEndScrollingAnimation`.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moves = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated, moves { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls so that `rect` (in content coordinates) is visible, moving as little as possible.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > bounds.maxY { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > bounds.maxX { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }

    /// Zooms to `scale`, clamped to `minimumZoomScale...maximumZoomScale`, when the
    /// delegate names a view for zooming: `scrollViewDidZoom` if the scale changed.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard delegate?.viewForZooming(in: self) != nil else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped != storedZoomScale else { return }
        storedZoomScale = clamped
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Simulated scrolling

    /// Drags the content to `contentOffset` (clamped to the content) as a user would:
    /// `scrollViewWillBeginDragging`, the scroll (`scrollViewDidScroll`),
    /// `scrollViewDidEndDragging(_:willDecelerate: false)`. Returns `false` when scrolling is
    /// disabled or the view is unreachable.
    @discardableResult
    public func simulateDrag(to contentOffset: CGPoint) -> Bool {
        guard isScrollEnabled, isReachableByUser else { return false }
        let low = minimumContentOffset, high = maximumContentOffset
        delegate?.scrollViewWillBeginDragging(self)
        self.contentOffset = CGPoint(x: min(max(contentOffset.x, low.x), high.x), y: min(max(contentOffset.y, low.y), high.y))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        return true
    }

    /// Pinches the content to `scale` as a user would, when the delegate names a view for
    /// zooming: `scrollViewWillBeginZooming`, the zoom (`scrollViewDidZoom`),
    /// `scrollViewDidEndZooming`. Returns `false` when there is nothing to zoom or the view
    /// is unreachable.
    @discardableResult
    public func simulateZoom(to scale: CGFloat) -> Bool {
        guard isReachableByUser, let zoomed = delegate?.viewForZooming(in: self) else { return false }
        delegate?.scrollViewWillBeginZooming(self, with: zoomed)
        setZoomScale(scale, animated: false)
        delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: storedZoomScale)
        return true
    }

    /// The largest offset the content allows on each axis (never negative).
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)
        )
    }

    /// The smallest offset the content allows on each axis.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    // MARK: Accessibility

    /// VoiceOver's three-finger scroll: moves the content a page (the bounds' size) in
    /// `direction`, within the content, and posts `.pageScrolled` ("Page 2 of 3").
    /// Returns `false` — letting the gesture travel up the chain — when scrolling is
    /// disabled or the content cannot move that way.
    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled, bounds.width > 0, bounds.height > 0 else { return false }
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        var offset = contentOffset
        switch direction {
        case .up: offset.y += bounds.height
        case .down: offset.y -= bounds.height
        case .left: offset.x += bounds.width
        case .right: offset.x -= bounds.width
        case .next: if vertical { offset.y += bounds.height } else { offset.x += bounds.width }
        case .previous: if vertical { offset.y -= bounds.height } else { offset.x -= bounds.width }
        }
        let low = minimumContentOffset, high = maximumContentOffset
        offset.x = min(max(offset.x, low.x), high.x)
        offset.y = min(max(offset.y, low.y), high.y)
        guard offset != contentOffset else { return false }
        setContentOffset(offset, animated: true)
        Accessibility.post(notification: .pageScrolled, argument: pageDescription(vertical: vertical))
        return true
    }

    private func pageDescription(vertical: Bool) -> String {
        let length = vertical ? bounds.height : bounds.width
        let content = vertical ? contentSize.height : contentSize.width
        let position = vertical ? contentOffset.y : contentOffset.x
        let pages = max(1, Int((content / length).rounded(.up)))
        let page = min(pages, Int((position / length).rounded(.down)) + 1)
        return "Page \(page) of \(pages)"
    }

    // MARK: State restoration

    /// Saves `contentOffset` (as UIKit's scroll views do).
    open override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: "contentOffset")
    }

    /// Restores `contentOffset`.
    open override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let offset = coder.decode(CGPoint.self, forKey: "contentOffset") { contentOffset = offset }
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        if old.origin != bounds.origin {
            delegate?.scrollViewDidScroll(self)
        }
    }
}
