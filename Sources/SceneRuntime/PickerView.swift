import Foundation

/// Supplies a picker view's wheels and rows (UIKit's `UIPickerViewDataSource`).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker view's titles and sizes and learns of selections (UIKit's
/// `UIPickerViewDelegate`). Every method has a default.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of a row. Default: `nil`.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Called after a user spun `component` to `row`.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of `component`. Default: the picker's width shared equally.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows. Default: `PickerView.defaultRowHeight`.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
        PickerView.defaultRowHeight
    }
}

/// Spinning wheels of rows (UIKit's `UIPickerView`).
///
/// The counts are read from the data source on first use and by `reloadAllComponents()` /
/// `reloadComponent(_:)`; selections survive a reload (clamped to the new rows).
/// `selectRow(_:inComponent:animated:)` selects without telling the delegate, as UIKit;
/// `simulateSelectRow(_:inComponent:)` spins a wheel as a user would and tells it.
@MainActor
open class PickerView: View {
    /// The row height when the delegate gives none.
    public static let defaultRowHeight: CGFloat = 32

    /// Supplies the components and rows (weak). Setting it reloads.
    public weak var dataSource: PickerViewDataSource? {
        didSet { hasLoaded = false }
    }
    /// Supplies titles and learns of selections (weak).
    public weak var delegate: PickerViewDelegate?

    private var hasLoaded = false
    private var rowCounts: [Int] = []
    private var selectedRows: [Int] = []

    /// 320 × 216 (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.pickerView }

    /// The number of components.
    public var numberOfComponents: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `component` (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The row size of `component`, from the delegate.
    public func rowSize(forComponent component: Int) -> CGSize {
        CGSize(
            width: delegate?.pickerView(self, widthForComponent: component) ?? bounds.width / CGFloat(max(1, numberOfComponents)),
            height: delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        )
    }

    /// Reads every component's row count again.
    public func reloadAllComponents() {
        hasLoaded = true
        let components = dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
        rowCounts = (0..<components).map(countRows)
        selectedRows = (0..<components).map { clampedSelection(selectedRows.indices.contains($0) ? selectedRows[$0] : 0, $0) }
    }

    /// Reads `component`'s row count again.
    public func reloadComponent(_ component: Int) {
        guard hasLoaded, rowCounts.indices.contains(component) else { return reloadAllComponents() }
        rowCounts[component] = countRows(component)
        selectedRows[component] = clampedSelection(selectedRows[component], component)
    }

    /// The selected row of `component`, or -1 when it has no rows or does not exist.
    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// Selects a row without telling the delegate (as UIKit). Invalid rows are ignored.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else { return }
        selectedRows[component] = row
    }

    /// The delegate's title for a row.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// Spins `component` to `row` as a user would: selects it and tells the delegate
    /// `pickerView(_:didSelectRow:inComponent:)`. Returns `false` — nothing happens — when
    /// the picker is unreachable, the row does not exist or is already selected.
    @discardableResult
    public func simulateSelectRow(_ row: Int, inComponent component: Int) -> Bool {
        loadIfNeeded()
        guard isReachableByUser, rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row),
              selectedRows[component] != row else { return false }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    private func loadIfNeeded() {
        if !hasLoaded { reloadAllComponents() }
    }

    private func countRows(_ component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    private func clampedSelection(_ row: Int, _ component: Int) -> Int {
        rowCounts[component] == 0 ? -1 : min(max(0, row), rowCounts[component] - 1)
    }
}
