import Foundation
import PackagePlugin

/// Compiles the `.scene` and `.storyboard` files among a target's sources into Swift.
///
/// One build command per scene file — its inputs are that file (and the tool), its output the
/// file's own Swift — plus one command for the shared file, whose inputs are all scene files.
/// SwiftPM therefore reruns only the commands whose inputs changed, and `scenec` rewrites an
/// output only when its content changes. An optional `scenec.yml` in the target sets
/// `access: public|internal`, `module: NAME` (default: the target's module) and `runtimeModule: NAME`.
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
        let settings = try PluginSettings(target: target)
        let module = ["--module", settings.module ?? target.moduleName]

        var commands: [Command] = scenes.map { scene in
            let generated = output.appendingPathComponent(scene.deletingPathExtension().lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Compiling scene \(scene.lastPathComponent)",
                executable: tool.url,
                arguments: ["compile", "--emit", "document", "--quiet", "--output", output.path] + module + settings.arguments + [scene.path],
                inputFiles: [scene],
                outputFiles: [generated])
        }
        commands.append(.buildCommand(
            displayName: "Linking scenes of \(target.name)",
            executable: tool.url,
            arguments: ["compile", "--emit", "shared", "--quiet", "--output", output.path] + module + settings.arguments + scenes.map(\.path),
            inputFiles: scenes,
            outputFiles: [output.appendingPathComponent("ScenecShared.swift")]))
        return commands
    }
}

/// The optional `scenec.yml` of a target: `key: value` lines (`access`, `module`, `runtimeModule`).
struct PluginSettings {
    var arguments: [String] = []
    /// The module generated code is compiled into, when not the target's own.
    var module: String?

    init(target: SourceModuleTarget) throws {
        let file = target.directoryURL.appendingPathComponent("scenec.yml")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else {
                throw PluginError("\(file.path):\(index + 1): expected `key: value`")
            }
            switch parts[0] {
            case "access": arguments += ["--access", parts[1]]
            case "module": module = parts[1]
            case "runtimeModule": arguments += ["--runtime-module", parts[1]]
            default:
                throw PluginError("\(file.path):\(index + 1): unknown key '\(parts[0])' (known: access, module, runtimeModule)")
            }
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
