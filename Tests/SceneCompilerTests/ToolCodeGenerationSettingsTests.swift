import Foundation
import Testing
import TestSupport

/// The manifest's promise that every Swift target `scenec` is built from makes concrete generic
/// types' metadata through accessor functions, not by mangled name (docs/Performance.md, round
/// 29): a target added to `scenec`'s dependencies without the setting would bring back the
/// first-use demangling and conformance scans on every run.
@Suite struct ToolCodeGenerationSettingsTests {
    static let accessorFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]

    @Test func everySwiftTargetOfScenecMakesMetadataThroughAccessors() throws {
        let manifest = try PackageManifest.current.get()
        let swiftTargets = try manifest.closure(of: "scenec").filter { name in
            // Not system libraries, nor C targets (Swift settings do not apply to C sources).
            let type = manifest.targets[name]?.type
            return try (type == "regular" || type == "executable") && Self.hasSwiftSources(name)
        }
        #expect(swiftTargets.count > 10, "scenec's targets: \(swiftTargets.sorted())")
        for name in swiftTargets.sorted() {
            let settings = manifest.targets[name]?.settings ?? []
            let unconditional = settings.filter { $0.tool == "swift" && $0.kind == "unsafeFlags" && $0.configuration == nil && $0.platforms == nil }
            #expect(unconditional.contains { $0.values == Self.accessorFlags }, "\(name) lacks \(Self.accessorFlags): \(settings)")
        }
    }

    /// Whether `Sources/<target>` holds a Swift file.
    static func hasSwiftSources(_ target: String) throws -> Bool {
        let folder = packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return false }
        return files.contains { ($0 as? String)?.hasSuffix(".swift") == true }
    }
}
