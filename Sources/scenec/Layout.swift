import ArgumentParser
import Foundation
import SceneCompiler
import SceneGraph
import ScenePreview

extension Scenec {
    /// `scenec layout`: every view's frame, laid out on a device, and the constraint problems.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout",
            abstract: "Lay out the scenes of scene files and storyboards on a device and print every view's frame.",
            discussion: """
                Each scene with a view is laid out with its constraints, under the bars its containers give it, on its \
                file's designed device unless --device names another. text prints an indented tree, one line per view: \
                `id kind (x, y, w, h) in root (x, y, w, h)` (its frame in its superview, then in the root view); json is \
                the structure docs/Preview.md documents.

                Constraint problems are warnings on standard error: [layout-unsatisfiable] for a constraint left out \
                (with a note at each constraint it conflicts with), [layout-ambiguous] for each view whose frame the \
                constraints do not fix, [layout-unresolved-item] for a constraint naming an id the scene does not have.

                Exit status: 0 whatever the layout problems, 1 errors in the files (what could be read is laid out), \
                2 usage or input failure (an unknown device or scene).
                """
        )

        /// Output formats.
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @OptionGroup var input: InputOptions
        @OptionGroup var placement: LayoutPlacementOptions

        @Option(help: ArgumentHelp("Output format.", valueName: "format"))
        var format: Format = .text

        func run() throws {
            let (result, scenes) = try placement.layOut(input)
            switch format {
            case .text: print(LayoutListing.text(scenes), terminator: "")
            case .json: print(LayoutJSON.document(scenes).rendered(), terminator: "")
            }
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
        }
    }
}

/// The horizontal size class `--compact` and `--regular` choose.
enum WidthClass: String, EnumerableFlag {
    case compact, regular

    static func help(for value: WidthClass) -> ArgumentHelp? {
        ArgumentHelp("Lay out in \(value.rawValue) width, whatever the device's.")
    }
}

/// Which scenes `layout` and `preview` lay out, and where.
struct LayoutPlacementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only the scene with this id (or file#id).", valueName: "id"))
    var scene: String?

    @Option(help: ArgumentHelp("The device (default: each file's designed device); an unknown name lists the known ones.", valueName: "name"))
    var device: String?

    @Flag(help: "Lay out in landscape.")
    var landscape = false

    @Flag(exclusivity: .exclusive)
    var widthClass: WidthClass?

    /// The options for ``ScenePreviewer``.
    var options: LayoutOptions {
        LayoutOptions(scene: scene, device: device, landscape: landscape, horizontalSizeClass: widthClass.map { $0 == .compact ? .compact : .regular })
    }

    /// Checks the device, loads the files (reporting their diagnostics), lays out the scenes and
    /// reports their layout problems; throws the exit status when nothing can be laid out.
    func layOut(_ input: InputOptions) throws -> (LoadResult, [PreviewScene]) {
        let options = options
        do {
            try options.validate()
        } catch {
            report([.error(error.description, at: nil, rule: "usage")])
            throw ExitCode(2)
        }
        let result = Compiler().load(input.paths)
        report(result.inputProblems + result.diagnostics, limit: input.diagnosticLimit)
        if !result.inputProblems.isEmpty { throw ExitCode(2) }
        let scenes: [PreviewScene]
        do {
            scenes = try ScenePreviewer.layOut(result.graph, options: options)
        } catch {
            report([.error(error.description, at: nil, rule: "usage")])
            throw ExitCode(2)
        }
        report(LayoutDiagnostics.diagnostics(of: scenes), limit: input.diagnosticLimit)
        return (result, scenes)
    }
}
