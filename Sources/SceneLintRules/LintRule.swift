import SceneGraph

/// A lint rule: a check of the resolved graph with a catalogue entry.
///
/// A rule reports ``Violation``s; the ``Linter`` turns them into diagnostics with the rule's id
/// and the configured severity, and drops those the configuration or inline comments disable.
public protocol LintRule: Sendable {
    /// The rule's catalogue entry.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The rule's findings in the graph.
    func check(_ context: LintContext) -> [Violation]
    /// Whether the rule reads ``LintContext/layouts``: the scenes are laid out (about a quarter
    /// of a lint run on storyboards) only when such a rule may report.
    static var readsLayouts: Bool { get }
    /// Whether the rule reads ``LintContext/containers``: the ``Linter`` makes the analysis in a
    /// job of its own, started first, beside the rules, when such a rule may report. A rule that
    /// reads it without saying so still gets it (made by its first read).
    static var readsContainers: Bool { get }
}

extension LintRule {
    /// Rules read no layouts unless they say so.
    public static var readsLayouts: Bool { false }
    /// Rules read no container analysis unless they say so.
    public static var readsContainers: Bool { false }
}

/// One finding of a rule, before configuration gives it a severity.
public struct Violation: Sendable, Hashable {
    /// One sentence, lower-case first word, no trailing period.
    public var message: String
    /// The exact place: an attribute's value when one is at fault, else the element.
    public var location: SourceLocation
    /// Related places (where a duplicate was first declared, the container involved, …).
    public var notes: [Note]

    /// A related place and what it is.
    public struct Note: Sendable, Hashable {
        /// What the place is.
        public var message: String
        /// Where it is.
        public var location: SourceLocation

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a violation.
    public init(_ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.message = message
        self.location = location
        self.notes = notes
    }
}
