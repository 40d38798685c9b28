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

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        if old.origin != bounds.origin {
            delegate?.scrollViewDidScroll(self)
        }
    }
}
