/// Why a ``Solver`` refused a request.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added. `conflicting`
    /// lists the required constraints a proof of the contradiction uses (a Farkas combination the
    /// solver read off its tableau), in the order they were added; empty when it cannot tell.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The constraint has a coefficient, constant or priority that is not a finite number, or
    /// names a variable this solver did not make.
    case invalidConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000), or suggestions could contradict
    /// required constraints.
    case requiredEditVariable(Variable)
    /// A suggested value or a variable is not usable (NaN, infinite, or not from this solver).
    case invalidValue(Variable, Double)

    /// The reason as text.
    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            "unsatisfiable constraint \(constraint)" + (conflicting.isEmpty ? "" : ", conflicting with \(conflicting)")
        case let .duplicateConstraint(constraint): "duplicate constraint \(constraint)"
        case let .unknownConstraint(constraint): "unknown constraint \(constraint)"
        case let .invalidConstraint(constraint): "invalid constraint \(constraint)"
        case let .duplicateEditVariable(variable): "duplicate edit variable \(variable)"
        case let .unknownEditVariable(variable): "unknown edit variable \(variable)"
        case let .requiredEditVariable(variable): "edit variable \(variable) cannot be required"
        case let .invalidValue(variable, value): "invalid value \(value) for \(variable)"
        }
    }
}
