import Testing

/// The manifest's promise that a release build of `scenec` on Linux carries Swift's standard
/// library inside it (the build the plugin runs in users' release builds: 10–34 % less time than
/// against the shared libraries, docs/Performance.md round 27), and that packages depending on
/// scenec by version may still build it: SwiftPM refuses a versioned dependency's unsafe flags
/// below tools version 6.2.
@Suite struct StaticStandardLibraryTests {
    /// The `scenec` target's linker settings for release builds on Linux, as `kind: value` texts
    /// (`unsafeFlags: -static-stdlib`, `linkedLibrary: _FoundationCShims`).
    static func linuxReleaseLinkerSettings() throws -> [String] {
        let settings = try PackageManifest.current.get().targets["scenec"]?.settings ?? []
        return settings.filter { $0.tool == "linker" && $0.configuration == "release" && $0.platforms == ["linux"] }
            .map { "\($0.kind): \($0.values.joined(separator: " "))" }
    }

    @Test func releaseBuildsOnLinuxLinkTheStandardLibraryIn() throws {
        let settings = try Self.linuxReleaseLinkerSettings()
        #expect(settings.contains("unsafeFlags: -static-stdlib"), "scenec's linker settings: \(settings)")
        // FoundationEssentials' static library needs these; without them the release link fails.
        #expect(settings.contains("linkedLibrary: _FoundationCShims"))
        #expect(settings.contains("linkedLibrary: _FoundationCollections"))
    }

    @Test func toolsVersionLetsVersionedDependentsBuildIt() throws {
        let version = try PackageManifest.current.get().toolsVersion
        let parts = version.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count >= 2 && (parts[0], parts[1]) >= (6, 2), "tools version \(version): a dependency's unsafe flags need 6.2")
    }
}
