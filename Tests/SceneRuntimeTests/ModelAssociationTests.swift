import Foundation
import Testing
@testable import SceneRuntime

/// A list of recipes whose rows are identified by name across launches.
@MainActor
final class RecipeTableViewController: TableViewController, DataSourceModelAssociation {
    var recipes: [String] = []

    convenience init(recipes: [String]) {
        self.init()
        self.recipes = recipes
        restorationIdentifier = "List"
        clearsSelectionOnViewWillAppear = false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.restorationIdentifier = "Table"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func modelIdentifierForElement(at idx: IndexPath, in view: View) -> String? {
        recipes.indices.contains(idx.row) ? recipes[idx.row] : nil
    }

    func indexPathForElement(withModelIdentifier identifier: String, in view: View) -> IndexPath? {
        recipes.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
    }
}

/// A grid of photos identified by name across launches.
@MainActor
final class PhotoGridViewController: CollectionViewController, DataSourceModelAssociation {
    var photos: [String] = []

    convenience init(photos: [String]) {
        self.init()
        self.photos = photos
        restorationIdentifier = "Grid"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.restorationIdentifier = "Photos"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    func modelIdentifierForElement(at idx: IndexPath, in view: View) -> String? {
        photos.indices.contains(idx.item) ? photos[idx.item] : nil
    }

    func indexPathForElement(withModelIdentifier identifier: String, in view: View) -> IndexPath? {
        photos.firstIndex(of: identifier).map { IndexPath(item: $0, section: 0) }
    }
}

@MainActor
@Suite("Restoration by model identifier")
struct ModelAssociationTests {
    private let names = (0..<50).map { "Recipe \($0)" }

    /// UIKit's `UIDataSourceModelAssociation`: table and collection views use it "to ensure
    /// that the same data objects (and not just the same row indexes) are scrolled into view
    /// and selected" when restored.
    @Test func aTableRestoresTheSameRecipesWhenRowsMoved() throws {
        let list = RecipeTableViewController(recipes: names)
        let window = makePadWindow(root: list)
        window.application = Application()
        list.tableView.contentOffset = CGPoint(x: 0, y: 10 * 44 + 20)  // "Recipe 10" on top, 20 points scrolled in
        list.tableView.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .none)
        #expect(list.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        let data = try StateRestoration.preserve(window: window)

        // Next launch: three recipes were added at the top.
        let restored = RecipeTableViewController(recipes: ["New A", "New B", "New C"] + names)
        let restoredWindow = makeHiddenPadWindow(root: restored, application: Application())
        let report = StateRestoration.restore(from: data, into: restoredWindow)
        #expect(report.error == nil)
        #expect(restored.tableView.indexPathForSelectedRow == IndexPath(row: 15, section: 0), "Recipe 12, now row 15")
        #expect(restored.tableView.contentOffset == CGPoint(x: 0, y: 13 * 44 + 20), "Recipe 10, now row 13, at the same place")
        restoredWindow.makeKeyAndVisible()
        #expect(restored.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 13, section: 0))

        // A recipe that is gone is not selected; the plain content offset remains.
        let pruned = RecipeTableViewController(recipes: names.filter { $0 != "Recipe 12" && $0 != "Recipe 10" })
        _ = StateRestoration.restore(from: data, into: makeHiddenPadWindow(root: pruned, application: Application()))
        #expect(pruned.tableView.indexPathForSelectedRow == nil)
        #expect(pruned.tableView.contentOffset == CGPoint(x: 0, y: 10 * 44 + 20))
    }

    /// The same for a collection view's items.
    @Test func aCollectionRestoresTheSamePhotos() throws {
        let photos = (0..<2000).map { "Photo \($0)" }
        let grid = PhotoGridViewController(photos: photos)
        let window = makePadWindow(root: grid)
        window.application = Application()
        let layout = grid.collectionView.collectionViewLayout
        let target = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 600, section: 0)))
        grid.collectionView.contentOffset = CGPoint(x: 0, y: target.frame.minY + 7)
        grid.collectionView.selectItem(at: IndexPath(item: 601, section: 0), animated: false, scrollPosition: [])
        let firstVisible = try #require(grid.collectionView.indexPathsForVisibleItems.first)
        let delta = grid.collectionView.contentOffset.y - (try #require(layout.layoutAttributesForItem(at: firstVisible))).frame.minY
        let data = try StateRestoration.preserve(window: window)

        // Next launch: the photos come in the opposite order.
        let restored = PhotoGridViewController(photos: Array(photos.reversed()))
        _ = StateRestoration.restore(from: data, into: makeHiddenPadWindow(root: restored, application: Application()))
        #expect(restored.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1999 - 601, section: 0)])
        let moved = IndexPath(item: 1999 - firstVisible.item, section: 0)
        let movedFrame = try #require(restored.collectionView.collectionViewLayout.layoutAttributesForItem(at: moved)).frame
        #expect(restored.collectionView.contentOffset == CGPoint(x: 0, y: movedFrame.minY + delta))
    }
}
