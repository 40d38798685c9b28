@testable import SceneLayout
import TestSupport
import Testing

/// The tableau's column index (which rows each parametric symbol appears in) is what
/// substitution and pivots follow; columns now start with room for several entries (issue 26).
/// After every addition and removal on random systems, each column must list exactly the rows
/// that hold its symbol, once each.
@Suite("Tableau columns")
struct TableauColumnTests {
    /// The rows each symbol appears in, read from the rows themselves.
    static func rowsHolding(_ tableau: Tableau) -> [Int: [Int32]] {
        var holding: [Int: [Int32]] = [:]
        for (index, row) in tableau.rows.enumerated() where row.basic >= 0 {
            for cell in row.cells { holding[cell.symbol, default: []].append(Int32(index)) }
        }
        return holding
    }

    static func expectColumnsMatchRows(_ solver: Solver, _ note: String) {
        let holding = rowsHolding(solver.tableau)
        for symbol in solver.tableau.columns.indices {
            let listed = solver.tableau.columns[symbol].sorted()
            #expect(listed == (holding[symbol] ?? []).sorted(), "symbol \(symbol), \(note)")
        }
    }

    @Test func columnsListExactlyTheRowsThatHoldTheirSymbol() throws {
        var random = SeededRandom(seed: 0xC01)
        var longest = 0
        for round in 0..<150 {
            let system = SolverPropertyTests.randomSystem(&random)
            let (solver, _, constraints) = try SolverPropertyTests.build(system)
            Self.expectColumnsMatchRows(solver, "round \(round), stays")
            for (index, constraint) in constraints.enumerated() {
                _ = try? solver.add(constraint)
                Self.expectColumnsMatchRows(solver, "round \(round), after adding \(index)")
            }
            longest = max(longest, solver.tableau.columns.map(\.count).max() ?? 0)
            for constraint in constraints.shuffled(using: &random) where solver.contains(constraint) {
                try solver.remove(constraint)
                Self.expectColumnsMatchRows(solver, "round \(round), after a removal")
            }
        }
        // Columns outgrow the room they start with, so growing past it is exercised too.
        #expect(longest > Tableau.columnStartCapacity, "longest column \(longest)")
    }
}
