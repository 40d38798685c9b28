import SceneGraph
import Testing
import TestSupport

/// ``Diagnostic/write(to:)`` and ``SourceLocation/write(to:)`` append what the former
/// interpolated descriptions were (issue 26).
@Suite("Diagnostic text")
struct DiagnosticTextTests {
    /// The former text, made as it was: a line interpolated whole (the location's
    /// `file:line:column` inside it), the lines joined.
    static func former(_ diagnostic: Diagnostic) -> String {
        func line(_ severity: Diagnostic.Severity, _ message: String, _ location: SceneGraph.SourceLocation?, _ rule: String?) -> String {
            let prefix = location.map { "\($0.file):\($0.line):\($0.column): " } ?? "scenec: "
            let suffix = rule.map { " [\($0)]" } ?? ""
            return "\(prefix)\(severity.rawValue): \(message)\(suffix)"
        }
        return ([line(diagnostic.severity, diagnostic.message, diagnostic.location, diagnostic.ruleID)]
            + diagnostic.notes.map { line($0.severity, $0.message, $0.location, nil) }).joined(separator: "\n")
    }

    @Test func sameTextAsBefore() {
        var random = SeededRandom(seed: 0xD1A6)
        let files = ["Main.storyboard", "/tmp/a b/Ünïcode.scene", "", "x"]
        let messages = ["duplicate id 'a'", "", "naïve — “quoted” 🙂", "line\nbreak"]
        let rules = ["duplicate-id", "", "r"]
        func location() -> SceneGraph.SourceLocation? {
            random.below(5) == 0 ? nil
                : SceneGraph.SourceLocation(file: files[random.below(files.count)], line: [1, 9, 10, 4_294_967_295][random.below(4)], column: random.below(200) + 1)
        }
        func severity() -> Diagnostic.Severity { Diagnostic.Severity.allCases[random.below(3)] }
        var withNotes = 0
        for _ in 0..<400 {
            let notes = (0..<random.below(3)).map { _ in
                Diagnostic.note(messages[random.below(messages.count)], at: location(), rule: rules[random.below(rules.count)])
            }
            withNotes += notes.isEmpty ? 0 : 1
            let diagnostic = Diagnostic(severity(), messages[random.below(messages.count)], at: location(), rule: rules[random.below(rules.count)], notes: notes)
            #expect(diagnostic.description == Self.former(diagnostic))
            var text = "before "
            diagnostic.write(to: &text)
            #expect(text == "before " + Self.former(diagnostic))
            if let location = diagnostic.location {
                var written = ""
                location.write(to: &written)
                #expect(written == location.description && written == "\(location.file):\(location.line):\(location.column)")
            }
        }
        #expect(withNotes > 100)
    }
}
