import Foundation

/// Rows in sections, with real cell reuse (UIKit's `UITableView`).
///
/// Only rows inside `bounds` (the visible part of the content) have cells: give the table
/// a size, or put it in a window. Rows are loaded on the first layout or cell query, and
/// `reloadData()` reloads them at once (headless, not at the next layout). Cells scrolled
/// off screen or dropped by a reload return to the reuse pool and come back from
/// `dequeueReusableCell(withIdentifier:for:)` after `prepareForReuse()`.
///
/// `selectRow(at:animated:scrollPosition:)` selects without calling the delegate, as in
/// UIKit; `simulateTap(at:)` selects as a user's tap does, through the delegate.
/// The delegate is the scroll view's `delegate` (a `TableViewDelegate` also receives
/// scrolling).
@MainActor
open class TableView: ScrollView {
    /// Table styles.
    public enum Style: Int, Hashable, Sendable { case plain, grouped, insetGrouped }
    /// Where a scrolled-to row ends up.
    public enum ScrollPosition: Int, Hashable, Sendable { case none, top, middle, bottom }
    /// Row animations (headless: accepted and ignored).
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// The table's style.
    public let style: Style
    /// Supplies the rows (weak). Setting it marks the rows for reloading.
    public weak var dataSource: TableViewDataSource? {
        didSet { hasLoadedData = false; setNeedsLayout() }
    }
    /// The height of rows whose delegate gives none.
    public var rowHeight: CGFloat = 44
    /// The height of a section header that has a title.
    public var sectionHeaderHeight: CGFloat = 28
    /// The height of a section footer that has a title.
    public var sectionFooterHeight: CGFloat = 28
    /// Whether a tap can select a row.
    public var allowsSelection = true
    /// Whether several rows can be selected at once (taps toggle rows).
    public var allowsMultipleSelection = false
    /// A view above the rows.
    public var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows.
    public var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    private let recycler = CellRecycler<TableViewCell>()
    private var hasLoadedData = false
    private var rowCounts: [Int] = []
    private var rowFrames: [[CGRect]] = []
    private var headerFrames: [CGRect] = []
    private var footerFrames: [CGRect] = []
    private var selection: [IndexPath] = []
    /// Segues performed when a user selects a row whose cell has the reuse identifier.
    var selectionTriggers: [String: [@MainActor (TableViewCell) -> Void]] = [:]
    /// Segues performed when a user selects the row showing a given (static) cell.
    var cellSelectionTriggers: [(cell: WeakCell, trigger: @MainActor (TableViewCell) -> Void)] = []

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The delegate, if it is a `TableViewDelegate`.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    // MARK: Registration and dequeuing

    /// Registers a cell class for `identifier` (`nil` unregisters). Cells are created with
    /// `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return recycler.register(identifier, factory: nil) }
        recycler.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// The reuse identifiers with a registered cell class or prototype (tools use it to tell
    /// which table holds a prototype before dequeuing, which requires a registration).
    public var registeredReuseIdentifiers: Set<String> { recycler.registeredIdentifiers }

    /// Registers a factory that builds a new cell for `identifier` — a prototype cell. The
    /// table view sets the cell's `reuseIdentifier` to `identifier`.
    public func register(forCellReuseIdentifier identifier: String, factory: @escaping @MainActor () -> TableViewCell) {
        recycler.register(identifier, factory: factory)
    }

    /// A pooled cell for `identifier` (after `prepareForReuse()`), else a new one from the
    /// registration, else `nil`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        recycler.dequeue(identifier)
    }

    /// A pooled or new cell for `identifier`. Precondition: a cell class or factory is
    /// registered for `identifier` (UIKit raises an exception too).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = recycler.dequeue(identifier) else {
            preconditionFailure("TableView: no cell registered for reuse identifier '\(identifier)' (row \(indexPath)). Register a class or factory first.")
        }
        return cell
    }

    /// The number of cells waiting in the reuse pool for `identifier`.
    public func numberOfReusableCells(withIdentifier identifier: String) -> Int {
        recycler.pooledCount(identifier)
    }

    // MARK: Data

    /// Reloads everything now: visible cells go back to the reuse pool
    /// (`didEndDisplaying`), the selection is cleared, the counts are read again and the
    /// visible rows get cells again.
    open func reloadData() {
        hasLoadedData = true
        recycler.evictAll { cell, indexPath in
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        selection.removeAll()
        countRows()
        computeFrames()
        updateVisibleCells()
    }

    /// Reloads the cells of `indexPaths` that are on screen.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard hasLoadedData else { return loadDataIfNeeded() }
        for indexPath in indexPaths {
            recycler.evict(indexPath) { cell, indexPath in
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        updateVisibleCells()
    }

    /// The number of sections.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The rectangle of a row in content coordinates (`.zero` if it does not exist).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        return isValid(indexPath) ? rowFrames[indexPath.section][indexPath.row] : .zero
    }

    /// The rectangle of `section`'s header in content coordinates: `sectionHeaderHeight`
    /// tall when the data source gives the section a header title, else empty.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        return headerFrames.indices.contains(section) ? headerFrames[section] : .zero
    }

    /// The rectangle of `section`'s footer in content coordinates: `sectionFooterHeight`
    /// tall when the data source gives the section a footer title, else empty.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        return footerFrames.indices.contains(section) ? footerFrames[section] : .zero
    }

    // MARK: Visible cells

    /// The cell of a visible row, else `nil`.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        loadDataIfNeeded()
        return recycler.visibleCells[indexPath]
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { recycler.visibleCells[$0] }
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        loadDataIfNeeded()
        return recycler.visibleCells.keys.sorted()
    }

    /// The row of a cell on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        recycler.indexPath(of: cell)
    }

    /// Scrolls so that the row is at `scrollPosition` (`.none`: just visible).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard isValid(indexPath) else { return }
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = rect.minY
        case .middle: offset.y = rect.midY - bounds.height / 2
        case .bottom: offset.y = rect.maxY - bounds.height
        case .none: return scrollRectToVisible(rect, animated: animated)
        }
        offset.y = min(max(offset.y, -contentInset.top), maximumContentOffset.y)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    /// The selected row (the first one, with multiple selection).
    public var indexPathForSelectedRow: IndexPath? { selection.sorted().first }

    /// The selected rows, sorted, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection.sorted() }

    /// Selects a row without calling the delegate (as UIKit); `nil` clears the selection.
    /// Without multiple selection the previous row is deselected. Scrolls to the row unless
    /// `scrollPosition` is `.none`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selection { deselectRow(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selection where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        recycler.visibleCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.removeAll { $0 == indexPath }
        recycler.visibleCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Taps a row as a user would. With single selection: `shouldHighlightRowAt`,
    /// `willSelectRowAt` (which may redirect or cancel), then for a previously selected row
    /// `willDeselectRowAt`/`didDeselectRowAt` (it is deselected whatever `willDeselect`
    /// returns), then the selection and `didSelectRowAt`. With multiple selection, tapping a
    /// selected row deselects it through `willDeselectRowAt`/`didDeselectRowAt` instead.
    /// The row need not be on screen. Segues registered for the row's cell
    /// (`registerCellSegue`, by reuse identifier, then for that very cell) perform after the
    /// selection, before `didSelectRowAt` — the row's cell must be on screen for that, as it
    /// is the segue's sender. Returns `false` when the tap selected nothing (invalid
    /// row, selection disallowed, or the delegate declined).
    @discardableResult
    public func simulateTap(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard isValid(indexPath), allowsSelection || allowsMultipleSelection else { return false }
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
        if allowsMultipleSelection, selection.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
                  selection.contains(target) else { return false }
            deselectRow(at: target, animated: true)
            delegate?.tableView(self, didDeselectRowAt: target)
            return true
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              isValid(target) else { return false }
        if !allowsMultipleSelection {
            for previous in selection where previous != target {
                _ = delegate?.tableView(self, willDeselectRowAt: previous)
                deselectRow(at: previous, animated: true)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectRow(at: target, animated: true, scrollPosition: .none)
        if let cell = cellForRow(at: target) {
            for trigger in cell.reuseIdentifier.flatMap({ selectionTriggers[$0] }) ?? [] { trigger(cell) }
            for entry in cellSelectionTriggers where entry.cell.cell === cell { entry.trigger(cell) }
        }
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if hasLoadedData {
            computeFrames()
            updateVisibleCells()
        } else {
            reloadData()
        }
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        guard hasLoadedData else { return }
        if old.size != bounds.size { computeFrames() }
        updateVisibleCells()
    }

    private func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    private func countRows() {
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        rowCounts = (0..<sections).map { section in
            max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
        }
    }

    private func computeFrames() {
        let width = bounds.width
        var y = tableHeaderView?.frame.height ?? 0
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: y)
        headerFrames = []
        footerFrames = []
        rowFrames = rowCounts.enumerated().map { section, count in
            let header = dataSource?.tableView(self, titleForHeaderInSection: section) != nil ? sectionHeaderHeight : 0
            headerFrames.append(CGRect(x: 0, y: y, width: width, height: header))
            y += header
            let rows = (0..<count).map { row in
                let height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                defer { y += height }
                return CGRect(x: 0, y: y, width: width, height: height)
            }
            let footer = dataSource?.tableView(self, titleForFooterInSection: section) != nil ? sectionFooterHeight : 0
            footerFrames.append(CGRect(x: 0, y: y, width: width, height: footer))
            y += footer
            return rows
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func updateVisibleCells() {
        let visible = bounds
        var wanted: [(IndexPath, CGRect)] = []
        if visible.height > 0 {
            for (section, frames) in rowFrames.enumerated() {
                for (row, frame) in frames.enumerated() where frame.overlaps(visible) {
                    wanted.append((IndexPath(row: row, section: section), frame))
                }
            }
        }
        recycler.update(
            wanted: wanted,
            in: self,
            isSelected: { selection.contains($0) },
            makeCell: { indexPath in dataSource?.tableView(self, cellForRowAt: indexPath) },
            willDisplay: { cell, indexPath in tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) },
            didEndDisplaying: { cell, indexPath in tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        )
    }

    // MARK: State restoration (see DataSourceModelAssociation.swift)

    /// Saves the content offset and, when the data source adopts
    /// `DataSourceModelAssociation`, the selected and first visible rows' model identifiers.
    open override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        encodeModelAssociation(with: coder)
    }

    /// Restores the content offset, then the selection and scroll position by model identifier.
    open override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        decodeModelAssociation(with: coder)
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        if hasLoadedData { computeFrames(); updateVisibleCells() }
    }
}

/// A weak reference to a cell, for per-cell selection segues.
@MainActor
final class WeakCell {
    weak var cell: TableViewCell?
    init(_ cell: TableViewCell) { self.cell = cell }
}
