import Foundation

/// A continuous value picker (UIKit's `UISlider`).
@MainActor
open class Slider: Control {
    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float = 0 {
        didSet { value = clamped(value) }
    }
    /// The lowest value.
    public var minimumValue: Float = 0 {
        didSet { value = clamped(value) }
    }
    /// The highest value.
    public var maximumValue: Float = 1 {
        didSet { value = clamped(value) }
    }
    /// Whether dragging sends `valueChanged` continuously (recorded only).
    public var isContinuous = true

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    /// No width, 31 tall (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.slider }

    /// Sets the value (clamped) without sending events.
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Drags the thumb to `newValue` (clamped) as a user would: `valueChanged` and
    /// `primaryActionTriggered` if the value changed. Returns whether it changed.
    @discardableResult
    public func simulateSlide(to newValue: Float) -> Bool {
        guard acceptsUserInteraction, clamped(newValue) != value else { return false }
        value = newValue
        return sendUserEvents([.valueChanged, .primaryActionTriggered])
    }

    /// VoiceOver's swipe up: moves the value up a tenth of the range, as a user's drag
    /// would (`valueChanged`).
    open override func accessibilityIncrement() {
        simulateSlide(to: value + (maximumValue - minimumValue) / 10)
    }

    /// VoiceOver's swipe down: moves the value down a tenth of the range (`valueChanged`).
    open override func accessibilityDecrement() {
        simulateSlide(to: value - (maximumValue - minimumValue) / 10)
    }

    private func clamped(_ candidate: Float) -> Float {
        min(max(candidate, minimumValue), max(minimumValue, maximumValue))
    }
}
