import ArgumentParser
import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph

extension Scenec {
    /// `scenec scaffold`: starter classes for the classes scene files name.
    struct Scaffold: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scaffold",
            abstract: "Write starter classes for the classes the scene files name but no source declares.",
            discussion: """
                Each class subclasses the runtime class its scene, view, cell or segue needs, with a property per \
                outlet and segue parameter and an empty method per action and unwind action, so that the code \
                `scenec compile` generates compiles at once. Classes declared in the --sources folders are skipped. \
                The file is written atomically and only when its content changed.

                Exit status: 0 written, 1 errors in the scene files, 2 usage or I/O failure.
                """
        )

        @OptionGroup var input: InputOptions

        @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
        var output: String

        @Option(name: .customLong("sources"), help: ArgumentHelp("A folder of Swift sources whose classes already exist (repeatable).", valueName: "dir"))
        var sourceFolders: [String] = []

        @Option(help: "Access level of the classes: public or internal.")
        var access: Compile.Access = .internal

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        func run() throws {
            var result = SceneCompiler().load(input.paths)
            // Classes do not depend on other files: references to files not given do not matter here.
            result.diagnostics.removeAll { GraphResolver.Rule.crossFile.contains($0.ruleID) }
            report(result.inputProblems + result.diagnostics)
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
            let existing = DeclaredTypeScanner.declaredTypes(in: sourceFolders)
            let outputURL = URL(fileURLWithPath: output)
            let translator = ScaffoldTranslator(existingClasses: existing, options: CodeGenOptions(access: access == .public ? .public : .internal))
            let (file, diagnostics) = translator.scaffold(result.graph, fileName: outputURL.lastPathComponent)
            report(diagnostics)
            let text = SwiftRenderer().render(file)
            do {
                let written = try OutputWriter(directory: outputURL.deletingLastPathComponent()).write([(outputURL.lastPathComponent, text)])
                if !quiet { print(written.written.isEmpty ? "\(output) is up to date" : "wrote \(output)") }
            } catch {
                report([.error("\(error)", at: nil, rule: "io-write")])
                throw ExitCode(2)
            }
        }
    }
}
