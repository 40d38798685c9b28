#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneGraph
import SceneLintRules

/// Reads `.scenec.yml`. Every problem is a located error: an unknown key, a value of the wrong
/// shape, a rule id that is not a lint rule, a YAML syntax error.
public enum ConfigurationLoader {
    /// Rule ids of configuration problems.
    public enum Rule {
        public static let syntax = "config-syntax"
        public static let unknownKey = "config-unknown-key"
        public static let invalidValue = "config-invalid-value"
        public static let unknownRule = "config-unknown-rule"
        public static let unreadable = "config-unreadable"
    }

    /// The keys a configuration may have.
    public static let keys = ["disabled_rules", "enabled_rules", "severity", "included", "excluded", "strict", "reporter", "compile"]

    /// The keys of the `compile:` section.
    public static let compileKeys = ["access", "module", "runtimeModule"]

    /// Reads the configuration at `path`.
    public static func load(path: String) -> (configuration: LintConfiguration, problems: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (LintConfiguration(), [.error("cannot read the configuration \(path)", at: nil, rule: Rule.unreadable)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (LintConfiguration(), [.error("the configuration is not UTF-8", at: SourceLocation(file: path, line: 1, column: 1), rule: Rule.syntax)])
        }
        return parse(text, path: path)
    }

    /// Parses configuration text; `path` is where diagnostics point and what patterns are relative to.
    public static func parse(_ text: String, path: String) -> (configuration: LintConfiguration, problems: [Diagnostic]) {
        var parser = Parser(path: path)
        var configuration = LintConfiguration()
        configuration.path = path
        let root: YAMLNode?
        do {
            root = try YAMLReader.document(text)
        } catch {
            return (configuration, [.error("YAML syntax error: \(error.problem)",
                                            at: SourceLocation(file: path, line: error.line, column: error.column), rule: Rule.syntax)])
        }
        guard let root, !parser.isNull(root) else { return (configuration, []) }
        guard let mapping = root.mapping else {
            return (configuration, [.error("the configuration must be a mapping of keys (\(keys.joined(separator: ", ")))",
                                            at: parser.location(root), rule: Rule.invalidValue)])
        }
        parser.read(mapping, into: &configuration)
        return (configuration, parser.problems)
    }

    /// Why `id` cannot be configured (not a lint rule, or a resolver rule), or nil when it can.
    public static func ruleProblem(_ id: String) -> String? {
        if RuleRegistry.lintRuleIDs.contains(id) { return nil }
        if RuleRegistry.resolverRuleIDs.contains(id) {
            return "'\(id)' is reported by the resolver (a compile error) and cannot be configured"
        }
        return "'\(id)' is not a lint rule\(Spelling.hint(for: id, among: RuleRegistry.lintRuleIDs))"
    }

    /// The walk over the YAML tree, collecting problems as it goes.
    private struct Parser {
        let path: String
        var problems: [Diagnostic] = []

        init(path: String) { self.path = path }

        func location(_ node: YAMLNode) -> SourceLocation {
            SourceLocation(file: path, line: node.line, column: node.column)
        }

        func isNull(_ node: YAMLNode) -> Bool {
            node.isNull
        }

        mutating func problem(_ message: String, at node: YAMLNode, rule: String = Rule.invalidValue) {
            problems.append(.error(message, at: location(node), rule: rule))
        }

        mutating func read(_ mapping: [(key: YAMLNode, value: YAMLNode)], into configuration: inout LintConfiguration) {
            var seen: [String: YAMLNode] = [:]
            for (keyNode, value) in mapping {
                guard let key = keyNode.scalar else {
                    problem("keys must be plain words", at: keyNode, rule: Rule.unknownKey)
                    continue
                }
                if let first = seen[key] {
                    problems.append(.error("duplicate key '\(key)'", at: location(keyNode), rule: Rule.invalidValue,
                                           notes: [.note("first given here", at: location(first), rule: Rule.invalidValue)]))
                    continue
                }
                seen[key] = keyNode
                switch key {
                case "disabled_rules": configuration.disabledRules = Set(ruleList(value, key: key))
                case "enabled_rules": configuration.enabledRules = Set(ruleList(value, key: key))
                case "severity": configuration.severities = severities(value)
                case "included": configuration.included = stringList(value, key: key)
                case "excluded": configuration.excluded = stringList(value, key: key)
                case "strict":
                    if let flag = value.bool, value.scalar != nil { configuration.strict = flag } else { problem("'strict' must be true or false", at: value) }
                case "reporter":
                    if let name = value.scalar, let kind = ReporterKind(rawValue: name) {
                        configuration.reporter = kind
                    } else {
                        problem("'reporter' must be one of: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))", at: value)
                    }
                case "compile": configuration.compile = compileSettings(value)
                default:
                    let hint = Spelling.hint(for: key, among: ConfigurationLoader.keys)
                    problem("unknown key '\(key)'" + (hint.isEmpty ? "; the keys are \(ConfigurationLoader.keys.joined(separator: ", "))" : hint),
                            at: keyNode, rule: Rule.unknownKey)
                }
            }
            for rule in configuration.enabledRules.intersection(configuration.disabledRules).sorted() {
                problem("'\(rule)' is both enabled and disabled", at: seen["enabled_rules"]!)
            }
        }

        /// The `compile:` section: a mapping of `access` (public or internal), `module` and
        /// `runtimeModule` (module names).
        mutating func compileSettings(_ node: YAMLNode) -> LintConfiguration.CompileSettings {
            var settings = LintConfiguration.CompileSettings()
            guard let mapping = node.mapping else {
                if !isNull(node) { problem("'compile' must map \(ConfigurationLoader.compileKeys.joined(separator: ", ")) to values", at: node) }
                return settings
            }
            for (keyNode, value) in mapping {
                guard let key = keyNode.scalar else { continue }
                guard let text = value.scalar, !isNull(value) else {
                    problem("'compile.\(key)' must be a word", at: value)
                    continue
                }
                switch key {
                case "access":
                    guard ["public", "internal"].contains(text) else { problem("'compile.access' must be public or internal", at: value); continue }
                    settings.access = text
                case "module", "runtimeModule":
                    guard SwiftNameGate.Kind.module.accepts(text) else {
                        problem("'\(SwiftName.displayed(text))' is not a Swift module name (compile.\(key))", at: value)
                        continue
                    }
                    if key == "module" { settings.module = text } else { settings.runtimeModule = text }
                default:
                    let hint = Spelling.hint(for: key, among: ConfigurationLoader.compileKeys)
                    problem("unknown key 'compile.\(key)'" + (hint.isEmpty ? "; the keys are \(ConfigurationLoader.compileKeys.joined(separator: ", "))" : hint),
                            at: keyNode, rule: Rule.unknownKey)
                }
            }
            return settings
        }

        /// A list of strings (a single string counts as a list of one).
        mutating func strings(_ node: YAMLNode, key: String) -> [(String, YAMLNode)] {
            if let scalar = node.scalar, !isNull(node) { return [(scalar, node)] }
            guard let sequence = node.sequence else {
                if !isNull(node) { problem("'\(key)' must be a list", at: node) }
                return []
            }
            var result: [(String, YAMLNode)] = []
            for item in sequence {
                if let scalar = item.scalar, !isNull(item) {
                    result.append((scalar, item))
                } else {
                    problem("the items of '\(key)' must be text", at: item)
                }
            }
            return result
        }

        mutating func stringList(_ node: YAMLNode, key: String) -> [String] {
            strings(node, key: key).map(\.0)
        }

        mutating func ruleList(_ node: YAMLNode, key: String) -> [String] {
            strings(node, key: key).compactMap { id, item in
                if let message = ConfigurationLoader.ruleProblem(id) {
                    problem(message, at: item, rule: Rule.unknownRule)
                    return nil
                }
                return id
            }
        }

        mutating func severities(_ node: YAMLNode) -> [String: Diagnostic.Severity] {
            guard let mapping = node.mapping else {
                if !isNull(node) { problem("'severity' must map rule ids to error, warning or note", at: node) }
                return [:]
            }
            var result: [String: Diagnostic.Severity] = [:]
            for (keyNode, value) in mapping {
                guard let id = keyNode.scalar else { continue }
                if let message = ConfigurationLoader.ruleProblem(id) {
                    problem(message, at: keyNode, rule: Rule.unknownRule)
                    continue
                }
                guard let name = value.scalar, let severity = Diagnostic.Severity(rawValue: name) else {
                    problem("the severity of '\(id)' must be error, warning or note", at: value)
                    continue
                }
                result[id] = severity
            }
            return result
        }
    }
}
