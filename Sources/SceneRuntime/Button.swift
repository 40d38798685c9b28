import Foundation

/// A push button (UIKit's `UIButton`) with per-state titles and images.
///
/// `simulateTap()` acts as a user's tap: `touchDown`, then `touchUpInside` and
/// `primaryActionTriggered`.
@MainActor
open class Button: Control {
    /// Button kinds.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The button's kind.
    public private(set) var buttonType: ButtonType = .system

    private var titles: [Control.State: String] = [:]
    private var images: [Control.State: Image] = [:]

    /// Creates a system button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a system button that performs `primaryAction` when tapped and shows its title.
    public convenience init(primaryAction: Action?) {
        self.init(frame: .zero)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Sets the title for `state`.
    public func setTitle(_ title: String?, for state: Control.State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`, falling back to the normal title.
    public func title(for state: Control.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current state.
    public var currentTitle: String? { title(for: state) }

    /// Sets the image for `state`.
    public func setImage(_ image: Image?, for state: Control.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The image for `state`, falling back to the normal image.
    public func image(for state: Control.State) -> Image? {
        images[state] ?? images[.normal]
    }

    /// The image for the current state.
    public var currentImage: Image? { image(for: state) }

    /// The current title (15-point system font) beside the current image (ControlMetrics).
    open override var intrinsicContentSize: CGSize {
        IntrinsicSizes.button(title: currentTitle, image: currentImage, in: self)
    }

    /// The explicit accessibility label, else the current title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// `.notEnabled` is added while the button is disabled.
    open override var accessibilityTraits: AccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// Taps the button as a user would: `touchDown`, `touchUpInside`,
    /// `primaryActionTriggered`. Returns `false` (and sends nothing) when it is disabled or
    /// unreachable.
    ///
    /// Gesture recognizers attached to the button itself see the tap too (those of its
    /// ancestors do not: a control's own action wins, as in UIKit). When one recognizes it
    /// and `cancelsTouchesInView`, the button sends `touchCancel` after `touchDown` — nothing
    /// at all when a recognizer `delaysTouchesBegan` — instead of its tap events, and
    /// this returns `false`.
    @discardableResult
    public func simulateTap() -> Bool {
        guard acceptsUserInteraction else { return false }
        let recognizers = storedGestureRecognizers
        let delaysTouches = recognizers.contains { $0.isEnabled && $0.delaysTouchesBegan }
        if !delaysTouches { touchDown() }
        let recognized = GestureArbiter.deliver(SimulatedGesture(motion: .tap(count: 1), touches: 1), to: recognizers)
        if recognized.contains(where: \.cancelsTouchesInView) {
            isHighlighted = false
            if !delaysTouches { sendActions(for: .touchCancel) }
            return false
        }
        if delaysTouches { touchDown() }
        isHighlighted = false
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        return true
    }

    private func touchDown() {
        isHighlighted = true
        sendActions(for: .touchDown)
    }
}
