import ArgumentParser
import SceneCommandLine
import Foundation
import SceneCompiler
import SceneDrawing
import ScenePreview

extension ScenecStudio {
    /// `scenec preview`: wireframes of the laid-out scenes.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: StudioCommands.abstract(of: "preview"),
            discussion: """
                One device per scene, in a grid: its heading, and every view as a box at its solved frame — labels \
                with their text, buttons with their titles, text fields with their placeholders, image views crossed, \
                controls as simple shapes, table rows from their cells — under the scene's navigation bar, toolbar and \
                tab bar. Hidden views are dashed, ambiguous ones outlined in red (docs/Preview.md).

                svg is one SVG document; html a page with the SVG and a legend; png is the SVG drawn by headless \
                Chromium, which must be on PATH (apt-get install chromium). Output is deterministic; files are written \
                atomically, and only when complete. Layout problems are warnings on standard error, as for `layout`.

                Exit status: 0 whatever the layout problems, 1 errors in the files, 2 usage, input, Chromium or I/O failure.
                """
        )

        /// Output formats (``PreviewFormat``'s cases).
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case svg, png, html
        }

        @OptionGroup var input: InputOptions
        @OptionGroup var placement: LayoutPlacementOptions

        @Option(help: ArgumentHelp("Output format; default: the extension of --output, else svg.", valueName: "format"))
        var format: Format?

        @Option(name: .shortAndLong, help: ArgumentHelp("The file to write; standard output when absent.", valueName: "file"))
        var output: String?

        /// The format asked for, else the one --output's extension names, else svg.
        var resolvedFormat: PreviewFormat {
            format.flatMap { PreviewFormat(rawValue: $0.rawValue) } ?? output.flatMap(PreviewFormat.init(fileName:)) ?? .svg
        }

        func run() throws {
            let format = resolvedFormat
            try DrawingOutput.refusePNGOnTerminal(format: format == .png, output: output)
            var chromium: ChromiumRunner?
            if format.needsChromium {
                do {
                    chromium = try ChromiumRunner.locate()
                } catch {
                    report([.error(error.description, at: nil, rule: "chromium-missing")])
                    throw ExitCode(2)
                }
            }
            let (result, scenes) = try placement.layOut(input)
            let data: Data
            do {
                data = try PreviewRenderer.render(scenes, as: format, chromium: chromium)
            } catch {
                report([.error(error.description, at: nil, rule: "chromium-failed")])
                throw ExitCode(2)
            }
            try DrawingOutput.write(data, to: output)
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
        }
    }
}
