import Foundation

/// One row of a table view (UIKit's `UITableViewCell`).
///
/// Add custom subviews to `contentView`. A cell that came from a reuse pool gets
/// `prepareForReuse()` before the data source configures it again.
@MainActor
open class TableViewCell: View, ReusableCell {
    /// Built-in layouts.
    public enum CellStyle: Int, Hashable, Sendable { case `default`, value1, value2, subtitle }
    /// Accessories at the trailing edge.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// How selection shows.
    public enum SelectionStyle: Int, Hashable, Sendable { case none, blue, gray, `default` }

    /// The cell's built-in layout.
    public let style: CellStyle
    /// The identifier the cell is reused under; set by the table view when it creates the cell.
    public internal(set) var reuseIdentifier: String?
    /// The view custom content goes in.
    public let contentView = View()
    /// The trailing accessory.
    public var accessoryType: AccessoryType = .none
    /// How selection shows.
    public var selectionStyle: SelectionStyle = .default
    /// Whether the row is selected; the table view keeps it in step with its selection.
    public private(set) var isSelected = false
    /// Whether the row is highlighted.
    public var isHighlighted = false
    /// Whether the cell is a static cell (`TableViewController.staticSections`): it shows
    /// its one row and never enters a reuse pool.
    var isExcludedFromReuse = false

    private var storedTextLabel: Label?
    private var storedDetailTextLabel: Label?
    private var storedImageView: ImageView?

    /// Creates a cell. Subclasses that add initializers must provide this one too: table
    /// views create registered cell classes through it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    /// A cell with the default style and no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The main text label, created in `contentView` on first use.
    public var textLabel: Label? {
        if let label = storedTextLabel { return label }
        let label = Label()
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; `nil` for `.default`.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = Label()
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// The leading image view, created in `contentView` on first use.
    public var imageView: ImageView? {
        if let imageView = storedImageView { return imageView }
        let imageView = ImageView()
        contentView.addSubview(imageView)
        storedImageView = imageView
        return imageView
    }

    /// Called when the cell leaves the reuse pool, before the data source configures it.
    /// Reset state that is not content here. The default resets highlighting.
    open func prepareForReuse() {
        isHighlighted = false
    }

    /// Shows the cell as selected or not.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Shows the cell as highlighted or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }
}
