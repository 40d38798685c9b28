import Foundation
@testable import SceneCodeGen
import Testing
import TestSupport

/// `SwiftIdentifier` and `SwiftType` take their literals as `String` (made in place by the
/// compiler, issue 26), so the type system no longer keeps other text out of
/// `init(stringLiteral:)`: this suite does. No source may name a literal initialiser — called
/// (`SwiftIdentifier(stringLiteral: text)`, over several lines too) or unapplied
/// (`.map(SwiftIdentifier.init)`, which resolves to the literal one where the gated initialiser
/// cannot fit) — nor a literal segment of an interpolation; and no code-model name takes the
/// standard library's interpolation, which would hand `"\(text)"` to the literal initialiser.
@Suite struct LiteralOnlyTests {
    /// Where `source` (comments left out) names a literal initialiser or `appendLiteral`, as
    /// "line: text"; declarations of those initialisers and functions are not uses.
    static func namedLiteralUses(in source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(withoutComment)
        let code = lines.joined(separator: "\n")
        var uses: [Range<String.Index>] = []
        // A literal initialiser called or referred to by its label (`T(stringLiteral: x)`,
        // `.init(unicodeScalarLiteral:)`); `init(stringLiteral:` alone is its declaration.
        for match in code.matches(of: /([A-Za-z0-9_.`]*)\(\s*(?:stringLiteral|extendedGraphemeClusterLiteral|unicodeScalarLiteral)\s*:/)
        where match.1 != "init" {
            uses.append(match.range)
        }
        // An unapplied initialiser of a code-model name: without a call's parentheses it can be
        // the literal one.
        for match in code.matches(of: /\b(?:SwiftIdentifier|SwiftType)\s*\.\s*init\b(?!\s*\()/) { uses.append(match.range) }
        // `appendLiteral` called or referred to; `func appendLiteral(` is its declaration.
        // (No `\b` before the name: Unicode word boundaries join `a.b`, so `x.appendLiteral` has none.)
        for match in code.matches(of: /(\S*?)\s*appendLiteral\b/) where match.1 != "func" { uses.append(match.range) }
        return uses.map { range in
            let line = code[..<range.lowerBound].count { $0 == "\n" }
            return "\(line + 1): \(lines[line].trimmingCharacters(in: .whitespaces))"
        }
    }

    /// `line` up to a `//` comment outside a string literal (escaped quotes stay in the string).
    static func withoutComment(_ line: Substring) -> Substring {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                return line[..<line.index(before: index)]
            }
            previous = inString ? " " : character
        }
        return line
    }

    @Test func noSourceNamesALiteralInitialiser() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100, "the package's sources were not found at \(sources.path)")
        var uses: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            // The expressions only where they can match (they are slow on every file).
            guard source.contains("Literal") || source.contains("SwiftIdentifier") || source.contains("SwiftType") else { continue }
            uses += Self.namedLiteralUses(in: source).map { "\(file.lastPathComponent):\($0)" }
        }
        #expect(uses.isEmpty, "literal initialisers named in the sources: \(uses)")
    }

    /// Neither name takes the standard library's interpolation: `SwiftIdentifier` takes none,
    /// `SwiftType` only ``CodeInterpolation``, whose interpolated values are names and types.
    @Test func noCodeModelNameTakesPlainInterpolation() {
        #expect(!((SwiftIdentifier.self as Any.Type) is any ExpressibleByStringInterpolation.Type))
        #expect(SwiftType.StringInterpolation.self == CodeInterpolation.self)
    }

    @Test(arguments: [
        "let name = SwiftIdentifier(stringLiteral: text)",
        "let name: SwiftIdentifier = .init(stringLiteral: text)",
        "let type = SwiftType(stringLiteral:text)",
        "let name = SwiftIdentifier(extendedGraphemeClusterLiteral: text)",
        "let name = SwiftIdentifier(unicodeScalarLiteral: text)",
        "func make<T: ExpressibleByStringLiteral>(_ text: String) -> T where T.StringLiteralType == String { T( stringLiteral: text) }",
        "var interpolation = CodeInterpolation(literalCapacity: 0, interpolationCount: 0); interpolation.appendLiteral(text)",
        "let append = CodeInterpolation.appendLiteral",
        "let names = texts.lazy.map(SwiftIdentifier.init)",
        "let make: (String) -> SwiftType = SwiftType . init",
        "let name = SwiftIdentifier(\n    stringLiteral: text)",
        #"let url = "http://example.com"; let name = SwiftIdentifier(stringLiteral: text)"#,
        #"let a = "\\", url = "http://x", name = SwiftIdentifier(stringLiteral: text)"#,
        #"let quote = "\"//", name = SwiftIdentifier(stringLiteral: text)"#,
    ])
    func findsANamedUse(_ text: String) {
        #expect(Self.namedLiteralUses(in: "\n" + text).count == 1)
        #expect(Self.namedLiteralUses(in: text).first?.hasPrefix("1: ") == true)
    }

    @Test(arguments: [
        "public init(stringLiteral literal: String) {",
        "public init(stringLiteral: String) {",
        "public mutating func appendLiteral(_ literal: String) {",
        "let name: SwiftIdentifier = \"controller\"  // not SwiftIdentifier(stringLiteral: x)",
        "/// ``SwiftIdentifier/init(stringLiteral:)`` says why",
        "let gated = try texts.map(SwiftIdentifier.init(_:)), type = try SwiftType.init(typeName: text)",
        "let text = \"init(stringLiteral:)\"",
    ])
    func passesDeclarationsCommentsAndGatedUses(_ text: String) {
        #expect(Self.namedLiteralUses(in: text).isEmpty)
    }
}
