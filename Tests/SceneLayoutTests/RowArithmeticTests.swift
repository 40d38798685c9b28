@testable import SceneLayout
import TestSupport
import Testing

/// The solver's two row loops over buffer pointers — `Tableau.addScaled` (a sorted merge, or edits
/// in place when the source is short) and `Row.scale(by:)` — compared with plain definitions on
/// random rows: a sum by symbol, and a map of the coefficients.
@Suite("Row arithmetic")
struct RowArithmeticTests {
    /// Sorted cells over symbols `0..<symbols`, without `excluded`, about `density` of them present.
    static func randomCells(_ random: inout SeededRandom, symbols: Int, density: Int, excluding excluded: Int = -1) -> [Cell] {
        (0..<symbols).compactMap { symbol in
            guard symbol != excluded, random.below(100) < density else { return nil }
            // Small integers, their opposites and tiny values: sums that cancel exactly and sums
            // under the tableau's epsilon both occur.
            let choices: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 1e-9, -1e-9]
            return Cell(symbol: symbol, coefficient: choices[random.below(choices.count)])
        }
    }

    /// `target + factor × source` by symbol, `skip` left out of the target, as `addScaled` defines it:
    /// target cells alone are kept as they are, a source cell alone or a sum is kept when it is
    /// larger than the tableau's epsilon.
    static func plainAddScaled(_ target: [Cell], _ source: [Cell], factor: Double, skip: Int) -> [Cell] {
        var targetBySymbol: [Int: Double] = [:], sourceBySymbol: [Int: Double] = [:]
        for cell in target where cell.symbol != skip { targetBySymbol[cell.symbol] = cell.coefficient }
        for cell in source { sourceBySymbol[cell.symbol] = cell.coefficient }
        return Set(targetBySymbol.keys).union(sourceBySymbol.keys).sorted().compactMap { symbol in
            switch (targetBySymbol[symbol], sourceBySymbol[symbol]) {
            case let (kept?, nil):
                return Cell(symbol: symbol, coefficient: kept)
            case let (nil, added?):
                let coefficient = added * factor
                return abs(coefficient) > Tableau.epsilon ? Cell(symbol: symbol, coefficient: coefficient) : nil
            case let (kept?, added?):
                let sum = kept + added * factor
                return abs(sum) > Tableau.epsilon ? Cell(symbol: symbol, coefficient: sum) : nil
            case (nil, nil):
                return nil
            }
        }
    }

    static func pairs(_ cells: [Cell]) -> [String] { cells.map { "\($0.symbol):\($0.coefficient)" } }

    /// Both paths against the sum by symbol; with an owner row, the column index lists that row for
    /// exactly the symbols the row holds afterwards (`skip`'s column is the caller's to clear).
    @Test func addScaledIsTheSumBySymbol() {
        var random = SeededRandom(seed: 0xADD5)
        var inPlace = 0, merged = 0
        for _ in 0..<4_000 {
            let symbols = 1 + random.below(40)
            // A short source into a long target takes the in-place path (`source.count × 8 < target.count`).
            let target = Self.randomCells(&random, symbols: symbols, density: 20 + random.below(80))
            let skip = random.below(3) == 0 ? -1 : random.below(symbols)
            let source = Self.randomCells(&random, symbols: symbols, density: random.below(2) == 0 ? 6 : 50, excluding: skip)
            let factor: Double = [1, -1, 2, 0.5, -3][random.below(5)]
            let owner = random.below(2) == 0 ? -1 : random.below(5)
            if source.count > 1 { if source.count * 8 < target.count { inPlace += 1 } else { merged += 1 } }

            var tableau = Tableau()
            tableau.columns = [[Int32]](repeating: [], count: symbols)
            if owner >= 0 { for cell in target { tableau.columns[cell.symbol] = [Int32(owner)] } }
            var result = target
            tableau.addScaled(&result, source, factor: factor, skip: skip, owner: owner)
            let expected = Self.plainAddScaled(target, source, factor: factor, skip: skip)
            #expect(Self.pairs(result) == Self.pairs(expected),
                    "target \(Self.pairs(target)) source \(Self.pairs(source)) × \(factor) skip \(skip)")
            guard owner >= 0 else { continue }
            let held = Set(expected.map(\.symbol))
            for symbol in 0..<symbols where symbol != skip {
                #expect(tableau.columns[symbol] == (held.contains(symbol) ? [Int32(owner)] : []), "symbol \(symbol)")
            }
        }
        #expect(inPlace > 100 && merged > 100, "sources of two cells or more: in place \(inPlace), merged \(merged)")
    }

    @Test func scaleMultipliesEveryCoefficientAndTheConstant() {
        var random = SeededRandom(seed: 0x5CA1)
        for _ in 0..<500 {
            let cells = Self.randomCells(&random, symbols: 1 + random.below(30), density: 60)
            let factor: Double = [2, -1, 0.25, 1e-3, -7.5][random.below(5)]
            var row = Row(cells: cells, constant: Double(random.below(20)) - 10, basic: 0)
            let constant = row.constant
            row.scale(by: factor)
            #expect(Self.pairs(row.cells) == Self.pairs(cells.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient * factor) }))
            #expect(row.constant == constant * factor)
        }
    }
}
