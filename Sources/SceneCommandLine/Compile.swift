import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCodeGen
import SceneCompiler
import SceneGraph
import SceneLint

extension ScenecCommands {
    /// `scenec compile`: generate Swift wiring code.
    public struct Compile: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "compile",
            abstract: "Generate Swift wiring code for scene files.",
            discussion: """
                Writes one Swift file per scene file plus \(SceneTranslator.sharedFileName) into the output folder. \
                Output is deterministic; each file is written atomically and only when its content changed. \
                Nothing is written when a scene file has errors. Settings come from the command line, \
                then the compile: section of the configuration (--config, or .scenec.yml in the current folder), \
                then the defaults.

                Exit status: 0 clean (or up to date with --check), 1 errors or stale files with --check, \
                2 usage, configuration or I/O failure.
                """
        )

        /// Which outputs to write.
        enum Emit: String, ExpressibleByArgument, CaseIterable {
            /// Every scene file's output and the shared file.
            case all
            /// The output of the one scene file given (it depends on that file alone).
            case document
            /// Only the shared file (it depends on all the files given).
            case shared
        }

        /// Access levels for generated declarations.
        enum Access: String, ExpressibleByArgument, CaseIterable {
            case `public`, `internal`
        }

        @OptionGroup var input: InputOptions

        @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write generated Swift files to.", valueName: "dir"))
        var output: String

        @Option(help: "Access level of generated declarations: public or internal (default: internal).")
        var access: Access?

        @Option(help: ArgumentHelp("The runtime module generated code imports (default: SceneRuntime).", valueName: "name"))
        var runtimeModule: String?

        @Option(help: ArgumentHelp("The configuration whose compile: section to use (default: .scenec.yml in the current folder, when there is one).", valueName: "file"))
        var config: String?

        @Option(help: ArgumentHelp("The module generated code is compiled into when neither --module nor the configuration names one (the build plugin passes the target's).", valueName: "name"))
        var defaultModule: String?

        @Option(help: "What to write: all, document (the output of the one file given), or shared (the file that spans all of them).")
        var emit: Emit = .all

        @Option(help: ArgumentHelp("The module the generated code is compiled into: storyboard classes of other modules (customModule) are named with theirs.", valueName: "name"))
        var module: String?

        @Flag(help: "Give references to files that are not among the inputs a placeholder controller (with a warning) instead of failing.")
        var stubMissingReferences = false

        @Option(name: .customLong("sources"), help: ArgumentHelp("A folder of the app's Swift sources (repeatable): user-defined runtime attributes that name a stored property of a class declared there are assigned to it.", valueName: "dir"))
        var sourceFolders: [String] = []

        @Flag(help: "Write nothing; exit 1 when a generated file on disk is missing or out of date.")
        var check = false

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        /// What the command line asks for.
        var job: CompileJob {
            CompileJob(
                paths: input.paths, maxDiagnostics: input.maxDiagnostics, output: output, access: access,
                runtimeModule: runtimeModule, config: config, defaultModule: defaultModule, emit: emit, module: module,
                stubMissingReferences: stubMissingReferences, sourceFolders: sourceFolders, check: check, quiet: quiet)
        }

        /// The command's own check; ArgumentParser has checked the paths (``InputOptions``).
        public func validate() throws { try job.validateEmit() }

        public func run() throws { try job.run() }
    }
}

/// `scenec compile` as plain values (``CommandJob``).
struct CompileJob: CommandJob, Equatable {
    var paths: [String]
    var maxDiagnostics: Int
    var output: String
    var access: ScenecCommands.Compile.Access?
    var runtimeModule: String?
    var config: String?
    var defaultModule: String?
    var emit: ScenecCommands.Compile.Emit
    var module: String?
    var stubMissingReferences: Bool
    var sourceFolders: [String]
    var check: Bool
    var quiet: Bool

    func validate() throws {
        try InputOptions.validate(paths: paths)
        try validateEmit()
    }

    /// `--emit document` takes exactly one scene file.
    func validateEmit() throws {
        if emit == .document, paths.count != 1 || !FileManager.default.fileExists(atPath: paths[0]) || paths[0].hasSuffix("/") {
            throw ValidationError("--emit document takes exactly one scene file")
        }
    }

    func run() throws {
        ProcessLifetime.keepValuesUntilExit()  // the run ends when it has written and reported
        let settings = try Self.compileSettings(config: config)
        let accessLevel = access?.rawValue ?? settings.access ?? "internal"
        var options = CodeGenOptions(
            access: accessLevel == "public" ? .public : .internal,
            runtimeModule: runtimeModule ?? settings.runtimeModule ?? "SceneRuntime",
            module: module ?? settings.module ?? defaultModule,
            stubsMissingReferences: stubMissingReferences)
        options.declaredClasses = DeclaredTypeScanner.declaredClasses(in: sourceFolders)
        let emitted: CompileRequest.Emit = switch emit {
        case .all: .all
        case .document: .document
        case .shared: .shared
        }
        let outcome = Compiler().compile(CompileRequest(
            inputs: paths, outputDirectory: output, emit: emitted, options: options, checkOnly: check))
        report(outcome.diagnostics, limit: DiagnosticLimit(maximumPerFile: maxDiagnostics))
        for name in outcome.staleFiles { print("\(output)/\(name) is out of date; run scenec compile") }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
        guard !quiet else { return }
        if check {
            print("\(outcome.fileCount) generated files are up to date")
        } else {
            print("wrote \(outcome.report.written.count) of \(outcome.fileCount) files to \(output) (\(outcome.report.unchanged.count) unchanged)")
        }
    }

    /// The `compile:` section of the configuration at `config`, or of `.scenec.yml` in the
    /// current folder; its problems are reported and end the run (exit 2).
    static func compileSettings(config: String?) throws -> LintConfiguration.CompileSettings {
        let path = config ?? (FileManager.default.fileExists(atPath: LintConfiguration.defaultFileName) ? LintConfiguration.defaultFileName : nil)
        guard let path else { return LintConfiguration.CompileSettings() }
        let (configuration, problems) = ConfigurationLoader.load(path: path)
        if !problems.isEmpty {
            report(problems)
            throw ExitCode(2)
        }
        return configuration.compile
    }
}
