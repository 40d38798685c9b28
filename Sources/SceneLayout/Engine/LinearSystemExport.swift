/// The linear system ``LayoutEngine`` solves for a ``LayoutProblem``, as plain values: for
/// benchmarks against other solvers, for tests, and to read what the engine makes of a problem.
///
/// `variables` are the engine's unknowns in the order a fresh engine makes them: four per item
/// (`minX`, `minY`, `width`, `height`, in root coordinates), items in order, named
/// `items[i].minX` … (see ``LayoutEngine/variableName(item:part:)``). `constraints` are the
/// constraints a fresh ``LayoutEngine/solve(_:)`` adds, in the order it adds them.
public struct LinearSystemDescription: Hashable, Sendable {
    /// Every variable's name, in the order the engine makes them (item `i`'s four at `4i …
    /// 4i + 3`).
    public var variables: [String]
    /// The constraints, in the order the engine adds them.
    public var constraints: [LinearConstraintDescription]

    /// Creates a system.
    public init(variables: [String], constraints: [LinearConstraintDescription]) {
        self.variables = variables
        self.constraints = constraints
    }
}

/// One constraint of a ``LinearSystemDescription``:
/// `Σ coefficient × variable + constant  relation  0` at `priority` (1000 is required).
public struct LinearConstraintDescription: Hashable, Sendable, CustomStringConvertible {
    /// `coefficient × variable`, the variable by name.
    public struct Term: Hashable, Sendable {
        /// The variable's name, one of ``LinearSystemDescription/variables``.
        public var variable: String
        /// The variable's index in ``LinearSystemDescription/variables``.
        public var index: Int
        /// What the variable is multiplied by.
        public var coefficient: Double

        /// Creates a term.
        public init(variable: String, index: Int, coefficient: Double) {
            self.variable = variable
            self.index = index
            self.coefficient = coefficient
        }
    }

    /// What made a constraint.
    public enum Origin: Hashable, Sendable {
        /// The root's frame (one equality per part).
        case rootFrame
        /// An item's own rule: a guide's or an autoresizing item's tie to its parent, or a
        /// content size (hugging, compression resistance). The item's index.
        case itemRule(item: Int)
        /// The problem's constraint with this key.
        case constraint(ConstraintKey)
    }

    /// The variable terms; a variable may appear in several (they add up).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double
    /// How the expression compares with zero.
    public var relation: LayoutRelation
    /// The priority: 1000 is required, below is optional.
    public var priority: Double
    /// What made the constraint.
    public var origin: Origin

    /// Creates a constraint.
    public init(terms: [Term], constant: Double, relation: LayoutRelation, priority: Double, origin: Origin) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.origin = origin
    }

    /// The constraint as text, such as `1*items[1].minX + -16 == 0 @1000`.
    public var description: String {
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let sum = terms.map { "\($0.coefficient.layoutText)*\($0.variable)" } + [constant.layoutText]
        return "\(sum.joined(separator: " + ")) \(symbol) 0 @\(priority.layoutText)"
    }
}

extension LayoutEngine {
    /// The linear system a fresh ``solve(_:)`` of `problem` adds to its solver: the same
    /// item-to-equation rules (`docs/Layout.md`, "From items to equations"), in the same order.
    ///
    /// Constraints that cannot be expressed (a bad item index, a number that is not finite) are
    /// not in it — `solve` reports them broken without adding them. Required constraints that
    /// contradict earlier ones are in it: `solve` tries them, and the solver refuses them.
    /// Adding the constraints in order to a new ``Solver`` after making the variables in order
    /// reaches the values `solve` reads its frames from.
    public static func linearSystem(of problem: LayoutProblem) -> LinearSystemDescription {
        let resolved = ResolvedItems(problem.items)
        let desired = DesiredConstraintBuilder(problem: problem, resolved: resolved).build()
        var indexOf: [ItemIdentity: Int] = [:]
        for (index, identity) in resolved.identities.enumerated() { indexOf[identity] = index }
        let variables = problem.items.indices.flatMap { item in ItemPart.allCases.map { variableName(item: item, part: $0.rawValue) } }
        var constraints: [LinearConstraintDescription] = []
        constraints.reserveCapacity(desired.count)
        for entry in desired {
            guard let spec = entry.spec else { continue }
            let terms = spec.terms.compactMap { term -> LinearConstraintDescription.Term? in
                guard let item = indexOf[term.item] else { return nil }
                let index = item * ItemPart.allCases.count + term.part.rawValue
                return LinearConstraintDescription.Term(variable: variables[index], index: index, coefficient: term.coefficient)
            }
            let origin: LinearConstraintDescription.Origin = switch entry.key {
            case .root: .rootFrame
            case .structure, .content: .itemRule(item: entry.item ?? 0)
            case let .user(key, _): .constraint(key)
            }
            constraints.append(LinearConstraintDescription(
                terms: terms, constant: spec.constant, relation: spec.relation, priority: spec.priority, origin: origin
            ))
        }
        return LinearSystemDescription(variables: variables, constraints: constraints)
    }

    /// The name of item `item`'s variable `part` (0 `minX`, 1 `minY`, 2 `width`, 3 `height`)
    /// in a ``LinearSystemDescription``: `items[3].width`.
    public static func variableName(item: Int, part: Int) -> String {
        let parts = ["minX", "minY", "width", "height"]
        return "items[\(item)].\(parts.indices.contains(part) ? parts[part] : String(part))"
    }

    /// Called with every problem a ``LayoutEngine`` is asked to solve while it is set, before the
    /// engine solves it; nil (no observer) by default. Set it for the duration of an operation
    /// with `LayoutEngine.$problemObserver.withValue(LayoutProblemObserver { … }) { … }` (a
    /// task-local value: it holds for that operation, on its task or thread, and nowhere else).
    ///
    /// For tools that export the systems an engine is given without reaching into the code that
    /// builds the problems (`scenec layout --emit-systems`); solving is unchanged.
    @TaskLocal public static var problemObserver: LayoutProblemObserver?
}

/// What ``LayoutEngine/problemObserver`` holds: the function called with each problem.
///
/// A class rather than the function itself: with an optional function as the task-local value,
/// optimized builds of Swift 6.3 on Linux crash in `swift_task_localValuePush` when the value is
/// bound (`withValue` from synchronous code; debug builds and a class reference are fine), which
/// made `scenec layout --emit-systems` fail in release builds.
public final class LayoutProblemObserver: Sendable {
    /// The function called with each problem.
    public let observe: @Sendable (LayoutProblem) -> Void

    /// An observer calling `observe` with each problem.
    public init(_ observe: @escaping @Sendable (LayoutProblem) -> Void) {
        self.observe = observe
    }
}
