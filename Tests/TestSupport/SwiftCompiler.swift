import Foundation

/// The Swift compiler, for tests that check generated code against the SceneRuntime this test
/// bundle was built with.
public enum SwiftCompiler {
    /// The folder SwiftPM built this test bundle in (it holds SceneRuntime's module and objects).
    public static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// The `swiftc` of the toolchain.
    public static func executable() throws -> URL {
        guard let path = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CommandError.notFound("swiftc (at /opt/swift/usr/bin or /usr/bin)")
        }
        return URL(fileURLWithPath: path)
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
