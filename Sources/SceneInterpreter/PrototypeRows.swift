import Foundation
import SceneRuntime

/// The data source of an interpreted table or collection view: one row (item) per cell the
/// scene declares, in order, so that every cell — and the segues it triggers — can be tried.
@MainActor
final class PrototypeRows: TableViewDataSource, CollectionViewDataSource {
    /// The reuse identifier of each row.
    let identifiers: [String]

    init(identifiers: [String]) {
        self.identifiers = identifiers
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { identifiers.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.row], for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { identifiers.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifiers[indexPath.item], for: indexPath)
    }
}
