import Foundation

/// Increments and decrements a value (UIKit's `UIStepper`).
@MainActor
open class Stepper: Control {
    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Double = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The lowest value.
    public var minimumValue: Double = 0
    /// The highest value.
    public var maximumValue: Double = 100
    /// The amount one tap changes the value by.
    public var stepValue: Double = 1
    /// Whether stepping past one end wraps to the other.
    public var wraps = false
    /// Whether holding repeats (recorded only).
    public var autorepeat = true

    /// 94 × 32 (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.stepper }

    /// Taps “+” as a user would. Returns whether the value changed (then `valueChanged` was sent).
    @discardableResult
    public func simulateIncrement() -> Bool { step(by: stepValue) }

    /// Taps “−” as a user would. Returns whether the value changed (then `valueChanged` was sent).
    @discardableResult
    public func simulateDecrement() -> Bool { step(by: -stepValue) }

    private func step(by delta: Double) -> Bool {
        guard acceptsUserInteraction else { return false }
        var next = value + delta
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return false }
        value = next
        return sendUserEvents([.valueChanged])
    }
}
