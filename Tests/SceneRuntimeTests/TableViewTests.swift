import Foundation
import Testing
@testable import SceneRuntime

@Suite("Table view")
@MainActor
struct TableViewTests {
    final class CountingCell: TableViewCell {
        private(set) var reuseCount = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
        }
    }

    /// A table controller over `rows` strings, one section, prototype cell "Row".
    final class ListController: TableViewController {
        var rows: [String]
        var log: [String] = []
        var refused: Set<Int> = []
        var redirect: [Int: Int] = [:]
        private(set) var createdCells = 0

        init(rows: [String]) {
            self.rows = rows
            super.init(style: .plain)
            debugName = "List"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(forCellReuseIdentifier: "Row") { [weak self] in
                self?.createdCells += 1
                return CountingCell(style: .default, reuseIdentifier: nil)
            }
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            if refused.contains(indexPath.row) { return nil }
            return redirect[indexPath.row].map { IndexPath(row: $0, section: 0) } ?? indexPath
        }

        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }

        override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.row)")
            return indexPath
        }

        override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.row)")
        }
    }

    private func shownList(rows: Int) -> (ListController, Window) {
        let list = ListController(rows: (0..<rows).map { "Row \($0)" })
        let window = makeVisibleWindow(root: list, size: CGSize(width: 390, height: 440))
        return (list, window)
    }

    @Test func tableViewControllerIsItsTablesDataSourceAndDelegate() {
        let list = ListController(rows: ["A"])
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
        #expect(list.view === list.tableView)
    }

    @Test func onlyVisibleRowsGetCells() {
        let (list, window) = shownList(rows: 50)
        let table: TableView = list.tableView
        #expect(table.numberOfRows(inSection: 0) == 50)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 0")
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        #expect(table.contentSize.height == CGFloat(50 * 44))
        #expect(list.createdCells == 10)
        withExtendedLifetime(window) {}
    }

    @Test func reloadDataReusesDequeuedCellsAndCallsPrepareForReuse() {
        let (list, window) = shownList(rows: 3)
        let table: TableView = list.tableView
        let before = table.visibleCells
        #expect(before.count == 3)
        #expect(list.createdCells == 3)

        list.rows = ["X", "Y", "Z"]
        table.reloadData()

        let after = table.visibleCells
        #expect(list.createdCells == 3)
        #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        #expect(after.map { $0.textLabel?.text } == ["X", "Y", "Z"])
        #expect(after.allSatisfy { ($0 as? CountingCell)?.reuseCount == 1 })
        #expect(table.numberOfReusableCells(withIdentifier: "Row") == 0)

        list.rows = ["Only"]
        table.reloadData()
        #expect(table.visibleCells.count == 1)
        #expect(table.numberOfReusableCells(withIdentifier: "Row") == 2)
        #expect(table.visibleCells.first?.superview === table)
        withExtendedLifetime(window) {}
    }

    @Test func scrollingMovesCellsOffScreenIntoThePoolAndBack() {
        let (list, window) = shownList(rows: 100)
        let table: TableView = list.tableView
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
        #expect(list.createdCells == 10)
        #expect(table.visibleCells.contains { $0 === firstCell })
        #expect(table.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuseCount == 1 })

        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: true)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        #expect(table.contentOffset.y == CGFloat(100 * 44 - 440))
        withExtendedLifetime(window) {}
    }

    @Test func aSimulatedTapGoesThroughWillSelectAndDidSelect() {
        let (list, window) = shownList(rows: 5)
        let table: TableView = list.tableView
        #expect(table.simulateTap(at: IndexPath(row: 2, section: 0)))
        #expect(list.log == ["willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)

        list.log.removeAll()
        #expect(table.simulateTap(at: IndexPath(row: 4, section: 0)))
        #expect(list.log == ["willSelect 4", "willDeselect 2", "didDeselect 2", "didSelect 4"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        withExtendedLifetime(window) {}
    }

    @Test func willSelectCanCancelOrRedirectATap() {
        let (list, window) = shownList(rows: 5)
        let table: TableView = list.tableView
        list.refused = [1]
        list.redirect = [3: 0]
        #expect(!table.simulateTap(at: IndexPath(row: 1, section: 0)))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.simulateTap(at: IndexPath(row: 3, section: 0)))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(list.log == ["willSelect 1", "willSelect 3", "didSelect 0"])
        #expect(!table.simulateTap(at: IndexPath(row: 9, section: 0)))
        table.allowsSelection = false
        #expect(!table.simulateTap(at: IndexPath(row: 2, section: 0)))
        withExtendedLifetime(window) {}
    }

    @Test func selectRowDoesNotCallTheDelegate() {
        let (list, window) = shownList(rows: 5)
        let table: TableView = list.tableView
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(list.log.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        withExtendedLifetime(window) {}
    }

    @Test func multipleSelectionTogglesRows() {
        let (list, window) = shownList(rows: 5)
        let table: TableView = list.tableView
        table.allowsMultipleSelection = true
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(list.log == ["willSelect 1", "didSelect 1", "willSelect 2", "didSelect 2", "willDeselect 1", "didDeselect 1"])
        withExtendedLifetime(window) {}
    }

    @Test func selectionIsClearedWhenTheControllerAppearsAgain() {
        let list = ListController(rows: ["A", "B"])
        let navigation = NavigationController(rootViewController: list)
        let window = makeVisibleWindow(root: navigation)
        list.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        navigation.pushViewController(ViewController(), animated: true)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.popViewController(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        withExtendedLifetime(window) {}
    }

    @Test func registeredCellClassesAndSectionsWork() {
        final class Source: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000), style: .grouped)
        table.register(CountingCell.self, forCellReuseIdentifier: "Plain")
        table.dataSource = source
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.count == 5)
        #expect(table.visibleCells.allSatisfy { $0 is CountingCell && $0.reuseIdentifier == "Plain" })
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 2 * 44 + 28))
        #expect(table.dequeueReusableCell(withIdentifier: "Unknown") == nil)
    }

    @Test func aTableWithoutSizeHasNoVisibleCells() {
        let list = ListController(rows: ["A", "B"])
        list.loadViewIfNeeded()
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        #expect(list.tableView.visibleCells.isEmpty)
        list.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        #expect(list.tableView.visibleCells.count == 2)
    }
}
