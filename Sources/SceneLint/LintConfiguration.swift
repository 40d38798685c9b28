import SceneGraph
import SceneLintRules

/// What a `.scenec.yml` file says (see docs/Lint.md, "Configuration"): the lint settings, and
/// under `compile:` the code generator's.
public struct LintConfiguration: Sendable, Hashable {
    /// The file name `scenec lint` looks for in the current folder.
    public static let defaultFileName = ".scenec.yml"

    /// Where the configuration was read from; nil for the defaults.
    public var path: String?
    /// Rules switched off.
    public var disabledRules: Set<String> = []
    /// Rules switched on (opt-in rules).
    public var enabledRules: Set<String> = []
    /// Severities that replace rules' defaults.
    public var severities: [String: Diagnostic.Severity] = [:]
    /// Patterns of the files to lint (prefixes or globs, relative to the configuration's folder);
    /// empty means all.
    public var included: [String] = []
    /// Patterns of files not to lint.
    public var excluded: [String] = []
    /// Whether warnings fail the run; nil leaves it to the command line (default: no).
    public var strict: Bool?
    /// The reporter to use unless the command line names one.
    public var reporter: ReporterKind?
    /// The `compile:` section: what `scenec compile` and the build plugin generate.
    public var compile = CompileSettings()

    /// The code generator's settings; nil leaves each to the command line or its default.
    public struct CompileSettings: Sendable, Hashable {
        /// `public` or `internal`.
        public var access: String?
        /// The module generated code is compiled into.
        public var module: String?
        /// The runtime module generated code imports.
        public var runtimeModule: String?

        public init() {}
    }

    /// The defaults: every rule as the catalogue says, all files.
    public init() {}

    /// The folder the patterns are relative to: the configuration file's, or the current one.
    public var baseDirectory: String {
        path.map(FilePath.directory(of:)) ?? "."
    }

    /// The configuration's layer of the lint policy.
    public var layer: LintPolicy.Layer {
        LintPolicy.Layer(enabled: enabledRules, disabled: disabledRules, severities: severities)
    }
}
