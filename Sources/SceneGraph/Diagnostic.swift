/// A message about the input, with a severity, a location and the id of the rule that produced it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public var severity: Severity
    /// One sentence, lower-case first word, no trailing period.
    public var message: String
    /// Where it applies; nil only for problems that belong to no file (e.g. no input at all).
    public var location: SourceLocation?
    /// The stable id of the rule (e.g. `dangling-destination`).
    public var ruleID: String
    /// Related notes, each with its own location (e.g. where a duplicate was first declared).
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, rule ruleID: String,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.ruleID = ruleID
        self.notes = notes
    }

    /// Creates an error.
    public static func error(_ message: String, at location: SourceLocation?, rule: String, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, rule: rule, notes: notes)
    }

    /// Creates a warning.
    public static func warning(_ message: String, at location: SourceLocation?, rule: String, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, rule: rule, notes: notes)
    }

    /// Creates a note.
    public static func note(_ message: String, at location: SourceLocation?, rule: String) -> Diagnostic {
        Diagnostic(.note, message, at: location, rule: rule)
    }

    /// The gcc-style line `path:line:col: severity: message [rule-id]`, followed by its notes.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends ``description`` to `text`, piece by piece.
    ///
    /// Why: a line made by interpolation (the location's own description inside it, then the
    /// lines joined) cost ~9,000 instructions; `lint` of 200 storyboards spent 2.5 % of its
    /// instructions writing its 1,375 lines. `DiagnosticTextTests` compares with the former text.
    public func write(to text: inout String) {
        Self.appendLine(severity: severity, message: message, location: location, rule: ruleID, to: &text)
        for note in notes {
            text.append("\n")
            Self.appendLine(severity: note.severity, message: note.message, location: note.location, rule: nil, to: &text)
        }
    }

    private static func appendLine(severity: Severity, message: String, location: SourceLocation?, rule: String?, to text: inout String) {
        if let location {
            location.write(to: &text)
            text.append(": ")
        } else {
            text.append("scenec: ")
        }
        text.append(severity.rawValue)
        text.append(": ")
        text.append(message)
        if let rule {
            text.append(" [")
            text.append(rule)
            text.append("]")
        }
    }
}

extension Diagnostic: Comparable {
    /// Orders by location (file, line, column), then message: the order reports use.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return true
        case (_?, nil): return false
        default: return (lhs.message, lhs.ruleID) < (rhs.message, rhs.ruleID)
        }
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
