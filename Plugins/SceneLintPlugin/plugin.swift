import Foundation
import PackagePlugin

/// `swift package lint-scenes`: runs `scenec lint` on the `.scene` and `.storyboard` files of
/// the package's targets (or of the targets named with `--target`). Every other argument is
/// passed on to `scenec lint` (`--strict`, `--reporter github`, `--config path`, …). It runs in
/// the package's folder, so the package's `.scenec.yml` applies.
@main
struct SceneLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // Paths relative to the package, as annotations and the configuration's patterns expect.
        let root = context.package.directoryURL.path
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap(sceneFiles).map { path in
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }.sorted()
        guard !files.isEmpty else {
            print("lint-scenes: no target has .scene or .storyboard files")
            return
        }
        let scenec = try context.tool(named: "scenec")
        let process = Process()
        process.executableURL = scenec.url
        process.arguments = ["lint"] + extractor.remainingArguments + files
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw LintFailure(status: process.terminationStatus)
        }
    }

    /// The paths of a target's scene files and storyboards.
    private func sceneFiles(_ target: SourceModuleTarget) -> [String] {
        target.sourceFiles.filter { ["scene", "storyboard"].contains($0.url.pathExtension) }.map(\.url.path)
    }
}

/// The lint found problems (or could not run); the command fails.
struct LintFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "scenec lint exited with status \(status)" }
}
