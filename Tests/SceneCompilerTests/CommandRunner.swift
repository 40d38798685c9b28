import Foundation
import Testing

/// The result of running a command: exit status, standard output and standard error.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the watchdog had to kill the process.
    var timedOut: Bool
}

/// The package's root folder (three levels above this file).
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `scenec` executable built next to the test bundle.
func scenecExecutable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("scenec")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
    }
    throw CommandError.notFound("scenec executable next to \(CommandLine.arguments[0])")
}

enum CommandError: Error, CustomStringConvertible {
    case notFound(String)
    var description: String {
        switch self {
        case .notFound(let what): "not found: \(what)"
        }
    }
}

/// Runs `scenec` with arguments in `directory`; a watchdog kills it after `timeout` seconds
/// (a hang is a failure, not a wait).
func runScenec(_ arguments: [String], in directory: URL = packageRoot, timeout: TimeInterval = 20) throws -> CommandResult {
    try run(scenecExecutable(), arguments, in: directory, timeout: timeout)
}

/// Runs an executable, capturing its output through temporary files (no pipe can fill up).
func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval = 20) throws -> CommandResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            process.terminate()
            timedOut = true
            break
        }
        Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return CommandResult(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
        timedOut: timedOut)
}

/// A fresh temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
