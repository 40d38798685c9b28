import SceneGraph
import SceneGraphLayout

/// Required constraints that cannot all hold.
public struct UnsatisfiableConstraintsRule: LintRule {
    public static let readsLayouts = true

    public static let description = RuleDescription(
        id: "unsatisfiable-constraints", name: "Unsatisfiable constraints", severity: .error,
        summary: """
            Required constraints that contradict one another on the device the file was designed on.
            """,
        rationale: """
            Auto Layout cannot satisfy them all: at run time UIKit logs "Unable to simultaneously \
            satisfy constraints" and breaks one of them to recover, which one depending on the \
            order they were added — the layout is then whatever is left. scenec lays the scene out \
            as UIKit does and names the constraint it had to break and the ones it conflicts with. \
            Lower the priority of the constraint that may give way, or remove the one that is wrong.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <view id="badge"/>
                      <constraints>
                        <constraint first="badge.leading" second="superview.leading"/>
                        <constraint first="badge.top" second="superview.top"/>
                        <constraint first="badge.height" constant="44"/>
                        <constraint first="badge.width" constant="100"/>
                        ↓<constraint first="badge.width" constant="200"/>
                      </constraints>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <view id="badge"/>
                      <constraints>
                        <constraint first="badge.leading" second="superview.leading"/>
                        <constraint first="badge.top" second="superview.top"/>
                        <constraint first="badge.height" constant="44"/>
                        <constraint first="badge.width" constant="100"/>
                        <constraint first="badge.width" constant="200" priority="750"/>
                      </constraints>
                    </view>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.layouts.flatMap { layout in
            layout.broken.map { broken in
                let conflicting = broken.conflicting.map(Self.describe).joined(separator: "; ")
                let because = conflicting.isEmpty ? "" : " (it conflicts with \(conflicting))"
                return Violation(
                    "constraint \(Self.describe(broken.constraint)) cannot hold with the other required constraints on "
                        + "\(layout.environment.deviceName) and is broken, as UIKit would break it\(because)",
                    at: broken.constraint.source.element,
                    notes: broken.conflicting.map { Violation.Note("conflicting constraint", at: $0.source.element) })
            }
        }
    }

    /// A constraint as one line: `title.leading == safeArea.leading + 16 @999`.
    static func describe(_ constraint: LayoutConstraintNode) -> String {
        let first = "\(constraint.firstItem ?? "superview").\(constraint.firstAttribute.rawValue)"
        let relation = switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var right = ""
        if let attribute = constraint.secondAttribute {
            right = "\(constraint.secondItem ?? "superview").\(attribute.rawValue)"
            if constraint.multiplier != 1 { right += " × \(constraint.multiplier.layoutWords)" }
            if constraint.constant != 0 { right += constraint.constant < 0 ? " - \((-constraint.constant).layoutWords)" : " + \(constraint.constant.layoutWords)" }
        } else {
            right = constraint.constant.layoutWords
        }
        let priority = constraint.priority < 1000 ? " @\(constraint.priority.layoutWords)" : ""
        let name = constraint.id.map { "'\($0)' " } ?? ""
        return "\(name)\(first) \(relation) \(right)\(priority)"
    }
}

extension Double {
    /// A number as written in a file: no trailing `.0`.
    var layoutWords: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
