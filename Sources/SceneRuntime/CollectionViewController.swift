import Foundation

/// A controller whose view is a collection view, and which is that collection's data
/// source and delegate (UIKit's `UICollectionViewController`).
///
/// Override the data source and delegate methods (`override func collectionView(_:…)`):
/// they are all declared here, so overrides are called.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout of the collection view created by `loadView()`.
    public let layout: CollectionViewLayout

    /// Whether the selection is cleared before each appearance.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// Creates a controller with a default flow layout.
    public convenience override init() {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// The collection view (the root view), loading it if needed.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes the collection view — from `loadViewHandler` when set (it must return a
    /// `CollectionView`; precondition), else a new one with `layout` — and becomes its data
    /// source and delegate unless those are already set.
    open override func loadView() {
        let collection: CollectionView
        if let handler = loadViewHandler {
            guard let loaded = handler(self) as? CollectionView else {
                preconditionFailure("\(typeName): the loadViewHandler of a CollectionViewController must return a CollectionView.")
            }
            collection = loaded
        } else {
            collection = CollectionView(frame: .zero, collectionViewLayout: layout)
        }
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
        view = collection
    }

    override func appearanceTransitionWillBegin(appearing: Bool) {
        guard appearing, clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: false)
        }
    }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Precondition: overridden whenever a section has items.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        preconditionFailure("\(typeName) must override collectionView(_:cellForItemAt:).")
    }

    // MARK: CollectionViewDelegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }

    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}

    open func scrollViewDidZoom(_ scrollView: ScrollView) {}

    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}
