import Foundation
import SceneRuntime

/// Cooking tips (`tips`): a custom container around the tip pages and a page control.
final class TipsViewController: ViewController {
    var pageControl: PageControl!

    func pageControlChanged(_ sender: PageControl) {}

    func closeTips(_ sender: Button) {
        dismiss(animated: true)
    }

    /// A drag from the screen's left edge closes the tips too (they cover the whole screen,
    /// without a navigation bar), once the drag ends.
    func edgeSwipedToClose(_ sender: ScreenEdgePanGestureRecognizer) {
        guard sender.state == .ended else { return }
        dismiss(animated: true)
    }
}

/// The pages of the tips (`tipPages`).
final class TipPagesViewController: PageViewController {}

/// One tip (`tip`).
final class TipViewController: ViewController {
    var imageView: ImageView!
    var titleLabel: Label!
    var bodyTextView: TextView!
}

/// The custom segue that reveals the tips: presents them over the full screen.
final class CardRevealSegue: StoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .overFullScreen
        source.present(destination, animated: true)
    }
}

/// The root tab bar controller (`mainTabs`).
final class MainTabBarController: TabBarController {}
