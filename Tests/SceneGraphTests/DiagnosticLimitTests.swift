import SceneGraph
import Testing

/// The cap on printed diagnostics: per file, per run, one note for the rest.
@Suite("Diagnostic limit")
struct DiagnosticLimitTests {
    static func errors(_ count: Int, in file: String) -> [Diagnostic] {
        (1...count).map { .error("problem \($0)", at: SourceLocation(file: file, line: $0, column: 1), rule: "x") }
    }

    @Test func eachFileAndTheRunAreCapped() {
        let diagnostics = Self.errors(5, in: "A.scene") + Self.errors(3, in: "B.scene") + Self.errors(4, in: "C.scene")
        let shown = DiagnosticLimit(perFile: 2, perRun: 5).apply(diagnostics)
        #expect(shown.filter { $0.ruleID == "x" }.map { "\($0.location!.file):\($0.location!.line)" }
                == ["A.scene:1", "A.scene:2", "B.scene:1", "B.scene:2", "C.scene:1"])
        #expect(shown.count == 6)
        let note = shown.last
        #expect(note?.severity == .note && note?.ruleID == DiagnosticLimit.rule)
        #expect(note?.message.hasPrefix("7 more diagnostics in 3 files not shown") == true, "\(note?.message ?? "")")
    }

    @Test func withinTheLimitNothingChanges() {
        let diagnostics = Self.errors(3, in: "A.scene")
        #expect(DiagnosticLimit.default.apply(diagnostics) == diagnostics)
        #expect(DiagnosticLimit.none.apply(Self.errors(5_000, in: "A.scene")).count == 5_000)
    }
}
