import Foundation

/// A view's anchors and layout guides, for constraints.
extension View: ConstraintItem {
    var layoutSerial: Int { layoutState.serial }
    var layoutView: View? { self }

    /// The view's name in constraint descriptions: its type, with its accessibility
    /// identifier in quotes when it has one (`Label'title'`).
    var layoutDebugName: String {
        let name = String(describing: type(of: self))
        return accessibilityIdentifier.map { name + "'\($0)'" } ?? name
    }

    /// Whether the view's frame and autoresizing mask place it (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`, default `true`). Set `false` for a view
    /// constraints place; a stack view does so for its arranged views.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set {
            guard newValue != layoutState.translatesAutoresizingMask else { return }
            layoutState.translatesAutoresizingMask = newValue
            LayoutInvalidation.invalidateStructure()
        }
    }

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
    /// The baseline of the first line of text (a view without text: its top).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a view without text: its bottom).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The guides added to the view (its safe-area and margins guides included once used).
    public var layoutGuides: [LayoutGuide] { layoutState.guides }

    /// Adds `guide` to the view (from another view it moves here).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
        LayoutInvalidation.invalidateStructure()
    }

    /// Removes `guide`; the constraints that refer to it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var candidate: View? = self
        while let view = candidate {
            for constraint in view.constraints where constraint.liveItems.contains(where: { $0 === guide }) {
                view.uninstall(constraint)
            }
            candidate = view.superview
        }
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
        LayoutInvalidation.invalidateStructure()
    }

    /// The part of the view no bar, notch or home indicator covers (UIKit's
    /// `safeAreaLayoutGuide`, identifier `UIViewSafeAreaLayoutGuide`); see `safeAreaInsets`.
    public var safeAreaLayoutGuide: LayoutGuide { ownGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    /// The view's bounds inset by its `layoutMargins` (UIKit's `layoutMarginsGuide`,
    /// identifier `UIViewLayoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide { ownGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide") }

    /// The guide of `kind` the view keeps, made on first use.
    func ownGuide(_ kind: LayoutGuide.Kind, identifier: String) -> LayoutGuide {
        if let guide = layoutState.guides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(kind: kind, identifier: identifier)
        addLayoutGuide(guide)
        return guide
    }
}
