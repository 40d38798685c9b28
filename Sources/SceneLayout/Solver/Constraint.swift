/// A linear constraint `expression relation 0` with a priority, as a ``Solver`` takes it.
///
/// A constraint is an object: the solver knows it by identity, so the same constraint is what
/// ``Solver/remove(_:)`` takes back. It is immutable; to change a constant or a priority, remove
/// it and add a new one.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: LayoutRelation
    /// Required (1000) or optional (1…999). Optional constraints are satisfied in priority order,
    /// lexicographically: one at 999 outweighs any number at 998.
    public let priority: LayoutPriority

    /// Creates `expression relation 0`.
    public init(_ expression: Expression, _ relation: LayoutRelation, priority: LayoutPriority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Creates `lhs relation rhs`, for instance `Constraint(x + 10, .lessThanOrEqual, y)`.
    public convenience init<Left: LinearOperand, Right: LinearOperand>(
        _ lhs: Left, _ relation: LayoutRelation, _ rhs: Right, priority: LayoutPriority = .required
    ) {
        self.init(lhs.linearExpression.adding(rhs.linearExpression, times: -1), relation, priority: priority)
    }

    /// Identity: two constraints are the same only if they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The constraint as text, such as `1*v0 + -10 <= 0 @1000`.
    public var description: String {
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        return "\(expression) \(symbol) 0 @\(priority.rawValue.layoutText)"
    }
}
