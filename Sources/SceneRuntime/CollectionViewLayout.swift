import Foundation

/// The position of one element of a collection view (UIKit's
/// `UICollectionViewLayoutAttributes`).
@MainActor
public final class CollectionViewLayoutAttributes {
    /// The item's index path.
    public let indexPath: IndexPath
    /// The item's frame in content coordinates.
    public var frame: CGRect

    /// Creates attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
    }
}

/// Positions a collection view's items (UIKit's `UICollectionViewLayout`). Subclass it and
/// override `prepare()`, `collectionViewContentSize` and the attribute queries, or use
/// `CollectionViewFlowLayout`.
@MainActor
open class CollectionViewLayout {
    /// The collection view using the layout (weak).
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout.
    public init() {}

    /// Computes the layout; called before each layout of the collection view.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames intersect `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Asks the collection view to lay out again.
    public func invalidateLayout() {
        collectionView?.setNeedsLayout()
    }
}

/// Items in lines that wrap, like text (UIKit's `UICollectionViewFlowLayout`), all of
/// `itemSize`. Vertical scrolling fills rows left to right; horizontal fills columns top
/// to bottom.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Scrolling directions.
    public enum ScrollDirection: Int, Hashable, Sendable { case vertical, horizontal }

    /// The size of every item.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The gap between lines.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The gap between items of a line.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins of each section.
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction.
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var frames: [IndexPath: CGRect] = [:]
    private var contentSize: CGSize = .zero

    open override func prepare() {
        frames.removeAll()
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        // Work in (along the line, across lines) coordinates, then map to x/y.
        let lineLength = vertical ? bounds.width : bounds.height
        let itemAlong = vertical ? itemSize.width : itemSize.height
        let itemAcross = vertical ? itemSize.height : itemSize.width
        let insetBefore = vertical ? sectionInset.left : sectionInset.top
        let insetAfter = vertical ? sectionInset.right : sectionInset.bottom
        let insetStart = vertical ? sectionInset.top : sectionInset.left
        let insetEnd = vertical ? sectionInset.bottom : sectionInset.right
        let usable = lineLength - insetBefore - insetAfter
        let perLine = max(1, Int((usable + minimumInteritemSpacing) / (itemAlong + minimumInteritemSpacing)))
        var across: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            across += insetStart
            for item in 0..<count {
                let line = item / perLine
                let position = item % perLine
                let along = insetBefore + CGFloat(position) * (itemAlong + minimumInteritemSpacing)
                let lineStart = across + CGFloat(line) * (itemAcross + minimumLineSpacing)
                frames[IndexPath(item: item, section: section)] = vertical
                    ? CGRect(x: along, y: lineStart, width: itemSize.width, height: itemSize.height)
                    : CGRect(x: lineStart, y: along, width: itemSize.width, height: itemSize.height)
            }
            let lines = (count + perLine - 1) / perLine
            across += CGFloat(lines) * itemAcross + CGFloat(max(0, lines - 1)) * minimumLineSpacing + insetEnd
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: across) : CGSize(width: across, height: bounds.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.filter { $0.value.overlaps(rect) }.keys.sorted().compactMap(layoutAttributesForItem(at:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}
