import Foundation

/// A section of static cells (a storyboard table's static content): its header and footer
/// titles and its cells, one per row. See `TableViewController.staticSections`.
public struct StaticTableSection {
    /// The section header's title.
    public var headerTitle: String?
    /// The section footer's title.
    public var footerTitle: String?
    /// The section's cells, top to bottom; each row always shows its own cell.
    public var cells: [TableViewCell]

    /// Creates a section.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}
