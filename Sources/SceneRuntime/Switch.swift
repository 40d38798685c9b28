import Foundation

/// An on/off switch (UIKit's `UISwitch`).
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn = false

    /// Creates a switch.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    /// Sets the state without sending events.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.switchControl }

    /// `"1"` when on, `"0"` when off, as UIKit reports.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// Flips the switch as a user would: `valueChanged`, then `primaryActionTriggered`.
    /// Returns `false` when disabled or unreachable.
    @discardableResult
    public func simulateToggle() -> Bool {
        guard acceptsUserInteraction else { return false }
        isOn.toggle()
        return sendUserEvents([.valueChanged, .primaryActionTriggered])
    }
}
