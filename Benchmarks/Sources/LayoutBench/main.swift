// LayoutBench: times the SceneLayout solver on a linear system (synthetic, or read from JSON).
//
//   LayoutBench [--constraints N] [--flat] [--system FILE.json] [--repeat K] [--json] [--values-out FILE]
//   LayoutBench --emit-json FILE [--constraints N] [--flat]
//   LayoutBench --systems FOLDER [--repeat K] [--json] [--values-out FILE]
//   LayoutBench --engine [--sections N] [--flat] [--repeat K] [--json]
//
// The synthetic system (SyntheticSystem.swift) stacks sections in one long chain; --flat places
// each section independently. --systems solves every system of a folder (the corpus scenes' systems
// from `scenec layout --emit-systems`) and reports the total (PreparedSystem.swift).
//
// Each repetition makes a new solver, adds every constraint (the solver re-optimises after each
// one, as kiwisolver does) and reads every value (PreparedSystem.solve()); then, if the system
// names a `resize` constraint, removes it and adds it back with the new constant (an incremental
// pass). The constraint objects are made before the clock starts, as layout_bench.py makes
// kiwisolver's.
// Prints the median over K repetitions (after one warm-up).
import Foundation
import SceneLayout

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: [String] = arguments) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// `--engine`: LayoutEngine passes on EngineScene's tree: fresh, root resized, one constant changed.
func engineBenchmark() {
    let sections = Int(option("--sections") ?? "") ?? 250
    let repetitions = max(1, Int(option("--repeat") ?? "") ?? 5)
    var problem = EngineScene.make(sections: sections, chained: !arguments.contains("--flat"))
    var resized = problem
    resized.items[0].frame.width = 414
    var nudged = resized
    nudged.constraints[nudged.constraints.count / 2].constant += 1
    let clock = ContinuousClock()
    var fresh: [Double] = [], resize: [Double] = [], nudge: [Double] = []
    var solution: LayoutSolution?
    func ms(_ duration: Duration) -> Double { Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3 }
    for repetition in 0...repetitions {
        let engine = LayoutEngine()
        let a = clock.measure { solution = engine.solve(problem) }
        let b = clock.measure { solution = engine.solve(resized) }
        let c = clock.measure { solution = engine.solve(nudged) }
        if repetition > 0 { fresh.append(ms(a)); resize.append(ms(b)); nudge.append(ms(c)) }
        problem.items[0].name = "root\(repetition)"  // defeat the identical-problem shortcut
    }
    func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
    let broken = solution?.broken.count ?? -1, ambiguous = solution?.ambiguousItems.count ?? -1
    if arguments.contains("--json") {
        print("{\"items\": \(problem.items.count), \"constraints\": \(problem.constraints.count), \"fresh_ms\": \(median(fresh)), "
              + "\"resize_ms\": \(median(resize)), \"one_constant_ms\": \(median(nudge)), \"broken\": \(broken), \"ambiguous\": \(ambiguous)}")
    } else {
        print("engine: \(problem.items.count) items, \(problem.constraints.count) constraints; broken \(broken), ambiguous \(ambiguous)")
        print("fresh solve \(median(fresh)) ms, root resized \(median(resize)) ms, one constant changed \(median(nudge)) ms")
    }
}

if arguments.contains("--engine") {
    engineBenchmark()
    exit(0)
}

if let folder = option("--systems") {
    do {
        try SystemFolderBenchmark.run(folder: folder, repetitions: max(1, Int(option("--repeat") ?? "") ?? 5),
                                      json: arguments.contains("--json"), valuesOut: option("--values-out"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("LayoutBench: \(error)\n".utf8))
        exit(2)
    }
}

do {
    let target = Int(option("--constraints") ?? "") ?? 10_000
    let system: LinearSystem
    if let path = option("--system") {
        system = try LinearSystem(json: Data(contentsOf: URL(fileURLWithPath: path)))
    } else {
        system = SyntheticSystem.make(constraints: target, chained: !arguments.contains("--flat"))
    }
    if let path = option("--emit-json") {
        try system.json().write(to: URL(fileURLWithPath: path))
        print("wrote \(path): \(system.variableCount) variables, \(system.rows.count) constraints")
        exit(0)
    }
    let repetitions = max(1, Int(option("--repeat") ?? "") ?? 5)

    let prepared = PreparedSystem(system)
    let variables = prepared.variables, constraints = prepared.constraints
    let resized = system.resize.map { prepared.constraint(system.rows[$0.constraint], constant: $0.constant) }

    var addTimes: [Double] = []
    var resizeTimes: [Double] = []
    var refused = 0
    var values: [Double] = []
    let clock = ContinuousClock()
    for repetition in 0...repetitions {
        var solver = Solver()
        let added = clock.measure { (solver, refused, values) = prepared.solve() }
        var resizeTime = Duration.zero
        if let resize = system.resize, let resized, solver.contains(constraints[resize.constraint]) {
            resizeTime = clock.measure {
                try? solver.remove(constraints[resize.constraint])
                try? solver.add(resized)
                values = variables.map { solver.value(of: $0) }
            }
        }
        if repetition > 0 {
            addTimes.append(milliseconds(added))
            resizeTimes.append(milliseconds(resizeTime))
        }
    }
    if let path = option("--values-out") {
        try JSONSerialization.data(withJSONObject: values).write(to: URL(fileURLWithPath: path))
    }
    let checksum = values.reduce(0, +)
    if arguments.contains("--json") {
        let report: [String: Any] = [
            "variables": system.variableCount, "constraints": system.rows.count, "refused": refused,
            "repetitions": repetitions, "add_solve_ms": median(addTimes), "resize_ms": median(resizeTimes),
            "checksum": checksum,
        ]
        print(String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self))
    } else {
        print("\(system.variableCount) variables, \(system.rows.count) constraints (\(refused) refused)")
        print("add + solve: \(median(addTimes)) ms (median of \(repetitions))")
        if system.resize != nil { print("resize (remove + add one constraint): \(median(resizeTimes)) ms") }
        print("checksum: \(checksum)")
    }
} catch {
    FileHandle.standardError.write(Data("LayoutBench: \(error)\n".utf8))
    exit(2)
}
