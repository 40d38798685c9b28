import Foundation

/// Receives a scroll view's scrolling (UIKit's `UIScrollViewDelegate`). Table and
/// collection view delegates refine it.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// Called after `contentOffset` changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
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

    /// The point of the content shown at the top-left corner.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Scrolls to `contentOffset` (immediately; headless).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
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
