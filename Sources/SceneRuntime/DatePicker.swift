import Foundation

/// Picks a date and/or time (UIKit's `UIDatePicker`).
@MainActor
open class DatePicker: Control {
    /// What the picker lets users choose.
    public enum Mode: Int, Hashable, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    /// The chosen date, kept within the minimum and maximum.
    open var date = Date() {
        didSet { date = clamped(date) }
    }
    /// What the picker chooses.
    public var datePickerMode: Mode = .dateAndTime
    /// The earliest selectable date.
    public var minimumDate: Date?
    /// The latest selectable date.
    public var maximumDate: Date?

    /// 320 × 216, the wheels (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.datePicker }

    /// Sets the date (clamped) without sending events.
    public func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// Picks `newDate` (clamped) as a user would: `valueChanged` and
    /// `primaryActionTriggered` if it changed. Returns whether it changed.
    @discardableResult
    public func simulateSelection(of newDate: Date) -> Bool {
        guard acceptsUserInteraction, clamped(newDate) != date else { return false }
        date = newDate
        return sendUserEvents([.valueChanged, .primaryActionTriggered])
    }

    private func clamped(_ candidate: Date) -> Date {
        var result = candidate
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }
}
