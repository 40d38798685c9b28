import SceneGraph

/// Which lint rules report and how severe their findings are.
///
/// Four layers decide, the first that has an opinion wins:
///
/// 1. the command line (`--enable`, `--disable`, `--severity`);
/// 2. inline comments in the file the finding is in (``InlineDirective``; they switch rules on
///    and off, they do not change severities);
/// 3. the configuration file (`.scenec.yml`);
/// 4. the rule's defaults (opt-in rules are off, the others on, with their default severity).
///
/// Resolver rules are not subject to any layer: they are compile errors.
public struct LintPolicy: Sendable, Hashable {
    /// The choices one layer makes.
    public struct Layer: Sendable, Hashable {
        /// Rules switched on (opt-in rules, or rules another layer switched off).
        public var enabled: Set<String>
        /// Rules switched off.
        public var disabled: Set<String>
        /// Severities that replace the rules' defaults.
        public var severities: [String: Diagnostic.Severity]

        /// Creates a layer.
        public init(enabled: Set<String> = [], disabled: Set<String> = [], severities: [String: Diagnostic.Severity] = [:]) {
            self.enabled = enabled
            self.disabled = disabled
            self.severities = severities
        }

        /// Whether the layer switches `rule` on (true), off (false) or says nothing (nil).
        func state(of rule: String) -> Bool? {
            if disabled.contains(rule) { return false }
            if enabled.contains(rule) { return true }
            return nil
        }
    }

    /// What the configuration file says.
    public var configuration: Layer
    /// What the command line says.
    public var commandLine: Layer

    /// Creates a policy; with no arguments, every rule has its defaults.
    public init(configuration: Layer = Layer(), commandLine: Layer = Layer()) {
        self.configuration = configuration
        self.commandLine = commandLine
    }

    /// The severity of the rule's findings.
    public func severity(of rule: RuleDescription) -> Diagnostic.Severity {
        commandLine.severities[rule.id] ?? configuration.severities[rule.id] ?? rule.severity
    }

    /// Whether the rule may report anything at all: true unless the command line switches it off,
    /// or it is off by configuration or default and no inline comment can switch it on.
    public func mayReport(_ rule: RuleDescription, directives: some Sequence<InlineDirective>) -> Bool {
        if let state = commandLine.state(of: rule.id) { return state }
        if directives.contains(where: { $0.command == .enable && $0.applies(to: rule.id) }) { return true }
        return configuration.state(of: rule.id) ?? !rule.isOptIn
    }

    /// Whether the rule reports a finding at `location`, given the directives of that file.
    public func isEnabled(_ rule: RuleDescription, at location: SourceLocation, directives: [InlineDirective]) -> Bool {
        if let state = commandLine.state(of: rule.id) { return state }
        if let state = Self.inlineState(of: rule.id, at: location, directives: directives) { return state }
        return configuration.state(of: rule.id) ?? !rule.isOptIn
    }

    /// What the comments before `location` say about `rule`: a `disable-next-line` for its line
    /// first, then the last `disable` or `enable` that names it.
    static func inlineState(of rule: String, at location: SourceLocation, directives: [InlineDirective]) -> Bool? {
        if directives.contains(where: { $0.command == .disableNextLine && $0.nextLine == location.line && $0.applies(to: rule) }) {
            return false
        }
        let last = directives.last {
            $0.command != .disableNextLine && $0.applies(to: rule)
                && ($0.location.line, $0.location.column) < (location.line, location.column)
        }
        return last.map { $0.command == .enable }
    }
}
