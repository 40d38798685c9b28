/// Whether a variable's value is fixed by the constraints, read off the optimal tableau.
extension Tableau {
    /// Whether `symbol` (an external) can take other values without changing any objective
    /// level: it is parametric and can move, or its row holds a parametric symbol that can move at
    /// no cost — an unrestricted external, or a slack or error whose costs are zero on every level.
    ///
    /// "Can move" means one step of the ratio test is longer than zero. At a degenerate vertex a
    /// symbol blocked now could move after degenerate pivots; such ambiguity goes unreported.
    func isAmbiguous(_ symbol: Int) -> Bool {
        let rowIndex = Int(basicRow[symbol])
        if rowIndex < 0 { return canMoveEitherWay(symbol) }
        for cell in rows[rowIndex].cells {
            switch kinds[cell.symbol] {
            case .dummy:
                continue
            case .external:
                if canMoveEitherWay(cell.symbol) { return true }
            case .slack, .error:
                if costIsZero(cell.symbol) && canMove(cell.symbol, direction: 1) { return true }
            }
        }
        return false
    }

    /// ``isAmbiguous(_:)`` for several symbols, deciding whether each parametric symbol can move
    /// once (a linear pass over the rows and columns involved rather than one per variable).
    func areAmbiguous(_ symbols: [Int]) -> [Bool] {
        // Per symbol: 0 not yet known, 1 can move at no cost, 2 cannot.
        var movable = [UInt8](repeating: 0, count: kinds.count)
        func canMoveFreely(_ symbol: Int) -> Bool {
            let kind = kinds[symbol]
            if kind == .dummy { return false }
            let known = movable[symbol]
            if known != 0 { return known == 1 }
            let answer = kind == .external ? canMoveEitherWay(symbol) : costIsZero(symbol) && canMove(symbol, direction: 1)
            movable[symbol] = answer ? 1 : 2
            return answer
        }
        return symbols.map { symbol in
            let rowIndex = Int(basicRow[symbol])
            if rowIndex < 0 { return canMoveFreely(symbol) }
            return rows[rowIndex].cells.contains { canMoveFreely($0.symbol) }
        }
    }

    private func canMoveEitherWay(_ symbol: Int) -> Bool {
        canMove(symbol, direction: 1) || canMove(symbol, direction: -1)
    }

    /// Whether moving parametric `symbol` a little in `direction` keeps every restricted row
    /// non-negative and every dummy row zero.
    private func canMove(_ symbol: Int, direction: Double) -> Bool {
        for target32 in columns[symbol] {
            let row = rows[Int(target32)]
            let kind = kinds[row.basic]
            if kind == .external { continue }
            let coefficient = row.coefficient(for: symbol) * direction
            if kind == .dummy {
                if coefficient != 0 { return false }
            } else if coefficient < 0 && row.constant <= Tableau.epsilon {
                return false
            }
        }
        return true
    }

    private func costIsZero(_ symbol: Int) -> Bool {
        for level in levelOrder where abs(objectives[level].coefficient(for: symbol)) > Tableau.epsilon { return false }
        return true
    }
}
