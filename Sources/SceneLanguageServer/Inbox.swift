import Foundation
import SceneCompiler
import SceneGraph

/// What the reading thread hands the server: messages in arrival order, problems to answer, and
/// the requests the client cancelled while they waited.
final class Inbox: @unchecked Sendable {  // every access holds the condition's lock
    /// One thing to handle.
    enum Item: Sendable {
        /// A valid JSON-RPC message.
        case message(IncomingMessage)
        /// Something unreadable: answer it with an error (id nil: JSON-RPC's null id).
        case problem(RequestID?, ResponseError)
        /// A lint run ended: its findings, for the documents' generation it linted.
        case lintFinished(generation: Int, findings: [String: [Diagnostic]])
        /// The input ended.
        case end
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var cancelled: Set<RequestID> = []

    /// Adds an item and wakes the server.
    func push(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// Marks a request as cancelled (`$/cancelRequest`); it is answered with an error if it has not been handled yet.
    func cancel(_ id: RequestID) {
        condition.lock()
        if cancelled.count > 4096 { cancelled.removeAll() }  // cancellations of requests long answered
        cancelled.insert(id)
        condition.unlock()
    }

    /// Whether a request was cancelled, forgetting the cancellation.
    func takeCancellation(of id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }

    /// Whether nothing waits to be handled.
    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head == items.count
    }

    /// The next item, waiting for one.
    func next() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count { condition.wait() }
        let item = items[head]
        head += 1
        if head > 256, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }

    /// Reads frames from `source` until it ends, on a thread of its own, parsing and checking
    /// each message and pushing what it finds.
    func startReading(from source: some ByteSource & Sendable, limit: Int, log: ServerLog) {
        let thread = Thread { [self] in
            var reader = MessageReader(source: source, limit: limit)
            while true {
                switch reader.next() {
                case .end:
                    if reader.skippedBytes > 0 { log.write("skipped \(reader.skippedBytes) bytes outside messages in all") }
                    push(.end)
                    return
                case .badHeader(let block):
                    log.write("unusable header: \(block.debugDescription)")
                    push(.problem(nil, .parseError("a message header without a valid Content-Length was skipped")))
                case .tooLarge(let length):
                    log.write("skipped a body of \(length) bytes")
                    push(.problem(nil, .invalidRequest("a message of \(length) bytes exceeds the limit of \(limit) bytes; it was skipped")))
                case .message(let body):
                    accept(body, reader: &reader, log: log)
                }
            }
        }
        thread.name = "scenec-lsp-reader"
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func accept(_ body: [UInt8], reader: inout MessageReader<some ByteSource>, log: ServerLog) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            let resynchronised = reader.resynchronise(after: body)
            log.write("not JSON (\(error))\(resynchronised ? "; reading again from a header inside the body" : "")")
            push(.problem(nil, .parseError("the message is not valid JSON: \(error)")))
            return
        }
        do {
            let message = try IncomingMessage.decode(value)
            if case .notification("$/cancelRequest", let params) = message {
                if let id = params?["id"].flatMap(RequestID.init) { cancel(id) }
                return
            }
            push(.message(message))
        } catch {
            log.write("invalid message: \(error.error.message)")
            push(.problem(error.id, error.error))
        }
    }
}
