import Foundation
import SceneLayout

/// Builds the `LayoutProblem` of a view tree: its views that constraints place, the views
/// and guides the active constraints name, their ancestors, the constraints, intrinsic sizes,
/// autoresizing rules and stack arrangements — every name a serial number, so the engine
/// recognises what it saw before.
@MainActor
struct LayoutProblemBuilder {
    /// A measuring request: the root, taken out of its superview, pulled to a size.
    struct Fitting {
        var size: CGSize
        var horizontal: LayoutPriority
        var vertical: LayoutPriority
    }

    /// The problem and what its indices stand for.
    struct Built {
        var problem = LayoutProblem()
        /// Every view of the problem, by item index.
        var views: [(index: Int, view: View)] = []
        /// The views constraints place (not the root), by item index.
        var placedViews: [(index: Int, view: View)] = []
        /// The guides constraints place, by item index.
        var customGuides: [(index: Int, guide: LayoutGuide)] = []
        /// The item index of each serial number.
        var indexBySerial: [Int: Int] = [:]
        /// Descriptions of the constraints, for reports.
        var descriptions: [ConstraintKey: String] = [:]
        /// The content item of each scroll view whose content constraints size, by the scroll
        /// view's item index.
        var scrollContents: [Int: (index: Int, scroll: ScrollView)] = [:]
    }

    /// The owner of the fitting constraints (serial numbers are positive).
    static let fittingOwner = -1

    let root: View
    var fitting: Fitting?

    /// The problem, or `nil` when nothing in the tree uses constraints (and not fitting).
    func build() -> Built? {
        var constraints: [LayoutConstraint] = []
        var referenced = Set<Int>()
        collect(root, into: &constraints, referenced: &referenced)
        var included = Set<ObjectIdentifier>()
        let relevant = include(root, referenced: referenced, into: &included)
        guard relevant || fitting != nil else { return nil }
        var built = Built()
        if fitting != nil { addFittingContainer(to: &built) }
        addItems(root, parent: fitting == nil ? nil : 0, included: included, referenced: referenced, to: &built)
        for constraint in constraints { add(constraint, to: &built) }
        addStackArrangements(to: &built)
        if let fitting { addFittingConstraints(fitting, to: &built) }
        return built
    }

    // MARK: Collecting

    private func collect(_ view: View, into constraints: inout [LayoutConstraint], referenced: inout Set<Int>) {
        for constraint in view.layoutState.installedConstraints where constraint.isValid {
            constraints.append(constraint)
            for item in constraint.liveItems { referenced.insert(item.layoutSerial) }
        }
        for subview in view.subviews { collect(subview, into: &constraints, referenced: &referenced) }
    }

    /// Marks the views of the problem: those constraints place or name (or whose guides they
    /// name), arranging stacks, and their ancestors. Returns whether `view` is one.
    private func include(_ view: View, referenced: Set<Int>, into included: inout Set<ObjectIdentifier>) -> Bool {
        var relevant = (view !== root && !view.layoutState.translatesAutoresizingMask) || referenced.contains(view.layoutSerial)
            || view.layoutState.guides.contains { referenced.contains($0.layoutSerial) }
            || (view as? StackView)?.arrangesThroughConstraints == true
        for subview in view.subviews where include(subview, referenced: referenced, into: &included) {
            relevant = true
        }
        if relevant || view === root { included.insert(ObjectIdentifier(view)) }
        return relevant
    }

    // MARK: Items

    private func addItems(_ view: View, parent: Int?, included: Set<ObjectIdentifier>, referenced: Set<Int>, to built: inout Built) {
        guard included.contains(ObjectIdentifier(view)) else { return }
        let index = built.problem.items.count
        var item = LayoutItem(key: view.layoutSerial, parent: parent, name: view.layoutDebugName, frame: view.frame.layoutRect)
        let isRoot = view === root
        let placed = (isRoot && fitting != nil) || (!isRoot && !view.layoutState.translatesAutoresizingMask)
        if !isRoot, !placed, let superview = view.superview {
            item.autoresizing = AutoresizingRule(
                mask: Int(view.autoresizingMask.rawValue),
                referenceParentWidth: Double(superview.bounds.width),
                referenceParentHeight: Double(superview.bounds.height)
            )
        }
        if placed {
            let size = view.intrinsicContentSize
            item.intrinsicWidth = Double?(intrinsic: size.width)
            item.intrinsicHeight = Double?(intrinsic: size.height)
            if !isRoot { built.placedViews.append((index, view)) }
        }
        item.horizontalHugging = view.layoutState.hugging.horizontal
        item.verticalHugging = view.layoutState.hugging.vertical
        item.horizontalCompressionResistance = view.layoutState.compressionResistance.horizontal
        item.verticalCompressionResistance = view.layoutState.compressionResistance.vertical
        item.layoutMargins = view.layoutMargins.layoutInsets
        let baselines = view.baselineOffsets
        item.firstBaselineFromTop = baselines.first.map(Double.init)
        item.lastBaselineFromBottom = baselines.last.map(Double.init)
        built.problem.items.append(item)
        built.indexBySerial[view.layoutSerial] = index
        built.views.append((index, view))
        for guide in view.layoutState.guides where referenced.contains(guide.layoutSerial) {
            addGuide(guide, of: view, parent: index, to: &built)
        }
        for subview in view.subviews {
            addItems(subview, parent: index, included: included, referenced: referenced, to: &built)
        }
    }

    private func addGuide(_ guide: LayoutGuide, of view: View, parent: Int, to built: inout Built) {
        let kind: LayoutItemKind
        switch guide.kind {
        case .custom: kind = .view
        case .safeArea: kind = .insetGuide(view.safeAreaInsets.layoutInsets)
        case .layoutMargins: kind = .insetGuide(view.layoutMargins.layoutInsets)
        case .topLayoutGuide: kind = .topBand(height: Double(view.topLayoutGuideLength))
        case .bottomLayoutGuide: kind = .bottomBand(height: Double(view.bottomLayoutGuideLength))
        }
        let index = built.problem.items.count
        built.problem.items.append(LayoutItem(key: guide.layoutSerial, parent: parent, name: guide.layoutDebugName, kind: kind))
        built.indexBySerial[guide.layoutSerial] = index
        if guide.kind == .custom { built.customGuides.append((index, guide)) }
    }

    // MARK: Constraints

    private func add(_ constraint: LayoutConstraint, to built: inout Built) {
        guard let first = constraint.first.item, let firstIndex = built.indexBySerial[first.layoutSerial],
              let firstAttribute = constraint.firstAttribute.layoutAttribute else { return }
        var secondIndex: Int?
        if let second = constraint.second {
            guard let item = second.item, let index = built.indexBySerial[item.layoutSerial] else { return }
            secondIndex = index
        }
        var firstItemIndex = firstIndex
        if let secondIndex, let secondAttribute = constraint.secondAttribute.layoutAttribute {
            // Edges between a scroll view and its content attach to the content area (UIKit's
            // content layout guide); widths, heights and centres attach to its frame.
            firstItemIndex = contentItem(replacing: firstIndex, attribute: firstAttribute, relatedTo: secondIndex, in: &built)
            let replaced = contentItem(replacing: secondIndex, attribute: secondAttribute, relatedTo: firstIndex, in: &built)
            if replaced != secondIndex { return add(constraint, first: firstItemIndex, second: replaced, to: &built) }
        }
        add(constraint, first: firstItemIndex, second: secondIndex, to: &built)
    }

    private func add(_ constraint: LayoutConstraint, first firstIndex: Int, second secondIndex: Int?, to built: inout Built) {
        guard let firstAttribute = constraint.firstAttribute.layoutAttribute else { return }
        let key = ConstraintKey(owner: constraint.serial)
        built.problem.constraints.append(ItemConstraint(
            key: key, firstItem: firstIndex, firstAttribute: firstAttribute, relation: constraint.relation.layoutRelation,
            secondItem: secondIndex, secondAttribute: constraint.secondAttribute.layoutAttribute,
            multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
            priority: constraint.priority, identifier: constraint.identifier
        ))
        built.descriptions[key] = constraint.description
    }

    /// `item`, or the content item of the scroll view `item` when `attribute` is an edge and
    /// `other` lies inside the scroll view. The content item sits at the scroll view's origin
    /// (subviews' frames are in content coordinates) and takes the size its constraints give.
    private func contentItem(replacing item: Int, attribute: LayoutAttribute, relatedTo other: Int, in built: inout Built) -> Int {
        guard let scroll = built.views.first(where: { $0.index == item })?.view as? ScrollView,
              attribute.isEdge, built.problem.isDescendant(other, of: item) else { return item }
        if let existing = built.scrollContents[item] { return existing.index }
        let index = built.problem.items.count
        var content = LayoutItem(key: -(1 << 40) - scroll.layoutSerial, parent: item, name: "\(scroll.layoutDebugName).content")
        content.layoutMargins = built.problem.items[item].layoutMargins
        built.problem.items.append(content)
        built.scrollContents[item] = (index, scroll)
        let owner = Self.scrollContentOwner - scroll.layoutSerial
        built.problem.constraints += [
            ItemConstraint(key: ConstraintKey(owner: owner, slot: 0), firstItem: index, firstAttribute: .left, secondItem: item, secondAttribute: .left),
            ItemConstraint(key: ConstraintKey(owner: owner, slot: 1), firstItem: index, firstAttribute: .top, secondItem: item, secondAttribute: .top),
        ]
        return index
    }

    /// Keys of the content items' own constraints: below the fitting owner, apart from serials.
    static let scrollContentOwner = -1_000_000_000

    private func addStackArrangements(to built: inout Built) {
        for case let (index, stack as StackView) in built.views where stack.arrangesThroughConstraints {
            stack.addArrangement(stackIndex: index, to: &built)
        }
    }

    // MARK: Fitting

    private func addFittingContainer(to built: inout Built) {
        built.problem.items.append(LayoutItem(key: Self.fittingOwner, parent: nil, name: "fitting", frame: .zero))
    }

    private func addFittingConstraints(_ fitting: Fitting, to built: inout Built) {
        func key(_ slot: Int) -> ConstraintKey { ConstraintKey(owner: Self.fittingOwner, slot: slot) }
        built.problem.constraints += [
            ItemConstraint(key: key(0), firstItem: 1, firstAttribute: .left, secondItem: 0, secondAttribute: .left),
            ItemConstraint(key: key(1), firstItem: 1, firstAttribute: .top, secondItem: 0, secondAttribute: .top),
            ItemConstraint(key: key(2), firstItem: 1, firstAttribute: .width, constant: Double(fitting.size.width), priority: fitting.horizontal),
            ItemConstraint(key: key(3), firstItem: 1, firstAttribute: .height, constant: Double(fitting.size.height), priority: fitting.vertical),
        ]
    }
}
