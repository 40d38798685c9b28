/// The box a value's copies share until one of them is mutated (copy on write): ``ViewNode``,
/// ``Scene`` and ``Segue`` keep their fields in one, so that copying them — which the walks of a
/// scene's views and segues and the translators do all the time — retains one reference instead
/// of every field (issue 26); a view's layout has one of its own (``OutOfLineLayout``).
///
/// `@unchecked Sendable` is safe: the box is only mutated through its value's accessors, which
/// first make it uniquely referenced (``makeUnique(_:)``, copying it when shared), so a box
/// reachable from more than one value — and so from more than one thread — is never written; the
/// value has the semantics of the struct of fields it replaces.
///
/// `Fields` is only `Sendable` here, and `Hashable` only where equality is asked
/// (``holdsFields(equalTo:)``): a requirement of the class's generic signature is checked by the
/// runtime when the class is first made for a type, and a first-time question whether a type
/// conforms to a protocol scans every conformance record of the process (~270,000 instructions,
/// once per run for each `Fields` type asked about; `Sendable` is a marker with no run-time
/// check).
///
/// The box, its fields and the values' accessors are inlinable (`@usableFromInline`,
/// `@inlinable`): the readers that fill scenes and views, the rules and the translators that read
/// them are other modules, where each getter was a call, and each assignment or append a
/// `_modify` coroutine whose frame was allocated and freed (`malloc` per `view.className = …`,
/// per `scene.outlets.append(…)`). Inlined, a read is a load and a write a uniqueness check and a
/// store: −6.1 % of `check` of 1,000 scenes in 10 files, −4.0 % of `lint` of 200 storyboards,
/// −3.6 % of `compile` of scene files (callgrind, issue 26). What a copy or a mutation does is
/// unchanged; `SceneStorageTests`, `ViewNodeStorageTests` and `SegueStorageTests`, in another
/// module, compare it with the plain struct of fields.
@usableFromInline
final class CopyOnWriteBox<Fields: Sendable>: @unchecked Sendable {
    /// The fields, without the run-time exclusivity check a class's stored property gets on every
    /// access (`swift_beginAccess`: 3.6 % of `compile`'s instructions for 1,000 scenes, where the
    /// translators read views' and scenes' fields hundreds of thousands of times). The check has
    /// nothing to find: the fields are written only through their value's `_modify` accessors,
    /// after ``makeUnique(_:)`` (a setter that replaces a whole box writes none), so a box being
    /// written is reachable from that one value alone, and overlapping accesses to that value are
    /// refused at compile time (static exclusivity).
    @usableFromInline @exclusivity(unchecked) var fields: Fields

    @usableFromInline init(_ fields: Fields) { self.fields = fields }

    /// Makes `box` uniquely referenced, copying the fields when other values share it.
    @inlinable @inline(__always)
    static func makeUnique(_ box: inout CopyOnWriteBox) {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
    }

    /// The fields as a struct's children, for a value's `customMirror`: `dump`, debuggers and
    /// reflection-based walks of the graph (the name gate's catalogue test) see its properties.
    func mirror(of subject: Any) -> Mirror {
        Mirror(subject, children: Mirror(reflecting: fields).children, displayStyle: .struct)
    }
}

extension CopyOnWriteBox where Fields: Hashable {
    /// Whether two boxes hold equal fields (the same box, or equal copies).
    func holdsFields(equalTo other: CopyOnWriteBox) -> Bool {
        self === other || fields == other.fields
    }
}
