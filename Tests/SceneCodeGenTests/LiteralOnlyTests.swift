import Foundation
import Testing
import TestSupport

/// `SwiftIdentifier` and `SwiftType` take their literals as `String` (made in place by the
/// compiler, issue 26), so the type system no longer keeps other text out of
/// `init(stringLiteral:)`: this suite does. No source may call a literal initialiser or a
/// literal segment of an interpolation by name; only the compiler calls them, for literals.
@Suite struct LiteralOnlyTests {
    /// Calls of `init(stringLiteral:)` (or the grapheme-cluster and scalar literal initialisers,
    /// which call it) or `appendLiteral(_:)` written out in `source` (comments left out), as
    /// "line: text"; declarations of those initialisers and functions are not calls.
    static func namedLiteralCalls(in source: String) -> [String] {
        var calls: [String] = []
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("Literal") {  // the regular expressions only where they can match
            let code = withoutComment(Substring(line))
            for match in code.matches(of: /([A-Za-z0-9_.`]*)\(\s*(?:stringLiteral|extendedGraphemeClusterLiteral|unicodeScalarLiteral)\s*:/) where match.1 != "init" {
                calls.append("\(number + 1): \(code)")
            }
            for match in code.matches(of: /(\S*)\s*appendLiteral\s*\(/) where match.1 != "func" {
                calls.append("\(number + 1): \(code)")
            }
        }
        return calls
    }

    /// `line` up to a `//` comment outside a string literal.
    static func withoutComment(_ line: Substring) -> Substring {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }

    @Test func noSourceCallsALiteralInitialiserByName() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100, "the package's sources were not found at \(sources.path)")
        var calls: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            calls += Self.namedLiteralCalls(in: source).map { "\(file.lastPathComponent):\($0)" }
        }
        #expect(calls.isEmpty, "literal initialisers called by name: \(calls)")
    }

    @Test(arguments: [
        "let name = SwiftIdentifier(stringLiteral: text)",
        "let name: SwiftIdentifier = .init(stringLiteral: text)",
        "let type = SwiftType(stringLiteral:text)",
        "let name = SwiftIdentifier(extendedGraphemeClusterLiteral: text)",
        "let name = SwiftIdentifier(unicodeScalarLiteral: text)",
        "func make<T: ExpressibleByStringLiteral>(_ text: String) -> T where T.StringLiteralType == String { T( stringLiteral: text) }",
        "var interpolation = CodeInterpolation(literalCapacity: 0, interpolationCount: 0); interpolation.appendLiteral(text)",
        #"let url = "http://example.com"; let name = SwiftIdentifier(stringLiteral: text)"#,
    ])
    func findsACallByName(_ line: String) {
        #expect(Self.namedLiteralCalls(in: "\n" + line).count == 1)
        #expect(Self.namedLiteralCalls(in: line).first?.hasPrefix("1: ") == true)
    }

    @Test(arguments: [
        "public init(stringLiteral literal: String) {",
        "public init(stringLiteral: String) {",
        "public mutating func appendLiteral(_ literal: String) {",
        "let name: SwiftIdentifier = \"controller\"  // not SwiftIdentifier(stringLiteral: x)",
        "/// ``SwiftIdentifier/init(stringLiteral:)`` says why",
        "let text = \"init(stringLiteral:)\"",
    ])
    func passesDeclarationsCommentsAndLiterals(_ line: String) {
        #expect(Self.namedLiteralCalls(in: line).isEmpty)
    }
}
