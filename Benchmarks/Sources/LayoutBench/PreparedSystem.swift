import Foundation
import SceneLayout

/// A ``LinearSystem`` ready to time: its solver constraints made beforehand, against variables
/// numbered as every new solver numbers them.
struct PreparedSystem {
    let system: LinearSystem
    let variables: [Variable]
    let constraints: [Constraint]

    init(_ system: LinearSystem) {
        self.system = system
        // Variables are numbered in the order a solver makes them, so constraints made with a
        // first solver's variables are understood by every new solver that makes as many.
        let template = Solver()
        let variables = (0..<system.variableCount).map { _ in template.makeVariable() }
        self.variables = variables
        constraints = system.rows.map { Self.constraint($0, constant: $0.constant, variables: variables) }
    }

    /// `row` with another constant (the `resize` of a system).
    func constraint(_ row: LinearSystem.Row, constant: Double) -> Constraint {
        Self.constraint(row, constant: constant, variables: variables)
    }

    private static func constraint(_ row: LinearSystem.Row, constant: Double, variables: [Variable]) -> Constraint {
        Constraint(Expression(terms: row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant),
                   row.relation, priority: LayoutPriority(row.priority))
    }

    /// What is timed: a new solver, its variables, every constraint added (the solver
    /// re-optimises after each one), every value read. Counts the constraints it refuses.
    func solve() -> (solver: Solver, refused: Int, values: [Double]) {
        let solver = Solver()
        for _ in 0..<system.variableCount { _ = solver.makeVariable() }
        var refused = 0
        for constraint in constraints {
            do { try solver.add(constraint) } catch { refused += 1 }
        }
        return (solver, refused, variables.map { solver.value(of: $0) })
    }
}

/// Milliseconds in a duration.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
}

/// The median (the mean of the middle two for an even count).
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// `--systems FOLDER`: every `*.json` system of the folder (the corpus scenes' systems that
/// `scenec layout --emit-systems` writes), each solved from scratch as ``PreparedSystem/solve()``
/// does and timed on its own; a repetition's figure is the sum over the systems. Prints the
/// median over K repetitions (after one warm-up).
enum SystemFolderBenchmark {
    static func run(folder: String, repetitions: Int, json: Bool, valuesOut: String?) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw BenchError("no *.json systems in \(folder)") }
        let folderURL = URL(fileURLWithPath: folder)
        let prepared = try names.map { try PreparedSystem(LinearSystem(json: Data(contentsOf: folderURL.appendingPathComponent($0)))) }
        let clock = ContinuousClock()
        var totals: [Double] = []
        var refused = 0
        var values: [[Double]] = []
        for repetition in 0...repetitions {
            var total = Duration.zero
            refused = 0
            values = []
            for system in prepared {
                var outcome: (solver: Solver, refused: Int, values: [Double])?
                total += clock.measure { outcome = system.solve() }
                refused += outcome?.refused ?? 0
                values.append(outcome?.values ?? [])
            }
            if repetition > 0 { totals.append(milliseconds(total)) }
        }
        if let valuesOut {
            try JSONSerialization.data(withJSONObject: values).write(to: URL(fileURLWithPath: valuesOut))
        }
        let constraints = prepared.reduce(0) { $0 + $1.system.rows.count }
        let variables = prepared.reduce(0) { $0 + $1.system.variableCount }
        let largest = prepared.map(\.system.rows.count).max() ?? 0
        let checksum = values.joined().reduce(0, +)
        if json {
            let report: [String: Any] = [
                "systems": prepared.count, "variables": variables, "constraints": constraints, "largest_system": largest,
                "refused": refused, "repetitions": repetitions, "total_solve_ms": median(totals), "checksum": checksum,
            ]
            print(String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self))
        } else {
            print("\(prepared.count) systems: \(variables) variables, \(constraints) constraints (largest \(largest); \(refused) refused)")
            print("total add + solve: \(median(totals)) ms (median of \(repetitions))")
            print("checksum: \(checksum)")
        }
    }
}
