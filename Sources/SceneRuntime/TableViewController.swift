import Foundation

/// A controller whose view is a table view, and which is that table's data source and
/// delegate (UIKit's `UITableViewController`).
///
/// Override the data source and delegate methods (`override func tableView(_:…)`): they
/// are all declared here, so overrides are called. `clearsSelectionOnViewWillAppear`
/// deselects rows each time the controller is about to appear (e.g. after popping back
/// from a detail screen).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table view created by `loadView()`.
    public let style: TableView.Style

    /// Whether the selection is cleared before each appearance.
    public var clearsSelectionOnViewWillAppear = true

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

    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Precondition: overridden whenever a section has rows.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(typeName) must override tableView(_:cellForRowAt:).")
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    // MARK: TableViewDelegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
