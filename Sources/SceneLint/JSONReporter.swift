import SceneCompiler
import SceneGraph

/// scenec's own JSON report; the schema is documented in docs/Lint.md ("JSON report").
enum JSONReporter {
    /// The report's format version; bumped when a member changes meaning or disappears.
    static let version = 1

    static func render(_ outcome: LintOutcome, toolVersion: String) -> JSONValue {
        .object([
            ("version", .int(version)),
            ("tool", .object([("name", .string("scenec")), ("version", .string(toolVersion))])),
            ("files", .array(outcome.files.map(JSONValue.string))),
            ("summary", .object([
                ("errors", .int(outcome.count(.error))),
                ("warnings", .int(outcome.count(.warning))),
                ("notes", .int(outcome.count(.note))),
            ])),
            ("diagnostics", .array(outcome.diagnostics.map(diagnostic))),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleID", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        if let location = diagnostic.location { members.append(("location", self.location(location))) }
        if !diagnostic.notes.isEmpty {
            members.append(("notes", .array(diagnostic.notes.map { note in
                var members: [(String, JSONValue)] = [("message", .string(note.message))]
                if let location = note.location { members.append(("location", self.location(location))) }
                return .object(members)
            })))
        }
        return .object(members)
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }
}
