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
    /// What the command `arguments` (without the program name) ask for, or nil for ArgumentParser.
    /// The commands' structures are not made (``CommandJob`` says why).
    public static func command(_ arguments: [String]) -> (any CommandJob)? {
        guard let name = arguments.first, var words = Words(Array(arguments.dropFirst())) else { return nil }
        let job: (any CommandJob)?
        switch name {
        case "check": job = check(&words)
        case "compile": job = compile(&words)
        case "lint": job = lint(&words)
        default: return nil
        }
        guard let job, words.isConsumed, (try? job.validate()) != nil else { return nil }
        return job
    }

    private static func check(_ words: inout Words) -> CheckJob? {
        guard let limit = words.integer("--max-diagnostics", default: DiagnosticLimit.default.perFile) else { return nil }
        return CheckJob(paths: words.paths, maxDiagnostics: limit, quiet: words.flag("--quiet", "-q"))
    }

    private static func compile(_ words: inout Words) -> CompileJob? {
        guard let limit = words.integer("--max-diagnostics", default: DiagnosticLimit.default.perFile),
              let output = words.value("--output", "-o"),
              let access = words.choice("--access", ScenecCommands.Compile.Access.init(rawValue:)),
              let emit = words.choice("--emit", ScenecCommands.Compile.Emit.init(rawValue:)) else { return nil }
        return CompileJob(
            paths: words.paths, maxDiagnostics: limit, output: output, access: access,
            runtimeModule: words.value("--runtime-module"), config: words.value("--config"),
            defaultModule: words.value("--default-module"), emit: emit ?? .all, module: words.value("--module"),
            stubMissingReferences: words.flag("--stub-missing-references"), sourceFolders: words.values("--sources"),
            check: words.flag("--check"), quiet: words.flag("--quiet", "-q"))
    }

    private static func lint(_ words: inout Words) -> LintJob? {
        guard let reporter = words.choice("--reporter", ReporterKind.init(rawValue:)),
              let limit = words.integer("--max-diagnostics", default: DiagnosticLimit.default.perFile) else { return nil }
        let strict = words.flag("--strict"), notStrict = words.flag("--no-strict")
        guard !(strict && notStrict) else { return nil }
        return LintJob(
            paths: words.paths, reporter: reporter, config: words.value("--config"), noConfig: words.flag("--no-config"),
            strict: strict ? true : (notStrict ? false : nil), enabledRules: words.values("--enable"),
            disabledRules: words.values("--disable"), severityOverrides: words.values("--severity"),
            quiet: words.flag("--quiet", "-q"), maxDiagnostics: limit, listRules: words.flag("--list-rules"),
            ruleDocs: words.flag("--rule-docs"))
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
