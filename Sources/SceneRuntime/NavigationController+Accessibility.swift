import Foundation

extension NavigationController {
    /// Moves the VoiceOver cursor after the top controller changed on a shown stack, as
    /// UIKit posts `.screenChanged`: to the new top's `preferredAccessibilityFocus`; after a
    /// push without one, to the navigation bar's back button (UIKit lands there so the user
    /// can go back); otherwise to the screen's first element.
    func announceScreenChange(showing top: ViewController, pushed: Bool) {
        let element = top.preferredAccessibilityFocus ?? (pushed ? navigationBar.backButtonElement : nil)
        Accessibility.screenDidChange(focusing: element, in: viewIfLoaded?.window)
    }
}
