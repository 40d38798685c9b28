import Foundation
import Testing
@testable import SceneRuntime

@Suite("Collection view")
@MainActor
struct CollectionViewTests {
    final class Tile: CollectionViewCell {
        private(set) var reuseCount = 0
        let label = Label()
        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
        }
    }

    final class Grid: CollectionViewController {
        var items: [String]
        var log: [String] = []
        var unselectable: Set<Int> = []

        init(items: [String]) {
            self.items = items
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(Tile.self, forCellWithReuseIdentifier: "Tile")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
            (cell as? Tile)?.label.text = items[indexPath.item]
            return cell
        }

        override func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("should \(indexPath.item)")
            return !unselectable.contains(indexPath.item)
        }

        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("did \(indexPath.item)")
        }

        override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("deselect \(indexPath.item)")
        }
    }

    @Test func flowLayoutPlacesItemsInRowsAndOnlyVisibleOnesGetCells() {
        let grid = Grid(items: (0..<30).map(String.init))
        let window = makeVisibleWindow(root: grid, size: CGSize(width: 320, height: 330))
        let collection: CollectionView = grid.collectionView
        // 3 per row (3 * 100 + 2 * 10 = 320), rows 110 apart: rows 0...2 intersect 330 points.
        #expect(collection.indexPathsForVisibleItems.count == 9)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(collection.contentSize.height == CGFloat(10 * 100 + 9 * 10))
        withExtendedLifetime(window) {}
    }

    @Test func reloadAndScrollingReuseCells() {
        let grid = Grid(items: (0..<30).map(String.init))
        let window = makeVisibleWindow(root: grid, size: CGSize(width: 320, height: 330))
        let collection: CollectionView = grid.collectionView
        let before = Set(collection.visibleCells.map(ObjectIdentifier.init))
        grid.items = (0..<30).map { "New \($0)" }
        collection.reloadData()
        #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(collection.visibleCells.allSatisfy { ($0 as? Tile)?.reuseCount == 1 })
        #expect((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? Tile)?.label.text == "New 0")

        collection.scrollToItem(at: IndexPath(item: 27, section: 0), at: .top, animated: false)
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 27, section: 0)))
        #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
        withExtendedLifetime(window) {}
    }

    @Test func aSimulatedTapAsksTheDelegate() {
        let grid = Grid(items: ["A", "B", "C"])
        grid.unselectable = [1]
        let window = makeVisibleWindow(root: grid)
        let collection: CollectionView = grid.collectionView
        #expect(collection.simulateTap(at: IndexPath(item: 0, section: 0)))
        #expect(!collection.simulateTap(at: IndexPath(item: 1, section: 0)))
        #expect(collection.simulateTap(at: IndexPath(item: 2, section: 0)))
        #expect(grid.log == ["should 0", "did 0", "should 1", "should 2", "deselect 0", "did 2"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(grid.log.count == 6)
        withExtendedLifetime(window) {}
    }
}
