import Foundation
import SceneCompiler
import SceneFormatter
import SceneGraph
import Testing

/// The canonical text of `text`, which must be formattable; records a failure when formatting
/// the result again changes it (every test checks idempotence on its input this way).
func formatted(_ text: String, path: String = "Test.scene", options: FormatOptions = FormatOptions(),
               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    let formatter = SceneFormatter(options: options)
    guard case .formatted(let once) = formatter.format(text, path: path) else {
        Issue.record("refused: \(formatter.format(text, path: path))", sourceLocation: sourceLocation)
        throw FormatTestFailure.refused
    }
    guard case .formatted(let twice) = formatter.format(once, path: path) else {
        Issue.record("the formatted text is refused:\n\(once)", sourceLocation: sourceLocation)
        throw FormatTestFailure.refused
    }
    #expect(Array(twice.utf8) == Array(once.utf8), "formatting again changes the text:\n\(unifiedLines(once, twice))",
            sourceLocation: sourceLocation)
    return once
}

/// The diagnostics formatting `text` is refused with (a failure when it is formatted).
func refusal(_ text: String, path: String = "Test.scene", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
    switch SceneFormatter().format(text, path: path) {
    case .refused(let diagnostics):
        return diagnostics
    case .formatted(let text):
        Issue.record("formatted instead of refused:\n\(text)", sourceLocation: sourceLocation)
        return []
    }
}

enum FormatTestFailure: Error {
    case refused
}

/// The lines where two texts differ, for failure messages.
func unifiedLines(_ before: String, _ after: String) -> String {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? String(old[index]) : "∅", b = index < new.count ? String(new[index]) : "∅"
        if a != b { lines.append("\(index + 1)-\(a)\n\(index + 1)+\(b)") }
        if lines.count == 10 { break }
    }
    return lines.joined(separator: "\n")
}

/// The graph of one scene file's text as `scenec dump` prints it, without source lines and
/// columns, which formatting moves — also where they name something nameless (`@63:5.safeArea`,
/// the safe area of the view written at line 63, column 5); nil when the file does not read.
func locationFreeDump(_ text: String, path: String) -> JSONValue? {
    let (document, _) = Compiler().parse(bytes: Array(text.utf8), path: path)
    guard let document else { return nil }
    let (graph, _) = GraphResolver.resolve([document])
    return withoutLocations(GraphJSON.dump(graph))
}

private func withoutLocations(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let items): .array(items.map(withoutLocations))
    case .object(let members): .object(members.filter { $0.0 != "line" && $0.0 != "column" }.map { ($0.0, withoutLocations($0.1)) })
    case .string(let text) where text.contains("@"): .string(text.replacing(#/@[0-9]+:[0-9]+/#, with: "@LINE:COLUMN"))
    default: value
    }
}
