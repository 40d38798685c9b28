import Foundation

/// What a navigation bar shows of its top item, as views VoiceOver reads — the accessibility
/// elements of UIKit's bar.
///
/// - The **back button** (while there is one — `backButtonTitle` — and the top item's left
///   items do not replace it): an element labelled with `backButtonTitle`, identifier
///   `"BackButton"`, trait `.button`, at the leading edge.
/// - The **top item's left items**, after the back button, and its **right items**, the
///   first at the trailing edge: each item's `customView`, or a button element speaking
///   for the item (its accessibility label, else title, else system item's name), as in a
///   toolbar.
/// - The **title**, centred: the item's `titleView`, else an element labelled with its
///   title and trait `.header` (none without a title).
///
/// The views follow the items: they are rebuilt when the stack changes and when the top
/// item's title, title view, bar button items or back-button settings change.
extension NavigationBar {
    /// The view of the back button, or `nil` when the bar shows none.
    public var backButtonElement: View? {
        elementViews.first { $0 === backButtonView }
    }

    /// The view showing the top item's title: its `titleView`, else the title element;
    /// `nil` when the top item has neither.
    public var titleElement: View? {
        guard let top = topItem else { return nil }
        if let titleView = top.titleView { return elementViews.first { $0 === titleView } }
        return elementViews.first { $0 === titleLabelView }
    }

    /// The view showing `item` (its custom view or the bar's button for it), or `nil` when
    /// the top item does not show it.
    public func view(for item: BarButtonItem) -> View? {
        shownItemViews.first { $0.item === item }?.view
    }

    /// The stack changed: the items point back at this bar and the views are rebuilt.
    func itemsDidChange(replacing oldItems: [NavigationItem]) {
        for item in oldItems where item.navigationBar === self { item.navigationBar = nil }
        for item in items ?? [] { item.navigationBar = self }
        rebuildElements()
    }

    /// An item's content changed; only the top item's and the back item's are shown.
    func itemContentDidChange() {
        rebuildElements()
    }

    private func rebuildElements() {
        for view in elementViews where view.superview === self { view.removeFromSuperview() }
        for (item, view) in shownItemViews where item.hostView === view { item.hostView = nil }
        elementViews = []
        shownItemViews = []
        guard let top = topItem else { return }
        let leftItems = top.leftBarButtonItems ?? []
        if backButtonTitle != nil, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            elementViews.append(backButtonView)
        }
        for item in leftItems { elementViews.append(itemView(for: item)) }
        if let titleView = top.titleView {
            elementViews.append(titleView)
        } else if top.title != nil {
            titleLabelView.item = top
            elementViews.append(titleLabelView)
        }
        for item in top.rightBarButtonItems ?? [] { elementViews.append(itemView(for: item)) }
        for view in elementViews { addSubview(view) }
        layoutElements()
    }

    private func itemView(for item: BarButtonItem) -> View {
        let view = item.customView ?? BarButtonItemView(item: item)
        item.hostView = view
        shownItemViews.append((item, view))
        return view
    }

    /// Leading views from the left edge, trailing items from the right edge (the first at
    /// the far right), the title centred between them. Buttons are `Toolbar.itemWidth`
    /// wide (or their item's `width`), custom views keep their width.
    func layoutElements() {
        let top = topItem
        let rightViews = Set((top?.rightBarButtonItems ?? []).compactMap { view(for: $0) }.map(ObjectIdentifier.init))
        let titleView = titleElement
        var leading: CGFloat = 0
        var trailing = bounds.width
        for view in elementViews where view !== titleView {
            let width = elementWidth(of: view)
            if rightViews.contains(ObjectIdentifier(view)) {
                trailing -= width
                view.frame = CGRect(x: trailing, y: 0, width: width, height: bounds.height)
            } else {
                view.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
                leading += width
            }
        }
        if let titleView {
            let margin = max(leading, bounds.width - trailing)
            titleView.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
        }
    }

    private func elementWidth(of view: View) -> CGFloat {
        if let item = shownItemViews.first(where: { $0.view === view })?.item, item.customView == nil, item.width > 0 {
            return item.width
        }
        if view is BarButtonItemView || view === backButtonView { return Toolbar.itemWidth }
        return view.frame.width > 0 ? view.frame.width : Toolbar.itemWidth
    }
}

/// The back button of a navigation bar: an element speaking the bar's back button title.
@MainActor
final class NavigationBackButtonView: View {
    private weak var bar: NavigationBar?

    init(bar: NavigationBar) {
        self.bar = bar
        super.init(frame: .zero)
        accessibilityIdentifier = "BackButton"
    }

    override var isAccessibilityElement: Bool {
        get { bar?.backButtonTitle != nil }
        set {}
    }

    /// The bar's `backButtonTitle`.
    override var accessibilityLabel: String? {
        get { bar?.backButtonTitle }
        set {}
    }

    override var accessibilityTraits: AccessibilityTraits {
        get { .button }
        set {}
    }
}

/// The title of a navigation bar's top item: a header element speaking the item's title.
@MainActor
final class NavigationTitleView: View {
    weak var item: NavigationItem?

    override var isAccessibilityElement: Bool {
        get { item?.title != nil }
        set {}
    }

    /// The item's title.
    override var accessibilityLabel: String? {
        get { item?.title }
        set {}
    }

    override var accessibilityTraits: AccessibilityTraits {
        get { .header }
        set {}
    }
}
