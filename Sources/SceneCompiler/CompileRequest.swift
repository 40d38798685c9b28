#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCodeGen
import SceneGraph

/// What compiling scene files into Swift is asked to do: `scenec compile` and the build-tool
/// plugin (through it) describe a run with one of these, and the facade decides the rest.
public struct CompileRequest: Sendable {
    /// Which files to produce.
    public enum Emit: Sendable {
        /// Every document's file and the shared file.
        case all
        /// The file of the one scene file given (it depends on that file alone).
        case document
        /// The shared file, which spans every input.
        case shared
    }

    /// Scene files, storyboards or folders.
    public var inputs: [String]
    /// The folder the Swift files go to.
    public var outputDirectory: String
    public var emit: Emit
    public var options: CodeGenOptions
    /// Write nothing; report the generated files that are missing or out of date.
    public var checkOnly: Bool

    /// Creates a request.
    public init(inputs: [String], outputDirectory: String, emit: Emit = .all, options: CodeGenOptions = CodeGenOptions(),
                checkOnly: Bool = false) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.emit = emit
        self.options = options
        self.checkOnly = checkOnly
    }
}

/// What a compile run came to.
public struct CompileOutcome: Sendable {
    /// Everything said about the input and the generation, in the order it was found: the
    /// problems of reading (input problems first), then those of generating.
    public var diagnostics: [Diagnostic] = []
    /// 0 done (or up to date), 1 errors in the input or stale files, 2 usage, input or I/O failure.
    public var exitStatus: Int32 = 0
    /// How many files the run produced (staged), when it got that far.
    public var fileCount = 0
    /// The files written and those left alone because their text was unchanged.
    public var report = OutputWriter.Report()
    /// With `checkOnly`: the generated files that are missing or out of date.
    public var staleFiles: [String] = []
}

extension Compiler {
    /// The rules whose findings a request that stubs missing references does not report: the
    /// shared file gives each such reference a placeholder controller instead (with a warning).
    public static let rulesStubbedReferencesSilence: Set<String> = [GraphResolver.Rule.missingFile, GraphResolver.Rule.danglingReference]

    /// Reads the request's inputs, generates Swift scene by scene into staged files and writes
    /// them atomically — only those whose text changed, and nothing at all when anything has
    /// errors; with `checkOnly`, compares instead of writing.
    public func compile(_ request: CompileRequest) -> CompileOutcome {
        var outcome = CompileOutcome()
        var loaded = request.emit == .document ? loadSingleDocument(request.inputs.first ?? "") : load(request.inputs)
        defer { ProcessLifetime.keep(loaded) }  // a one-shot run ends without freeing the graph
        if request.options.stubsMissingReferences {
            loaded.diagnostics.removeAll { Self.rulesStubbedReferencesSilence.contains($0.ruleID) }
        }
        outcome.diagnostics = loaded.inputProblems + loaded.diagnostics
        guard loaded.exitStatus == 0 else {
            outcome.exitStatus = loaded.exitStatus
            return outcome
        }
        let selection: SceneTranslator.Selection = switch request.emit {
        case .all: .all
        case .document: .document(loaded.files.first ?? request.inputs.first ?? "")
        case .shared: .shared
        }
        let writer = OutputWriter(directory: URL(fileURLWithPath: request.outputDirectory))
        func ioFailure(_ error: any Error) -> CompileOutcome {
            var failed = outcome
            failed.diagnostics.append(.error("\(error)", at: nil, rule: "io-write"))
            failed.exitStatus = 2
            return failed
        }
        // Generated scene by scene into staged files: no file is held whole in memory.
        var staged: StagedFiles
        do {
            staged = request.checkOnly ? try writer.stageForComparison() : try writer.stage()
        } catch {
            return ioFailure(error)
        }
        let generation: [Diagnostic]
        do {
            generation = try generate(loaded, options: request.options, selection: selection, into: &staged)
        } catch {
            staged.discard()
            return ioFailure(error)
        }
        outcome.diagnostics += generation
        if generation.containsErrors || staged.files.isEmpty {
            staged.discard()  // nothing half-correct is written
            outcome.exitStatus = 1
            return outcome
        }
        outcome.fileCount = staged.files.count
        if request.checkOnly {
            do { outcome.staleFiles = try writer.staleFiles(staged) } catch { return ioFailure(error) }
            outcome.exitStatus = outcome.staleFiles.isEmpty ? 0 : 1
            return outcome
        }
        do { outcome.report = try writer.commit(staged) } catch { return ioFailure(error) }
        return outcome
    }
}

/// What `scenec scaffold` asks: starter classes for the classes scene files name but no source
/// declares.
public struct ScaffoldRequest: Sendable {
    /// Scene files, storyboards or folders.
    public var inputs: [String]
    /// The Swift file to write.
    public var outputFile: String
    /// Folders whose Swift sources declare classes that exist (they are not scaffolded).
    public var sourceFolders: [String]
    public var options: CodeGenOptions

    /// Creates a request.
    public init(inputs: [String], outputFile: String, sourceFolders: [String] = [], options: CodeGenOptions = CodeGenOptions()) {
        self.inputs = inputs
        self.outputFile = outputFile
        self.sourceFolders = sourceFolders
        self.options = options
    }
}

extension Compiler {
    /// Reads the inputs (references to files not given do not matter: classes depend on no other
    /// file) and writes the starter classes atomically, only when they changed — and nothing when
    /// anything has errors. The outcome's report says whether the file was written.
    public func scaffold(_ request: ScaffoldRequest) -> CompileOutcome {
        var outcome = CompileOutcome()
        var loaded = load(request.inputs)
        loaded.diagnostics.removeAll { GraphResolver.Rule.crossFile.contains($0.ruleID) }
        outcome.diagnostics = loaded.inputProblems + loaded.diagnostics
        guard loaded.exitStatus == 0 else {
            outcome.exitStatus = loaded.exitStatus
            return outcome
        }
        let outputURL = URL(fileURLWithPath: request.outputFile)
        let existing = DeclaredTypeScanner.declaredTypes(in: request.sourceFolders)
        let translator = ScaffoldTranslator(existingClasses: existing, options: request.options)
        let (file, diagnostics) = translator.scaffold(loaded.graph, fileName: outputURL.lastPathComponent)
        outcome.diagnostics += diagnostics
        guard !diagnostics.containsErrors else {
            outcome.exitStatus = 1
            return outcome
        }
        outcome.fileCount = 1
        do {
            outcome.report = try OutputWriter(directory: outputURL.deletingLastPathComponent())
                .write([(outputURL.lastPathComponent, SwiftRenderer().render(file))])
        } catch {
            outcome.diagnostics.append(.error("\(error)", at: nil, rule: "io-write"))
            outcome.exitStatus = 2
        }
        return outcome
    }
}
