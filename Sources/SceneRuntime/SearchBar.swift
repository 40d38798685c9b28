import Foundation

/// Learns of and decides a search bar's editing and buttons (UIKit's
/// `UISearchBarDelegate`). Every method has a default.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin. Default: `true`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Called after editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end. Default: `true`.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Called after editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Whether the text in `range` (UTF-16) may be replaced by `text`. Default: `true`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called after a user changed the text.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Called when the keyboard's search button is tapped.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// Called when the cancel button is tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// Called when the bookmark button is tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// Called after a user selected another scope button.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with optional cancel, bookmark and scope buttons (UIKit's `UISearchBar`).
///
/// Simulated use asks and tells the `delegate` in UIKit's order: editing begins
/// (`searchBarShouldBeginEditing`, first responder when in a window,
/// `searchBarTextDidBeginEditing`); each change is asked first
/// (`searchBar(_:shouldChangeTextIn:replacementText:)`) then reported
/// (`searchBar(_:textDidChange:)`); the search and cancel buttons only tell the delegate —
/// ending editing or clearing the text is the app's business, as in UIKit.
@MainActor
open class SearchBar: View {
    /// The search text.
    open var text: String? = ""
    /// Text shown while empty.
    public var placeholder: String?
    /// A line of text above the bar.
    public var prompt: String?
    /// Whether the cancel button shows.
    public var showsCancelButton = false
    /// Whether the bookmark button shows.
    public var showsBookmarkButton = false
    /// The scope buttons' titles.
    public var scopeButtonTitles: [String]?
    /// The selected scope button.
    public var selectedScopeButtonIndex = 0
    /// Whether the scope buttons show.
    public var showsScopeBar = false
    /// Whether users can use the bar.
    public var isEnabled = true
    /// Whether the text is being edited (not in UIKit's API: a headless convenience).
    public private(set) var isEditing = false
    /// Learns of and decides editing and button taps (weak).
    public weak var delegate: SearchBarDelegate?

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .searchField
    }

    /// Shows or hides the cancel button.
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// No width, 56 tall (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.searchBar }

    /// The explicit accessibility label, else the placeholder.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// The search text.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }

    // MARK: First responder

    /// An enabled search bar can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing (asking the delegate) and becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        return isEditing ? super.becomeFirstResponder() : beginEditingIfNeeded()
    }

    /// Ends editing (asking the delegate, who may refuse) and resigns first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        return endEditing()
    }

    // MARK: Simulated use

    /// Starts editing (if needed) and types `string` one character at a time; characters
    /// the delegate refuses are dropped. Returns `false` when the bar is disabled or
    /// unreachable, or editing could not begin.
    @discardableResult
    public func simulateTyping(_ string: String) -> Bool {
        guard acceptsUser, beginEditingIfNeeded() else { return false }
        for character in string {
            let current = text ?? ""
            replace(NSRange(location: current.utf16.count, length: 0), in: current, with: String(character))
        }
        return true
    }

    /// Replaces the whole text (a paste, or the clear button with `""`): one change asked of
    /// the delegate. Returns `false` when refused or not possible.
    @discardableResult
    public func simulateReplacingText(with string: String) -> Bool {
        guard acceptsUser, beginEditingIfNeeded() else { return false }
        let current = text ?? ""
        return replace(NSRange(location: 0, length: current.utf16.count), in: current, with: string)
    }

    /// Taps the keyboard's search button: `searchBarSearchButtonClicked`.
    @discardableResult
    public func simulateSearchButtonTap() -> Bool {
        guard acceptsUser else { return false }
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }

    /// Taps the cancel button: `searchBarCancelButtonClicked`. `false` when it is not shown.
    @discardableResult
    public func simulateCancelButtonTap() -> Bool {
        guard acceptsUser, showsCancelButton else { return false }
        delegate?.searchBarCancelButtonClicked(self)
        return true
    }

    /// Taps the bookmark button: `searchBarBookmarkButtonClicked`. `false` when it is not shown.
    @discardableResult
    public func simulateBookmarkButtonTap() -> Bool {
        guard acceptsUser, showsBookmarkButton else { return false }
        delegate?.searchBarBookmarkButtonClicked(self)
        return true
    }

    /// Taps scope button `index`: selects it and tells the delegate. `false` when the scope
    /// bar is hidden, the index does not exist or is already selected.
    @discardableResult
    public func simulateScopeButtonTap(at index: Int) -> Bool {
        guard acceptsUser, showsScopeBar, (scopeButtonTitles ?? []).indices.contains(index),
              index != selectedScopeButtonIndex else { return false }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        return true
    }

    /// Ends editing: asks `searchBarShouldEndEditing`, resigns first responder,
    /// `searchBarTextDidEndEditing`. Returns whether editing ended.
    @discardableResult
    public func simulateEndEditing() -> Bool {
        guard isEditing else { return false }
        return endEditing()
    }

    private var acceptsUser: Bool { isEnabled && isReachableByUser }

    @discardableResult
    private func replace(_ range: NSRange, in current: String, with string: String) -> Bool {
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) != false,
              let swiftRange = Range(range, in: current) else { return false }
        let newText = current.replacingCharacters(in: swiftRange, with: string)
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        return true
    }

    private func beginEditingIfNeeded() -> Bool {
        if isEditing { return true }
        guard delegate?.searchBarShouldBeginEditing(self) != false else { return false }
        if window != nil, !super.becomeFirstResponder() { return false }
        isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    private func endEditing() -> Bool {
        guard delegate?.searchBarShouldEndEditing(self) != false else { return false }
        isEditing = false
        super.resignFirstResponder()
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }
}
