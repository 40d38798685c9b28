import Foundation

/// The Swift compiler, for tests that check generated code against the SceneRuntime this test
/// bundle was built with.
public enum SwiftCompiler {
    /// The folder SwiftPM built this test bundle in (it holds SceneRuntime's module and objects).
    public static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// The `swiftc` of the toolchain.
    public static func executable() throws -> URL {
        try toolchainExecutable("swiftc")
    }

    /// A program of the toolchain (`swiftc`, `swift`): at /opt/swift/usr/bin or /usr/bin, else on `PATH`.
    public static func toolchainExecutable(_ name: String) throws -> URL {
        let candidates = ["/opt/swift/usr/bin/", "/usr/bin/"].map { URL(fileURLWithPath: $0 + name) }
        guard let url = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) ?? Requirement.executable(named: name) else {
            throw CommandError.notFound("\(name) (at /opt/swift/usr/bin or /usr/bin, or on PATH)")
        }
        return url
    }

    /// Type-checks `files` in Swift 6 mode against SceneRuntime; `extra` adds options
    /// (`-warnings-as-errors`).
    public static func typecheck(_ files: [String], in directory: URL, extra: [String] = []) throws -> CommandResult {
        try run(executable(), ["-typecheck", "-swift-version", "6"] + extra + ["-I", buildFolder.appendingPathComponent("Modules").path] + files,
                in: directory, timeout: 300)
    }

    /// The object files a program that uses SceneRuntime links: SceneRuntime's and those of the
    /// module it builds on (SceneLayout).
    public static func runtimeObjects() throws -> [String] {
        try ["SceneRuntime", "SceneLayout"].flatMap { module in
            let folder = buildFolder.appendingPathComponent("\(module).build")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }
}
