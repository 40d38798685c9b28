import Foundation

/// What table and collection view cells share for reuse.
@MainActor
protocol ReusableCell: View {
    var reuseIdentifier: String? { get set }
    func prepareForReuse()
    func setSelected(_ selected: Bool, animated: Bool)
    /// Whether the cell belongs to one row for good (a static cell) and never enters the pool.
    var isExcludedFromReuse: Bool { get }
}

extension ReusableCell {
    var isExcludedFromReuse: Bool { false }
}

/// The reuse engine behind table and collection views: cell registrations by reuse
/// identifier, the reuse pool, and the set of cells on screen.
///
/// Cells that scroll off screen or are dropped by a reload go back to the pool of their
/// reuse identifier (they leave the view tree); dequeuing takes from the pool first —
/// calling `prepareForReuse()` — and only then creates a cell with the registered factory.
@MainActor
final class CellRecycler<Cell: ReusableCell> {
    private var factories: [String: @MainActor () -> Cell] = [:]
    private var pool: [String: [Cell]] = [:]

    /// The cells on screen, by index path.
    private(set) var visibleCells: [IndexPath: Cell] = [:]

    /// Registers (or, with `nil`, unregisters) the factory for `identifier`.
    /// The identifiers that have a registration.
    var registeredIdentifiers: Set<String> { Set(factories.keys) }

    func register(_ identifier: String, factory: (@MainActor () -> Cell)?) {
        factories[identifier] = factory
    }

    /// A pooled cell (after `prepareForReuse()`), else a new one from the registered
    /// factory, else `nil`.
    func dequeue(_ identifier: String) -> Cell? {
        if var cells = pool[identifier], !cells.isEmpty {
            let cell = cells.removeFirst()
            pool[identifier] = cells
            cell.prepareForReuse()
            return cell
        }
        guard let factory = factories[identifier] else { return nil }
        let cell = factory()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The number of pooled cells for `identifier`.
    func pooledCount(_ identifier: String) -> Int {
        pool[identifier]?.count ?? 0
    }

    /// The index path of a cell on screen.
    func indexPath(of cell: Cell) -> IndexPath? {
        visibleCells.first { $0.value === cell }?.key
    }

    /// Takes every cell off screen into the pool, calling `didEndDisplaying` for each.
    func evictAll(didEndDisplaying: (Cell, IndexPath) -> Void) {
        for indexPath in visibleCells.keys.sorted() {
            evict(indexPath, didEndDisplaying: didEndDisplaying)
        }
    }

    /// Takes the cell at `indexPath` off screen into the pool (a cell excluded from reuse
    /// only leaves the screen).
    func evict(_ indexPath: IndexPath, didEndDisplaying: (Cell, IndexPath) -> Void) {
        guard let cell = visibleCells.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier, !cell.isExcludedFromReuse { pool[identifier, default: []].append(cell) }
        didEndDisplaying(cell, indexPath)
    }

    /// Makes the cells on screen exactly those of `wanted` (index paths with frames):
    /// evicts the others, asks `makeCell` for the missing ones and places every cell.
    func update(
        wanted: [(IndexPath, CGRect)],
        in host: View,
        isSelected: (IndexPath) -> Bool,
        makeCell: (IndexPath) -> Cell?,
        willDisplay: (Cell, IndexPath) -> Void,
        didEndDisplaying: (Cell, IndexPath) -> Void
    ) {
        let wantedPaths = Set(wanted.map(\.0))
        for indexPath in visibleCells.keys.sorted() where !wantedPaths.contains(indexPath) {
            evict(indexPath, didEndDisplaying: didEndDisplaying)
        }
        for (indexPath, frame) in wanted {
            if let cell = visibleCells[indexPath] {
                cell.frame = frame
                continue
            }
            guard let cell = makeCell(indexPath) else { continue }
            cell.frame = frame
            cell.setSelected(isSelected(indexPath), animated: false)
            willDisplay(cell, indexPath)
            host.addSubview(cell)
            visibleCells[indexPath] = cell
        }
    }
}
