import Foundation

/// Supplies a collection view's items (UIKit's `UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item; dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// Decides and learns of selection in a collection view (UIKit's
/// `UICollectionViewDelegate`). Every method has a default.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch highlights the item (a `false` also prevents the tap). Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may select the item. Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called after a user selected an item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap may deselect the item. Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Called after a user's tap deselected an item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Called before a cell goes on screen.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called after a cell left the screen.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Items in sections, positioned by a layout, with real cell reuse (UIKit's
/// `UICollectionView`).
///
/// As with `TableView`: only items inside `bounds` have cells; items load on the first
/// layout or cell query; `reloadData()` reloads at once; cells leaving the screen return to
/// the reuse pool. `selectItem(at:animated:scrollPosition:)` does not call the delegate;
/// `simulateTap(at:)` goes through it as a user's tap does.
@MainActor
open class CollectionView: ScrollView {
    /// Where a scrolled-to item ends up.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Positions the items. Setting it lays the items out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            if hasLoadedData { relayout() }
        }
    }
    /// Supplies the items (weak). Setting it marks the items for reloading.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { hasLoadedData = false; setNeedsLayout() }
    }
    /// Whether a tap can select an item.
    public var allowsSelection = true
    /// Whether several items can be selected at once (taps toggle items).
    public var allowsMultipleSelection = false

    private let recycler = CellRecycler<CollectionViewCell>()
    private var hasLoadedData = false
    private var itemCounts: [Int] = []
    private var selection: [IndexPath] = []
    /// Segues performed when a user selects an item whose cell has the reuse identifier.
    var selectionTriggers: [String: [@MainActor (CollectionViewCell) -> Void]] = [:]

    /// Creates a collection view positioned by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// The delegate, if it is a `CollectionViewDelegate`.
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    // MARK: Registration and dequeuing

    /// Registers a cell class for `identifier` (`nil` unregisters); cells are created with
    /// `init(frame: .zero)`.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return recycler.register(identifier, factory: nil) }
        recycler.register(identifier) { cellClass.init(frame: .zero) }
    }

    /// Registers a factory that builds a new cell for `identifier` — a prototype cell. The
    /// collection view sets the cell's `reuseIdentifier`.
    public func register(forCellWithReuseIdentifier identifier: String, factory: @escaping @MainActor () -> CollectionViewCell) {
        recycler.register(identifier, factory: factory)
    }

    /// A pooled or new cell for `identifier`. Precondition: a cell class or factory is
    /// registered for `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard let cell = recycler.dequeue(identifier) else {
            preconditionFailure("CollectionView: no cell registered for reuse identifier '\(identifier)' (item \(indexPath)). Register a class or factory first.")
        }
        return cell
    }

    /// The number of cells waiting in the reuse pool for `identifier`.
    public func numberOfReusableCells(withIdentifier identifier: String) -> Int {
        recycler.pooledCount(identifier)
    }

    // MARK: Data

    /// Reloads everything now: visible cells go back to the reuse pool, the selection is
    /// cleared, the counts are read again and the visible items get cells again.
    open func reloadData() {
        hasLoadedData = true
        recycler.evictAll { cell, indexPath in
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        selection.removeAll()
        itemCounts = countItems()
        relayout()
    }

    /// The number of sections.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    // MARK: Visible cells

    /// The cell of a visible item, else `nil`.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        loadDataIfNeeded()
        return recycler.visibleCells[indexPath]
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { recycler.visibleCells[$0] }
    }

    /// The index paths of the items on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadDataIfNeeded()
        return recycler.visibleCells.keys.sorted()
    }

    /// The item of a cell on screen.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        recycler.indexPath(of: cell)
    }

    /// Scrolls so that the item is visible (at the top/left edge for `.top`/`.left`).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.isDisjoint(with: [.top, .left]) {
            return scrollRectToVisible(frame, animated: animated)
        }
        offset.x = min(max(offset.x, 0), maximumContentOffset.x)
        offset.y = min(max(offset.y, 0), maximumContentOffset.y)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    /// The selected items, sorted (empty when none is).
    public var indexPathsForSelectedItems: [IndexPath]? { selection.sorted() }

    /// Selects an item without calling the delegate; `nil` clears the selection. Without
    /// multiple selection the previous item is deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selection { deselectItem(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selection where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        recycler.visibleCells[indexPath]?.setSelected(true, animated: animated)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.removeAll { $0 == indexPath }
        recycler.visibleCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Taps an item as a user would: `shouldHighlightItemAt`, then — with multiple selection
    /// on an already selected item — `shouldDeselectItemAt` and `didDeselectItemAt`;
    /// otherwise `shouldSelectItemAt`, the previous item's `didDeselectItemAt` (single
    /// selection), the selection and `didSelectItemAt`. Returns whether the tap changed or
    /// confirmed a selection. Segues registered for the item's cell (`registerCellSegue`)
    /// perform after the selection, before `didSelectItemAt` (the cell must be on screen).
    @discardableResult
    public func simulateTap(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard isValid(indexPath), allowsSelection || allowsMultipleSelection else { return false }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        if allowsMultipleSelection, selection.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for previous in selection where previous != indexPath {
                deselectItem(at: previous, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        if let cell = cellForItem(at: indexPath), let identifier = cell.reuseIdentifier {
            for trigger in selectionTriggers[identifier] ?? [] { trigger(cell) }
        }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if hasLoadedData { relayout() } else { reloadData() }
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        guard hasLoadedData else { return }
        if old.size != bounds.size { relayout() } else { updateVisibleCells() }
    }

    // MARK: State restoration (see DataSourceModelAssociation.swift)

    /// Saves the content offset and, when the data source adopts
    /// `DataSourceModelAssociation`, the selected and first visible items' model identifiers.
    open override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        encodeModelAssociation(with: coder)
    }

    /// Restores the content offset, then the selection and scroll position by model identifier.
    open override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        decodeModelAssociation(with: coder)
    }

    private func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    private func countItems() -> [Int] {
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        return (0..<sections).map { section in
            max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
        }
    }

    private func relayout() {
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        updateVisibleCells()
    }

    private func updateVisibleCells() {
        let visible = bounds
        let attributes = visible.isEmpty ? [] : (collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
        recycler.update(
            wanted: attributes.filter { isValid($0.indexPath) }.map { ($0.indexPath, $0.frame) },
            in: self,
            isSelected: { selection.contains($0) },
            makeCell: { indexPath in dataSource?.collectionView(self, cellForItemAt: indexPath) },
            willDisplay: { cell, indexPath in collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) },
            didEndDisplaying: { cell, indexPath in collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        )
    }
}
