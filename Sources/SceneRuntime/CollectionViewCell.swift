import Foundation

/// One item of a collection view (UIKit's `UICollectionViewCell`).
///
/// Add custom subviews to `contentView`. A cell that came from a reuse pool gets
/// `prepareForReuse()` before the data source configures it again.
@MainActor
open class CollectionViewCell: View, ReusableCell {
    /// The identifier the cell is reused under; set by the collection view when it creates it.
    public internal(set) var reuseIdentifier: String?
    /// The view custom content goes in.
    public let contentView = View()
    /// Whether the item is selected; the collection view keeps it in step with its selection.
    public private(set) var isSelected = false
    /// Whether the item is highlighted.
    public var isHighlighted = false

    /// Creates a cell. Subclasses that add initializers must provide this one too:
    /// collection views create registered cell classes through it.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    /// Called when the cell leaves the reuse pool, before the data source configures it.
    /// The default resets highlighting.
    open func prepareForReuse() {
        isHighlighted = false
    }

    /// Shows the cell as selected or not.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }
}
