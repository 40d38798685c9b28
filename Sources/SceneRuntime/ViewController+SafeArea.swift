import Foundation

/// What a controller adds to its root view's safe area and margins.
struct ControllerLayoutSettings {
    /// UIKit's `additionalSafeAreaInsets`.
    var additionalSafeAreaInsets = EdgeInsets.zero
    /// UIKit's `viewRespectsSystemMinimumLayoutMargins`.
    var respectsSystemMinimumLayoutMargins = true
}

extension ViewController {
    /// Insets added to the root view's safe area beyond what the window and the containers'
    /// bars take (UIKit's `additionalSafeAreaInsets`); a container sets them on a child to
    /// make room for views of its own.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { layoutSettings.additionalSafeAreaInsets }
        set {
            guard newValue != layoutSettings.additionalSafeAreaInsets else { return }
            layoutSettings.additionalSafeAreaInsets = newValue
            LayoutInvalidation.invalidate()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`, default `true`).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { layoutSettings.respectsSystemMinimumLayoutMargins }
        set {
            layoutSettings.respectsSystemMinimumLayoutMargins = newValue
            LayoutInvalidation.invalidate()
        }
    }

    /// The smallest margins the root view has (UIKit's `systemMinimumLayoutMargins`): the
    /// window's device's (`DeviceMetrics.rootLayoutMargins`: 8 at the top and bottom, 16 or 20
    /// at the sides); without a device, 8 and 16 in a compact width, 20 in a regular one.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        if let margins = viewIfLoaded?.window?.deviceRootLayoutMargins { return margins.directional }
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
    }

    /// The band at the top of the root view under the status bar and the containers' top
    /// bars (UIKit's deprecated `topLayoutGuide`, which storyboards made before safe areas):
    /// its `layoutFrame` is as tall as the safe area's top inset less `additionalSafeAreaInsets`.
    public var topLayoutGuide: LayoutGuide {
        view.ownGuide(.topLayoutGuide, identifier: "_UIViewControllerTopLayoutGuide")
    }

    /// The band at the bottom of the root view above the containers' bottom bars and the home
    /// indicator (UIKit's deprecated `bottomLayoutGuide`).
    public var bottomLayoutGuide: LayoutGuide {
        view.ownGuide(.bottomLayoutGuide, identifier: "_UIViewControllerBottomLayoutGuide")
    }
}
