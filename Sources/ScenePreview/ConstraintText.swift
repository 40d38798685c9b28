import SceneGraph
import SceneLayout

/// A constraint as one line of text, the way Interface Builder's issue navigator reads:
/// `title.leading == safeArea.leading + 16 @750 ('name')`.
public enum ConstraintText {
    /// The constraint's text; `holder` names the view that holds it, which a constraint that
    /// leaves out its first (or second) item relates.
    public static func describe(_ constraint: LayoutConstraintNode, holder: String? = nil) -> String {
        let holderName = holder ?? "(holder)"
        var text = "\(constraint.firstItem ?? holderName).\(constraint.firstAttribute.rawValue) \(relation(constraint.relation)) "
        if let attribute = constraint.secondAttribute {
            text += "\(constraint.secondItem ?? holderName).\(attribute.rawValue)"
            if constraint.multiplier != 1 { text += " × \(constraint.multiplier.layoutText)" }
            if constraint.constant > 0 { text += " + \(constraint.constant.layoutText)" }
            if constraint.constant < 0 { text += " - \((-constraint.constant).layoutText)" }
        } else {
            text += constraint.constant.layoutText
        }
        if constraint.priority < 1000 { text += " @\(constraint.priority.layoutText)" }
        if let identifier = constraint.identifier, !identifier.isEmpty { text += " ('\(identifier)')" }
        return text
    }

    /// `==`, `<=` or `>=`.
    static func relation(_ relation: LayoutRelationName) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
