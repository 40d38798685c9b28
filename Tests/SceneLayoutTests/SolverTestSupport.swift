@testable import SceneLayout

/// Whether two numbers agree within `tolerance` (absolute, and relative for large values).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

extension Solver {
    /// The expression's value in the current solution.
    func evaluate(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// Whether the constraint holds in the current solution, within `tolerance`.
    func holds(_ constraint: Constraint, tolerance: Double = 1e-6) -> Bool {
        let value = evaluate(constraint.expression)
        let scale = max(1, constraint.expression.terms.reduce(abs(constraint.expression.constant)) { $0 + abs($1.coefficient) * abs(self.value(of: $1.variable)) })
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance * scale
        case .lessThanOrEqual: return value <= tolerance * scale
        case .greaterThanOrEqual: return value >= -tolerance * scale
        }
    }
}
