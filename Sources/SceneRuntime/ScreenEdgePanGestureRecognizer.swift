import Foundation

/// Recognizes a drag that starts at one of its edges (UIKit's
/// `UIScreenEdgePanGestureRecognizer`). Headless, the edges are those of the recognizer's
/// view (a controller's root view usually fills the window).
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a drag may start from (none by default, as UIKit; set at least one).
    open var edges: RectEdge = []

    /// Drags from `edge` (`nil`: the first of `edges`, in the order top, left, bottom,
    /// right) by `translation`: `.began`, `.changed`, `.ended`. A drag from an edge not in
    /// `edges` fails it. Returns whether this recognizer recognized it.
    @discardableResult
    public func simulateEdgePan(from edge: RectEdge? = nil, translation: CGPoint) -> Bool {
        simulate(.pan(translation: translation, edge: edge ?? edges.singleEdges.first ?? []), touches: minimumNumberOfTouches)
    }

    /// A drag of 100 points into the view from the first of `edges`.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        let edge = edges.singleEdges.first ?? []
        let inward: CGPoint = switch edge {
        case .top: CGPoint(x: 0, y: 100)
        case .bottom: CGPoint(x: 0, y: -100)
        case .right: CGPoint(x: -100, y: 0)
        default: CGPoint(x: 100, y: 0)
        }
        return simulateEdgePan(from: edge, translation: inward)
    }

    override var simulatedEdge: RectEdge? { edges.singleEdges.first ?? [] }

    override func acceptsPan(from edge: RectEdge?) -> Bool {
        guard let edge, edge.singleEdges.count == 1 else { return false }
        return edges.contains(edge)
    }
}
