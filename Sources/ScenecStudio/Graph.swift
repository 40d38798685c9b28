import ArgumentParser
import SceneCommandLine
import Foundation
import SceneCompiler
import SceneDrawing

extension ScenecStudio {
    /// `scenec graph`: draw the flow of scene files, like Interface Builder's canvas.
    struct Graph: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "graph",
            abstract: StudioCommands.abstract(of: "graph"),
            discussion: """
                One cluster per file, a box per scene, an arrow per segue coloured and styled by kind, with a legend \
                (docs/Graph.md). dot is the DOT text scenec writes; svg, png and html are laid out by Graphviz's dot, \
                which must be on PATH (apt-get install graphviz). html is one self-contained page: hover a scene to \
                highlight its segues, click it for its details.

                Without --output the result goes to standard output (png only when that is not a terminal). \
                Files are written atomically, and only after dot succeeded. The graph is drawn even when the scene \
                files have errors, from whatever could be read.

                Exit status: 0 clean, 1 errors in the scene files, 2 usage, input, Graphviz or I/O failure.
                """
        )

        /// Output formats (``FlowFormat``'s cases).
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case dot, svg, png, html
        }

        @OptionGroup var input: InputOptions

        @Option(help: ArgumentHelp("Output format; default: the extension of --output, else svg.", valueName: "format"))
        var format: Format?

        @Option(name: .shortAndLong, help: ArgumentHelp("The file to write; standard output when absent.", valueName: "file"))
        var output: String?

        /// The format asked for, else the one --output's extension names, else svg.
        var resolvedFormat: FlowFormat {
            format.flatMap { FlowFormat(rawValue: $0.rawValue) } ?? output.flatMap(FlowFormat.init(fileName:)) ?? .svg
        }

        func run() throws {
            let format = resolvedFormat
            try DrawingOutput.refusePNGOnTerminal(format: format == .png, output: output)
            var runner: GraphvizRunner?
            if format.needsGraphviz {
                do {
                    runner = try GraphvizRunner.locate()
                } catch {
                    report([.error(error.description, at: nil, rule: "graphviz-missing")])
                    throw ExitCode(2)
                }
            }
            let result = Compiler().load(input.paths)
            report(result.inputProblems + result.diagnostics, limit: input.diagnosticLimit)
            if !result.inputProblems.isEmpty { throw ExitCode(2) }
            let data: Data
            do {
                data = try FlowRenderer.render(result.graph, as: format, runner: runner)
            } catch {
                report([.error(error.description, at: nil, rule: "graphviz-failed")])
                throw ExitCode(2)
            }
            try DrawingOutput.write(data, to: output)
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
        }
    }
}
