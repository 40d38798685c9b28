import Foundation

/// Runs Graphviz's `dot` to lay out DOT text and render it (SVG or PNG).
///
/// `dot` is looked up on `PATH` by scenec itself and started directly, without a shell. The
/// DOT text goes through a temporary file and the output comes back through another, so no
/// pipe can fill up.
public struct GraphvizRunner: Sendable {
    /// Why rendering failed.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// No executable `dot` in any folder of `PATH`.
        case notFound
        /// `dot` ran and failed.
        case failed(status: Int32, message: String)
        /// `dot` could not be started, or its files could not be written or read.
        case io(String)

        public var description: String {
            switch self {
            case .notFound:
                "cannot find Graphviz's 'dot' on PATH; svg, png and html output need it (install the 'graphviz' package, e.g. apt-get install graphviz)"
            case .failed(let status, let message):
                "dot failed with exit status \(status)" + (message.isEmpty ? "" : ": \(message)")
            case .io(let message):
                message
            }
        }
    }

    /// The output formats `dot` is asked for.
    public enum Format: String, Sendable {
        case svg, png
    }

    /// The `dot` executable.
    public var executable: URL

    /// Creates a runner for a `dot` executable.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The runner for the first executable `dot` in the folders of `PATH`; empty entries are skipped.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> GraphvizRunner {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return GraphvizRunner(executable: candidate)
            }
        }
        throw .notFound
    }

    /// Lays out `dot` text and returns the rendered bytes.
    public func render(_ source: String, as format: Format) throws(Failure) -> Data {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("scenec-dot-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create a temporary folder: \(error.localizedDescription)")
        }
        defer { try? manager.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot")
        let output = folder.appendingPathComponent("graph.\(format.rawValue)")
        let errors = folder.appendingPathComponent("stderr")
        let process = Process()
        do {
            try Data(source.utf8).write(to: input)
            try Data().write(to: errors)
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            process.executableURL = executable
            process.arguments = ["-T\(format.rawValue)", "-o", output.path, input.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorHandle
            try process.run()
            process.waitUntilExit()
        } catch {
            throw .io("cannot run \(executable.path): \(error.localizedDescription)")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = (try? String(decoding: Data(contentsOf: errors), as: UTF8.self)) ?? ""
            throw .failed(status: process.terminationStatus, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do {
            return try Data(contentsOf: output)
        } catch {
            throw .io("cannot read dot's output: \(error.localizedDescription)")
        }
    }
}
