/// An unknown of a ``Solver``: a cheap handle (an integer id) that the solver that made it
/// understands. Names, when given, are kept by the solver (``Solver/name(of:)``) so that the
/// handle stays two words wide and trivially copyable.
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The variable's id: its symbol in the solver's tableau.
    public let id: Int

    init(id: Int) { self.id = id }

    /// `v` and the id (the solver knows the name, ``Solver/name(of:)``).
    public var description: String { "v\(id)" }

    /// Orders variables by id (the order a solver made them in).
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}
