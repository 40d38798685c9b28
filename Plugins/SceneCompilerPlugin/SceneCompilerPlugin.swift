import Foundation
import PackagePlugin

/// Compiles the `.scene` and `.storyboard` files among a target's sources into Swift.
///
/// One build command per scene file — its inputs are that file (and the tool), its output the
/// file's own Swift — plus one command for the shared file, whose inputs are all scene files.
/// SwiftPM therefore reruns only the commands whose inputs changed, and `scenec` rewrites an
/// output only when its content changes. The `compile:` section of a `.scenec.yml` — the
/// target's own, else the package's — sets `access`, `module` (default: the target's module) and
/// `runtimeModule`; the plugin passes the file to `scenec`, which reads it (as `scenec lint` reads
/// the rest of it).
@main
struct SceneCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let scenes = target.sourceFiles
            .map(\.url)
            .filter { ["scene", "storyboard"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !scenes.isEmpty else { return [] }
        let tool = try context.tool(named: "scenec")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedScenes")
        let configuration = try Self.configuration(target: target, package: context.package.directoryURL)
        let settings = ["--default-module", target.moduleName] + (configuration.map { ["--config", $0.path] } ?? [])
        let configurationInputs = configuration.map { [$0] } ?? []

        var commands: [Command] = scenes.map { scene in
            let generated = output.appendingPathComponent(scene.deletingPathExtension().lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Compiling scene \(scene.lastPathComponent)",
                executable: tool.url,
                arguments: ["compile", "--emit", "document", "--quiet", "--output", output.path] + settings + [scene.path],
                inputFiles: [scene] + configurationInputs,
                outputFiles: [generated])
        }
        commands.append(.buildCommand(
            displayName: "Linking scenes of \(target.name)",
            executable: tool.url,
            arguments: ["compile", "--emit", "shared", "--quiet", "--output", output.path] + settings + scenes.map(\.path),
            inputFiles: scenes + configurationInputs,
            outputFiles: [output.appendingPathComponent("ScenecShared.swift")]))
        return commands
    }

    /// The target's `.scenec.yml`, else the package's, or nil. A target's `scenec.yml` (the
    /// plugin's former file) is refused with what to do instead, rather than ignored.
    static func configuration(target: SourceModuleTarget, package: URL) throws -> URL? {
        let legacy = target.directoryURL.appendingPathComponent("scenec.yml")
        if FileManager.default.fileExists(atPath: legacy.path) {
            throw PluginError("""
                \(legacy.path): the plugin now reads .scenec.yml, the one configuration of scenec: \
                rename the file to .scenec.yml and put its keys under 'compile:' (compile: {access: public})
                """)
        }
        for folder in [target.directoryURL, package] {
            let file = folder.appendingPathComponent(".scenec.yml")
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        return nil
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
