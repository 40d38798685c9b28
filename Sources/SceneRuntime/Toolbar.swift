import Foundation

/// A bar of bar button items, usually at the bottom of the screen (UIKit's `UIToolbar`).
///
/// Each item is shown by a view in the toolbar's tree: its `customView` (so a slider in an
/// item can be found and `simulate…`d), or a button the toolbar makes for it — an
/// accessibility element with the item's label, identifier and `.button` trait — for
/// every item but flexible and fixed spaces. Items are laid out left to right: custom views
/// keep their width, buttons are 44 points wide (or the item's `width`), fixed spaces take
/// their `width` and flexible spaces share what is left.
@MainActor
open class Toolbar: View {
    /// The width of an item button without a `width` of its own.
    public static let itemWidth: CGFloat = 44

    private var shownItems: [BarButtonItem] = []
    private var itemViews: [View] = []
    /// The custom views' own sizes, taken when they entered the toolbar.
    private var customSizes: [ObjectIdentifier: CGSize] = [:]

    /// The items, left to right.
    open var items: [BarButtonItem]? {
        didSet { itemsDidChange() }
    }

    /// Sets the items (immediately; headless).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The view showing `item`: its custom view or the toolbar's button for it; `nil` for
    /// spaces and items not in the toolbar.
    public func view(for item: BarButtonItem) -> View? {
        guard let index = shownItems.firstIndex(where: { $0 === item }) else { return nil }
        let view = itemViews[index]
        return view is BarSpaceView ? nil : view
    }

    /// Rebuilds the item views (the items or a custom view changed).
    func itemsDidChange() {
        for view in itemViews where view.superview === self { view.removeFromSuperview() }
        for item in shownItems where item.toolbar === self {
            item.toolbar = nil
            item.hostView = nil
        }
        shownItems = items ?? []
        var sizes: [ObjectIdentifier: CGSize] = [:]
        itemViews = shownItems.map { item in
            item.toolbar = self
            let view: View
            if let custom = item.customView {
                view = custom
                sizes[ObjectIdentifier(custom)] = customSizes[ObjectIdentifier(custom)] ?? custom.frame.size
            } else if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
                view = BarSpaceView()
            } else {
                view = BarButtonItemView(item: item)
            }
            item.hostView = view
            addSubview(view)
            return view
        }
        customSizes = sizes
        layoutItems()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func layoutItems() {
        let sizes = zip(shownItems, itemViews).map { item, view -> CGSize? in
            if item.systemItem == .flexibleSpace { return nil }
            if let custom = customSizes[ObjectIdentifier(view)] {
                return CGSize(width: custom.width > 0 ? custom.width : Self.itemWidth, height: custom.height)
            }
            if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 0) }
            return CGSize(width: item.width > 0 ? item.width : Self.itemWidth, height: 0)
        }
        let fixed = sizes.reduce(0) { $0 + ($1?.width ?? 0) }
        let flexibleCount = sizes.filter { $0 == nil }.count
        let flexible = flexibleCount > 0 ? max(0, bounds.width - fixed) / CGFloat(flexibleCount) : 0
        var x: CGFloat = 0
        for (view, size) in zip(itemViews, sizes) {
            let width = size?.width ?? flexible
            let height = size.map { $0.height > 0 ? min($0.height, bounds.height) : bounds.height } ?? bounds.height
            view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
            x += width
        }
    }
}

/// The button a toolbar shows for a bar button item: an accessibility element speaking
/// for the item.
@MainActor
final class BarButtonItemView: View {
    weak var item: BarButtonItem?

    init(item: BarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        accessibilityIdentifier = item.accessibilityIdentifier
    }

    override var isAccessibilityElement: Bool {
        get { item != nil }
        set {}
    }

    /// The item's accessibility label, else its title, else its system item's name.
    override var accessibilityLabel: String? {
        get { item.flatMap { $0.accessibilityLabel ?? $0.title ?? $0.systemItem.map(Self.spokenName) } }
        set {}
    }

    /// `.button`, with `.notEnabled` while the item is disabled.
    override var accessibilityTraits: AccessibilityTraits {
        get { item?.isEnabled == false ? [.button, .notEnabled] : .button }
        set {}
    }

    /// “fastForward” → “Fast Forward”.
    private static func spokenName(_ systemItem: BarButtonItem.SystemItem) -> String {
        var words: [String] = []
        for character in String(describing: systemItem) {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}

/// The empty view standing for a flexible or fixed space.
@MainActor
final class BarSpaceView: View {}
