import Foundation

/// The view a presentation happens in (`PresentationController.containerView`): its layout
/// pass — when presenting and whenever its size changes — is bracketed by the presentation
/// controller's `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`.
@MainActor
final class PresentationContainerView: View {
    private weak var controller: PresentationController?

    init(frame: CGRect, controller: PresentationController) {
        self.controller = controller
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}
