import SceneCompiler
import SceneGraph
import SceneLintRules

/// A SARIF 2.1.0 log (the OASIS Static Analysis Results Interchange Format), which code-scanning
/// services such as GitHub's read: one run, the rules that reported as the driver's rules (with
/// their catalogue text), one result per diagnostic, its notes as related locations. Columns count Unicode code points, as scenec's do.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ outcome: LintOutcome, toolVersion: String) -> JSONValue {
        // The rules that reported, in catalogue order, then those without a catalogue entry (the readers').
        let reported = Set(outcome.diagnostics.map(\.ruleID))
        var rules = RuleRegistry.all.filter { reported.contains($0.id) }.map { (id: $0.id, description: Optional($0)) }
        for id in reported.sorted() where !rules.contains(where: { $0.id == id }) {
            rules.append((id, nil))
        }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver: JSONValue = .object([
            ("name", .string("scenec")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules.map { reportingDescriptor(id: $0.id, description: $0.description) })),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object([("executionSuccessful", .bool(outcome.inputProblems.isEmpty))])])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(outcome.diagnostics.map { result($0, ruleIndex: index[$0.ruleID]!) })),
        ])
        return .object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run]))])
    }

    static func reportingDescriptor(id: String, description: RuleDescription?) -> JSONValue {
        guard let description else { return .object([("id", .string(id))]) }
        return .object([
            ("id", .string(id)),
            ("name", .string(description.name)),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(!description.isOptIn)),
                ("level", .string(level(description.severity))),
            ])),
            ("properties", .object([("tags", .array([.string(description.origin.rawValue)]))])),
        ])
    }

    static func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
        ]
        if let location = diagnostic.location {
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location))])])))
        }
        let related = diagnostic.notes.enumerated().compactMap { number, note -> JSONValue? in
            guard let location = note.location else { return nil }
            return .object([
                ("id", .int(number + 1)),
                ("physicalLocation", physicalLocation(location)),
                ("message", .object([("text", .string(note.message))])),
            ])
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        return .object(members)
    }

    static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
            ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
        ])
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A URI reference for a path: relative paths stay relative, absolute ones become `file://`
    /// URIs; characters outside RFC 3986's unreserved set (and `/`) are percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
