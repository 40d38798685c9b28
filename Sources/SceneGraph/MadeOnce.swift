/// A value made by the first thread that asks for it, once, under a lock; every later ask gets
/// the same value.
///
/// For work that only some runs need and that several threads may ask for at once: a document's
/// declaration table (made for a problem's wording), lint's container analysis (made for the
/// rules that read it, beside the others). Inlinable, so that a caller in another module gets a
/// copy for its value's type rather than going through the generic one.
public final class MadeOnce<Value: Sendable>: @unchecked Sendable {  // `made` is touched only under the lock
    @usableFromInline let lock = TableLock()
    @usableFromInline var made: Value?
    @usableFromInline let make: @Sendable () -> Value

    /// A value that `make` makes when first asked for.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: made by this call when no call made it before.
    @inlinable
    public var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }

    /// Whether the value has been made.
    @inlinable
    public var isMade: Bool { lock.withLock { made != nil } }
}
