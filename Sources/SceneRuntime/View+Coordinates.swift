import Foundation

extension View {
    /// Converts `rect` from this view's coordinates to `view`'s (to the coordinates of the
    /// top of this view's tree — usually its window — when `view` is `nil`). Views of
    /// different trees: the rectangle in this tree's top coordinates is returned.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let (inTop, top) = rectInTop(rect)
        guard let view else { return inTop }
        let (targetOrigin, targetTop) = view.rectInTop(.zero)
        guard targetTop === top else { return inTop }
        return inTop.offsetBy(dx: -targetOrigin.minX, dy: -targetOrigin.minY)
    }

    /// Converts `rect` from `view`'s coordinates (the top of this tree's when `nil`) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        let (origin, _) = rectInTop(.zero)
        return rect.offsetBy(dx: -origin.minX, dy: -origin.minY)
    }

    /// `rect` in the coordinates of the top of this view's tree, and that top view.
    private func rectInTop(_ rect: CGRect) -> (CGRect, View) {
        var result = rect
        var current: View = self
        while let superview = current.superview {
            result = result.offsetBy(dx: current.frame.minX - current.bounds.minX, dy: current.frame.minY - current.bounds.minY)
            current = superview
        }
        return (result, current)
    }
}
