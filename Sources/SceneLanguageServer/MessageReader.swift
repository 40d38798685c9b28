import Foundation

/// Where a reader's bytes come from.
public protocol ByteSource {
    /// Reads up to `count` bytes; an empty array means the end of the input.
    mutating func read(upTo count: Int) -> [UInt8]
}

/// Bytes read from a file descriptor (standard input), retrying interrupted reads.
public struct FileDescriptorSource: ByteSource, Sendable {
    /// The descriptor.
    public let descriptor: Int32

    /// Creates a source reading `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    public mutating func read(upTo count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, count) }
            if got >= 0 { return Array(bytes.prefix(got)) }
            if errno != EINTR { return [] }
        }
    }
}

/// Bytes held in memory (tests).
public struct MemorySource: ByteSource, Sendable {
    private var bytes: [UInt8]
    private var offset = 0
    /// The most bytes one read returns (to exercise partial reads).
    public var chunk: Int

    /// Creates a source of `bytes`, handed out `chunk` at a time.
    public init(_ bytes: [UInt8], chunk: Int = 4096) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    public mutating func read(upTo count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + min(count, chunk))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// One thing read from the stream.
public enum Frame: Equatable, Sendable {
    /// A message's body (JSON text, not yet parsed).
    case message([UInt8])
    /// A header block that could not be used (no valid `Content-Length`, too long): it was skipped.
    case badHeader(String)
    /// A message larger than the limit: its body was skipped, never held.
    case tooLarge(Int)
    /// The input ended.
    case end
}

/// Reads LSP's base protocol: header lines (`Content-Length: N`, optionally `Content-Type`)
/// ended by an empty line, then N bytes of JSON.
///
/// Robust to what a broken or hostile client sends: text before a header is skipped until the
/// next `Content-Length:`; a header block without a usable length is reported and skipped; a
/// body over ``limit`` is skipped as it streams past (never allocated). A body whose JSON does
/// not parse can be handed back with ``resynchronise(after:)`` when it swallowed the next header.
public struct MessageReader<Source: ByteSource> {
    /// The largest body accepted (64 MiB).
    public static var defaultLimit: Int { 64 << 20 }
    /// The longest header block accepted.
    static var headerLimit: Int { 8192 }

    private var source: Source
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// The largest body accepted.
    public let limit: Int
    /// How many bytes were skipped as garbage outside messages, in all.
    public private(set) var skippedBytes = 0

    /// Creates a reader of `source`.
    public init(source: Source, limit: Int = defaultLimit) {
        self.source = source
        self.limit = limit
    }

    private static var marker: [UInt8] { Array("content-length:".utf8) }

    /// The next frame; `.end` once the input is exhausted.
    public mutating func next() -> Frame {
        while true {
            if let header = Self.find(Self.marker, in: buffer, from: start) {
                skip(to: header)
                if let (blockEnd, bodyStart) = headerEnd(from: header) {
                    let block = String(decoding: buffer[header..<blockEnd], as: UTF8.self)
                    start = bodyStart
                    guard let length = Self.contentLength(in: block) else { return .badHeader(block) }
                    if length > limit {
                        discard(length)
                        return .tooLarge(length)
                    }
                    while buffer.count - start < length {
                        guard fill() else { return .end }
                    }
                    let body = Array(buffer[start..<start + length])
                    start += length
                    compact()
                    return .message(body)
                }
                if buffer.count - header > Self.headerLimit {
                    let block = String(decoding: buffer[header..<header + 64], as: UTF8.self)
                    skip(to: header + Self.marker.count)
                    return .badHeader(block + "…")
                }
            } else if buffer.count - start > Self.marker.count {
                skip(to: buffer.count - Self.marker.count + 1)  // keep what may start a marker
            }
            guard fill() else {
                skip(to: buffer.count)
                return .end
            }
        }
    }

    /// After a body that is not JSON: when it contains a `Content-Length:` header (the body was
    /// shorter than its header said and swallowed the next message), the bytes from that header
    /// on are read again. Returns whether it did.
    public mutating func resynchronise(after body: [UInt8]) -> Bool {
        guard let index = Self.find(Self.marker, in: body, from: 1) else { return false }
        buffer = Array(body[index...]) + buffer[start...]
        start = 0
        return true
    }

    /// The value of the `Content-Length` header in a header block, when it is a valid length.
    static func contentLength(in block: String) -> Int? {
        var length: Int?
        for line in block.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            let text = parts[1].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, text.count <= 18, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber),
                  let value = Int(text), length == nil
            else { return nil }
            length = value
        }
        return length
    }

    /// Where the header block starting at `from` ends (the empty line) and the body starts.
    private func headerEnd(from index: Int) -> (Int, Int)? {
        var position = index
        while position < buffer.count {
            if buffer[position] == 0x0A {
                if position + 1 < buffer.count, buffer[position + 1] == 0x0A { return (position, position + 2) }
                if position + 2 < buffer.count, buffer[position + 1] == 0x0D, buffer[position + 2] == 0x0A {
                    return (position, position + 3)
                }
            }
            position += 1
        }
        return nil
    }

    /// Skips a body of `length` bytes as it arrives, stopping early at the next header.
    private mutating func discard(_ length: Int) {
        var remaining = length
        while remaining > 0 {
            if start == buffer.count, !fill() { return }
            let available = min(remaining, buffer.count - start)
            if let header = Self.find(Self.marker, in: buffer, from: start), header < start + available {
                start = header
                return
            }
            // Keep a possible partial marker at the end of the buffer for the next look.
            let keep = remaining > available ? min(Self.marker.count - 1, available) : 0
            start += available - keep
            remaining -= available - keep
            compact()
            if keep > 0 {
                guard fill() else { return }
            }
        }
    }

    private mutating func skip(to index: Int) {
        skippedBytes += buffer[start..<index].filter { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }.count
        start = index
        compact()
    }

    /// Reads more bytes; false at the end of the input.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        let bytes = source.read(upTo: 1 << 16)
        if bytes.isEmpty {
            ended = true
            return false
        }
        buffer += bytes
        return true
    }

    private mutating func compact() {
        if start > 1 << 16 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Where `needle` (lower-case ASCII) first occurs in `buffer` from `from`, ignoring ASCII case.
    private static func find(_ needle: [UInt8], in buffer: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= needle.count else { return nil }
        var index = from
        let last = buffer.count - needle.count
        while index <= last {
            var matched = true
            for offset in 0..<needle.count {
                var byte = buffer[index + offset]
                if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
                if byte != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return index }
            index += 1
        }
        return nil
    }
}
