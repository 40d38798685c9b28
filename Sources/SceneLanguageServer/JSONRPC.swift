import SceneCompiler

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// The id as JSON.
    public var json: JSONValue {
        switch self {
        case .number(let value): .int(value)
        case .string(let value): .string(value)
        }
    }

    /// The id a JSON value holds, when it is a valid one.
    public init?(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        default:
            guard let number = value.intValue else { return nil }
            self = .number(number)
        }
    }

    public var description: String {
        switch self {
        case .number(let value): String(value)
        case .string(let value): "\"\(value)\""
        }
    }
}

/// A JSON-RPC error: what an error response carries, and what a handler throws to send one.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error code.
    public var code: Int
    /// One sentence.
    public var message: String
    /// Extra information, when there is any.
    public var data: JSONValue?

    /// Creates an error.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The error as JSON.
    public var json: JSONValue {
        .members(("code", .int(code)), ("message", .string(message)), ("data", data))
    }

    public var description: String { "\(code): \(message)" }

    // MARK: Codes (JSON-RPC 2.0 and LSP 3.17)

    /// The bytes are not JSON.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON is not a valid request object.
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// No such method.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The parameters are missing or of the wrong shape.
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// Something went wrong inside the server.
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    /// A request before `initialize`.
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized: send 'initialize' first")
    /// The client cancelled the request before it was answered.
    public static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
    /// A valid request the server cannot carry out (a refused rename).
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
}

/// A message from the client, checked against JSON-RPC 2.0.
public enum IncomingMessage: Sendable {
    /// A request: it gets exactly one response.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A notification: no response.
    case notification(method: String, params: JSONValue?)
    /// A response to a request the server sent (registrations, edits, messages).
    case response(id: RequestID?, result: JSONValue?, error: JSONValue?)

    /// Reads a message. A value that is not a valid message throws the error to answer with,
    /// together with the id to answer (when the message had a usable one).
    public static func decode(_ value: JSONValue) throws(InvalidMessage) -> IncomingMessage {
        guard case .object = value else {
            throw InvalidMessage(id: nil, error: .invalidRequest(
                value.arrayValue != nil ? "batches are not supported (LSP sends one message at a time)" : "a message must be a JSON object"))
        }
        let rawID = value["id"]
        let id = rawID.flatMap(RequestID.init)
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            throw InvalidMessage(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        if let rawID, !rawID.isNull, id == nil {
            throw InvalidMessage(id: nil, error: .invalidRequest("'id' must be a number or a string"))
        }
        let params = value["params"]
        if let params, params.objectMembers == nil, params.arrayValue == nil, !params.isNull {
            throw InvalidMessage(id: id, error: .invalidRequest("'params' must be an object or an array"))
        }
        if let method = value["method"] {
            guard let name = method.stringValue else { throw InvalidMessage(id: id, error: .invalidRequest("'method' must be a string")) }
            if let id { return .request(id: id, method: name, params: params) }
            if rawID != nil { throw InvalidMessage(id: nil, error: .invalidRequest("'id' must not be null in a request")) }
            return .notification(method: name, params: params)
        }
        if value["result"] != nil || value["error"] != nil {
            return .response(id: id, result: value["result"], error: value["error"])
        }
        throw InvalidMessage(id: id, error: .invalidRequest("a message needs a 'method' (request, notification) or a 'result' or 'error' (response)"))
    }

    /// A message that is not valid JSON-RPC, and how to answer it.
    public struct InvalidMessage: Error, Sendable {
        /// The id to answer, when the message had a usable one (else the answer's id is null).
        public var id: RequestID?
        /// The error to answer with.
        public var error: ResponseError
    }
}

/// Building outgoing messages.
public enum OutgoingMessage {
    /// A successful response.
    public static func response(id: RequestID, result: JSONValue) -> JSONValue {
        .members(("jsonrpc", .string("2.0")), ("id", id.json), ("result", result))
    }

    /// An error response; a nil id is JSON-RPC's null (the request's id could not be read).
    public static func error(id: RequestID?, _ error: ResponseError) -> JSONValue {
        .members(("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", error.json))
    }

    /// A notification.
    public static func notification(method: String, params: JSONValue) -> JSONValue {
        .members(("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params))
    }

    /// A request from the server to the client.
    public static func request(id: RequestID, method: String, params: JSONValue) -> JSONValue {
        .members(("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method)), ("params", params))
    }
}
