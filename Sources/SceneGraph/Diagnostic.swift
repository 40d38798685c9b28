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

    /// Appends ``description`` to `text`.
    public func write(to text: inout String) {
        var bytes: [UInt8] = []
        write(to: &bytes)
        text.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends ``description`` to `bytes` as UTF-8, piece by piece — what reports of many lines
    /// use, turning the whole report into a string once (or writing the bytes as they are).
    ///
    /// Why: a line made by interpolation (the location's own description inside it, then the
    /// lines joined) cost ~9,000 instructions; `lint` of 200 storyboards spent 2.5 % of its
    /// instructions writing its 1,375 lines. Appended to a string piece by piece it still cost
    /// ~6,800 a line (a string's append is ~400 instructions whatever its length: 1.5 % of that
    /// `lint`); appending to bytes is a copy of each piece. `DiagnosticTextTests` compares with
    /// the former text.
    public func write(to bytes: inout [UInt8]) {
        Self.appendLine(severity: severity, message: message, location: location, rule: ruleID, to: &bytes)
        for note in notes {
            bytes.append(UInt8(ascii: "\n"))
            Self.appendLine(severity: note.severity, message: note.message, location: note.location, rule: nil, to: &bytes)
        }
    }

    private static func appendLine(severity: Severity, message: String, location: SourceLocation?, rule: String?, to bytes: inout [UInt8]) {
        if let location {
            location.write(to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
        } else {
            bytes.append(contentsOf: "scenec: ".utf8)
        }
        bytes.append(contentsOf: severity.rawValue.utf8)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: message.utf8)
        if let rule {
            bytes.append(contentsOf: " [".utf8)
            bytes.append(contentsOf: rule.utf8)
            bytes.append(UInt8(ascii: "]"))
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
