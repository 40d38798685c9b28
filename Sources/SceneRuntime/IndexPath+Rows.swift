import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// An index path that names a table row: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path that names a collection item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a table row or collection item index path.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row of a table row index path.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item of a collection item index path.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
