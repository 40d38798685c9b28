import SceneGraph

/// A lint directive written as a comment in a scene file or storyboard:
///
/// - `<!-- scenec:disable rule-id other-rule -->` turns rules off from the comment on;
/// - `<!-- scenec:enable rule-id -->` turns them on again (or on, against the configuration);
/// - `<!-- scenec:disable-next-line rule-id -->` turns them off on the line after the comment.
///
/// `all` stands for every lint rule. Other `scenec:` comments are left to the compiler.
public struct InlineDirective: Sendable, Hashable {
    /// What a directive does.
    public enum Command: String, Sendable, CaseIterable {
        case disable
        case enable
        case disableNextLine = "disable-next-line"
    }

    /// The word that stands for every lint rule.
    public static let all = "all"

    /// What it does.
    public var command: Command
    /// The rule ids it names (`all` included as written).
    public var rules: [String]
    /// Where the comment starts: regions begin here.
    public var location: SourceLocation
    /// The line after the comment's last line (what `disable-next-line` applies to).
    public var nextLine: Int

    /// Whether the directive names `rule`.
    public func applies(to rule: String) -> Bool {
        rules.contains(rule) || rules.contains(Self.all)
    }

    /// The lint directives among a document's comments, and problems with them: a directive
    /// without rules, an id that is no lint rule, a misspelt command.
    public static func parse(
        _ comments: [SceneDocument.Comment], lintRules: Set<String>, resolverRules: Set<String>
    ) -> (directives: [InlineDirective], problems: [Violation]) {
        var directives: [InlineDirective] = []
        var problems: [Violation] = []
        for comment in comments where Word.startsWithDirective(comment.text) {  // most comments are not directives
            let words = Word.split(comment)
            guard let first = words.first, first.text.hasPrefix("scenec:") else { continue }
            let name = String(first.text.dropFirst("scenec:".count))
            guard let command = Command(rawValue: name) else {
                if let suggestion = Spelling.suggestion(for: name, among: Command.allCases.map(\.rawValue)) {
                    problems.append(Violation(
                        "unknown lint directive 'scenec:\(name)'; did you mean 'scenec:\(suggestion)'?", at: first.location))
                }
                continue
            }
            let ruleWords = words.dropFirst()
            if ruleWords.isEmpty {
                problems.append(Violation(
                    "'scenec:\(name)' names no rule; list rule ids or write 'all'", at: first.location))
                continue
            }
            for word in ruleWords where word.text != all && !lintRules.contains(word.text) {
                if resolverRules.contains(word.text) {
                    problems.append(Violation(
                        "'\(word.text)' is reported by the resolver (a compile error) and cannot be disabled", at: word.location))
                } else {
                    problems.append(Violation(
                        "'\(word.text)' is not a lint rule\(Spelling.hint(for: word.text, among: lintRules))", at: word.location))
                }
            }
            let lastLine = comment.location.line + comment.text.unicodeScalars.filter { $0 == "\n" }.count
            directives.append(InlineDirective(
                command: command, rules: ruleWords.map(\.text), location: comment.location, nextLine: lastLine + 1))
        }
        return (directives, problems)
    }

    /// A word of a comment and where it starts.
    private struct Word {
        var text: String
        var location: SourceLocation

        /// Whether the first word of `text` starts with `scenec:` (what ``parse`` looks for), read
        /// without splitting the text into words.
        static func startsWithDirective(_ text: String) -> Bool {
            var scalars = text.unicodeScalars.drop { $0.properties.isWhitespace || $0 == "," }
            for expected in "scenec:".unicodeScalars {
                guard scalars.first == expected else { return false }
                scalars = scalars.dropFirst()
            }
            return true
        }

        /// The words of a comment, split at white space and commas.
        static func split(_ comment: SceneDocument.Comment) -> [Word] {
            var words: [Word] = []
            // The text starts just after `<!--`.
            var line = comment.location.line, column = comment.location.column + 4
            var current = "", start = comment.location
            func flush() {
                if !current.isEmpty { words.append(Word(text: current, location: start)) }
                current = ""
            }
            for scalar in comment.text.unicodeScalars {
                if scalar.properties.isWhitespace || scalar == "," {
                    flush()
                } else {
                    if current.isEmpty { start = SourceLocation(in: comment.location.sourceFile, line: line, column: column) }
                    current.unicodeScalars.append(scalar)
                }
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            flush()
            return words
        }
    }
}
