import ArgumentParser
import SceneGraph
import SceneLint

/// `scenec check`, `compile` and `lint` as builds, the plugins and scripts run them — paths and
/// the options below, each written `--name value` or `-x value` — read without ArgumentParser.
///
/// Why: ArgumentParser's parse executes 17–21 M instructions before the first file is opened
/// (a `Mirror` walk of each command's options, and first-time protocol-conformance look-ups that
/// scan every conformance record of the binary): 8 % of `check` and 5 % of `compile` on the
/// storyboard corpus (issue 26). ArgumentParser stays the definition of the command line:
/// anything else — another command, help, `--version`, `--name=value`, grouped short flags, an
/// option given twice, `--`, an unknown or misspelled option, a value that does not parse, a
/// command that fails its own validation — gives nil and goes to ArgumentParser, which answers
/// as it always has. `CommonInvocationTests` parses the same arguments both ways and compares
/// every option.
public enum CommonInvocation {
    /// The command `arguments` (without the program name) ask for, or nil for ArgumentParser.
    public static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first, var words = Words(Array(arguments.dropFirst())) else { return nil }
        let command: (any ParsableCommand)?
        switch name {
        case "check": command = check(&words)
        case "compile": command = compile(&words)
        case "lint": command = lint(&words)
        default: return nil
        }
        guard var command, words.isConsumed, (try? command.validate()) != nil else { return nil }
        return command
    }

    private static func input(_ words: inout Words) -> InputOptions? {
        var input = InputOptions()
        input.paths = words.paths
        guard let limit = words.integer("--max-diagnostics", default: DiagnosticLimit.default.perFile) else { return nil }
        input.maxDiagnostics = limit
        guard (try? input.validate()) != nil else { return nil }
        return input
    }

    private static func check(_ words: inout Words) -> ScenecCommands.Check? {
        var command = ScenecCommands.Check()
        guard let input = input(&words) else { return nil }
        command.input = input
        command.quiet = words.flag("--quiet", "-q")
        return command
    }

    private static func compile(_ words: inout Words) -> ScenecCommands.Compile? {
        var command = ScenecCommands.Compile()
        guard let input = input(&words), let output = words.value("--output", "-o") else { return nil }
        command.input = input
        command.output = output
        guard let access = words.choice("--access", ScenecCommands.Compile.Access.init(rawValue:)),
              let emit = words.choice("--emit", ScenecCommands.Compile.Emit.init(rawValue:)) else { return nil }
        command.access = access
        command.emit = emit ?? .all
        command.runtimeModule = words.value("--runtime-module")
        command.config = words.value("--config")
        command.defaultModule = words.value("--default-module")
        command.module = words.value("--module")
        command.stubMissingReferences = words.flag("--stub-missing-references")
        command.sourceFolders = words.values("--sources")
        command.check = words.flag("--check")
        command.quiet = words.flag("--quiet", "-q")
        return command
    }

    private static func lint(_ words: inout Words) -> ScenecCommands.Lint? {
        var command = ScenecCommands.Lint()
        command.paths = words.paths
        guard let reporter = words.choice("--reporter", ReporterKind.init(rawValue:)),
              let limit = words.integer("--max-diagnostics", default: DiagnosticLimit.default.perFile) else { return nil }
        command.reporter = reporter
        command.maxDiagnostics = limit
        command.config = words.value("--config")
        command.noConfig = words.flag("--no-config")
        let strict = words.flag("--strict"), notStrict = words.flag("--no-strict")
        guard !(strict && notStrict) else { return nil }
        command.strict = strict ? true : (notStrict ? false : nil)
        command.enabledRules = words.values("--enable")
        command.disabledRules = words.values("--disable")
        command.severityOverrides = words.values("--severity")
        command.quiet = words.flag("--quiet", "-q")
        command.listRules = words.flag("--list-rules")
        command.ruleDocs = words.flag("--rule-docs")
        return command
    }
}

/// The words of a command line split into paths (words not starting with `-`) and options, which
/// the command then takes by name; nil when a word has a form ArgumentParser reads differently.
struct Words {
    /// The positional words, in order.
    let paths: [String]
    /// Each option or flag word with the value after it (nil for a flag), in order.
    private var options: [(name: String, value: String?)]
    /// The flags of the three commands: every other option takes the next word as its value.
    private static let flags: Set<String> = [
        "--quiet", "-q", "--stub-missing-references", "--check", "--no-config", "--strict", "--no-strict",
        "--list-rules", "--rule-docs",
    ]

    init?(_ words: [String]) {
        var paths: [String] = []
        var options: [(String, String?)] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-") else {
                paths.append(word)
                continue
            }
            // `--name=value`, grouped short flags, `--` and `-`: ArgumentParser's forms.
            guard word.count > 1, word != "--", !word.contains("="), word.hasPrefix("--") || word.count == 2 else { return nil }
            if Self.flags.contains(word) {
                options.append((word, nil))
            } else {
                guard index < words.count, !words[index].hasPrefix("-") else { return nil }
                options.append((word, words[index]))
                index += 1
            }
        }
        self.paths = paths
        self.options = options
    }

    /// Whether every option was taken by the command (an unknown one was not).
    var isConsumed: Bool { options.isEmpty }

    /// Takes a flag; false when absent. A flag given twice is left untaken, so the line goes to
    /// ArgumentParser.
    mutating func flag(_ names: String...) -> Bool {
        let found = options.indices.filter { names.contains(options[$0].name) }
        guard found.count == 1 else { return false }
        options.remove(at: found[0])
        return true
    }

    /// Takes a single-valued option; nil when absent (or given twice, left for ArgumentParser).
    mutating func value(_ names: String...) -> String? {
        let found = options.indices.filter { names.contains(options[$0].name) }
        guard found.count == 1 else { return nil }
        return options.remove(at: found[0]).value
    }

    /// Takes every value of a repeatable option, in order.
    mutating func values(_ name: String) -> [String] {
        let found = options.filter { $0.name == name }.compactMap(\.value)
        options.removeAll { $0.name == name }
        return found
    }

    /// Takes an option with one of a set of values: `.some(nil)` when absent, nil when its value
    /// is not one of them.
    mutating func choice<Value>(_ name: String, _ make: (String) -> Value?) -> Value?? {
        guard options.contains(where: { $0.name == name }) else { return .some(nil) }
        guard let text = value(name), let made = make(text) else { return nil }
        return .some(made)
    }

    /// Takes an integer option, `fallback` when absent; nil when its value is not an integer.
    mutating func integer(_ name: String, default fallback: Int) -> Int? {
        guard options.contains(where: { $0.name == name }) else { return fallback }
        return value(name).flatMap { Int($0) }
    }
}
