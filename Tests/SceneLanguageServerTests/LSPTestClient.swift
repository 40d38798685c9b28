import Foundation
import SceneCompiler
import SceneLanguageServer
import TestSupport

/// A language client for tests: starts `scenec lsp` with pipes, writes framed messages (or any
/// bytes), reads what the server sends on a thread of its own, and waits for answers with a
/// deadline — a hang is a failure, never a wait.
final class LSPTestClient: @unchecked Sendable {  // the received messages are guarded by `condition`
    /// A wait that ran out of time, or a server that went away.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var ended = false
    private var nextID = 0
    /// The time a wait allows by default.
    var timeout: TimeInterval = 20

    /// Starts `scenec lsp` with `arguments` in `directory`.
    init(arguments: [String] = [], in directory: URL = packageRoot) throws {
        signal(SIGPIPE, SIG_IGN)  // a server that died must fail the test, not kill it
        process.executableURL = try scenecExecutable()
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        let thread = Thread { [self] in
            var reader = MessageReader(source: FileDescriptorSource(descriptor: descriptor))
            while true {
                guard case .message(let body) = reader.next() else { break }
                guard let message = try? JSONValue.parse(body) else { continue }
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    deinit { stop() }

    /// Kills the server if it still runs.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    // MARK: Sending

    /// Writes bytes as they are (hostile framing).
    func sendRaw(_ bytes: [UInt8]) throws {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data(bytes))
        } catch {
            throw Failure(description: "the server is gone (writing failed: \(error))")
        }
    }

    /// Closes the server's standard input (the end of its input).
    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// Writes a framed body given as text (possibly not JSON).
    func sendBody(_ body: String) throws {
        let bytes = Array(body.utf8)
        try sendRaw(Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
    }

    /// Writes a framed message.
    func send(_ message: JSONValue) throws {
        try sendBody(message.compactText)
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue = .object([])) throws {
        try send(.members(("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)))
    }

    /// Sends a request and returns its id without waiting.
    func sendRequest(_ method: String, _ params: JSONValue = .object([])) throws -> Int {
        nextID += 1
        try send(.members(("jsonrpc", .string("2.0")), ("id", .int(nextID)), ("method", .string(method)), ("params", params)))
        return nextID
    }

    /// Sends a request and waits for its response (the whole message: `result` or `error`).
    func request(_ method: String, _ params: JSONValue = .object([])) throws -> JSONValue {
        let id = try sendRequest(method, params)
        return try response(to: .int(id))
    }

    /// Sends a request and returns its result; an error response throws.
    func result(_ method: String, _ params: JSONValue = .object([])) throws -> JSONValue {
        let message = try request(method, params)
        if let error = message["error"] { throw Failure(description: "\(method) answered an error: \(error.compactText)") }
        return message["result"] ?? .null
    }

    // MARK: Waiting

    /// The response whose id is `id`.
    func response(to id: JSONValue) throws -> JSONValue {
        try waitFor("the response to request \(id.compactText)") { $0["method"] == nil && $0["id"] == id }
    }

    /// How many messages arrived so far: a mark to wait for messages after (``waitFor(_:since:timeout:_:)``).
    func mark() -> Int {
        condition.lock()
        defer { condition.unlock() }
        return received.count
    }

    /// Waits for the first message not yet taken (and arrived after the mark `since`) that
    /// satisfies `matches`, and takes it.
    func waitFor(_ what: String, since: Int = 0, timeout: TimeInterval? = nil, _ matches: (JSONValue) -> Bool) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout ?? self.timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.indices.dropFirst(since).first(where: { !takenIndices.contains($0) && matches(received[$0]) }) {
                takenIndices.insert(index)
                return received[index]
            }
            if ended { throw Failure(description: "the server closed its output while the test waited for \(what)") }
            if !condition.wait(until: deadline) { throw Failure(description: "timed out waiting for \(what)") }
        }
    }

    private var takenIndices: Set<Int> = []

    /// Waits for diagnostics published for `uri` that satisfy `matches` (by default, any).
    func diagnostics(
        for uri: String, since: Int = 0, timeout: TimeInterval? = nil, where matches: ([JSONValue]) -> Bool = { _ in true }
    ) throws -> [JSONValue] {
        let message = try waitFor("diagnostics for \(uri)", since: since, timeout: timeout) { message in
            guard message["method"]?.stringValue == "textDocument/publishDiagnostics",
                  message.at("params", "uri")?.stringValue == uri,
                  let list = message.at("params", "diagnostics")?.arrayValue
            else { return false }
            return matches(list)
        }
        return message.at("params", "diagnostics")?.arrayValue ?? []
    }

    /// Every message received so far (taken or not).
    var allReceived: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Waits for the server to exit and returns its status.
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { throw Failure(description: "the server did not exit") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }

    // MARK: The lifecycle

    /// `initialize` (with a workspace folder, snippets, a tree outline and file creation) and `initialized`.
    @discardableResult
    func initialize(root: URL?) throws -> JSONValue {
        let capabilities: JSONValue = .members(
            ("textDocument", .members(
                ("completion", .members(("completionItem", .members(
                    ("snippetSupport", .bool(true)), ("documentationFormat", .array([.string("markdown")])))))),
                ("documentSymbol", .members(("hierarchicalDocumentSymbolSupport", .bool(true)))))),
            ("workspace", .members(("workspaceEdit", .members(
                ("documentChanges", .bool(true)), ("resourceOperations", .array([.string("create")])))))))
        let result = try self.result("initialize", .members(
            ("processId", .null),
            ("rootUri", root.map { .string(DocumentURI.uri(of: $0.path)) } ?? .null),
            ("capabilities", capabilities)))
        try notify("initialized")
        return result
    }

    /// `shutdown` then `exit`; returns the exit status.
    func shutdownAndExit() throws -> Int32 {
        _ = try result("shutdown", .null)
        try notify("exit", .null)
        return try waitForExit()
    }

    // MARK: Documents

    /// Opens a document with its text.
    func open(_ uri: String, text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", .members(("textDocument", .members(
            ("uri", .string(uri)), ("languageId", .string("scene")), ("version", .int(version)), ("text", .string(text))))))
    }

    /// Replaces the text in a range (0-based line and UTF-16 character positions).
    func change(_ uri: String, version: Int, range: (Int, Int, Int, Int), text: String) throws {
        let change: JSONValue = .members(
            ("range", .members(
                ("start", .members(("line", .int(range.0)), ("character", .int(range.1)))),
                ("end", .members(("line", .int(range.2)), ("character", .int(range.3)))))),
            ("text", .string(text)))
        try notify("textDocument/didChange", .members(
            ("textDocument", .members(("uri", .string(uri)), ("version", .int(version)))),
            ("contentChanges", .array([change]))))
    }

    /// `{textDocument: {uri}, position: {line, character}}`.
    static func position(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        .members(
            ("textDocument", .members(("uri", .string(uri)))),
            ("position", .members(("line", .int(line)), ("character", .int(character)))))
    }
}
