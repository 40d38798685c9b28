import Foundation

/// A row of mutually exclusive segments (UIKit's `UISegmentedControl`).
@MainActor
open class SegmentedControl: Control {
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = [] { didSet { invalidateIntrinsicContentSize() } }

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment
    /// Whether segments spring back after a tap instead of staying selected.
    public var isMomentary = false

    /// Creates a control with one segment per title.
    public convenience init(items: [String]?) {
        self.init(frame: .zero)
        titles = items ?? []
    }

    /// Equal segments as wide as the widest title, 32 tall (ControlMetrics).
    open override var intrinsicContentSize: CGSize {
        IntrinsicSizes.segmentedControl(titles: titles.map { $0 ?? "" }, in: self)
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment (the index is clamped).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }

    /// Removes a segment; a selection past the end is cleared.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// The title of `segment`.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of `segment`.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// Taps `segment` as a user would: selects it and sends `valueChanged` and
    /// `primaryActionTriggered` when the selection changes (always, if momentary). Returns
    /// whether events were sent.
    @discardableResult
    public func simulateTap(onSegmentAt segment: Int) -> Bool {
        guard acceptsUserInteraction, titles.indices.contains(segment) else { return false }
        guard isMomentary || segment != selectedSegmentIndex else { return false }
        selectedSegmentIndex = segment
        sendUserEvents([.valueChanged, .primaryActionTriggered])
        if isMomentary { selectedSegmentIndex = Self.noSegment }
        return true
    }
}
