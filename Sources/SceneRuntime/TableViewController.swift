import Foundation

/// A controller whose view is a table view, and which is that table's data source and
/// delegate (UIKit's `UITableViewController`).
///
/// Override the data source and delegate methods (`override func tableView(_:…)`): they
/// are all declared here, so overrides are called. `clearsSelectionOnViewWillAppear`
/// deselects rows each time the controller is about to appear (e.g. after popping back
/// from a detail screen).
///
/// With `staticSections` (a storyboard's static cells), the controller's own data source
/// methods serve them: sections, rows, cells and header and footer titles. Overrides may
/// call `super` to get the static content, as with UIKit's static tables.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table view created by `loadView()`.
    public let style: TableView.Style

    /// Whether the selection is cleared before each appearance.
    public var clearsSelectionOnViewWillAppear = true

    /// The static content; empty (the default) for a dynamic table. Each row shows its own
    /// cell — static cells never enter a reuse pool, so they are never handed to another
    /// row or given `prepareForReuse()`. Setting it reloads a loaded table.
    public var staticSections: [StaticTableSection] = [] {
        didSet {
            for cell in oldValue.flatMap(\.cells) { cell.isExcludedFromReuse = false }
            for cell in staticSections.flatMap(\.cells) { cell.isExcludedFromReuse = true }
            (viewIfLoaded as? TableView)?.reloadData()
        }
    }

    /// Creates a controller whose table has `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init()
    }

    /// Creates a controller with a plain table.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// The table view (the root view), loading it if needed.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes the table view — from `loadViewHandler` when set (it must return a
    /// `TableView`; precondition), else a new one of `style` — and becomes its data source
    /// and delegate unless those are already set.
    open override func loadView() {
        let table: TableView
        if let handler = loadViewHandler {
            guard let loaded = handler(self) as? TableView else {
                preconditionFailure("\(typeName): the loadViewHandler of a TableViewController must return a TableView.")
            }
            table = loaded
        } else {
            table = TableView(frame: .zero, style: style)
        }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
        view = table
    }

    override func appearanceTransitionWillBegin(appearing: Bool) {
        guard appearing, clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] {
            table.deselectRow(at: indexPath, animated: false)
        }
    }

    // MARK: TableViewDataSource

    /// The static sections' count, else 1.
    open func numberOfSections(in tableView: TableView) -> Int {
        staticSections.isEmpty ? 1 : staticSections.count
    }

    /// The static section's cell count, else 0.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticSection(section)?.cells.count ?? 0
    }

    /// The static cell of the row. Precondition: overridden whenever a dynamic section has rows.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let cells = staticSection(indexPath.section)?.cells, cells.indices.contains(indexPath.row) {
            return cells[indexPath.row]
        }
        preconditionFailure("\(typeName) must override tableView(_:cellForRowAt:).")
    }

    /// The static section's header title, else `nil`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        staticSection(section)?.headerTitle
    }

    /// The static section's footer title, else `nil`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        staticSection(section)?.footerTitle
    }

    private func staticSection(_ section: Int) -> StaticTableSection? {
        staticSections.indices.contains(section) ? staticSections[section] : nil
    }

    // MARK: TableViewDelegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }

    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}

    open func scrollViewDidZoom(_ scrollView: ScrollView) {}

    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
