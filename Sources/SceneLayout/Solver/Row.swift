/// What a tableau symbol stands for (Cassowary's symbol kinds).
enum SymbolKind: UInt8 {
    /// A caller's ``Variable``: unrestricted in sign.
    case external
    /// An inequality's slack (or the artificial variable of phase one): never negative.
    case slack
    /// An optional constraint's error: never negative, and costs in the objective of its level.
    case error
    /// A required equality's marker: always zero, never enters the basis.
    case dummy

    /// Whether the symbol must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// One `coefficient × symbol` of a row.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ cells`, or an objective row (`basic` is -1).
/// Cells are sorted by symbol and never hold a coefficient within ``Tableau/epsilon`` of zero.
struct Row {
    var cells: [Cell]
    var constant: Double
    var basic: Int

    init(cells: [Cell] = [], constant: Double = 0, basic: Int = -1) {
        self.cells = cells
        self.constant = constant
        self.basic = basic
    }

    /// The position of `symbol` in `cells`, or nil.
    @inline(__always)
    func position(of symbol: Int) -> Int? {
        Row.position(of: symbol, in: cells)
    }

    /// The coefficient of `symbol` (zero when absent).
    @inline(__always)
    func coefficient(for symbol: Int) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Binary search for `symbol` in sorted `cells`.
    @inline(__always)
    static func position(of symbol: Int, in cells: [Cell]) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            let found = cells[middle].symbol
            if found == symbol { return middle }
            if found < symbol { low = middle &+ 1 } else { high = middle }
        }
        return nil
    }

    /// Where `symbol` would be inserted in sorted `cells`.
    static func insertionPoint(of symbol: Int, in cells: [Cell]) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            if cells[middle].symbol < symbol { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// Multiplies the constant and every coefficient by `factor`, through the row's buffer as the
    /// solver's other row loops are (a row is scaled at every pivot). `RowArithmeticTests` compares
    /// it with a map of the coefficients.
    mutating func scale(by factor: Double) {
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient *= factor }
        }
    }
}
