/// A set of ids that is a list while it is small.
///
/// Why: the resolver gathers every view id of every scene to answer a few questions about them
/// (is a segue's trigger, an outlet's destination among them?), and inserting each into a `Set`
/// hashed it and grew the set (~1,270 instructions an id, 2 % of `check` of 1,000 scenes,
/// callgrind, issue 26). A scene has a handful of ids, which comparing answers for less; past
/// ``listLimit`` they go into a set, so a scene of thousands of views is asked as before.
/// `IDSetTests` compares it with `Set`.
struct IDSet {
    /// The most ids kept as a list.
    static let listLimit = 8

    /// The ids while there are at most ``listLimit`` insertions (repeats included).
    private var list: [String] = []
    /// The ids once there were more.
    private var large: Set<String>?

    init() {}

    init(_ ids: some Sequence<String>) {
        for id in ids { insert(id) }
    }

    mutating func insert(_ id: String) {
        if large != nil {
            large!.insert(id)
            return
        }
        list.append(id)
        if list.count > Self.listLimit {
            large = Set(list)
            list = []
        }
    }

    func contains(_ id: String) -> Bool {
        large?.contains(id) ?? list.contains(id)
    }

    /// The ids as a set (for a "did you mean" hint).
    var asSet: Set<String> { large ?? Set(list) }
}
