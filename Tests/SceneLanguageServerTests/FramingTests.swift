import SceneCompiler
import SceneLanguageServer
import Testing

/// The base protocol's framing, read from memory: whole messages, partial reads, and what a
/// broken or hostile client sends between them.
@Suite struct FramingTests {
    static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    static func frames(_ text: String, chunk: Int = 4096, limit: Int = 1 << 20) -> [Frame] {
        var reader = MessageReader(source: MemorySource(Array(text.utf8), chunk: chunk), limit: limit)
        var frames: [Frame] = []
        while true {
            let frame = reader.next()
            frames.append(frame)
            if frame == .end { return frames }
            if case .message(let body) = frame, (try? JSONValue.parse(body)) == nil, reader.resynchronise(after: body) {
                frames.append(.badHeader("resynchronised"))
            }
        }
    }

    @Test(arguments: [1, 3, 4096])
    func readsMessagesWhateverTheChunks(chunk: Int) {
        let text = Self.frame(#"{"a":1}"#) + "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + Self.frame(#"{"b":"é"}"#)
        #expect(Self.frames(text, chunk: chunk) == [.message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é"}"#.utf8)), .end])
    }

    @Test func skipsGarbageBeforeAHeader() {
        let text = "garbage\r\n\r\n{not a header}" + Self.frame("{}")
        #expect(Self.frames(text) == [.message(Array("{}".utf8)), .end])
    }

    @Test func reportsAHeaderWithoutAUsableLength() {
        let frames = Self.frames("Content-Length: abc\r\n\r\n" + Self.frame("[]"))
        #expect(frames.count == 3)
        guard case .badHeader = frames[0] else { Issue.record("expected a bad header, got \(frames[0])"); return }
        #expect(frames[1] == .message(Array("[]".utf8)))
    }

    @Test func acceptsAHeaderInAnyCaseAndBareNewlines() {
        #expect(Self.frames("content-length: 2\n\n{}") == [.message(Array("{}".utf8)), .end])
    }

    @Test func skipsAnOversizedBodyWithoutHoldingIt() {
        let big = String(repeating: "x", count: 5000)
        let frames = Self.frames("Content-Length: 5000\r\n\r\n" + big + Self.frame("{}"), chunk: 512, limit: 1000)
        #expect(frames == [.tooLarge(5000), .message(Array("{}".utf8)), .end])
    }

    @Test func stopsSkippingALyingOversizedBodyAtTheNextHeader() {
        let frames = Self.frames("Content-Length: 999999999\r\n\r\n{\"short\":1}" + Self.frame("{}"), limit: 1000)
        #expect(frames == [.tooLarge(999_999_999), .message(Array("{}".utf8)), .end])
    }

    @Test func resynchronisesAfterABodyShorterThanItsHeaderSaid() {
        // The first header claims 20 bytes for a 2-byte body: the 20 bytes swallow the next header.
        let text = "Content-Length: 20\r\n\r\n{}" + Self.frame(#"{"next":true}"#)
        let frames = Self.frames(text)
        #expect(frames.contains(.message(Array(#"{"next":true}"#.utf8))))
        #expect(frames.last == .end)
    }

    @Test func endsInTheMiddleOfABody() {
        #expect(Self.frames("Content-Length: 10\r\n\r\n{}") == [.end])
    }
}
