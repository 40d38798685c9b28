import SceneGraph

/// One line per diagnostic (and per note): `path:line:column: severity: message [rule-id]`.
enum GCCReporter {
    static func render(_ outcome: LintOutcome) -> String {
        var text: [UInt8] = []
        for diagnostic in outcome.diagnostics {
            diagnostic.write(to: &text)
            text.append(UInt8(ascii: "\n"))
        }
        return String(decoding: text, as: UTF8.self)
    }
}
