import ArgumentParser
import SceneCommandLine
import Foundation
import SceneCompiler
import SceneGraph
import SceneLayout
import ScenePreview

extension ScenecStudio {
    /// `scenec layout`: every view's frame, laid out on a device, and the constraint problems.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout",
            abstract: StudioCommands.abstract(of: "layout"),
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

        /// Hidden, for the benchmark (`Benchmarks/layout_bench.py --corpus`): the linear system of each laid-out scene.
        @Option(help: ArgumentHelp(
            "Also write the linear system the layout engine solves for each laid-out scene, one JSON file per scene, into this folder.",
            valueName: "folder", visibility: .hidden
        ))
        var emitSystems: String?

        func run() throws {
            let (result, scenes) = if let emitSystems {
                try LinearSystemFiles.layOut(placement, input, writingTo: emitSystems)
            } else {
                try placement.layOut(input)
            }
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

/// `scenec layout --emit-systems FOLDER`: each laid-out scene's linear system
/// (``LayoutEngine/linearSystem(of:)``) as the JSON `Benchmarks/Sources/LayoutBench/LinearSystem.swift`
/// reads: `{"scene": "file#id", "variables": N, "constraints": [{"terms": [[index, coefficient], …],
/// "constant": c, "op": "==" | "<=" | ">=", "priority": p}, …]}`, in `NNN-file-scene.json`.
enum LinearSystemFiles {
    /// The problems the engine was given, in order (the observer runs on this thread, within the layout).
    private final class Recorder: @unchecked Sendable {
        var problems: [LayoutProblem] = []
    }

    /// Lays out as `placement` says, recording each problem the engine solves, and writes the systems.
    static func layOut(_ placement: LayoutPlacementOptions, _ input: InputOptions, writingTo folder: String) throws -> (LoadResult, [PreviewScene]) {
        let recorder = Recorder()
        let laidOut = try LayoutEngine.$problemObserver.withValue(LayoutProblemObserver { recorder.problems.append($0) }) { try placement.layOut(input) }
        let scenes = laidOut.1
        // One engine solve per laid-out scene, in order (SceneLayouter solves each scene once).
        guard recorder.problems.count == scenes.count else {
            report([.error("--emit-systems: \(recorder.problems.count) layout problems for \(scenes.count) scenes", at: nil, rule: "usage")])
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, (scene, problem)) in zip(scenes, recorder.problems).enumerated() {
                let stem = URL(fileURLWithPath: scene.file).deletingPathExtension().lastPathComponent
                let name = String(format: "%03d", index) + "-" + safe(stem) + "-" + safe(scene.result.scene.name) + ".json"
                try json(LayoutEngine.linearSystem(of: problem), scene: scene.name)
                    .write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
            }
        } catch {
            report([.error("--emit-systems: \(error.localizedDescription)", at: nil, rule: "usage")])
            throw ExitCode(2)
        }
        return laidOut
    }

    /// The system as LayoutBench's JSON, with the scene's `file#id`.
    static func json(_ system: LinearSystemDescription, scene: String) throws -> Data {
        let constraints = system.constraints.map { constraint -> [String: Any] in
            let op = switch constraint.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            return ["terms": constraint.terms.map { [Double($0.index), $0.coefficient] }, "constant": constraint.constant,
                    "op": op, "priority": constraint.priority]
        }
        let object: [String: Any] = ["scene": scene, "variables": system.variables.count, "constraints": constraints]
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// `name` with everything but letters, digits, `.`, `_` and `-` replaced by `_`.
    private static func safe(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }
}
