import Foundation
import SceneCompiler
import SceneEditing
import SceneGraph

/// A Language Server Protocol (3.17) server for scene files and storyboards: it reads framed
/// JSON-RPC messages, answers requests from ``EditingWorkspace`` and ``SceneFormatter``, and
/// pushes diagnostics (the compiler's and the lint rules') for the open documents.
///
/// One thread handles every message in order; another reads and parses them, so a
/// `$/cancelRequest` reaches a request still waiting. Nothing the client sends stops the server
/// but `exit` or the end of its input: a message that cannot be read or handled is answered
/// with an error and the server goes on.
public final class LanguageServer {
    /// How the server is set up.
    public struct Options: Sendable {
        /// The workspace folder, over the client's `rootUri`; nil leaves it to the client.
        public var root: String?
        /// The log file; nil logs nothing.
        public var logPath: String?
        /// The largest message body accepted.
        public var messageLimit: Int
        /// The version `initialize` reports.
        public var version: String

        /// Creates options.
        public init(root: String? = nil, logPath: String? = nil, messageLimit: Int = 64 << 20, version: String = "0.1.0") {
            self.root = root
            self.logPath = logPath
            self.messageLimit = messageLimit
            self.version = version
        }
    }

    /// Where the server is in the protocol's lifecycle.
    enum State {
        case uninitialized, running, shuttingDown
    }

    let options: Options
    let writer: MessageWriter
    let log: ServerLog
    let inbox = Inbox()
    var state = State.uninitialized
    var client = ClientCapabilities()
    /// The documents and files the editor works on; made by `initialize`.
    var workspace = EditingWorkspace(root: nil)
    /// The open documents' text, by path.
    var documents: [String: TextDocument] = [:]
    /// Open documents that are neither scene files nor storyboards (an editor set up for every
    /// XML file sends them too): kept out of the workspace, answered with nothing.
    var foreignDocuments: Set<String> = []
    var uris = URIMap()
    var lintSettings = LintSettings(root: nil)
    let publisher = DiagnosticPublisher()
    /// The documents' generation: one more at every change of a text, a file or a configuration.
    var generation = 0
    /// The lint findings shown, kept in place between runs.
    var lintFindings = LintFindings()
    /// Runs the lint rules off this thread.
    let lintScheduler: LintScheduler
    /// Documents whose diagnostics are published again when the lint run of their change ends.
    var awaitingLint: Set<String> = []
    /// Documents whose diagnostics are published at the next quiet moment even when unchanged.
    var pendingPublication: Set<String> = []
    /// Whether something changed since diagnostics were last published.
    var diagnosticsAreStale = false
    private var nextRequestNumber = 0

    /// Creates a server writing to `output`.
    public init(options: Options = Options(), output: any ByteSink) {
        self.options = options
        self.writer = MessageWriter(sink: output)
        self.log = ServerLog(path: options.logPath)
        let inbox = self.inbox
        self.lintScheduler = LintScheduler { generation, findings in
            inbox.push(.lintFinished(generation: generation, findings: findings))
        }
    }

    /// Serves the messages of `input` until `exit` or the end of the input; returns the exit
    /// status: 0 after `shutdown`, else 1 (as LSP asks).
    public func run(input: some ByteSource & Sendable) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that went away must not kill the server mid-write
        log.write("scenec lsp \(options.version) started")
        inbox.startReading(from: input, limit: options.messageLimit, log: log)
        while true {
            if diagnosticsAreStale, inbox.isEmpty { publishDiagnostics() }
            switch inbox.next() {
            case .end:
                log.write("input ended")
                return state == .shuttingDown ? 0 : 1
            case .problem(let id, let error):
                writer.send(OutgoingMessage.error(id: id, error))
            case .lintFinished(let generation, let findings):
                lintFinished(generation: generation, findings: findings)
            case .message(let message):
                if let status = handle(message) { return status }
            }
        }
    }

    /// Handles one message; returns an exit status when it was `exit`.
    func handle(_ message: IncomingMessage) -> Int32? {
        switch message {
        case .request(let id, let method, let params):
            let started = Date()
            if inbox.takeCancellation(of: id) {
                writer.send(OutgoingMessage.error(id: id, .requestCancelled))
                return nil
            }
            do {
                let result = try answer(method, params)
                writer.send(OutgoingMessage.response(id: id, result: result))
            } catch let error as ResponseError {
                log.write("\(method) #\(id): \(error)")
                writer.send(OutgoingMessage.error(id: id, error))
            } catch {
                log.write("\(method) #\(id) failed: \(error)")
                writer.send(OutgoingMessage.error(id: id, .internalError("\(method) failed: \(error)")))
            }
            log.write("\(method) #\(id) answered in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        case .notification(let method, let params):
            if method == "exit" {
                log.write("exit")
                return state == .shuttingDown ? 0 : 1
            }
            do {
                try notice(method, params)
            } catch {
                log.write("\(method): \(error)")
                send(notification: "window/logMessage", .members(
                    ("type", .int(1)), ("message", .string("scenec: \(method): \(error)"))))
            }
        case .response(let id, _, let error):
            if let error { log.write("the client answered request \(id.map(String.init(describing:)) ?? "null") with an error: \(error.compactText)") }
        }
        return nil
    }

    /// The result of a request, or the error to answer.
    func answer(_ method: String, _ params: JSONValue?) throws -> JSONValue {
        switch state {
        case .uninitialized:
            guard method == "initialize" else { throw ResponseError.serverNotInitialized }
            return try initialize(params)
        case .shuttingDown:
            throw ResponseError.invalidRequest("the server is shutting down: only 'exit' is accepted")
        case .running:
            break
        }
        if method.hasPrefix("textDocument/"), let path = try? documentPath(params), foreignDocuments.contains(path) {
            return Self.emptyAnswer(to: method)
        }
        switch method {
        case "initialize": throw ResponseError.invalidRequest("the server is already initialized")
        case "shutdown":
            state = .shuttingDown
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/formatting": return try formatting(params)
        default: throw ResponseError.methodNotFound(method)
        }
    }

    /// What a request about a document that is not a scene file or storyboard gets: nothing found.
    static func emptyAnswer(to method: String) -> JSONValue {
        switch method {
        case "textDocument/completion": .members(("isIncomplete", .bool(false)), ("items", .array([])))
        case "textDocument/references", "textDocument/documentSymbol", "textDocument/codeAction": .array([])
        default: .null
        }
    }

    /// Handles a notification.
    func notice(_ method: String, _ params: JSONValue?) throws {
        guard state == .running else {
            log.write("ignored '\(method)' (\(state == .uninitialized ? "not initialized" : "shutting down"))")
            return
        }
        switch method {
        case "initialized": registerWatchedFiles()
        case "textDocument/didOpen": try didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didSave": try didSave(params)
        case "textDocument/didClose": try didClose(params)
        case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
        default: log.write("ignored notification '\(method)'")
        }
    }

    /// `initialize`: the workspace folder, the client's capabilities, the server's.
    private func initialize(_ params: JSONValue?) throws -> JSONValue {
        guard let params, params.objectMembers != nil else { throw ResponseError.invalidParams("'initialize' needs its parameters") }
        client = ClientCapabilities(params["capabilities"])
        let root = options.root.map { FilePath.normalize(absolute($0)) }
            ?? params["rootUri"]?.stringValue.flatMap(DocumentURI.path(of:))
            ?? params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue.flatMap(DocumentURI.path(of:))
            ?? params["rootPath"]?.stringValue.map { FilePath.normalize(absolute($0)) }
        workspace = EditingWorkspace(root: root)
        lintSettings = LintSettings(root: root)
        state = .running
        log.write("initialized; workspace folder: \(root ?? "none")")
        return ServerCapabilities.initializeResult(version: options.version)
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    private func registerWatchedFiles() {
        guard client.watchedFilesRegistration else { return }
        sendRequest("client/registerCapability", ServerCapabilities.watchedFilesRegistration)
    }

    // MARK: Sending

    /// Sends a notification.
    func send(notification method: String, _ params: JSONValue) {
        writer.send(OutgoingMessage.notification(method: method, params: params))
    }

    /// Sends a request to the client (its answer is only logged).
    func sendRequest(_ method: String, _ params: JSONValue) {
        nextRequestNumber += 1
        writer.send(OutgoingMessage.request(id: .string("scenec-\(nextRequestNumber)"), method: method, params: params))
    }

    /// Shows a message in the editor (`window/showMessage`; type 1 error, 2 warning, 3 info).
    func showMessage(_ text: String, type: Int = 2) {
        send(notification: "window/showMessage", .members(("type", .int(type)), ("message", .string(text))))
    }
}
