import SceneCompiler

/// Why a message's bytes are not JSON.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The byte offset where it was noticed.
    public var offset: Int

    public var description: String { "\(message) at byte \(offset)" }
}

extension JSONValue {
    /// The most arrays and objects one value may nest: deeper input is refused rather than
    /// followed (a hostile message must not exhaust the stack).
    public static let maximumNesting = 128

    /// Parses JSON text (RFC 8259) into a value. Numbers without a fraction or an exponent that
    /// fit an `Int` are `.int`, others `.double`; objects keep their keys in order (a repeated
    /// key keeps its last value). Invalid UTF-8 in strings is replaced by U+FFFD.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONByteParser(bytes: Array(bytes))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    /// Parses JSON text given as a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// A recursive-descent JSON reader over bytes.
private struct JSONByteParser {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func failure(_ message: String) -> JSONParseError {
        JSONParseError(message: message, offset: offset)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("invalid literal (expected '\(literal)')") }
            offset += 1
        }
        return value
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw failure("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONValue.maximumNesting else { throw failure("nesting deeper than \(JSONValue.maximumNesting)") }
        offset += 1
        var members: [(String, JSONValue)] = []
        var index: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
            offset += 1
            skipWhitespace()
            let member = try value(depth: depth)
            if let existing = index[key] {
                members[existing].1 = member
            } else {
                index[key] = members.count
                members.append((key, member))
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONValue.maximumNesting else { throw failure("nesting deeper than \(JSONValue.maximumNesting)") }
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(items)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    mutating func number() throws(JSONParseError) -> JSONValue {
        let start = offset
        var isInteger = true
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { throw failure("invalid number") }
        if first == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard try skipRequiredDigits() else { throw failure("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard try skipRequiredDigits() else { throw failure("invalid number") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let double = Double(text) else { throw failure("invalid number") }
        return .double(double)
    }

    mutating func skipDigits() {
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
    }

    mutating func skipRequiredDigits() throws(JSONParseError) -> Bool {
        let start = offset
        skipDigits()
        return offset > start
    }

    mutating func string() throws(JSONParseError) -> String {
        offset += 1  // the opening quote
        var utf8: [UInt8] = []
        var pendingHighSurrogate: UInt16?
        func flushSurrogate(into utf8: inout [UInt8]) {
            if pendingHighSurrogate != nil { utf8 += [0xEF, 0xBF, 0xBD] }  // a lone surrogate: U+FFFD
            pendingHighSurrogate = nil
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                flushSurrogate(into: &utf8)
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escaped = current else { throw failure("unterminated string") }
                offset += 1
                if escaped == UInt8(ascii: "u") {
                    let unit = try hexUnit()
                    if (0xDC00...0xDFFF).contains(unit), let high = pendingHighSurrogate {
                        let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                        pendingHighSurrogate = nil
                        utf8 += Array(String(Character(Unicode.Scalar(scalar)!)).utf8)
                    } else {
                        flushSurrogate(into: &utf8)
                        if (0xD800...0xDBFF).contains(unit) {
                            pendingHighSurrogate = unit
                        } else if let scalar = Unicode.Scalar(UInt32(unit)) {
                            utf8 += Array(String(Character(scalar)).utf8)
                        } else {
                            utf8 += [0xEF, 0xBF, 0xBD]
                        }
                    }
                    continue
                }
                flushSurrogate(into: &utf8)
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                default: throw failure("invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw failure("control character in a string") }
                flushSurrogate(into: &utf8)
                utf8.append(byte)
                offset += 1
            }
        }
    }

    mutating func hexUnit() throws(JSONParseError) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw failure("short \\u escape") }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid \\u escape")
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }
}
