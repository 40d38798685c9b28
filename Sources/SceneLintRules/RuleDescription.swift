import SceneGraph

/// Who reports a rule's diagnostics.
public enum RuleOrigin: String, Sendable, Hashable {
    /// A lint rule: run by ``Linter``, configurable (disabled, enabled, severity, inline comments).
    case lint
    /// A resolver rule: reported by ``GraphResolver`` whenever files are loaded. It is listed in
    /// the catalogue for its documentation and examples, but it is a compile error and cannot be
    /// disabled or downgraded.
    case resolver
}

/// One input of an example: a file name (`.scene` or `.storyboard`) and its text, where `↓` marks
/// each place a diagnostic of the rule must point at.
public struct ExampleFile: Sendable, Hashable {
    /// The file's path (as given to the compiler).
    public var path: String
    /// The text, with `↓` markers.
    public var markedText: String

    /// Creates an example file.
    public init(_ path: String, _ markedText: String) {
        self.path = path
        self.markedText = markedText
    }

    /// The marker character.
    public static let marker: Unicode.Scalar = "↓"

    /// The text without markers.
    public var text: String {
        String(String.UnicodeScalarView(markedText.unicodeScalars.filter { $0 != Self.marker }))
    }

    /// The places the markers stand for (the scalar just after each marker), in order.
    public var markers: [SourceLocation] {
        var markers: [SourceLocation] = []
        var line = 1, column = 1
        for scalar in markedText.unicodeScalars {
            if scalar == Self.marker {
                markers.append(SourceLocation(file: path, line: line, column: column))
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return markers
    }
}

/// A triggering or non-triggering example of a rule: one or more files compiled together.
public struct RuleExample: Sendable, Hashable {
    /// The files, compiled together.
    public var files: [ExampleFile]

    /// An example of one scene file, `Example.scene`.
    public init(_ markedText: String) {
        self.files = [ExampleFile("Example.scene", markedText)]
    }

    /// An example of one storyboard, `Example.storyboard` (for rules only storyboards can break).
    public static func storyboard(_ markedText: String) -> RuleExample {
        RuleExample(files: [ExampleFile("Example.storyboard", markedText)])
    }

    /// An example of several files compiled together.
    public init(files: [ExampleFile]) {
        self.files = files
    }

    /// Every marker of every file.
    public var markers: [SourceLocation] { files.flatMap(\.markers) }
}

/// What the catalogue says about a rule: its id, severity, purpose and examples.
public struct RuleDescription: Sendable, Hashable {
    /// The stable id used in diagnostics, configuration and inline comments (`unreachable-scene`).
    public var id: String
    /// A short title (`Unreachable scene`).
    public var name: String
    /// The severity of its diagnostics unless configured otherwise.
    public var severity: Diagnostic.Severity
    /// Who reports it.
    public var origin: RuleOrigin
    /// Whether it runs only when enabled (`enabled_rules`, `--enable`).
    public var isOptIn: Bool
    /// What it finds, in one or two sentences.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    /// Inputs it reports, with `↓` at each expected location.
    public var triggeringExamples: [RuleExample]
    /// Inputs it does not report.
    public var nonTriggeringExamples: [RuleExample]

    /// Creates a description.
    public init(
        id: String, name: String, severity: Diagnostic.Severity, origin: RuleOrigin = .lint, isOptIn: Bool = false,
        summary: String, rationale: String, triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.origin = origin
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}
