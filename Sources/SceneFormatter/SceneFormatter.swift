import SceneCompiler
import SceneGraph
import SceneParser

/// How ``SceneFormatter`` lays text out.
public struct FormatOptions: Sendable, Equatable {
    /// The spaces one level of nesting indents by (the sample scene files use 2).
    public var indentWidth: Int
    /// The longest start tag kept on one line, in characters (Unicode scalars) with its
    /// indentation; a longer one puts each attribute on a line of its own.
    public var lineWidth: Int

    /// Options with the canonical defaults: 2 spaces, 120 characters.
    public init(indentWidth: Int = 2, lineWidth: Int = 120) {
        self.indentWidth = max(0, indentWidth)
        self.lineWidth = max(1, lineWidth)
    }
}

/// What formatting a scene file's text gave.
public enum FormatOutcome: Sendable, Equatable {
    /// The canonical text of the file (it may equal the text given).
    case formatted(String)
    /// The file's errors, located: a file with errors is not formatted.
    case refused([Diagnostic])
}

/// Lays a scene file out canonically (`scenec format`, the language server's formatting):
/// attributes in the order of the specification, one element per line indented by its depth,
/// long start tags wrapped one attribute per line, values escaped one way, and comments kept
/// where they were. Formatting changes the text, never the document: the file reads back into
/// the same scene graph, and formatting the result again gives it unchanged.
///
/// The rules are described in `docs/SceneFormat.md` ("Canonical layout: `scenec format`").
public struct SceneFormatter: Sendable {
    /// Rule ids of the formatter's own refusals.
    public enum Rule {
        /// The file is a storyboard: only scene files are formatted.
        public static let storyboard = "format-storyboard"
        /// The formatter could not follow the file's markup (a bug of the formatter, not of the file).
        public static let unfollowedMarkup = "format-internal"
    }

    /// How the text is laid out.
    public var options: FormatOptions

    /// A formatter laying text out with `options`.
    public init(options: FormatOptions = FormatOptions()) {
        self.options = options
    }

    /// Formats the text of one scene file; refuses (returns the diagnostics) when the file has errors.
    ///
    /// `path` names the file in diagnostics; nothing is read from disk. The errors that stop
    /// formatting are the file's own — what reading it and checking its ids report — and not
    /// problems with references to other files, which formatting one file cannot change.
    public func format(_ text: String, path: String) -> FormatOutcome {
        if FilePath.fileExtension(of: path) == "storyboard" {
            return .refused([.error(
                "scenec format lays out scene files, not storyboards; 'scenec convert' turns a storyboard into a scene file",
                at: SourceLocation(file: path, line: 1, column: 1), rule: Rule.storyboard)])
        }
        let bytes = Array(text.utf8)
        let compiler = Compiler()
        let errors = Self.errors(parsing: bytes, path: path, with: compiler)
        if !errors.isEmpty { return .refused(errors) }
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: bytes, path: path, limits: compiler.limits)
        guard let tree else { return .refused(diagnostics.filter { $0.severity == .error }) }
        switch MarkupOutline.build(tree, bytes: bytes, path: path) {
        case .success(let outline):
            let formatted = SceneTextRenderer.render(outline, options: options)
            if let problem = FormatVerification.problem(with: formatted, comparedWith: tree, path: path) {
                return .refused([problem])
            }
            return .formatted(formatted)
        case .failure(let failure):
            return .refused([failure.diagnostic])
        }
    }

    /// The errors of the file alone: reading it (XML, the scene format) and checking its ids,
    /// without what concerns other files; each said once.
    static func errors(parsing bytes: [UInt8], path: String, with compiler: Compiler) -> [Diagnostic] {
        let (document, diagnostics) = compiler.parse(bytes: bytes, path: path)
        var errors = diagnostics.filter { $0.severity == .error }
        if let document {
            struct Key: Hashable {
                var location: SourceLocation?
                var rule: String
            }
            let said = Set(errors.map { Key(location: $0.location, rule: $0.ruleID) })
            errors += GraphResolver.check(document).filter { diagnostic in
                diagnostic.severity == .error && !GraphResolver.Rule.crossFile.contains(diagnostic.ruleID)
                    && !said.contains(Key(location: diagnostic.location, rule: diagnostic.ruleID))
            }
        } else if errors.isEmpty {
            errors.append(.error("the file could not be read", at: SourceLocation(file: path, line: 1, column: 1),
                                 rule: SafeXMLReader.Rule.malformed))
        }
        return errors.sorted()
    }
}
