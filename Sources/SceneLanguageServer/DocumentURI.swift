import Foundation
import SceneGraph

/// `file:` URIs and the paths they name (RFC 8089, as editors write them).
public enum DocumentURI {
    /// The normalised absolute path a `file:` URI names, or nil for other schemes and malformed URIs.
    /// `file:///a%20b/c.scene` and `file://localhost/a b/c.scene` both give `/a b/c.scene`.
    public static func path(of uri: String) -> String? {
        guard uri.count <= 4096 else { return nil }
        let lowered = uri.lowercased()
        guard lowered.hasPrefix("file:") else { return nil }
        var rest = Substring(uri.dropFirst("file:".count))
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let authority = rest.prefix { $0 != "/" }
            guard authority.isEmpty || authority.lowercased() == "localhost" else { return nil }
            rest = rest.dropFirst(authority.count)
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        guard rest.hasPrefix("/"), let decoded = percentDecoded(rest) else { return nil }
        guard !decoded.contains("\0") else { return nil }
        return FilePath.normalize(decoded)
    }

    /// The `file:` URI of an absolute path, percent-encoding what a URI path may not hold.
    public static func uri(of path: String) -> String {
        var encoded = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hex(byte)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard iterator.count >= 2, let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            iterator = iterator.dropFirst(2)
        }
        return String(bytes: bytes, encoding: .utf8)
    }
}
