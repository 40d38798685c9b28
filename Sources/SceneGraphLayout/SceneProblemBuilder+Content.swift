import SceneGraph
import SceneLayout

extension SceneProblemBuilder {
    /// Whether `view` is placed by its frame and autoresizing mask: as the file says, otherwise
    /// (older storyboards) when no constraint names it.
    func translatesAutoresizingMask(_ view: ViewNode) -> Bool {
        view.translatesAutoresizingMask(constrainedIDs: namedIDs)
    }

    /// Sets the content size and content priorities of `view`'s item.
    func applyContentSize(of view: ViewNode, to item: inout LayoutItem) {
        let layout = view.layout
        if let value = layout.horizontalHugging { item.horizontalHugging = LayoutPriority(value) }
        if let value = layout.verticalHugging { item.verticalHugging = LayoutPriority(value) }
        if let value = layout.horizontalCompressionResistance { item.horizontalCompressionResistance = LayoutPriority(value) }
        if let value = layout.verticalCompressionResistance { item.verticalCompressionResistance = LayoutPriority(value) }
        let axes = view.kind.contentSizedAxes
        if let placeholder = layout.placeholderIntrinsicSize {
            item.intrinsicWidth = placeholder.width
            item.intrinsicHeight = placeholder.height
            return
        }
        guard axes.width || axes.height, view.subviews.isEmpty, let frame = layout.frame else { return }
        // The designed size stands in for the content size, as Interface Builder's placeholder
        // intrinsic sizes do: the file was laid out with the content it shows.
        if axes.width { item.intrinsicWidth = frame.width }
        if axes.height { item.intrinsicHeight = frame.height }
    }

    /// The layout margins of a view that is not a root view: its own, or 8 points on each edge;
    /// with `preservesSuperviewLayoutMargins`, at least as far in as the superview's margins reach.
    func margins(of layout: ViewLayout, parent: LayoutItem, frame: LayoutRect) -> LayoutInsets {
        var margins = layout.layoutMargins.map(Self.insets) ?? LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
        if layout.preservesSuperviewLayoutMargins == true {
            let outer = parent.layoutMargins
            let parentSize = (width: parent.frame.width, height: parent.frame.height)
            margins.left = max(margins.left, outer.left - frame.x)
            margins.top = max(margins.top, outer.top - frame.y)
            margins.right = max(margins.right, outer.right - (parentSize.width - frame.x - frame.width))
            margins.bottom = max(margins.bottom, outer.bottom - (parentSize.height - frame.y - frame.height))
        }
        return margins
    }

    /// A root view's margins: the system minimum (16 or 20 points at the sides, 8 at the top and
    /// bottom), measured from the safe area unless the view says otherwise.
    func rootMargins(of root: ViewNode, safeArea: LayoutInsets) -> LayoutInsets {
        // UIKit's minimum follows the root view's width: 20 points from 414 up (Plus and Max
        // phones, iPads, wide freeform scenes), 16 below.
        let width = rootFrame.width
        let side = width == environment.screenWidth ? environment.rootSideMargin : (width >= 414 ? 20 : 16)
        var margins = root.layout.layoutMargins.map(Self.insets) ?? LayoutInsets(top: 8, left: side, bottom: 8, right: side)
        if root.layout.insetsLayoutMarginsFromSafeArea != false {
            margins.top += safeArea.top
            margins.left += safeArea.left
            margins.bottom += safeArea.bottom
            margins.right += safeArea.right
        }
        return margins
    }

    /// Adds the constraints by which a stack view arranges its arranged views.
    mutating func addStackArrangement(_ stack: Int, view: ViewNode, arranged: [Int]) {
        let properties = view.properties
        let arrangement = StackArrangement(
            axis: properties["axis"].flatMap(StackArrangement.Axis.init(rawValue:)) ?? .horizontal,
            distribution: properties["distribution"].flatMap(StackArrangement.Distribution.init(rawValue:)) ?? .fill,
            alignment: properties["alignment"].flatMap(StackArrangement.Alignment.init(interfaceBuilderValue:)) ?? .fill,
            spacing: properties["spacing"].flatMap(Double.init) ?? 0,
            isBaselineRelativeArrangement: properties["baselineRelativeArrangement"] == "true",
            isLayoutMarginsRelativeArrangement: properties["layoutMarginsRelativeArrangement"] == "true")
        let items = zip(view.subviews, arranged).map { subview, index in
            StackArrangement.ArrangedItem(
                index, in: problem, isHidden: subview.properties["hidden"] == "true",
                wrapsText: subview.kind == .label && subview.properties["numberOfLines"] == "0")
        }
        // Stack constraints are keyed apart from the file's constraints (non-negative owners)
        // and the scroll content's (-1 - item).
        arrangement.apply(to: &problem, stack: stack, arranged: items, keyOwner: -1_000_000 - stack)
    }
}

extension ViewKind {
    /// The axes on which views of this kind have a content size (UIKit's intrinsic content size).
    var contentSizedAxes: (width: Bool, height: Bool) {
        switch self {
        case .label, .button, .switch, .imageView, .textField, .stepper, .segmentedControl, .activityIndicator, .pageControl:
            (true, true)
        case .slider, .progressView, .searchBar, .datePicker, .pickerView, .toolbar:
            (false, true)
        case .view, .textView, .scrollView, .stackView, .tableView, .collectionView, .containerView, .other:
            (false, false)
        }
    }
}
