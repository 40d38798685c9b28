/// A view's ``ViewLayout``, held out of line, and only while it declares something.
///
/// Why: a layout is 201 bytes, nearly half of a view's fields, and most views of scene files
/// declare none (stack views and constraints place them). Held inline, every view's box carried
/// it: 1,000 scenes of the benchmark's scene files made 6,360 views of 456 bytes, 2.9 MB touched
/// for the first time, ~700 page faults, the largest single share of `check`'s (issue 26, round
/// 24: a fault costs ~4 µs on the benchmark machine, 14 % of `check`'s CPU time). A view without
/// a layout now holds a nil box; a storyboard's views, which all have a frame, hold one box each.
///
/// It reads, compares, hashes, prints and reflects as the layout it holds: an empty one when
/// the box is nil (`ViewNodeStorageTests`, `OutOfLineLayoutTests`).
@usableFromInline struct OutOfLineLayout: Hashable, Sendable, CustomReflectable, CustomDebugStringConvertible {
    /// The layout, when it declares something; shared by copies until one is written.
    @usableFromInline var box: CopyOnWriteBox<ViewLayout>?

    /// No layout.
    @inlinable init() { box = nil }

    /// The layout, empty when nothing is held. A write that leaves it empty lets the box go.
    @inlinable var value: ViewLayout {
        get { box?.fields ?? ViewLayout() }
        set { box = Self.holding(newValue) }
        _modify {
            if box == nil {
                box = CopyOnWriteBox(ViewLayout())
            } else {
                CopyOnWriteBox.makeUnique(&box!)
            }
            yield &box!.fields
            if box?.fields.isEmpty == true { box = nil }
        }
    }

    /// A box for `layout`, or nil when it declares nothing.
    @inlinable static func holding(_ layout: ViewLayout) -> CopyOnWriteBox<ViewLayout>? {
        layout.isEmpty ? nil : CopyOnWriteBox(layout)
    }

    @usableFromInline static func == (lhs: OutOfLineLayout, rhs: OutOfLineLayout) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }

    @usableFromInline func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }

    @usableFromInline var customMirror: Mirror { Mirror(reflecting: value) }

    @usableFromInline var debugDescription: String { String(reflecting: value) }
}
