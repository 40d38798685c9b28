/// An item's identity across solves: its ``LayoutItem/key`` and, should a problem list the
/// same key twice, which occurrence of it this is.
struct ItemIdentity: Hashable {
    var key: Int
    var occurrence: Int
}

/// The items of a problem as the engine sees them: identities, and which items can be placed
/// (their chain of parents reaches the root or a top-level item without a cycle or a dangling
/// index).
struct ResolvedItems {
    let identities: [ItemIdentity]
    /// Whether the item's variables mean anything (false: a parent cycle or a bad parent index).
    let placeable: [Bool]
    /// The parent index when it is in range and placeable, else nil.
    let parents: [Int?]

    init(_ items: [LayoutItem]) {
        var occurrences: [Int: Int] = [:]
        identities = items.map { item in
            let occurrence = occurrences[item.key, default: 0]
            occurrences[item.key] = occurrence + 1
            return ItemIdentity(key: item.key, occurrence: occurrence)
        }
        // 0 unknown, 1 being followed, 2 placeable, 3 not placeable.
        var state = [UInt8](repeating: 0, count: items.count)
        for start in items.indices where state[start] == 0 {
            var chain: [Int] = []
            var current = start
            var verdict: UInt8 = 2
            while true {
                if state[current] == 2 || state[current] == 3 { verdict = state[current]; break }
                if state[current] == 1 { verdict = 3; break }  // a cycle
                state[current] = 1
                chain.append(current)
                guard current != 0, let parent = items[current].parent else { verdict = 2; break }
                guard parent >= 0, parent < items.count, parent != current else { verdict = 3; break }
                current = parent
            }
            for index in chain { state[index] = verdict }
        }
        let placeable = state.map { $0 == 2 }
        self.placeable = placeable
        parents = items.indices.map { index in
            guard index != 0, let parent = items[index].parent, parent >= 0, parent < items.count, placeable[parent] else { return nil }
            return parent
        }
    }
}
