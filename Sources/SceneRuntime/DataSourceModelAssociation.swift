import Foundation

/// Persistent references to a data source's model objects (UIKit's
/// `UIDataSourceModelAssociation`), so that state restoration brings back the same objects —
/// not merely the same index paths — selected and scrolled into view.
///
/// When a table or collection view with a `restorationIdentifier` is preserved and its data
/// source adopts this protocol, the view archives the model identifiers of its selected rows
/// (items) and of its first visible one, with the offset from that row's top. Restoring, after
/// its controller decoded its state (load the model there), the view asks for each
/// identifier's current index path: it selects those rows without telling the delegate and
/// scrolls so that the same object is at the same place. Identifiers the data source no
/// longer knows (`nil`) are skipped; the plain content offset is the fallback position.
@MainActor
public protocol DataSourceModelAssociation: AnyObject {
    /// A string that identifies the object at `idx` in `view` across launches (not a memory
    /// address), or `nil` when there is none.
    func modelIdentifierForElement(at idx: IndexPath, in view: View) -> String?

    /// The current index path of the object identified by `identifier` in `view`, or `nil`
    /// when it is gone.
    func indexPathForElement(withModelIdentifier identifier: String, in view: View) -> IndexPath?
}

/// The state a model-associated table or collection view archives, under reserved keys.
struct ModelAssociatedState: Codable {
    /// The selected elements' identifiers, in index path order.
    var selected: [String]
    /// The first visible element's identifier.
    var firstVisible: String?
    /// The content offset relative to the first visible element's origin.
    var offsetFromFirstVisible: CGPoint?

    static let key = "SceneRuntime.ModelAssociation"  // RestorationCoder.reservedKeyPrefix + a name

    /// What `view` archives, asking `association` for each element's identifier.
    @MainActor
    static func encode(
        selected: [IndexPath], firstVisible: IndexPath?, frameOfFirstVisible: CGRect?,
        in view: ScrollView, association: DataSourceModelAssociation, with coder: RestorationCoder
    ) {
        var state = ModelAssociatedState(selected: selected.compactMap { association.modelIdentifierForElement(at: $0, in: view) })
        if let firstVisible, let frame = frameOfFirstVisible,
           let identifier = association.modelIdentifierForElement(at: firstVisible, in: view) {
            state.firstVisible = identifier
            state.offsetFromFirstVisible = CGPoint(x: view.contentOffset.x - frame.minX, y: view.contentOffset.y - frame.minY)
        }
        coder.storeReserved(state, forKey: key)
    }

    /// The archived state's elements at their current index paths: the selection (known
    /// identifiers only) and, when the first visible element is still there, the content
    /// offset that puts it back in place, clamped to the content.
    @MainActor
    static func decode(
        from coder: RestorationCoder, in view: ScrollView, association: DataSourceModelAssociation,
        frameOf: (IndexPath) -> CGRect?
    ) -> (selected: [IndexPath], contentOffset: CGPoint?)? {
        guard let state = coder.reservedValue(ModelAssociatedState.self, forKey: key) else { return nil }
        let selected = state.selected.compactMap { association.indexPathForElement(withModelIdentifier: $0, in: view) }
        var offset: CGPoint?
        if let identifier = state.firstVisible, let delta = state.offsetFromFirstVisible,
           let indexPath = association.indexPathForElement(withModelIdentifier: identifier, in: view),
           let frame = frameOf(indexPath) {
            let low = view.minimumContentOffset, high = view.maximumContentOffset
            offset = CGPoint(x: min(max(frame.minX + delta.x, low.x), high.x),
                             y: min(max(frame.minY + delta.y, low.y), high.y))
        }
        return (selected, offset)
    }
}

extension TableView {
    func encodeModelAssociation(with coder: RestorationCoder) {
        guard let association = dataSource as? DataSourceModelAssociation else { return }
        let first = indexPathsForVisibleRows?.first
        ModelAssociatedState.encode(selected: indexPathsForSelectedRows ?? [], firstVisible: first,
                                    frameOfFirstVisible: first.map(rectForRow(at:)),
                                    in: self, association: association, with: coder)
    }

    func decodeModelAssociation(with coder: RestorationCoder) {
        guard let association = dataSource as? DataSourceModelAssociation else { return }
        _ = numberOfSections  // rows loaded before selecting (a first load clears the selection)
        guard let restored = ModelAssociatedState.decode(from: coder, in: self, association: association, frameOf: { indexPath in
            let rect = rectForRow(at: indexPath)
            return rect == .zero ? nil : rect
        }) else { return }
        if let offset = restored.contentOffset { contentOffset = offset }
        for indexPath in allowsMultipleSelection ? restored.selected : Array(restored.selected.prefix(1)) {
            selectRow(at: indexPath, animated: false, scrollPosition: .none)
        }
    }
}

extension CollectionView {
    func encodeModelAssociation(with coder: RestorationCoder) {
        guard let association = dataSource as? DataSourceModelAssociation else { return }
        let first = indexPathsForVisibleItems.first
        ModelAssociatedState.encode(selected: indexPathsForSelectedItems ?? [], firstVisible: first,
                                    frameOfFirstVisible: first.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0)?.frame },
                                    in: self, association: association, with: coder)
    }

    func decodeModelAssociation(with coder: RestorationCoder) {
        guard let association = dataSource as? DataSourceModelAssociation else { return }
        _ = numberOfSections  // items loaded before selecting (a first load clears the selection)
        guard let restored = ModelAssociatedState.decode(from: coder, in: self, association: association, frameOf: { indexPath in
            collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
        }) else { return }
        if let offset = restored.contentOffset { contentOffset = offset }
        for indexPath in allowsMultipleSelection ? restored.selected : Array(restored.selected.prefix(1)) {
            selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }
}
