import Foundation
import SceneGraph
import SceneRuntime

/// Size-class variations of constraints, as generated code registers them: on the view that
/// holds the constraint, `addTraitVariation(_:apply:restore:)` setting its `constant`, `priority`
/// and activation (`active`, storyboards' `installed`), and putting the constraint's own values
/// back. A constraint's multiplier cannot change (the runtime's, as UIKit's, is fixed): such a
/// variation is noted, as generated code warns.
extension SceneInterpreter {
    /// Registers the variations of `node` made as `constraint`, held by `holder`.
    func registerVariations(of node: LayoutConstraintNode, on constraint: LayoutConstraint, holder: View) {
        guard !node.variations.isEmpty else { return }
        let owner = "constraint '\(node.id ?? node.identifier ?? "?")'"
        register(node.variations, name: node.identifier ?? node.id ?? "constraint", owner: owner, object: holder,
                 base: { Self.baseValue(of: $0, in: node) },
                 attribute: Self.constraintAttribute,
                 add: { condition, apply, restore in
                     holder.addTraitVariation(condition, apply: { _ in apply(constraint) }, restore: { _ in restore(constraint) })
                 })
    }

    /// How a constraint's attribute varies; nil when it cannot.
    static func constraintAttribute(_ key: String) -> VariableAttribute<LayoutConstraint>? {
        func number(_ set: @escaping @MainActor (LayoutConstraint, Double) -> Void) -> VariableAttribute<LayoutConstraint> {
            VariableAttribute(defaultValue: nil) { value in
                guard let parsed = value.flatMap(Double.init), parsed.isFinite else { return nil }
                return { set($0, parsed) }
            }
        }
        switch key {
        case "constant":
            return number { $0.constant = CGFloat($1) }
        case "priority":
            return number { $0.priority = ViewTreeBuilder.priority($1) }
        case "active", "installed":
            return VariableAttribute(defaultValue: nil) { value in
                let active = value == "true" || value == "YES"
                return { $0.isActive = active }
            }
        default:
            return nil
        }
    }

    /// A constraint's own value of a varied attribute.
    static func baseValue(of key: String, in node: LayoutConstraintNode) -> String? {
        switch key {
        case "constant": VariationValues.format(node.constant)
        case "priority": VariationValues.format(node.priority)
        case "active", "installed": node.isActive ? "true" : "false"
        default: nil
        }
    }
}
