import Foundation

/// A row of dots for pages (UIKit's `UIPageControl`).
@MainActor
open class PageControl: Control {
    /// The number of pages (dots).
    public var numberOfPages = 0 {
        didSet {
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The current page, within `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether the control hides when there is one page.
    public var hidesForSinglePage = false

    /// Creates a page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    /// 16 points a page plus 26, 26 tall (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.pageControl(numberOfPages: numberOfPages) }

    /// Selects `page` as a user's tap would: `valueChanged` and `primaryActionTriggered` if
    /// the page changed. Returns whether it changed.
    @discardableResult
    public func simulateSelection(ofPage page: Int) -> Bool {
        guard acceptsUserInteraction, (0..<numberOfPages).contains(page), page != currentPage else { return false }
        currentPage = page
        return sendUserEvents([.valueChanged, .primaryActionTriggered])
    }

    /// VoiceOver's swipe up: selects the next page, as a user's tap would.
    open override func accessibilityIncrement() {
        simulateSelection(ofPage: currentPage + 1)
    }

    /// VoiceOver's swipe down: selects the previous page, as a user's tap would.
    open override func accessibilityDecrement() {
        simulateSelection(ofPage: currentPage - 1)
    }
}
