/// The simplex tableau: rows in which one symbol is basic (`basic = constant + Σ parametric
/// cells`), a column index telling which rows a parametric symbol appears in, and one objective
/// row per priority level. The hot paths (substitution, pivots, ratio tests) live on this struct
/// so that they run on an `inout` value, without the dynamic exclusivity checks a class
/// property would cost on every access.
struct Tableau {
    /// Coefficients and constants within this of zero are zero; see `docs/Layout.md`.
    static let epsilon = 1e-8

    // Per symbol (indexed by symbol id).
    var kinds: [SymbolKind] = []
    /// The row the symbol is basic in, or -1 when it is parametric.
    var basicRow: [Int32] = []
    /// The tableau rows (not objectives) in which the symbol appears as a parametric cell.
    var columns: [[Int32]] = []
    var freeSymbols: [Int] = []

    // Rows: slots, a slot with `basic == -1` is free.
    var rows: [Row] = []
    var freeRows: [Int] = []

    /// Objective rows by level slot; `levelOrder` lists the active slots, highest priority first.
    var objectives: [Row] = []
    var levelOrder: [Int] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial = Row()
    var hasArtificial = false

    /// The symbols whose objective coefficients changed since the objective was last optimal:
    /// the only ones that can have a lexicographically negative cost, so the only ones the primal
    /// simplex needs to look at for an entering symbol. `needsFullScan` asks for every symbol of
    /// every level instead (after a level with leftover cells went away).
    var dirty: [Int] = []
    var isDirty: [Bool] = []
    var needsFullScan = false

    /// Basic symbols whose rows went negative (collected for the dual simplex of edits).
    var infeasible: [Int] = []
    var collectsInfeasible = false

    // Scratch buffers reused across operations.
    var scratch: [Cell] = []
    var accumulator: [Double] = []
    var stamps: [UInt32] = []
    var stamp: UInt32 = 0
    var touched: [Int] = []

    // MARK: Symbols

    /// A new symbol of `kind` (recycling a released one when it can).
    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if kind != .external, let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        let symbol = kinds.count
        kinds.append(kind)
        basicRow.append(-1)
        columns.append([])
        accumulator.append(0)
        stamps.append(0)
        isDirty.append(false)
        return symbol
    }

    /// Gives back a symbol of a removed constraint, if nothing refers to it any more.
    mutating func release(_ symbol: Int) {
        guard symbol >= 0, kinds[symbol] != .external else { return }
        if basicRow[symbol] >= 0 { removeRow(Int(basicRow[symbol])) }
        guard columns[symbol].isEmpty, !objectivesContain(symbol) else { return }
        freeSymbols.append(symbol)
    }

    func objectivesContain(_ symbol: Int) -> Bool {
        for level in levelOrder where objectives[level].position(of: symbol) != nil { return true }
        return false
    }

    @inline(__always)
    func isBasic(_ symbol: Int) -> Bool { basicRow[symbol] >= 0 }

    /// The value of a symbol: its row's constant when basic, zero when parametric.
    func value(of symbol: Int) -> Double {
        let row = basicRow[symbol]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    // MARK: Rows

    /// Inserts `row` (whose `basic` is set and absent from every other row) and indexes its cells.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let index: Int
        if let free = freeRows.popLast() {
            index = free
            rows[index] = row
        } else {
            index = rows.count
            rows.append(row)
        }
        let index32 = Int32(truncatingIfNeeded: index)
        for cell in row.cells { addToColumn(cell.symbol, row: index32) }
        basicRow[row.basic] = index32
        return index
    }

    /// Drops a row from the tableau (its basic symbol becomes parametric and unreferenced).
    mutating func removeRow(_ index: Int) {
        var cells: [Cell] = []
        swap(&cells, &rows[index].cells)
        for cell in cells { removeFromColumn(cell.symbol, row: index) }
        let basic = rows[index].basic
        if basic >= 0 { basicRow[basic] = -1 }
        rows[index] = Row()
        freeRows.append(index)
    }

    /// Notes that `symbol` appears in tableau row `row`. A column's first entry makes room for
    /// several: grown from empty a step at a time (room for 2, then 6, then 14 entries with
    /// glibc's allocator), the columns' reallocations were 2.7 % of laying out the corpus.
    @inline(__always)
    mutating func addToColumn(_ symbol: Int, row: Int32) {
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(Self.columnStartCapacity) }
        columns[symbol].append(row)
    }

    static let columnStartCapacity = 8

    @inline(__always)
    mutating func removeFromColumn(_ symbol: Int, row: Int) {
        let row32 = Int32(truncatingIfNeeded: row)
        if let position = columns[symbol].lastIndex(of: row32) {
            columns[symbol].swapAt(position, columns[symbol].count - 1)
            columns[symbol].removeLast()
        }
    }

    // MARK: Substitution

    /// `target += factor × source`, leaving out `skip` (the symbol being replaced; `source` never
    /// holds it). When `owner` is a tableau row index, the column index follows the cells that
    /// appear and cancel. A sorted merge read through buffers (substitution's inner loop), or edits
    /// in place for a short source; `RowArithmeticTests` compares both with a sum by symbol.
    mutating func addScaled(_ target: inout [Cell], _ source: [Cell], factor: Double, skip: Int, owner: Int) {
        // A few cells into a long row (an objective, mostly): edit in place, by binary search.
        if source.count &* 8 < target.count {
            addScaledInPlace(&target, source, factor: factor, skip: skip, owner: owner)
            return
        }
        var output: [Cell] = []
        swap(&output, &scratch)
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(target.count + source.count)
        let owner32 = Int32(truncatingIfNeeded: owner)
        let epsilon = Tableau.epsilon
        target.withUnsafeBufferPointer { targetCells in
            source.withUnsafeBufferPointer { sourceCells in
                var i = 0
                var j = 0
                let targetCount = targetCells.count
                let sourceCount = sourceCells.count
                while i < targetCount || j < sourceCount {
                    if j == sourceCount || (i < targetCount && targetCells[i].symbol < sourceCells[j].symbol) {
                        let cell = targetCells[i]
                        if cell.symbol != skip { output.append(cell) }
                        i &+= 1
                    } else if i == targetCount || sourceCells[j].symbol < targetCells[i].symbol {
                        let cell = sourceCells[j]
                        let coefficient = cell.coefficient * factor
                        if abs(coefficient) > epsilon {
                            output.append(Cell(symbol: cell.symbol, coefficient: coefficient))
                            if owner >= 0 { addToColumn(cell.symbol, row: owner32) }
                        }
                        j &+= 1
                    } else {
                        let symbol = targetCells[i].symbol
                        let coefficient = targetCells[i].coefficient + sourceCells[j].coefficient * factor
                        if abs(coefficient) > epsilon {
                            output.append(Cell(symbol: symbol, coefficient: coefficient))
                        } else if owner >= 0 {
                            removeFromColumn(symbol, row: owner)
                        }
                        i &+= 1
                        j &+= 1
                    }
                }
            }
        }
        swap(&output, &target)
        swap(&output, &scratch)
    }

    private mutating func addScaledInPlace(_ target: inout [Cell], _ source: [Cell], factor: Double, skip: Int, owner: Int) {
        let owner32 = Int32(truncatingIfNeeded: owner)
        if skip >= 0, let position = Row.position(of: skip, in: target) { target.remove(at: position) }
        for cell in source {
            let coefficient = cell.coefficient * factor
            let position = Row.insertionPoint(of: cell.symbol, in: target)
            if position < target.count && target[position].symbol == cell.symbol {
                let sum = target[position].coefficient + coefficient
                if abs(sum) > Tableau.epsilon {
                    target[position].coefficient = sum
                } else {
                    target.remove(at: position)
                    if owner >= 0 { removeFromColumn(cell.symbol, row: owner) }
                }
            } else if abs(coefficient) > Tableau.epsilon {
                target.insert(Cell(symbol: cell.symbol, coefficient: coefficient), at: position)
                if owner >= 0 { addToColumn(cell.symbol, row: owner32) }
            }
        }
    }

    /// Replaces `symbol` by the row it is now basic in (`rowIndex`) in every other row and in the
    /// objectives.
    mutating func substitute(_ symbol: Int, rowIndex: Int) {
        let source = rows[rowIndex].cells
        let sourceConstant = rows[rowIndex].constant
        var column: [Int32] = []
        swap(&column, &columns[symbol])
        for target32 in column {
            let target = Int(target32)
            if target == rowIndex { continue }
            var cells: [Cell] = []
            swap(&cells, &rows[target].cells)
            if let position = Row.position(of: symbol, in: cells) {
                let coefficient = cells[position].coefficient
                addScaled(&cells, source, factor: coefficient, skip: symbol, owner: target)
                rows[target].constant += coefficient * sourceConstant
                let basic = rows[target].basic
                if collectsInfeasible && rows[target].constant < 0 && kinds[basic].isRestricted {
                    infeasible.append(basic)
                }
            }
            swap(&cells, &rows[target].cells)
        }
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[symbol])
        for level in levelOrder {
            var objective = Row()
            swap(&objective, &objectives[level])
            substitute(symbol, source: source, sourceConstant: sourceConstant, intoObjective: &objective)
            swap(&objective, &objectives[level])
        }
        if hasArtificial {
            var row = Row()
            swap(&row, &artificial)
            substitute(symbol, source: source, sourceConstant: sourceConstant, intoObjective: &row)
            swap(&row, &artificial)
        }
    }

    private mutating func substitute(_ symbol: Int, source: [Cell], sourceConstant: Double, intoObjective objective: inout Row) {
        guard let position = objective.position(of: symbol) else { return }
        let coefficient = objective.cells[position].coefficient
        var cells: [Cell] = []
        swap(&cells, &objective.cells)
        addScaled(&cells, source, factor: coefficient, skip: symbol, owner: -1)
        swap(&cells, &objective.cells)
        objective.constant += coefficient * sourceConstant
        markDirty(source)
    }

    /// Notes that the objective coefficients of these cells' symbols changed.
    @inline(__always)
    mutating func markDirty(_ cells: [Cell]) {
        for cell in cells where !isDirty[cell.symbol] {
            isDirty[cell.symbol] = true
            dirty.append(cell.symbol)
        }
    }

    /// Forgets the changed symbols: the objective is optimal again.
    mutating func clearDirty() {
        for symbol in dirty { isDirty[symbol] = false }
        dirty.removeAll(keepingCapacity: true)
    }

    /// Adds `factor × symbol` to an objective row, substituting the symbol's row if it is basic.
    mutating func addToObjective(level: Int, symbol: Int, factor: Double) {
        var objective = Row()
        swap(&objective, &objectives[level])
        let rowIndex = Int(basicRow[symbol])
        if rowIndex >= 0 {
            var cells: [Cell] = []
            swap(&cells, &objective.cells)
            addScaled(&cells, rows[rowIndex].cells, factor: factor, skip: -1, owner: -1)
            swap(&cells, &objective.cells)
            objective.constant += factor * rows[rowIndex].constant
            markDirty(rows[rowIndex].cells)
        } else {
            let cell = [Cell(symbol: symbol, coefficient: factor)]
            addScaled(&objective.cells, cell, factor: 1, skip: -1, owner: -1)
            markDirty(cell)
        }
        swap(&objective, &objectives[level])
    }

    /// Makes `entering` basic in row `rowIndex` instead of the row's basic symbol, and substitutes
    /// it everywhere else.
    mutating func pivot(entering: Int, rowIndex: Int) {
        let leaving = rows[rowIndex].basic
        var row = Row()
        swap(&row, &rows[rowIndex])
        guard let position = row.position(of: entering) else {
            swap(&row, &rows[rowIndex])
            return
        }
        let coefficient = row.cells[position].coefficient
        // basic = c + a·entering + Σ  ⇒  entering = (basic − c − Σ) / a
        row.cells.remove(at: position)
        row.cells.insert(Cell(symbol: leaving, coefficient: -1), at: Row.insertionPoint(of: leaving, in: row.cells))
        row.scale(by: -1 / coefficient)
        row.basic = entering
        swap(&row, &rows[rowIndex])
        basicRow[leaving] = -1
        basicRow[entering] = Int32(truncatingIfNeeded: rowIndex)
        addToColumn(leaving, row: Int32(truncatingIfNeeded: rowIndex))
        substitute(entering, rowIndex: rowIndex)
    }

    /// Removes every occurrence of a parametric `symbol` (setting it to zero for good).
    mutating func eraseParametric(_ symbol: Int) {
        var column: [Int32] = []
        swap(&column, &columns[symbol])
        for target32 in column {
            let target = Int(target32)
            if let position = rows[target].position(of: symbol) { rows[target].cells.remove(at: position) }
        }
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[symbol])
        for level in levelOrder {
            if let position = objectives[level].position(of: symbol) { objectives[level].cells.remove(at: position) }
        }
    }

    // MARK: Building rows

    /// `Σ coefficient × symbol + constant` with every basic symbol replaced by its row: the
    /// cells, sorted, without near-zero coefficients.
    mutating func reduce(_ terms: [(symbol: Int, coefficient: Double)], constant: Double) -> Row {
        stamp &+= 1
        if stamp == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            stamp = 1
        }
        touched.removeAll(keepingCapacity: true)
        var total = constant
        for (symbol, coefficient) in terms {
            let rowIndex = Int(basicRow[symbol])
            if rowIndex >= 0 {
                total += coefficient * rows[rowIndex].constant
                for cell in rows[rowIndex].cells { accumulate(cell.symbol, cell.coefficient * coefficient) }
            } else {
                accumulate(symbol, coefficient)
            }
        }
        touched.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count + 2)
        for symbol in touched {
            let coefficient = accumulator[symbol]
            accumulator[symbol] = 0
            if abs(coefficient) > Tableau.epsilon { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        }
        return Row(cells: cells, constant: total)
    }

    @inline(__always)
    private mutating func accumulate(_ symbol: Int, _ coefficient: Double) {
        if stamps[symbol] != stamp {
            stamps[symbol] = stamp
            touched.append(symbol)
            accumulator[symbol] = coefficient
        } else {
            accumulator[symbol] += coefficient
        }
    }
}
