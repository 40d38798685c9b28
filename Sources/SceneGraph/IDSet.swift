/// A set of ids that is a list while it is small.
///
/// Why: the resolver gathers every view id of every scene to answer a few questions about them
/// (is a segue's trigger, an outlet's destination among them?), and inserting each into a `Set`
/// hashed it and grew the set (~1,270 instructions an id, 2 % of `check` of 1,000 scenes,
/// callgrind, issue 26). A scene has a handful of ids, which comparing answers for less; past
/// ``listLimit`` they go into a set, so a scene of thousands of views is asked as before.
/// `IDSetTests` compares it with `Set`. Lint's `outlet-type-mismatch` asks a scene's typed
/// outlets' destinations the same way, and the code generator keeps a scene's built triggers and
/// its protocol's requirements in one.
public struct IDSet: Sendable {
    /// The most ids kept as a list.
    public static let listLimit = 8

    /// The ids while there are at most ``listLimit`` insertions (repeats included).
    private var list: [String] = []
    /// The ids once there were more.
    private var large: Set<String>?

    /// An empty set.
    public init() {}

    /// The set of `ids`.
    public init(_ ids: some Sequence<String>) {
        for id in ids { insert(id) }
    }

    /// The set of `ids`, an array: kept as it is while it is within the list's limit.
    ///
    /// Why: inserted one by one, the ids were copied into a list grown from empty — up to four
    /// allocations for eight ids (~2,850 instructions for a scene's typed outlets in lint's
    /// `outlet-type-mismatch`, issue 26); the array is the list the insertions would make.
    /// `IDSetTests` compares both with `Set`.
    public init(_ ids: [String]) {
        if ids.count <= Self.listLimit { list = ids } else { large = Set(ids) }
    }

    /// Adds `id` (a repeat is kept in the list: asking costs less than checking each insertion).
    public mutating func insert(_ id: String) {
        if large != nil {
            large!.insert(id)
            return
        }
        append(id)
    }

    /// Adds `id` unless it is there; returns whether it was new (as `Set.insert(_:).inserted`,
    /// with one hash once the ids are a set).
    public mutating func insertIfNew(_ id: String) -> Bool {
        if large != nil { return large!.insert(id).inserted }
        guard !list.contains(id) else { return false }
        append(id)
        return true
    }

    private mutating func append(_ id: String) {
        // Room for the whole list at the first id: one allocation, not one per doubling.
        if list.isEmpty { list.reserveCapacity(Self.listLimit) }
        list.append(id)
        if list.count > Self.listLimit {
            large = Set(list)
            list = []
        }
    }

    /// Whether `id` was added.
    public func contains(_ id: String) -> Bool {
        large?.contains(id) ?? list.contains(id)
    }

    /// The ids as a set (for a "did you mean" hint).
    public var asSet: Set<String> { large ?? Set(list) }
}
