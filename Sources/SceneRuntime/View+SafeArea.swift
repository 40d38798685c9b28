import Foundation

/// Safe area and layout margins.
///
/// A window's safe area is its device's (status bar, notch, home indicator: see
/// `Window.device`). A controller's root view inside a container gets the container's
/// (bars included: see `ViewController+SafeArea.swift`) where it overlaps it, plus the
/// controller's `additionalSafeAreaInsets`; any other view the part of its superview's
/// unsafe band it overlaps — never more than the superview's own inset.
extension View {
    /// How far the safe area is inside each edge of the view (UIKit's `safeAreaInsets`).
    public var safeAreaInsets: EdgeInsets {
        if let window = self as? Window { return window.screenSafeAreaInsets }
        var insets = EdgeInsets.zero
        if let superview {
            if let controller = owningViewController, let parent = controller.parent,
               let parentView = parent.viewIfLoaded, parentView !== self, isDescendant(of: parentView) {
                insets = overlap(of: parentView, safeInsets: parent.safeAreaInsetsForChildren(parentView.safeAreaInsets))
            } else {
                insets = overlap(of: superview, safeInsets: superview.safeAreaInsets)
            }
        }
        if let controller = owningViewController { insets = insets + controller.additionalSafeAreaInsets }
        return insets
    }

    /// The part of `source`'s unsafe band (its bounds less `safeInsets`) this view covers.
    private func overlap(of source: View, safeInsets: EdgeInsets) -> EdgeInsets {
        guard safeInsets != .zero else { return .zero }
        let outer = convert(source.bounds, from: source)
        let safe = convert(source.bounds.inset(by: safeInsets), from: source)
        let own = bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - max(own.minY, outer.minY), own.height),
            left: clamp(safe.minX - max(own.minX, outer.minX), own.width),
            bottom: clamp(min(own.maxY, outer.maxY) - safe.maxY, own.height),
            right: clamp(min(own.maxX, outer.maxX) - safe.maxX, own.width)
        )
    }

    // MARK: Margins

    /// The space to keep between the view's edges and its content (UIKit's `layoutMargins`).
    /// Reading gives the margins in effect: the view's own (default 8 points; a controller's
    /// root view at least its `systemMinimumLayoutMargins`), measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, pushed in by the superview's margins when
    /// `preservesSuperviewLayoutMargins`. Setting sets the view's own.
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard layoutState.ownMargins != newValue else { return }
            layoutState.ownMargins = newValue
            LayoutInvalidation.invalidate()
        }
    }

    /// `layoutMargins` with leading and trailing (UIKit's `directionalLayoutMargins`).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// Whether the superview's margins push this view's in where they overlap (default `false`).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            LayoutInvalidation.invalidate()
        }
    }

    /// Whether margins are measured from the safe area rather than the bounds (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            LayoutInvalidation.invalidate()
        }
    }

    private var effectiveLayoutMargins: EdgeInsets {
        var margins: EdgeInsets
        if let controller = owningViewController {
            margins = layoutState.ownMargins ?? .zero
            if controller.viewRespectsSystemMinimumLayoutMargins {
                margins = margins.edgewiseMax(controller.systemMinimumLayoutMargins.edgeInsets)
            }
        } else {
            margins = layoutState.ownMargins ?? View.defaultLayoutMargins
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            let inner = convert(superview.bounds.inset(by: superview.layoutMargins), from: superview)
            let own = bounds
            margins = margins.edgewiseMax(EdgeInsets(
                top: inner.minY - own.minY, left: inner.minX - own.minX,
                bottom: own.maxY - inner.maxY, right: own.maxX - inner.maxX
            ))
        }
        return margins
    }

    /// UIKit's default margins: 8 points on every edge.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: Controllers' top and bottom layout guides

    /// The height of a controller's top layout guide: the top bars' and status bar's part of
    /// the safe area (0 for a view that is no controller's root view).
    var topLayoutGuideLength: CGFloat {
        guard let controller = owningViewController else { return 0 }
        return max(0, safeAreaInsets.top - controller.additionalSafeAreaInsets.top)
    }

    /// The height of a controller's bottom layout guide: the bottom bars' part of the safe area.
    var bottomLayoutGuideLength: CGFloat {
        guard let controller = owningViewController else { return 0 }
        return max(0, safeAreaInsets.bottom - controller.additionalSafeAreaInsets.bottom)
    }

    // MARK: Announcing changes

    /// Tells the view (and its controller) when its safe area or margins changed since it was
    /// last told; run by the layout pass before the view lays out.
    func announceInsetChanges() {
        let safeArea = safeAreaInsets
        if safeArea != layoutState.announcedSafeAreaInsets {
            layoutState.announcedSafeAreaInsets = safeArea
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        let margins = layoutMargins
        let previous = layoutState.announcedLayoutMargins ?? View.defaultLayoutMargins
        layoutState.announcedLayoutMargins = margins
        if margins != previous {
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }
}
