import SceneGraph
import Testing
import TestSupport

/// `Diagnostic.write(to:)` and `SourceLocation.write(to:)`, to a string and to UTF-8 bytes,
/// append what the former interpolated descriptions were (issue 26).
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
            var bytes = Array("before ".utf8)
            diagnostic.write(to: &bytes)
            #expect(bytes == Array(("before " + Self.former(diagnostic)).utf8))
            if let location = diagnostic.location {
                var written = ""
                location.write(to: &written)
                #expect(written == location.description && written == "\(location.file):\(location.line):\(location.column)")
            }
        }
        #expect(withNotes > 100)
    }

    /// A location's line and column are written digit by digit; they must read as `String`
    /// spells the numbers, at every width from one digit to `UInt32.max`.
    @Test func numbersAsStringSpellsThem() {
        var numbers = Array(0...1_100)
        var power = 1
        for _ in 0..<10 {
            numbers += [power - 1, power, power + 1, power * 9, power * 10 - 1].filter { $0 >= 0 && $0 <= Int(UInt32.max) }
            power *= 10
        }
        numbers += [Int(UInt32.max) - 1, Int(UInt32.max)]
        for number in numbers {
            let location = SceneGraph.SourceLocation(file: "F.scene", line: number, column: Int(UInt32.max) - number)
            var bytes: [UInt8] = [0x2A]
            location.write(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "*F.scene:\(number):\(Int(UInt32.max) - number)", "\(number)")
        }
    }
}
