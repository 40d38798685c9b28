/// An incremental Cassowary solver (Badros, Borning & Stuckey, ACM TOCHI 2001) for linear
/// equalities and inequalities with UIKit's priorities.
///
/// Required constraints (priority 1000) always hold: adding one that contradicts the others
/// throws ``SolverError/unsatisfiable(_:conflicting:)`` and leaves the solver as it was.
/// Optional constraints are satisfied "in priority order from highest to lowest": the
/// objective is a vector with one level per distinct optional priority, minimised
/// lexicographically, so one constraint at 999 outweighs any number at 998. Within a level every
/// constraint weighs the same (the sum of the errors is minimised).
///
/// Every change re-optimises at once, so ``value(of:)`` is always current. Coefficients within
/// ``tolerance`` of zero are zero. See `docs/Layout.md` for the algorithm as implemented.
public final class Solver {
    /// Coefficients, constants and costs within this of zero count as zero.
    public static let tolerance = Tableau.epsilon

    // The solver's state without the run-time exclusivity check in release builds (see
    // `docs/Layout.md`, "Exclusivity"): a layout pass made ~58,000 checked accesses for the
    // corpus's 3,200 constraints (~110 instructions each, 9 % of layout). Debug builds — the
    // tests — keep the check, so an overlapping access still traps there.
    #if DEBUG
    var tableau = Tableau()
    #else
    @exclusivity(unchecked) var tableau = Tableau()
    #endif

    private struct Record {
        let constraint: Constraint
        /// The slack, dummy or (optional equality) positive error that marks the constraint's row.
        let marker: Int
        /// The second symbol of an optional constraint (its error, or the negative error), or -1.
        let other: Int
        /// The objective level slot of an optional constraint, or -1.
        let level: Int
        /// When it was added, to list conflicts in that order.
        let sequence: Int
    }

    #if DEBUG
    private var records: [ObjectIdentifier: Record] = [:]
    private var markerOwners: [Constraint?] = []
    #else
    @exclusivity(unchecked) private var records: [ObjectIdentifier: Record] = [:]
    @exclusivity(unchecked) private var markerOwners: [Constraint?] = []
    #endif
    private var sequence = 0

    private var levelUsers: [Int] = []
    private var levelPriorities: [Double] = []
    private var freeLevelSlots: [Int] = []

    private struct Edit {
        let constraint: Constraint
        var constant: Double
    }

    private var edits: [Variable: Edit] = [:]
    private var names: [Int: String] = [:]

    /// Creates an empty solver.
    public init() {}

    // MARK: Variables

    /// A new variable of this solver, optionally named for descriptions.
    public func makeVariable(name: String? = nil) -> Variable {
        let symbol = tableau.newSymbol(.external)
        if let name { names[symbol] = name }
        return Variable(id: symbol)
    }

    /// The name `variable` was made with.
    public func name(of variable: Variable) -> String? { names[variable.id] }

    /// Whether `variable` was made by this solver.
    public func owns(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < tableau.kinds.count && tableau.kinds[variable.id] == .external
    }

    /// The variable's value in the current solution (zero for a variable no constraint fixes, or
    /// one this solver did not make).
    public func value(of variable: Variable) -> Double {
        guard owns(variable) else { return 0 }
        return tableau.value(of: variable.id)
    }

    /// Whether the constraints leave `variable`'s value open: it could move without making any
    /// priority level of the objective worse (UIKit's ambiguous layout). Approximate at degenerate
    /// vertices, where it may answer false for a variable that could move after degenerate pivots.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard owns(variable) else { return false }
        return tableau.isAmbiguous(variable.id)
    }

    /// ``isAmbiguous(_:)`` for each of `variables`, in order, sharing the work (each parametric
    /// symbol is examined once): what a layout pass uses for all its items at once.
    public func isAmbiguous(_ variables: [Variable]) -> [Bool] {
        let owned = variables.filter(owns).map(\.id)
        var answers = tableau.areAmbiguous(owned)[...]
        return variables.map { owns($0) ? answers.popFirst() ?? false : false }
    }

    // MARK: Constraints

    /// How many constraints the solver holds (edit constraints included).
    public var constraintCount: Int { records.count }

    /// Makes room for `count` constraints in all, so that adding them does not grow the table
    /// of constraint records a step at a time (the tableau still grows as it needs). Changes no
    /// solution.
    public func reserveCapacity(constraints count: Int) {
        records.reserveCapacity(count)
    }

    /// Whether `constraint` has been added and not removed.
    public func contains(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// The optional priorities that have constraints, highest first (the objective's levels).
    public var priorityLevels: [LayoutPriority] { tableau.levelOrder.map { LayoutPriority(levelPriorities[$0]) } }

    /// Adds a constraint and re-optimises. A required constraint that contradicts the required
    /// constraints already added throws ``SolverError/unsatisfiable(_:conflicting:)`` and is
    /// not added; the solver keeps its previous solution.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let identifier = ObjectIdentifier(constraint)
        guard records[identifier] == nil else { throw .duplicateConstraint(constraint) }
        guard isValid(constraint) else { throw .invalidConstraint(constraint) }
        let required = constraint.priority.isRequired

        var terms: [(symbol: Int, coefficient: Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms { terms.append((term.variable.id, term.coefficient)) }
        let marker: Int
        var other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 (≤) or expression − slack = 0 (≥); an optional one may miss by its error.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack)
            terms.append((marker, sign))
            if !required {
                other = tableau.newSymbol(.error)
                terms.append((other, -sign))
            }
        case .equal:
            if required {
                marker = tableau.newSymbol(.dummy)
                terms.append((marker, 1))
            } else {
                // expression = positive error − negative error.
                marker = tableau.newSymbol(.error)
                other = tableau.newSymbol(.error)
                terms.append((marker, -1))
                terms.append((other, 1))
            }
        }
        var row = tableau.reduce(terms, constant: constraint.expression.constant)
        if row.constant < 0 { row.scale(by: -1) }

        var level = -1
        if !required {
            level = acquireLevel(constraint.priority.rawValue)
            for error in [marker, other] where error >= 0 && tableau.kinds[error] == .error {
                tableau.addToObjective(level: level, symbol: error, factor: 1)
            }
        }

        let scale = max(1, abs(constraint.expression.constant))
        if let subject = chooseSubject(row, marker: marker, other: other) {
            insert(consume row, solvingFor: subject)
        } else if row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            if abs(row.constant) > Tableau.epsilon * scale {
                let conflicting = owners(of: row.cells, excluding: marker)
                tableau.release(marker)
                throw .unsatisfiable(constraint, conflicting: conflicting)
            }
            insert(consume row, solvingFor: marker)
        } else {
            let (success, conflicting) = addWithArtificialVariable(row, marker: marker, scale: scale)
            if !success {
                tableau.release(marker)
                tableau.optimize(artificial: false)
                throw .unsatisfiable(constraint, conflicting: conflicting)
            }
        }

        sequence += 1
        records[identifier] = Record(constraint: constraint, marker: marker, other: other, level: level, sequence: sequence)
        if required {
            if markerOwners.count < tableau.kinds.count { markerOwners.append(contentsOf: repeatElement(nil, count: tableau.kinds.count - markerOwners.count)) }
            markerOwners[marker] = constraint
        }
        tableau.optimize(artificial: false)
    }

    /// Removes a constraint added earlier and re-optimises: the solution is the one the other
    /// constraints give.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if record.level >= 0 {
            // Take the errors out of the objective before pivoting (Cassowary's "remove effects").
            for error in [record.marker, record.other] where error >= 0 && tableau.kinds[error] == .error {
                tableau.addToObjective(level: record.level, symbol: error, factor: -1)
            }
        }
        let marker = record.marker
        if tableau.isBasic(marker) {
            tableau.removeRow(Int(tableau.basicRow[marker]))
        } else if let rowIndex = tableau.markerLeavingRow(marker) {
            tableau.pivot(entering: marker, rowIndex: rowIndex)
            tableau.removeRow(rowIndex)
        }
        if marker < markerOwners.count { markerOwners[marker] = nil }
        tableau.release(marker)
        if record.other >= 0 { tableau.release(record.other) }
        if record.level >= 0 { releaseLevel(record.level) }
        tableau.optimize(artificial: false)
    }

    // MARK: Edit variables

    /// Lets ``suggestValue(_:_:)`` pull `variable` towards values at `priority`, which must be
    /// optional (below 1000). The variable starts pulled towards 0.
    public func addEditVariable(_ variable: Variable, priority: LayoutPriority) throws(SolverError) {
        guard owns(variable) else { throw .invalidValue(variable, .nan) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, constant: 0)
    }

    /// Stops editing `variable` (removes its edit constraint).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Pulls an edit variable towards `value` and re-solves with the dual simplex (the cheap
    /// path for dragging and animation: no constraint is added or removed).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .invalidValue(variable, value) }
        guard var edit = edits[variable], let record = records[ObjectIdentifier(edit.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        // The new constant is the old system with the positive error shifted by delta.
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.collectsInfeasible = true
        defer { tableau.collectsInfeasible = false }
        let plus = record.marker
        let minus = record.other
        if tableau.isBasic(plus) {
            let rowIndex = Int(tableau.basicRow[plus])
            tableau.rows[rowIndex].constant -= delta
            if tableau.rows[rowIndex].constant < 0 { tableau.infeasible.append(plus) }
        } else if tableau.isBasic(minus) {
            let rowIndex = Int(tableau.basicRow[minus])
            tableau.rows[rowIndex].constant += delta
            if tableau.rows[rowIndex].constant < 0 { tableau.infeasible.append(minus) }
        } else {
            for target32 in tableau.columns[plus] {
                let target = Int(target32)
                let coefficient = tableau.rows[target].coefficient(for: plus)
                tableau.rows[target].constant += coefficient * delta
                let basic = tableau.rows[target].basic
                if tableau.rows[target].constant < 0 && tableau.kinds[basic].isRestricted { tableau.infeasible.append(basic) }
            }
        }
        tableau.dualOptimize()
        // The dual simplex keeps the objective optimal; this confirms it on the changed symbols.
        tableau.optimize(artificial: false)
    }

    // MARK: Adding rows

    private func isValid(_ constraint: Constraint) -> Bool {
        guard constraint.expression.isFinite, constraint.priority.rawValue.isFinite else { return false }
        return constraint.expression.terms.allSatisfy { owns($0.variable) }
    }

    /// Cassowary's choice of the symbol a new row is solved for: an external if there is one (it
    /// is unrestricted), else the constraint's own slack or error when its coefficient is
    /// negative (so that it comes out non-negative); nil when neither works.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        for cell in row.cells where tableau.kinds[cell.symbol] == .external { return cell.symbol }
        if tableau.kinds[marker].isRestricted, row.coefficient(for: marker) < 0 { return marker }
        if other >= 0, tableau.kinds[other].isRestricted, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Takes `row` over: a copy left with the caller made removing the subject copy the cells.
    private func insert(_ row: consuming Row, solvingFor subject: Int) {
        guard let position = row.position(of: subject) else { return }
        let coefficient = row.cells[position].coefficient
        row.cells.remove(at: position)
        row.scale(by: -1 / coefficient)
        row.basic = subject
        let rowIndex = tableau.insertRow(row)
        tableau.substitute(subject, rowIndex: rowIndex)
    }

    /// Phase one: adds `row` with an artificial variable as its basic symbol and minimises that
    /// variable. It reaches zero exactly when the constraint is satisfiable; otherwise the final
    /// artificial row is a combination of the constraints whose markers it holds (a proof of
    /// infeasibility), and those are the conflicting ones.
    private func addWithArtificialVariable(_ row: Row, marker: Int, scale: Double) -> (Bool, [Constraint]) {
        let artificial = tableau.newSymbol(.slack)
        var artificialRow = row
        artificialRow.basic = artificial
        tableau.artificial = Row(cells: row.cells, constant: row.constant)
        tableau.hasArtificial = true
        tableau.insertRow(artificialRow)
        tableau.optimize(artificial: true)
        let success = abs(tableau.artificial.constant) <= Tableau.epsilon * scale
        tableau.hasArtificial = false
        tableau.artificial = Row()

        let rowIndex = Int(tableau.basicRow[artificial])
        if !success {
            var conflicting: [Constraint] = []
            if rowIndex >= 0 {
                conflicting = owners(of: tableau.rows[rowIndex].cells, excluding: marker)
                tableau.removeRow(rowIndex)
            } else {
                tableau.eraseParametric(artificial)
            }
            tableau.release(artificial)
            return (false, conflicting)
        }
        if rowIndex >= 0 {
            let cells = tableau.rows[rowIndex].cells
            let entering = cells.first { tableau.kinds[$0.symbol].isRestricted }
                ?? cells.first { tableau.kinds[$0.symbol] == .external }
                ?? cells.first
            if let entering {
                tableau.pivot(entering: entering.symbol, rowIndex: rowIndex)
            } else {
                tableau.removeRow(rowIndex)
            }
        }
        tableau.eraseParametric(artificial)
        tableau.release(artificial)
        return (true, [])
    }

    /// The required constraints whose markers are among `cells`, in the order they were added.
    private func owners(of cells: [Cell], excluding marker: Int) -> [Constraint] {
        var found: [(Int, Constraint)] = []
        for cell in cells where cell.symbol != marker && cell.symbol < markerOwners.count {
            guard let owner = markerOwners[cell.symbol], let record = records[ObjectIdentifier(owner)] else { continue }
            found.append((record.sequence, owner))
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Priority levels

    /// The slot of `priority`'s level, made when no constraint holds it yet.
    ///
    /// Looked for among the levels in use (``Tableau/levelOrder``, which a new level's insertion
    /// searches anyway), not in a `[Double: Int]`: that table made the runtime check `Double:
    /// Hashable` on first use, a scan of every conformance record (~0.2 M instructions of `lint`,
    /// issue 26). Priorities are finite (`isValid(_:)`), so `==` finds the slot the table found.
    private func acquireLevel(_ priority: Double) -> Int {
        if let slot = tableau.levelOrder.first(where: { levelPriorities[$0] == priority }) {
            levelUsers[slot] += 1
            return slot
        }
        let slot: Int
        if let free = freeLevelSlots.popLast() {
            slot = free
            levelPriorities[slot] = priority
            tableau.objectives[slot] = Row()
        } else {
            slot = levelPriorities.count
            levelPriorities.append(priority)
            levelUsers.append(0)
            tableau.objectives.append(Row())
        }
        levelUsers[slot] = 1
        let position = tableau.levelOrder.firstIndex { levelPriorities[$0] < priority } ?? tableau.levelOrder.count
        tableau.levelOrder.insert(slot, at: position)
        return slot
    }

    private func releaseLevel(_ slot: Int) {
        levelUsers[slot] -= 1
        guard levelUsers[slot] == 0 else { return }
        tableau.levelOrder.removeAll { $0 == slot }
        // Leftover cells (rounding) could have hidden lower levels' costs: look at everything once.
        if !tableau.objectives[slot].cells.isEmpty { tableau.needsFullScan = true }
        tableau.objectives[slot] = Row()
        freeLevelSlots.append(slot)
    }
}
