import SceneLayout

/// A rectangle in a drawing's coordinates: the layout engine's rectangle, with what drawing needs.
public typealias Rect = LayoutRect

extension LayoutRect {
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The rectangle shrunk by `dx` at the left and right and `dy` at the top and bottom (never below zero size).
    public func insetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}

extension LayoutRect {
    /// The rectangle of a layout rectangle (values that are not numbers become 0).
    public init(_ rect: LayoutRect) {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        self.init(x: finite(rect.x), y: finite(rect.y), width: finite(rect.width), height: finite(rect.height))
    }
}
