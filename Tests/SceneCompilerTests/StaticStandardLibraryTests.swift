import Foundation
import Testing
import TestSupport

/// The manifest's promise that a release build of `scenec` on Linux carries Swift's standard
/// library inside it (the build the plugin runs in users' release builds: 25–30 % less CPU on
/// `compile`, docs/Performance.md round 27), and that packages depending on scenec by version may
/// still build it: SwiftPM refuses a versioned dependency's unsafe flags below tools version 6.2.
@Suite struct StaticStandardLibraryTests {
    /// The package as `swift package dump-package` describes it (a scratch folder of its own, so
    /// that the test's own build folder is not locked).
    static func describedPackage() throws -> [String: Any] {
        guard let swift = ["/opt/swift/usr/bin/swift", "/usr/bin/swift"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CommandError.notFound("swift (at /opt/swift/usr/bin or /usr/bin)")
        }
        let scratch = try makeTemporaryFolder(prefix: "scenec-manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try run(URL(fileURLWithPath: swift), ["package", "--scratch-path", scratch.path, "dump-package"], in: packageRoot, timeout: 120)
        #expect(result.status == 0, "dump-package failed: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    /// The `scenec` target's linker settings that apply to release builds on Linux, as
    /// `kind: value` texts (`unsafeFlags: -static-stdlib`, `linkedLibrary: _FoundationCShims`).
    static func linuxReleaseLinkerSettings(of package: [String: Any]) throws -> [String] {
        let targets = try #require(package["targets"] as? [[String: Any]])
        let scenec = try #require(targets.first { $0["name"] as? String == "scenec" })
        let settings = scenec["settings"] as? [[String: Any]] ?? []
        return settings.compactMap { setting -> String? in
            guard setting["tool"] as? String == "linker",
                  let condition = setting["condition"] as? [String: Any],
                  condition["config"] as? String == "release",
                  condition["platformNames"] as? [String] == ["linux"],
                  let kind = setting["kind"] as? [String: Any], let (name, payload) = kind.first,
                  let value = (payload as? [String: Any])?["_0"] else { return nil }
            let text = (value as? [String])?.joined(separator: " ") ?? (value as? String) ?? ""
            return "\(name): \(text)"
        }
    }

    @Test func releaseBuildsOnLinuxLinkTheStandardLibraryIn() throws {
        let settings = try Self.linuxReleaseLinkerSettings(of: Self.describedPackage())
        #expect(settings.contains("unsafeFlags: -static-stdlib"), "scenec's linker settings: \(settings)")
        // FoundationEssentials' static library needs these; without them the release link fails.
        #expect(settings.contains("linkedLibrary: _FoundationCShims"))
        #expect(settings.contains("linkedLibrary: _FoundationCollections"))
    }

    @Test func toolsVersionLetsVersionedDependentsBuildIt() throws {
        let package = try Self.describedPackage()
        let version = try #require((package["toolsVersion"] as? [String: Any])?["_version"] as? String)
        let parts = version.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count >= 2 && (parts[0], parts[1]) >= (6, 2), "tools version \(version): a dependency's unsafe flags need 6.2")
    }
}
