import ArgumentParser
import SceneGraph

/// Options shared by the commands that read scene files.
public struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene files, or folders to search for them.", valueName: "path"))
    public var paths: [String] = []

    @Option(help: ArgumentHelp("The most diagnostics shown for one file and in the run (5 times as many); 0 shows all.", valueName: "n"))
    public var maxDiagnostics: Int = DiagnosticLimit.default.perFile

    public init() {}

    /// The limit on the diagnostics shown.
    public var diagnosticLimit: DiagnosticLimit {
        DiagnosticLimit(maximumPerFile: maxDiagnostics)
    }

    public func validate() throws { try Self.validate(paths: paths) }

    /// The paths' problem, as ``validate()`` reports it.
    static func validate(paths: [String]) throws {
        if paths.isEmpty { throw ValidationError("give at least one scene file or folder") }
    }
}
