/// A growable run of bytes that the code writer appends to through a pointer.
///
/// Why it exists: the writer appends hundreds of thousands of short pieces (names, literals,
/// indentation) for 1,000 scenes, 305,000 strings among them. Appended to a `[UInt8]`, each
/// string went through the array's general `append(contentsOf:)` (~110 instructions with its
/// uniqueness and capacity checks) and each single byte through its `makeUnique` call: ~7 % of
/// `compile`'s instructions on scene files (callgrind, issue 26). Here a piece is one capacity
/// and uniqueness test and a copy.
///
/// It keeps value semantics: a copy shares the storage until either side writes, which then
/// copies what it holds first (the array's copy-on-write). The storage's fields never change
/// after it is made — growing makes new storage — so reading them needs no exclusivity check;
/// the count lives in the struct. `ByteAccumulatorTests` runs random sequences of operations,
/// copies included, against a `[UInt8]`.
///
/// `@unchecked Sendable` as an array is `Sendable`: bytes are written only through storage that
/// one accumulator alone holds (shared storage is copied before the first write), so a copy sent
/// to another thread never sees a write.
struct ByteAccumulator: @unchecked Sendable {
    /// Memory for `capacity` bytes, of which the accumulator's first `count` are written.
    private final class Storage: @unchecked Sendable {  // its bytes change only while unshared
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        /// The storage of accumulators that have written nothing yet: never written to, since it
        /// is always shared (a writer that writes nothing, as many measuring ones do, allocates
        /// nothing).
        static let empty = Storage(capacity: 0)
    }

    private var storage: Storage
    /// How many bytes are written.
    private(set) var count = 0

    /// The least capacity storage grows to: a writer's first pieces do not grow it one by one.
    private static let smallestCapacity = 256

    /// An empty accumulator; its storage is made at the first write.
    init() {
        storage = Storage.empty
    }

    /// An empty accumulator with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        storage = Storage(capacity: Swift.max(capacity, 16))
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes written, as an array (a copy).
    var array: [UInt8] {
        withUnsafeBytes { Array($0) }
    }

    /// The last byte written, or nil when there is none.
    var last: UInt8? {
        count == 0 ? nil : storage.base[count - 1]
    }

    /// The byte at `index` (`0..<count`).
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "byte index out of range")
        return storage.base[index]
    }

    /// Calls `body` with the bytes written; the pointer is valid only during the call.
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: $0.base, count: count)) }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        let base = reserve(1)
        (base + count).initialize(to: byte)
        count += 1
    }

    /// Appends the bytes of `piece`.
    @inline(__always)
    mutating func append(contentsOf piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        let base = reserve(piece.count)
        (base + count).initialize(from: source, count: piece.count)
        count += piece.count
    }

    /// Appends the bytes of `piece`.
    mutating func append(contentsOf piece: [UInt8]) {
        piece.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends `byte` `repetitions` times (indentation).
    @inline(__always)
    mutating func append(_ byte: UInt8, repeating repetitions: Int) {
        guard repetitions > 0 else { return }
        let base = reserve(repetitions)
        (base + count).initialize(repeating: byte, count: repetitions)
        count += repetitions
    }

    /// Forgets the bytes after the first `newCount` (`0...count`).
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncated past the end")
        count = newCount
    }

    /// Forgets every byte; the memory is kept for what is written next (unless it is shared).
    mutating func removeAll() {
        count = 0
    }

    /// The base of storage that this accumulator alone holds, with room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(count + extra > storage.capacity || !isKnownUniquelyReferenced(&storage)) {
            grow(toHold: count + extra)
        }
        assert(count + extra <= storage.capacity, "storage too small for the bytes appended")
        return storage.base
    }

    /// New storage, at least twice as large when it must grow, holding the bytes written.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let capacity = needed > storage.capacity
            ? Swift.max(needed, storage.capacity * 2, Self.smallestCapacity)
            : storage.capacity
        let grown = Storage(capacity: capacity)
        grown.base.initialize(from: storage.base, count: count)
        storage = grown
    }
}
