import Foundation
import TestSupport

/// The package as `swift package dump-package` describes it, read once for the tests that hold
/// the manifest to its promises (how `scenec` is built and linked).
struct PackageManifest: Sendable {
    /// One build setting: the tool it is for (`swift`, `linker`), its kind and values
    /// (`unsafeFlags` and its flags, `linkedLibrary` and the library), and its condition.
    struct Setting: Sendable, Equatable {
        var tool: String
        var kind: String
        var values: [String]
        /// The configuration it is limited to (`release`), if any.
        var configuration: String?
        /// The platforms it is limited to, if any.
        var platforms: [String]?
    }

    /// A target: its type (`regular`, `executable`, `system`, `test`, `plugin`), the package's own
    /// targets it depends on by name, and its settings.
    struct Target: Sendable {
        var type: String
        var dependencies: [String]
        var settings: [Setting]
    }

    var toolsVersion: String
    var targets: [String: Target]

    /// The package's own targets `name` is built from, itself included.
    func closure(of name: String) -> Set<String> {
        var found: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for dependency in targets[next]?.dependencies ?? [] where targets[dependency] != nil && found.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return found
    }

    /// The package, asked once (a scratch folder of its own, so that the test's own build folder
    /// is not locked).
    static let current = Result { () throws -> PackageManifest in
        let swift = try SwiftCompiler.toolchainExecutable("swift")
        let scratch = try makeTemporaryFolder(prefix: "scenec-manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try run(swift, ["package", "--scratch-path", scratch.path, "dump-package"], in: packageRoot, timeout: 120)
        guard result.status == 0, let package = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw CommandError.notFound("a package description from `swift package dump-package`: \(result.stderr)")
        }
        let version = (package["toolsVersion"] as? [String: Any])?["_version"] as? String ?? ""
        var targets: [String: Target] = [:]
        for target in package["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                let named = dependency["byName"] ?? dependency["target"]
                return (named as? [Any])?.first as? String
            }
            let settings = (target["settings"] as? [[String: Any]] ?? []).compactMap(setting(from:))
            targets[name] = Target(type: target["type"] as? String ?? "", dependencies: dependencies, settings: settings)
        }
        return PackageManifest(toolsVersion: version, targets: targets)
    }

    private static func setting(from description: [String: Any]) -> Setting? {
        guard let tool = description["tool"] as? String, let kind = description["kind"] as? [String: Any],
              let (name, payload) = kind.first, let value = (payload as? [String: Any])?["_0"] else { return nil }
        let values = (value as? [String]) ?? (value as? String).map { [$0] } ?? []
        let condition = description["condition"] as? [String: Any]
        return Setting(tool: tool, kind: name, values: values, configuration: condition?["config"] as? String,
                       platforms: condition?["platformNames"] as? [String])
    }
}
