import Foundation

/// A rectangle constraints can relate to without being a view (UIKit's `UILayoutGuide`): a
/// guide you add to a view (`View.addLayoutGuide(_:)`), placed by constraints, or one a view
/// keeps — its safe area (`safeAreaLayoutGuide`), its margins (`layoutMarginsGuide`) and a
/// controller's top and bottom layout guides — that follows the view.
@MainActor
open class LayoutGuide: ConstraintItem {
    /// What a guide follows.
    enum Kind: Equatable {
        /// Placed by constraints.
        case custom
        /// The owning view's safe area.
        case safeArea
        /// The owning view's layout margins.
        case layoutMargins
        /// A controller's top layout guide: from the top of its root view to below its top bars.
        case topLayoutGuide
        /// A controller's bottom layout guide: from above its bottom bars to the bottom.
        case bottomLayoutGuide
    }

    /// The view that owns the guide (weak); set by `View.addLayoutGuide(_:)`.
    public internal(set) weak var owningView: View?

    /// A name for debugging and constraint reports. The guides views keep are named as in
    /// UIKit: `UIViewSafeAreaLayoutGuide`, `UIViewLayoutMarginsGuide`.
    public var identifier = ""

    let kind: Kind
    let layoutSerial = LayoutSerial.next()
    /// A custom guide's frame from the last layout pass, in the owning view's coordinates.
    var solvedFrame: CGRect = .zero

    /// Creates a guide to add to a view and place with constraints.
    public init() {
        kind = .custom
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates: a custom guide's as the last
    /// layout pass placed it; the safe area or margins of the view as they are now.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom: return solvedFrame
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .topLayoutGuide:
            return CGRect(x: view.bounds.minX, y: view.bounds.minY, width: view.bounds.width, height: view.topLayoutGuideLength)
        case .bottomLayoutGuide:
            let length = view.bottomLayoutGuideLength
            return CGRect(x: view.bounds.minX, y: view.bounds.maxY - length, width: view.bounds.width, height: length)
        }
    }

    var layoutView: View? { owningView }

    var layoutDebugName: String { "LayoutGuide'\(identifier)'" }

    // MARK: Anchors

    /// The leading edge (left: the runtime lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
}
