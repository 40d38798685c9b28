import Foundation
import Testing
import TestSupport

/// The manifest's promise that a release build of `scenec` on Linux carries Swift's standard
/// library inside it (the build the plugin runs in users' release builds: 10–34 % less time than
/// against the shared libraries, docs/Performance.md round 27), and that packages depending on
/// scenec by version may still build it: SwiftPM refuses a versioned dependency's unsafe flags
/// below tools version 6.2.
@Suite struct StaticStandardLibraryTests {
    /// What the tests read of `swift package dump-package`.
    struct DescribedManifest: Sendable {
        var toolsVersion: String
        /// The `scenec` target's linker settings for release builds on Linux, as `kind: value`
        /// texts (`unsafeFlags: -static-stdlib`, `linkedLibrary: _FoundationCShims`).
        var linuxReleaseLinkerSettings: [String]
    }

    /// The package as SwiftPM describes it, asked once (a scratch folder of its own, so that the
    /// test's own build folder is not locked).
    static let described = Result { () throws -> DescribedManifest in
        let swift = try SwiftCompiler.toolchainExecutable("swift")
        let scratch = try makeTemporaryFolder(prefix: "scenec-manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try run(swift, ["package", "--scratch-path", scratch.path, "dump-package"], in: packageRoot, timeout: 120)
        guard result.status == 0, let package = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw CommandError.notFound("a package description from `swift package dump-package`: \(result.stderr)")
        }
        let version = (package["toolsVersion"] as? [String: Any])?["_version"] as? String ?? ""
        let targets = package["targets"] as? [[String: Any]] ?? []
        let settings = targets.first { $0["name"] as? String == "scenec" }?["settings"] as? [[String: Any]] ?? []
        let linuxRelease = settings.compactMap { setting -> String? in
            guard setting["tool"] as? String == "linker",
                  let condition = setting["condition"] as? [String: Any],
                  condition["config"] as? String == "release",
                  condition["platformNames"] as? [String] == ["linux"],
                  let kind = setting["kind"] as? [String: Any], let (name, payload) = kind.first,
                  let value = (payload as? [String: Any])?["_0"] else { return nil }
            let text = (value as? [String])?.joined(separator: " ") ?? (value as? String) ?? ""
            return "\(name): \(text)"
        }
        return DescribedManifest(toolsVersion: version, linuxReleaseLinkerSettings: linuxRelease)
    }

    @Test func releaseBuildsOnLinuxLinkTheStandardLibraryIn() throws {
        let settings = try Self.described.get().linuxReleaseLinkerSettings
        #expect(settings.contains("unsafeFlags: -static-stdlib"), "scenec's linker settings: \(settings)")
        // FoundationEssentials' static library needs these; without them the release link fails.
        #expect(settings.contains("linkedLibrary: _FoundationCShims"))
        #expect(settings.contains("linkedLibrary: _FoundationCollections"))
    }

    @Test func toolsVersionLetsVersionedDependentsBuildIt() throws {
        let version = try Self.described.get().toolsVersion
        let parts = version.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count >= 2 && (parts[0], parts[1]) >= (6, 2), "tools version \(version): a dependency's unsafe flags need 6.2")
    }
}
