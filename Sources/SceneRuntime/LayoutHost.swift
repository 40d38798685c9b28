import Foundation
import SceneLayout

/// The layout engine of one view tree, kept by the tree's root (a window, or a view without
/// superview) and reused across passes, so each solve adds and removes only what changed.
///
/// A solve rebuilds the tree's problem when anything that can move a view changed since the
/// last one (`LayoutInvalidation`), hands it to the engine only when it differs, keeps the
/// frames of the views and guides constraints place, reports newly broken constraints and
/// marks for layout the superviews of the views whose frames must change.
@MainActor
final class LayoutHost {
    /// How many times `layoutIfNeeded()` lays out again when laying out moved what the
    /// constraints depend on.
    static let maximumPasses = 4

    private lazy var engine = LayoutEngine()
    private var solvedGeneration: Int?
    /// The structure generation at which the tree was last found to use no constraints.
    private var unconstrainedAt: Int?
    private var lastSignature: LayoutProblem?
    private var frames: [Int: CGRect] = [:]
    private var ambiguous = Set<Int>()
    private var broken = Set<ConstraintKey>()
    /// The views solves found out of place since `forgetMovedViews()`.
    private var moved: [WeakView] = []

    /// Solves `root`'s tree if anything changed since its last solve; returns the views whose
    /// frames the solution changes (their superviews are marked for layout).
    @discardableResult
    static func solveIfNeeded(root: View) -> [View] {
        let host = root.layoutState.host ?? LayoutHost()
        root.layoutState.host = host
        return host.solveIfNeeded(root: root)
    }

    /// Solves `problem` with an engine of its own (measuring: `systemLayoutSizeFitting(_:)`).
    static func solveOnce(_ problem: LayoutProblem) -> LayoutSolution {
        LayoutEngine().solve(problem)
    }

    /// The frame the last solve gave `view` (one constraints place), in its superview's coordinates.
    func frame(of view: View) -> CGRect? {
        frames[view.layoutSerial]
    }

    /// The views solves found out of place (and whose superviews they marked for layout)
    /// since the last call.
    func forgetMovedViews() -> [View] {
        defer { moved = [] }
        return moved.compactMap(\.view)
    }

    /// Whether the last solve left `view`'s frame open.
    func isAmbiguous(_ view: View) -> Bool {
        ambiguous.contains(view.layoutSerial)
    }

    private func solveIfNeeded(root: View) -> [View] {
        guard solvedGeneration != LayoutInvalidation.generation else { return [] }
        solvedGeneration = LayoutInvalidation.generation
        guard unconstrainedAt != LayoutInvalidation.structureGeneration else { return [] }
        guard let built = LayoutProblemBuilder(root: root).build() else {
            unconstrainedAt = LayoutInvalidation.structureGeneration
            frames = [:]
            ambiguous = []
            lastSignature = nil
            return []
        }
        unconstrainedAt = nil
        let signature = Self.signature(of: built.problem)
        if signature != lastSignature {
            lastSignature = signature
            let solution = engine.solve(built.problem)
            store(solution, of: built, scale: root.traitCollection.displayScale)
        }
        var moved: [View] = []
        for (_, view) in built.placedViews {
            guard let frame = frames[view.layoutSerial], frame != view.frame else { continue }
            view.superview?.setNeedsLayout()
            moved.append(view)
            self.moved.append(WeakView(view))
        }
        return moved
    }

    private func store(_ solution: LayoutSolution, of built: Built, scale: CGFloat) {
        frames = [:]
        for (index, view) in built.placedViews where solution.frames.indices.contains(index) {
            frames[view.layoutSerial] = CGRect(solution.frames[index]).pixelAligned(scale: scale)
        }
        for (index, guide) in built.customGuides where solution.frames.indices.contains(index) {
            guide.solvedFrame = CGRect(solution.frames[index]).pixelAligned(scale: scale)
        }
        // What the content constraints of a scroll view size is its content (UIKit's content
        // layout guide sets `contentSize`).
        for (_, content) in built.scrollContents where solution.frames.indices.contains(content.index) {
            let frame = solution.frames[content.index]
            content.scroll.contentSize = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        }
        ambiguous = Set(solution.ambiguousItems.compactMap { built.problem.items.indices.contains($0) ? built.problem.items[$0].key : nil })
        let nowBroken = Set(solution.broken.map(\.key))
        for report in solution.broken where !broken.contains(report.key) {
            RuntimeDiagnostics.report(.unsatisfiableConstraints(
                broken: Self.describe(report.key, in: built),
                conflicting: report.conflicting.map { Self.describe($0, in: built) }
                    + report.conflictingItems.map { Self.describeItem($0, in: built) }
            ))
        }
        broken = nowBroken
    }

    typealias Built = LayoutProblemBuilder.Built

    /// A constraint's description: the runtime's own, else the engine's item it belongs to
    /// (a view's autoresizing, a stack's arrangement).
    private static func describe(_ key: ConstraintKey, in built: Built) -> String {
        if let description = built.descriptions[key] { return description }
        let items = built.problem.items
        if let constraint = built.problem.constraints.first(where: { $0.key == key }) {
            func side(_ index: Int, _ attribute: LayoutAttribute) -> String {
                (items.indices.contains(index) ? items[index].name : "?") + ".\(attribute)"
            }
            var text = "<" + (constraint.identifier.map { "'\($0)' " } ?? "") + side(constraint.firstItem, constraint.firstAttribute)
            text += [.lessThanOrEqual: " <= ", .equal: " == ", .greaterThanOrEqual: " >= "][constraint.relation] ?? " == "
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                text += (constraint.multiplier == 1 ? "" : constraint.multiplier.layoutText + "*") + side(second, attribute)
                if constraint.constant != 0 { text += (constraint.constant < 0 ? " - " : " + ") + abs(constraint.constant).layoutText }
            } else {
                text += constraint.constant.layoutText
            }
            if !constraint.priority.isRequired { text += " @" + constraint.priority.rawValue.layoutText }
            return text + ">"
        }
        if let index = built.indexBySerial[key.owner] {
            return "<\(items[index].name) autoresizing constraint \(key.slot)>"
        }
        return "<engine constraint \(key.owner).\(key.slot)>"
    }

    /// What the engine adds for an item on its own: the root's fixed frame, an autoresizing
    /// view's frame (UIKit's `NSAutoresizingMaskLayoutConstraint`), a guide's place, a content size.
    private static func describeItem(_ index: Int, in built: Built) -> String {
        guard built.problem.items.indices.contains(index) else { return "<item \(index)>" }
        let item = built.problem.items[index]
        if index == 0 { return "<\(item.name) frame \(item.frame) (the root keeps its frame)>" }
        if item.autoresizing != nil { return "<NSAutoresizingMaskLayoutConstraint \(item.name) \(item.frame)>" }
        if item.kind != .view { return "<\(item.name) follows its view>" }
        return "<\(item.name) content size>"
    }

    /// The problem without the frames of the items constraints place (which the last solve
    /// set): two problems with the same signature have the same solution.
    private static func signature(of problem: LayoutProblem) -> LayoutProblem {
        var signature = problem
        for index in signature.items.indices.dropFirst() where signature.items[index].autoresizing == nil {
            signature.items[index].frame = .zero
        }
        return signature
    }
}

extension CGRect {
    /// The rectangle with its edges on the pixel grid of `scale` (UIKit rounds the engine's
    /// frames so); without a scale, on a grid fine enough to drop the solver's rounding noise.
    func pixelAligned(scale: CGFloat) -> CGRect {
        let grid: CGFloat = scale > 0 ? scale : 1_000_000
        func align(_ value: CGFloat) -> CGFloat {
            let aligned = (value * grid).rounded() / grid
            let whole = aligned.rounded()
            return abs(aligned - whole) < 1e-9 ? whole : aligned  // 177 / 3 is 58.999…: 59
        }
        let minX = align(self.minX), minY = align(self.minY)
        return CGRect(x: minX, y: minY, width: align(maxX) - minX, height: align(maxY) - minY)
    }
}

/// A weak reference to a view.
@MainActor
struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}
