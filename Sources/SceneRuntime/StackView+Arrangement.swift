import Foundation
import SceneLayout

/// A stack view's constraints: SceneLayout's `StackArrangement` (UIKit's `UISV-…`
/// constraints), keyed by the stack's serial number so the engine updates only what changed.
extension StackView {
    /// Whether the stack has views to arrange.
    var arrangesThroughConstraints: Bool { !arrangedSubviews.isEmpty }

    /// Appends the arrangement's guides and constraints for the stack at item `stackIndex`.
    func addArrangement(stackIndex: Int, to built: inout LayoutProblemBuilder.Built) {
        let arranged: [StackArrangement.ArrangedItem] = arrangedSubviews.compactMap { view in
            guard let index = built.indexBySerial[view.layoutSerial] else { return nil }
            var item = StackArrangement.ArrangedItem(index, in: built.problem, isHidden: view.isHidden,
                                                     wrapsText: ((view as? Label)?.numberOfLines ?? 1) != 1)
            item.customSpacingAfter = customSpacingValue(after: view).map(Double.init)
            return item
        }
        let output = stackArrangement.constraints(
            stack: stackIndex, arranged: arranged, keyOwner: layoutSerial, firstGuideIndex: built.problem.items.count)
        built.problem.items += output.guides
        built.problem.constraints += output.constraints
    }

    /// The stack's settings as SceneLayout takes them.
    private var stackArrangement: StackArrangement {
        StackArrangement(
            axis: axis == .horizontal ? .horizontal : .vertical,
            distribution: [.fill: .fill, .fillEqually: .fillEqually, .fillProportionally: .fillProportionally,
                           .equalSpacing: .equalSpacing, .equalCentering: .equalCentering][distribution] ?? .fill,
            alignment: [.fill: .fill, .leading: .leading, .firstBaseline: .firstBaseline, .center: .center,
                        .trailing: .trailing, .lastBaseline: .lastBaseline][alignment] ?? .fill,
            spacing: Double(spacing),
            isBaselineRelativeArrangement: isBaselineRelativeArrangement,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
            layoutMargins: layoutMargins.layoutInsets
        )
    }
}
