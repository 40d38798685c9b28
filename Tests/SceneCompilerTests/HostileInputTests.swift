import Foundation
import Testing

/// Hostile XML gets a located diagnostic and exit 1 — never a crash, a hang, or a file's contents.
@Suite("Hostile XML input")
struct HostileInputTests {
    static let secret = "scenec-secret-\(UUID().uuidString)"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rule: String
        let contents: @Sendable (_ secretPath: String) -> [UInt8]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "external entity naming a local file", rule: "xml-doctype") { secretPath in
            Array("""
                <?xml version="1.0"?>
                <!DOCTYPE scenes [ <!ENTITY leak SYSTEM "file://\(secretPath)"> ]>
                <scenes xmlns="urn:scenec:scene:1"><controller id="a" title="&leak;"/></scenes>
                """.utf8)
        },
        Case(name: "external entity in content without a DOCTYPE first", rule: "xml-malformed") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"&leak;\"/></scenes>".utf8)
        },
        Case(name: "billion laughs", rule: "xml-doctype") { _ in
            var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE scenes [", "<!ENTITY l0 \"lol\">"]
            for level in 1...9 {
                lines.append("<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">")
            }
            lines += ["]>", "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"&l9;\"/></scenes>"]
            return Array(lines.joined(separator: "\n").utf8)
        },
        Case(name: "10,000-deep nesting", rule: "xml-limit") { _ in
            Array(("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\">"
                + String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000)
                + "</controller></scenes>").utf8)
        },
        Case(name: "truncated file", rule: "xml-malformed") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a\">\n    <view".utf8)
        },
        Case(name: "invalid UTF-8", rule: "xml-malformed") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a".utf8) + [0xFF, 0xFE, 0xC3]
                + Array("\" title=\"x\"/>\n</scenes>\n".utf8)
        },
    ]

    @Test(arguments: cases)
    func hostileFileIsRefused(_ testCase: Case) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secretFile = folder.appendingPathComponent("secret.txt")
        try Self.secret.write(to: secretFile, atomically: true, encoding: .utf8)
        let scene = folder.appendingPathComponent("Hostile.scene")
        try Data(testCase.contents(secretFile.path)).write(to: scene)

        for command in [["check"], ["dump", "--format", "json"], ["dump", "--format", "text"]] {
            let result = try runScenec(command + [scene.path], in: folder, timeout: 5)
            #expect(!result.timedOut, "scenec \(command) did not finish")
            #expect(result.status == 1, "scenec \(command) exited \(result.status): \(result.stderr)")
            let escapedPath = NSRegularExpression.escapedPattern(for: scene.path)
            let located = try NSRegularExpression(pattern: "^\(escapedPath):[0-9]+:[0-9]+: error: .*\\[\(testCase.rule)\\]$", options: .anchorsMatchLines)
            #expect(located.firstMatch(in: result.stderr, range: NSRange(result.stderr.startIndex..., in: result.stderr)) != nil,
                    "expected a located [\(testCase.rule)] error, got: \(result.stderr)")
            #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret), "the secret file's text leaked")
        }
    }
}
