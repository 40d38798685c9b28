/// A view's ``ViewLayout``, held out of line: no box until the layout is assigned a value that
/// declares something or changed in place.
///
/// Why: a layout is 201 bytes, nearly half of a view's fields, and most views of scene files
/// declare none (stack views and constraints place them). Held inline, each view's box was 456
/// bytes: the 6,360 views of 1,000 scenes of the benchmark's scene files touched 2.9 MB for the
/// first time, the largest share of `check`'s page faults (a fault costs ~4 µs on the benchmark
/// machine; faults were 14 % of `check`'s CPU time). Out of line: 300 fewer faults of ~2,600, and
/// the peak memory of `check` and `compile` of 10,000 scenes 12–16 MB lower (12–14 %), for up to
/// 0.7 % more instructions (issue 26, round 24): a storyboard's views, which all have a frame,
/// hold one box each.
///
/// It reads, compares, hashes, prints and reflects as the layout it holds (its mirror is the
/// layout's): an empty one when the box is nil (`ViewNodeStorageTests`, `OutOfLineLayoutTests`).
@usableFromInline struct OutOfLineLayout: Hashable, Sendable, CustomReflectable {
    /// The layout, once assigned one that declares something or changed in place; shared by
    /// copies until one is written.
    @usableFromInline var box: CopyOnWriteBox<ViewLayout>?

    /// No layout.
    @inlinable init() { box = nil }

    /// The layout, empty when nothing is held; read as a copy, as the inline field was (a `_read`
    /// coroutine allocated its frame at each read: +1.4 % of `compile`). Assigning an empty
    /// layout lets the box go; a change in place keeps it, even one that empties the layout
    /// (testing for that copied the layout out of the box at every change).
    @inlinable var value: ViewLayout {
        get {
            guard let box else { return ViewLayout() }
            return box.fields
        }
        set { box = Self.holding(newValue) }
        _modify {
            if box == nil {
                box = CopyOnWriteBox(ViewLayout())
            } else {
                CopyOnWriteBox.makeUnique(&box!)
            }
            yield &box!.fields
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
}
