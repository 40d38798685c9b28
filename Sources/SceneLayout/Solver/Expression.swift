/// One `coefficient × variable` of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `Σ coefficient × variable + constant`. A variable may appear in several
/// terms (they add up when the solver reads the expression).
///
/// Build one with the arithmetic operators between variables, expressions and numbers:
/// `2 * x + y - 10`.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The variable terms.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// Creates an expression.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression as text, such as `1*v0 + -2*v1 + 10`.
    public var description: String {
        var text = terms.map { "\($0.coefficient.layoutText)*\($0.variable)" }.joined(separator: " + ")
        if constant != 0 || text.isEmpty { text += text.isEmpty ? constant.layoutText : " + \(constant.layoutText)" }
        return text
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    func adding(_ other: Expression, times factor: Double = 1) -> Expression {
        var result = self
        result.terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { result.terms.append(Term(term.variable, term.coefficient * factor)) }
        result.constant += other.constant * factor
        return result
    }
}

/// What a ``Constraint`` side can be: a variable, an expression or a number.
public protocol LinearOperand {
    /// The operand as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearOperand {
    /// The expression `1 × self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearOperand {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

extension Double: LinearOperand {
    /// The constant expression.
    public var linearExpression: Expression { Expression(self) }
}

// MARK: - Operators (concrete overloads only: no generic operator slows type checking of importers)

extension Expression {
    /// The sum of the two sides.
    public static func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
    /// The sum of the two sides.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
    /// The sum of the two sides.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
    /// The sum of the two sides.
    public static func + (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(rhs)) }
    /// The sum of the two sides.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs.adding(Expression(lhs)) }
    /// The difference of the two sides.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs, times: -1) }
    /// The difference of the two sides.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs), times: -1) }
    /// The difference of the two sides.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
    /// The difference of the two sides.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(rhs), times: -1) }
    /// The difference of the two sides.
    public static func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
    /// The product with a number.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    /// The product with a number.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    /// The quotient by a number.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
    /// The negation.
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
}

extension Variable {
    /// The sum of the two sides.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs)]) }
    /// The sum of the two sides.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: rhs) }
    /// The sum of the two sides.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs)], constant: lhs) }
    /// The difference of the two sides.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs, -1)]) }
    /// The difference of the two sides.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: -rhs) }
    /// The difference of the two sides.
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, -1)], constant: lhs) }
    /// The product with a number.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
    /// The product with a number.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
    /// The quotient by a number.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, 1 / rhs)]) }
    /// The negation.
    public static prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }
}
