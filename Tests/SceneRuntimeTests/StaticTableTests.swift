import Foundation
import Testing
@testable import SceneRuntime

@Suite("Static tables")
@MainActor
struct StaticTableTests {
    private func cell(_ title: String, reuseIdentifier: String? = nil) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
        cell.textLabel?.text = title
        return cell
    }

    private func settings() -> (TableViewController, [TableViewCell]) {
        let cells = [cell("Name"), cell("Email"), cell("Sign Out")]
        let controller = TableViewController(style: .grouped)
        controller.staticSections = [
            StaticTableSection(headerTitle: "Account", footerTitle: "Used for receipts", cells: Array(cells[0...1])),
            StaticTableSection(cells: [cells[2]]),
        ]
        return (controller, cells)
    }

    @Test func staticSectionsAreServedByTheControllersDataSourceMethods() {
        let (controller, cells) = settings()
        let window = makeVisibleWindow(root: controller)
        let table: TableView = controller.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[1])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cells[2])
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Used for receipts")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == nil)
        withExtendedLifetime(window) {}
    }

    @Test func headerAndFooterTitlesTakeRoomInTheTable() {
        let (controller, _) = settings()
        let window = makeVisibleWindow(root: controller)
        let table: TableView = controller.tableView
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 28 + 88, width: 390, height: 28))
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 88 + 28))
        #expect(table.contentSize.height == CGFloat(28 + 88 + 28 + 44))
        withExtendedLifetime(window) {}
    }

    @Test func aSubclassMayOverrideAndCallSuper() {
        final class Settings: TableViewController {
            override func numberOfSections(in tableView: TableView) -> Int {
                super.numberOfSections(in: tableView) + 1
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                section == 2 ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
            }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                if indexPath.section == 2 {
                    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Version 2.0"
                    return cell
                }
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                super.tableView(tableView, titleForHeaderInSection: section).map { $0.uppercased() }
            }
        }
        let controller = Settings(style: .grouped)
        let name = cell("Name")
        controller.staticSections = [StaticTableSection(headerTitle: "Account", cells: [name]), StaticTableSection(cells: [cell("Help")])]
        let window = makeVisibleWindow(root: controller)
        let table: TableView = controller.tableView
        #expect(table.numberOfSections == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === name)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2))?.textLabel?.text == "Version 2.0")
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "ACCOUNT")
        withExtendedLifetime(window) {}
    }

    @Test func staticCellsAreNeverPooledOrHandedToAnotherRow() {
        let controller = TableViewController()
        let cells = (0..<30).map { cell("Row \($0)", reuseIdentifier: "Shared") }
        controller.loadViewIfNeeded()
        // A prototype with the same identifier: its pool must never receive a static cell.
        controller.tableView.register(forCellReuseIdentifier: "Shared") { TableViewCell(style: .default, reuseIdentifier: nil) }
        controller.staticSections = [StaticTableSection(cells: cells)]
        let window = makeVisibleWindow(root: controller, size: CGSize(width: 390, height: 220))
        let table: TableView = controller.tableView
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0..<5).map { "Row \($0)" })

        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        #expect(table.numberOfReusableCells(withIdentifier: "Shared") == 0)
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) === cells[20])
        #expect(cells[0].superview == nil)
        table.contentOffset = .zero
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[0])
        table.reloadData()
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells[0..<5].map(ObjectIdentifier.init))
        #expect(table.numberOfReusableCells(withIdentifier: "Shared") == 0)
        withExtendedLifetime(window) {}
    }

    @Test func selectingAStaticCellPerformsItsRegisteredSegue() throws {
        final class Settings: TableViewController {
            var log: [String] = []
            var senders: [Any?] = []
            override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                log.append("willSelect \(indexPath.section).\(indexPath.row)")
                return indexPath
            }
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                log.append("didSelect \(indexPath.section).\(indexPath.row)")
            }
            override func prepare(for segue: StoryboardSegue, sender: Any?) {
                log.append("prepare \(segue.identifier ?? "")")
                senders.append(sender)
            }
        }
        let settings = Settings(style: .grouped)
        let account = cell("Account")
        let help = cell("Help")
        settings.staticSections = [StaticTableSection(cells: [account, help])]
        settings.loadViewIfNeeded()
        settings.registerCellSegue(
            SegueTemplate(identifier: "showAccount", kind: .show, destination: { ViewController() }),
            cell: account,
            in: settings.tableView
        )
        let navigation = NavigationController(rootViewController: settings)
        let window = makeVisibleWindow(root: navigation)
        window.layoutIfNeeded()

        #expect(settings.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
        #expect(navigation.viewControllers.count == 1)
        #expect(settings.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        #expect(settings.log == ["willSelect 0.1", "didSelect 0.1", "willSelect 0.0", "prepare showAccount", "didSelect 0.0"])
        #expect(try #require(settings.senders.first) as AnyObject === account)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func anEmptyStaticContentLeavesTheTableDynamic() {
        let controller = TableViewController()
        #expect(controller.staticSections.isEmpty)
        #expect(controller.numberOfSections(in: controller.tableView) == 1)
        #expect(controller.tableView(controller.tableView, numberOfRowsInSection: 0) == 0)
        #expect(controller.tableView(controller.tableView, titleForFooterInSection: 0) == nil)
    }
}
