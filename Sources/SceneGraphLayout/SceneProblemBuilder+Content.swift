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
        guard axes.width || axes.height, view.subviews.isEmpty else { return }
        guard environment.contentSizes == .designed, let frame = layout.frame else {
            // Without a designed size (scene files, other devices), the content is measured.
            if let measured = Self.measuredContentSize(of: view) {
                if axes.width { item.intrinsicWidth = measured.width }
                if axes.height { item.intrinsicHeight = measured.height }
            }
            return
        }
        // The designed size stands in for the content size, as Interface Builder's placeholder
        // intrinsic sizes do: the file was laid out with the content it shows. Constraints place
        // the alignment rectangle, which is narrower than the frame for some controls.
        let outsets = view.kind.alignmentOutsets
        if axes.width { item.intrinsicWidth = frame.width - outsets.left - outsets.right }
        if axes.height { item.intrinsicHeight = frame.height - outsets.top - outsets.bottom }
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
        let legacyGuides = root.layout.guides.contains { $0.kind == .topLayoutGuide || $0.kind == .bottomLayoutGuide }
            && !root.layout.guides.contains { $0.kind == .safeArea }
        if legacyGuides && root.layout.layoutMargins == nil {
            // A root view with the top and bottom layout guides of iOS 7–10 (a storyboard that
            // does not use safe-area guides) has that era's root margins: UIKit documented them as
            // 0 at the top and bottom and 16 or 20 at the sides, measured from the view's own
            // edges (the layout guides, not the margins, keep content clear of the bars).
            // Evidence: eidolon's Auction (iPad, legacy guides) pins a divider at `topMargin + 90`
            // and Xcode stored it at y = 90 under the status bar.
            return LayoutInsets(top: 0, left: side, bottom: 0, right: side)
        }
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
    /// A view's properties with the overrides of its variations for the environment's size
    /// classes (the less specific first), as the runtime applies them.
    func effectiveProperties(of view: ViewNode) -> [String: String] {
        guard !view.variations.isEmpty else { return view.properties }
        var properties = view.properties
        let matching = view.variations.enumerated().filter { _, variation in
            (variation.horizontalSizeClass == nil || variation.horizontalSizeClass == environment.horizontalSizeClass)
                && (variation.verticalSizeClass == nil || variation.verticalSizeClass == environment.verticalSizeClass)
        }
        let ordered = matching.sorted { lhs, rhs in
            let left = (lhs.element.horizontalSizeClass == nil ? 0 : 1) + (lhs.element.verticalSizeClass == nil ? 0 : 1)
            let right = (rhs.element.horizontalSizeClass == nil ? 0 : 1) + (rhs.element.verticalSizeClass == nil ? 0 : 1)
            return (left, lhs.offset) < (right, rhs.offset)
        }
        for (_, variation) in ordered {
            for (key, value) in variation.overrides { properties[key] = value }
        }
        return properties
    }

    mutating func addStackArrangement(_ stack: Int, view: ViewNode, arranged: [Int]) {
        let properties = effectiveProperties(of: view)
        let arrangement = StackArrangement(
            axis: properties["axis"].flatMap(StackArrangement.Axis.init(rawValue:)) ?? .horizontal,
            distribution: properties["distribution"].flatMap(StackArrangement.Distribution.init(rawValue:)) ?? .fill,
            alignment: properties["alignment"].flatMap(StackArrangement.Alignment.init(interfaceBuilderValue:)) ?? .fill,
            spacing: properties["spacing"].flatMap(Double.init) ?? 0,
            isBaselineRelativeArrangement: properties["baselineRelativeArrangement"] == "true",
            isLayoutMarginsRelativeArrangement: properties["layoutMarginsRelativeArrangement"] == "true")
        let items = zip(view.subviews, arranged).map { subview, index in
            StackArrangement.ArrangedItem(
                index, in: problem, isHidden: effectiveProperties(of: subview)["hidden"] == "true",
                wrapsText: subview.kind == .label && subview.properties["numberOfLines"] == "0")
        }
        // Stack constraints are keyed apart from the file's constraints (non-negative owners)
        // and the scroll content's (-1 - item).
        arrangement.apply(to: &problem, stack: stack, arranged: items, keyOwner: -1_000_000 - stack)
    }
}

extension SceneProblemBuilder {
    /// The content size of a leaf view measured as the runtime measures it: text by
    /// ``TextMetrics`` (through ``ControlMetrics``), standard controls by their UIKit sizes.
    static func measuredContentSize(of view: ViewNode) -> ControlSize? {
        let properties = view.properties
        switch view.kind {
        case .label:
            let lines = properties["numberOfLines"].flatMap(Int.init) ?? 1
            return ControlMetrics.label(text: properties["text"] ?? "", numberOfLines: lines)
        case .button:
            return ControlMetrics.button(title: properties["title"] ?? "")
        case .textField:
            return ControlMetrics.textField(
                border: .roundedRect, text: properties["text"] ?? "", placeholder: properties["placeholder"] ?? "")
        case .segmentedControl:
            let titles = (properties["segments"] ?? "").split(separator: ",").map { String($0).trimmingSpaces }
            return ControlMetrics.segmentedControl(titles: titles)
        case .switch: return ControlMetrics.intrinsicSize(of: .switch)
        case .stepper: return ControlMetrics.intrinsicSize(of: .stepper)
        case .slider: return ControlMetrics.intrinsicSize(of: .slider)
        case .progressView: return ControlMetrics.intrinsicSize(of: .progressView)
        case .activityIndicator:
            return ControlMetrics.activityIndicator(style: properties["style"] == "large" ? .large : .medium)
        case .searchBar: return ControlMetrics.intrinsicSize(of: .searchBar)
        case .datePicker: return ControlMetrics.intrinsicSize(of: .datePicker)
        case .pickerView: return ControlMetrics.intrinsicSize(of: .pickerView)
        case .toolbar: return ControlSize(width: nil, height: 44)
        default: return nil
        }
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension ViewKind {
    /// How far the frame of views of this kind reaches beyond the rectangle constraints align
    /// (UIKit's `alignmentRectInsets`, negated): a switch's frame is 2 points wider on its
    /// trailing side than what its edges are constrained by — read off Xcode's frames of
    /// switches pinned to their cell's margin.
    var alignmentOutsets: LayoutInsets {
        self == .switch ? LayoutInsets(top: 0, left: 0, bottom: 0, right: 2) : .zero
    }

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
