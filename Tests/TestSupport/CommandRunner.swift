import Foundation
import Testing

/// The result of running a command: exit status, standard output and standard error.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Whether the watchdog had to kill the process.
    public var timedOut: Bool
}

/// The `scenec` executable built next to the test bundle.
public func scenecExecutable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("scenec")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
    }
    throw CommandError.notFound("scenec executable next to \(CommandLine.arguments[0])")
}

/// A command or file a test needs was not found.
public enum CommandError: Error, CustomStringConvertible {
    case notFound(String)
    public var description: String {
        switch self {
        case .notFound(let what): "not found: \(what)"
        }
    }
}

/// Runs `scenec` with arguments in `directory`; a watchdog kills it after `timeout` seconds
/// (a hang is a failure, not a wait).
public func runScenec(_ arguments: [String], in directory: URL = packageRoot, timeout: TimeInterval = 20, stdin: String? = nil,
                      environment: [String: String] = [:]) throws -> CommandResult {
    try run(scenecExecutable(), arguments, in: directory, timeout: timeout, stdin: stdin, environment: environment)
}

/// Runs an executable, capturing its output through temporary files (no pipe can fill up);
/// `stdin`, when given, is its standard input (else it reads nothing).
/// `environment` is added to this process's environment.
public func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval = 20, stdin: String? = nil,
                environment: [String: String] = [:]) throws -> CommandResult {
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
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
    }
    process.standardOutput = out
    process.standardError = err
    if let stdin {
        let inURL = scratch.appendingPathComponent("stdin")
        try Data(stdin.utf8).write(to: inURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            process.terminate()
            timedOut = true
            // A child can inherit a blocked or ignored SIGTERM from the test process: kill it
            // outright if it has not gone within two seconds, so a hang fails the test fast.
            let grace = Date().addingTimeInterval(2)
            while process.isRunning, Date() < grace { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
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

/// Runs `scenec` under GNU time and returns its exit status and peak resident memory in
/// kilobytes. (GNU time forks the command itself, so the figure is scenec's alone — spawning it
/// from this test process would count the test process's memory too.)
public func runScenecMeasuringMemory(_ arguments: [String], in directory: URL) throws -> (status: Int32, maxResidentKilobytes: Int) {
    try Requirement.gnuTime.require()
    let time = URL(fileURLWithPath: "/usr/bin/time")
    // `timeout` kills scenec itself after 60 s (killing `time` would leave it running); GNU time
    // reports the largest resident size among the processes it waited for, scenec included.
    let result = try run(time, ["-f", "maxrss=%M", "timeout", "-s", "KILL", "60", try scenecExecutable().path] + arguments,
                         in: directory, timeout: 70)
    let line = result.stderr.split(separator: "\n").last { $0.hasPrefix("maxrss=") }
    guard let line, let kilobytes = Int(line.dropFirst("maxrss=".count)) else {
        throw CommandError.notFound("a maxrss figure in: \(result.stderr.suffix(200))")
    }
    let status = result.stderr.contains("Command exited with non-zero status") ? Int32(result.stderr.split(separator: "status ").last?.prefix { $0.isNumber } ?? "") ?? 0 : 0
    return (status, kilobytes)
}
