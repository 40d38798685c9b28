import SceneRuntime

/// The id of the view node each built view came from, without keeping the views alive: what
/// `scenec simulate`'s `show --frames` names views by.
@MainActor
final class ViewIDTable {
    private struct Entry {
        weak var view: View?
        let id: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var countAfterPruning = 0

    /// Records that `view` was built from the node (or cell, or content view) `id`.
    func record(_ id: String, of view: View) {
        entries[ObjectIdentifier(view)] = Entry(view: view, id: id)
        if entries.count >= 2 * max(countAfterPruning, 256) {
            entries = entries.filter { $0.value.view != nil }
            countAfterPruning = entries.count
        }
    }

    /// The id `view` was built from, if it was recorded and is the same view.
    func id(of view: View) -> String? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.id
    }
}

extension SceneInterpreter {
    /// The id of the view, cell or cell content view of the scene file that `view` was built
    /// from; nil for a view this interpreter did not build from an element with an id.
    public func viewID(of view: View) -> String? {
        viewIDs.id(of: view)
    }

    /// Records the id `view` was built from.
    func recordViewID(_ id: String, of view: View) {
        viewIDs.record(id, of: view)
    }
}
