/// The simplex iterations on a ``Tableau``: the primal simplex that minimises the objective
/// levels lexicographically (or the phase-one objective), and the dual simplex that restores
/// feasibility after an edit variable's suggestion moved row constants.
extension Tableau {
    /// Consecutive degenerate pivots (no progress) after which the entering and leaving symbols
    /// are chosen by Bland's rule (smallest symbol), which cannot cycle.
    static let degenerateStreakBeforeBland = 32

    /// Minimises the objective levels in priority order (or, with `artificial`, the phase-one
    /// objective). Returns false if it had to stop early (an unbounded direction, which the
    /// objectives of a Cassowary tableau cannot have, or the iteration guard).
    @discardableResult
    mutating func optimize(artificial useArtificial: Bool) -> Bool {
        var degenerateStreak = 0
        var iterations = 0
        let limit = 50 * (rows.count + kinds.count) + 1_000
        while iterations < limit {
            iterations += 1
            let bland = degenerateStreak >= Tableau.degenerateStreakBeforeBland
            let candidate = useArtificial ? enteringForArtificial(bland: bland) : enteringForLevels(bland: bland)
            guard let (entering, direction) = candidate else { return true }
            guard let (rowIndex, ratio) = leavingRow(entering: entering, direction: direction) else { return false }
            degenerateStreak = ratio <= Tableau.epsilon ? degenerateStreak + 1 : 0
            pivot(entering: entering, rowIndex: rowIndex)
        }
        return false
    }

    /// Whether `symbol` may enter with the cost `coefficient`, and in which direction.
    @inline(__always)
    private func direction(for symbol: Int, cost coefficient: Double) -> Double? {
        switch kinds[symbol] {
        case .dummy: return nil
        case .external: return abs(coefficient) > Tableau.epsilon ? (coefficient < 0 ? 1 : -1) : nil
        case .slack, .error: return coefficient < -Tableau.epsilon ? 1 : nil
        }
    }

    private func enteringForArtificial(bland: Bool) -> (Int, Double)? {
        var best: (symbol: Int, direction: Double)?
        var bestCost = 0.0
        for cell in artificial.cells {
            guard let direction = direction(for: cell.symbol, cost: cell.coefficient) else { continue }
            if bland { return (cell.symbol, direction) }
            let cost = -abs(cell.coefficient)
            if best == nil || cost < bestCost {
                best = (cell.symbol, direction)
                bestCost = cost
            }
        }
        return best
    }

    /// The entering symbol for the lexicographic objective: one whose cost vector (a coefficient
    /// per level, highest priority first) is lexicographically negative in the direction it
    /// moves, i.e. zero on every higher level and improving on the first level where it is not
    /// zero. Only symbols whose costs changed since the objective was last optimal can qualify
    /// (`dirty`); when none does, the objective is optimal and `dirty` is cleared. Dantzig's
    /// rule (steepest cost on the highest level that has a candidate), or Bland's (smallest
    /// symbol) after a run of degenerate pivots.
    private mutating func enteringForLevels(bland: Bool) -> (Int, Double)? {
        if needsFullScan {
            needsFullScan = false
            for level in levelOrder { markDirty(objectives[level].cells) }
        }
        var best = -1
        var bestDirection = 0.0
        var bestRank = Int.max
        var bestCost = 0.0
        let levelCount = levelOrder.count
        for symbol in dirty {
            let kind = kinds[symbol]
            if kind == .dummy || basicRow[symbol] >= 0 { continue }
            var rank = 0
            while rank < levelCount && rank <= bestRank {
                let coefficient = objectives[levelOrder[rank]].coefficient(for: symbol)
                if abs(coefficient) > Tableau.epsilon {
                    guard let direction = direction(for: symbol, cost: coefficient) else { break }
                    let cost = -abs(coefficient)
                    let better = rank < bestRank || (bland ? symbol < best : cost < bestCost)
                    if better {
                        best = symbol
                        bestDirection = direction
                        bestRank = rank
                        bestCost = cost
                    }
                    break
                }
                rank += 1
            }
        }
        if best < 0 {
            clearDirty()
            return nil
        }
        return (best, bestDirection)
    }

    /// The ratio test: the row whose restricted basic symbol reaches zero first when `entering`
    /// moves in `direction` (ties to the smallest basic symbol), and how far it can move.
    func leavingRow(entering: Int, direction: Double) -> (Int, Double)? {
        var best = -1
        var bestRatio = Double.infinity
        var bestSymbol = Int.max
        for target32 in columns[entering] {
            let target = Int(target32)
            let row = rows[target]
            let basic = row.basic
            let kind = kinds[basic]
            if kind == .external { continue }
            let coefficient = row.coefficient(for: entering) * direction
            let ratio: Double
            if kind == .dummy {
                guard coefficient != 0 else { continue }
                ratio = 0
            } else {
                guard coefficient < 0 else { continue }
                ratio = max(0, row.constant) / -coefficient
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < bestSymbol) {
                best = target
                bestRatio = ratio
                bestSymbol = basic
            }
        }
        return best >= 0 ? (best, bestRatio) : nil
    }

    // MARK: Dual simplex

    /// Restores feasibility of the rows in `infeasible` (after an edit's suggestion), keeping
    /// the objective optimal: the dual simplex with lexicographic ratios.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var iterations = 0
        let limit = 50 * (rows.count + kinds.count) + 1_000
        while let basic = infeasible.popLast() {
            iterations += 1
            if iterations > limit { infeasible.removeAll(); return false }
            let rowIndex = Int(basicRow[basic])
            guard rowIndex >= 0, rows[rowIndex].constant < -Tableau.epsilon else { continue }
            guard let entering = dualEntering(rowIndex: rowIndex) else { infeasible.removeAll(); return false }
            pivot(entering: entering, rowIndex: rowIndex)
        }
        return true
    }

    /// The symbol with a positive coefficient in the row whose cost-to-coefficient ratio vector is
    /// lexicographically smallest.
    private func dualEntering(rowIndex: Int) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        for cell in rows[rowIndex].cells {
            guard cell.coefficient > 0, kinds[cell.symbol] != .dummy else { continue }
            if best < 0 || dualRatioIsSmaller(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    private func dualRatioIsSmaller(_ symbol: Int, _ coefficient: Double, than other: Int, _ otherCoefficient: Double) -> Bool {
        for level in levelOrder {
            let ratio = objectives[level].coefficient(for: symbol) / coefficient
            let otherRatio = objectives[level].coefficient(for: other) / otherCoefficient
            if ratio < otherRatio - Tableau.epsilon { return true }
            if ratio > otherRatio + Tableau.epsilon { return false }
        }
        return symbol < other
    }

    // MARK: Removal

    /// The row to pivot a constraint's parametric marker into before dropping it: the restricted
    /// row it limits first, else a restricted row it feeds, else an external row.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1
        var firstRatio = Double.infinity
        var second = -1
        var secondRatio = Double.infinity
        var third = -1
        for target32 in columns[marker] {
            let target = Int(target32)
            let row = rows[target]
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if kinds[row.basic] == .external {
                if third < 0 { third = target }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = target }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = target }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
