@testable import SceneGraph
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

    /// Diagnostics without a location are counted as a file of their own: they are capped apart
    /// from every file's, and make one of the files the note counts.
    @Test func diagnosticsWithoutALocationAreCappedApart() {
        let unlocated: [Diagnostic] = (1...3).map { .error("input problem \($0)", at: nil, rule: "x") }
        let diagnostics = unlocated + Self.errors(3, in: "First.scene") + Self.errors(1, in: "Second.scene")
        let shown = DiagnosticLimit(perFile: 2, perRun: 0).apply(diagnostics)
        #expect(shown.filter { $0.ruleID == "x" }.map { $0.location.map { "\($0.file):\($0.line)" } ?? $0.message }
                == ["input problem 1", "input problem 2", "First.scene:1", "First.scene:2", "Second.scene:1"])
        #expect(shown.last?.message.hasPrefix("2 more diagnostics in 2 files not shown") == true, "\(shown.last?.message ?? "")")
    }

    /// The number unlocated diagnostics are counted under is one no file has (file numbers are
    /// the path table's, from 0).
    @Test func unlocatedDiagnosticsHaveANumberNoFileHas() {
        let located = Self.errors(2, in: "Numbered.scene") + Self.errors(1, in: "Other.scene")
        for diagnostic in located {
            #expect(DiagnosticLimit.fileNumber(of: diagnostic) == Int(diagnostic.location!.sourceFile.index))
            #expect(DiagnosticLimit.fileNumber(of: diagnostic) >= 0)
        }
        #expect(DiagnosticLimit.fileNumber(of: .error("no place", at: nil, rule: "x")) < 0)
    }

    @Test func withinTheLimitNothingChanges() {
        let diagnostics = Self.errors(3, in: "A.scene")
        #expect(DiagnosticLimit.default.apply(diagnostics) == diagnostics)
        #expect(DiagnosticLimit.none.apply(Self.errors(5_000, in: "A.scene")).count == 5_000)
    }
}
