import Foundation
import Testing
import TestSupport

/// The hostile and malformed input catalogue: each case gets a located diagnostic and exit 1 or
/// 2 — never a crash, a hang, a file's contents in the output, or an output file — within
/// bounded memory. (Speed is measured by the benchmarks; here a watchdog only catches hangs.)
@Suite("Hostile input catalogue")
struct HostileInputTests {
    static let secret = "scenec-secret-\(UUID().uuidString)"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// The rule the located diagnostic must have; nil accepts any located error.
        let rule: String?
        /// Extra files (relative path → contents) written beside the main one, `Main.scene`.
        var companions: [String: [UInt8]] = [:]
        /// The command to run (the main file is appended); `compile` also checks no output is written.
        var command: [String] = ["compile"]
        let contents: @Sendable (_ secretPath: String) -> [UInt8]
        var testDescription: String { name }
    }

    static func scene(_ body: String, attributes: String = "") -> [UInt8] {
        Array("<scenes xmlns=\"urn:scenec:scene:1\"\(attributes)>\n\(body)\n</scenes>\n".utf8)
    }

    static let cases: [Case] = [
        Case(name: "external entity naming a local file", rule: "xml-doctype") { secretPath in
            Array("<?xml version=\"1.0\"?>\n<!DOCTYPE scenes [ <!ENTITY leak SYSTEM \"file://\(secretPath)\"> ]>\n<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"&leak;\"/></scenes>".utf8)
        },
        Case(name: "external entity naming a URL", rule: "xml-doctype") { _ in
            Array("<!DOCTYPE scenes [ <!ENTITY net SYSTEM \"http://127.0.0.1:9/x\"> ]>\n<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"&net;\"/></scenes>".utf8)
        },
        Case(name: "parameter entity", rule: "xml-doctype") { secretPath in
            Array("<!DOCTYPE scenes [ <!ENTITY % p SYSTEM \"file://\(secretPath)\"> %p; ]>\n<scenes xmlns=\"urn:scenec:scene:1\"/>".utf8)
        },
        Case(name: "billion laughs", rule: "xml-doctype") { _ in
            var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE scenes [", "<!ENTITY l0 \"lol\">"]
            for level in 1...9 { lines.append("<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">") }
            lines += ["]>", "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"&l9;\"/></scenes>"]
            return Array(lines.joined(separator: "\n").utf8)
        },
        Case(name: "quadratic blow-up", rule: "xml-doctype") { _ in
            let big = String(repeating: "x", count: 50_000)
            return Array(("<!DOCTYPE scenes [<!ENTITY a \"\(big)\">]>\n<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\""
                + String(repeating: "&a;", count: 50_000) + "\"/></scenes>").utf8)
        },
        Case(name: "internal DTD", rule: "xml-doctype") { _ in
            Array("<!DOCTYPE scenes [ <!ELEMENT scenes ANY> <!ATTLIST controller title CDATA \"injected\"> ]>\n<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\"/></scenes>".utf8)
        },
        Case(name: "external DTD", rule: "xml-doctype") { secretPath in
            Array("<!DOCTYPE scenes SYSTEM \"file://\(secretPath)\">\n<scenes xmlns=\"urn:scenec:scene:1\"/>".utf8)
        },
        Case(name: "DOCTYPE after comments and a processing instruction", rule: "xml-doctype") { _ in
            Array("<?xml version=\"1.0\"?>\n<!-- a comment -->\n<?pi data?>\n<!DOCTYPE scenes>\n<scenes xmlns=\"urn:scenec:scene:1\"/>".utf8)
        },
        Case(name: "100,000-deep nesting", rule: "xml-limit") { _ in
            Array(("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\">" + String(repeating: "<view>", count: 100_000)
                + String(repeating: "</view>", count: 100_000) + "</controller></scenes>").utf8)
        },
        Case(name: "300-deep nesting (past libxml2's own limit)", rule: "xml-limit") { _ in
            Array(("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\">" + String(repeating: "<view>", count: 300)
                + String(repeating: "</view>", count: 300) + "</controller></scenes>").utf8)
        },
        Case(name: "a 50 MB attribute", rule: "xml-limit") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"".utf8) + [UInt8](repeating: 0x61, count: 50 << 20)
                + Array("\"/></scenes>".utf8)
        },
        Case(name: "a million siblings", rule: "xml-limit") { _ in
            scene(String(repeating: "<controller id=\"a\"/>", count: 1_000_000))
        },
        Case(name: "10,000 attributes on one element", rule: "too-many-attributes") { _ in
            scene("<controller id=\"a\" " + (0..<10_000).map { "x\($0)=\"1\"" }.joined(separator: " ") + "/>")
        },
        Case(name: "300,000 attributes on the root", rule: "too-many-attributes") { _ in
            Array(("<scenes xmlns=\"urn:scenec:scene:1\" " + (0..<300_000).map { "a\($0)='1'" }.joined(separator: " ") + "/>\n").utf8)
        },
        Case(name: "5,000 namespace declarations", rule: "too-many-attributes") { _ in
            Array(("<scenes xmlns=\"urn:scenec:scene:1\" " + (0..<5_000).map { "xmlns:p\($0)=\"urn:p\($0)\"" }.joined(separator: " ") + "/>\n").utf8)
        },
        Case(name: "200,000 character references in a class name", rule: "invalid-identifier") { _ in
            scene("<controller id=\"a\" class=\"" + String(repeating: "&amp;", count: 200_000) + "\"/>")
        },
        Case(name: "nesting just under the depth limit, wrong at the bottom", rule: "unknown-attribute") { _ in
            scene("<controller id=\"a\"><view>" + String(repeating: "<view>", count: 120) + "<label colour=\"red\"/>"
                  + String(repeating: "</view>", count: 120) + "</view></controller>")
        },
        Case(name: "20,000 sibling scenes with one id", rule: "duplicate-id") { _ in
            scene(String(repeating: "<controller id=\"same\"/>\n", count: 20_000))
        },
        Case(name: "a chain of 200 references across files, broken at its end", rule: nil,
             companions: Dictionary(uniqueKeysWithValues: (1..<200).map { index in
                 ("F\(index).scene", scene("<controller id=\"s\"><segue id=\"go\" kind=\"show\" destination=\"next\"/></controller>\n"
                     + "<reference id=\"next\" file=\"F\(index + 1).scene\" scene=\"s\"/>", attributes: " initial=\"s\""))
             })) { _ in
            scene("<controller id=\"s\"><segue id=\"go\" kind=\"show\" destination=\"next\"/></controller>\n<reference id=\"next\" file=\"F1.scene\" scene=\"s\"/>",
                  attributes: " initial=\"s\"")
        },
        Case(name: "10,000 scenes in a chain of segues, broken at its end", rule: "dangling-destination") { _ in
            scene((0..<10_000).map { "<controller id=\"s\($0)\"><segue id=\"g\($0)\" kind=\"show\" destination=\"\($0 < 9_999 ? "s\($0 + 1)" : "missing")\"/></controller>" }
                .joined(separator: "\n"), attributes: " initial=\"s0\"")
        },
        Case(name: "1,001 attributes on a storyboard view", rule: "too-many-attributes") { _ in
            Array(("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"s\"><objects>"
                + "<viewController id=\"v\" " + (0..<1_001).map { "k\($0)=\"x\"" }.joined(separator: " ")
                + "/></objects></scene></scenes></document>\n").utf8)
        },
        Case(name: "a 100,000-character element name", rule: "xml-malformed") { _ in
            let name = String(repeating: "n", count: 100_000)
            return scene("<\(name)/>")
        },
        Case(name: "invalid UTF-8", rule: "xml-malformed") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a".utf8) + [0xFF, 0xFE, 0xC3] + Array("\" title=\"x\"/>\n</scenes>\n".utf8)
        },
        Case(name: "UTF-16 without a BOM", rule: "xml-encoding") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\"/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        },
        Case(name: "UTF-16 with a BOM", rule: "xml-encoding") { _ in
            [0xFF, 0xFE] + Array("<scenes xmlns=\"urn:scenec:scene:1\"/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        },
        Case(name: "an encoding declaration that is not UTF-8", rule: "xml-encoding") { _ in
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"caf".utf8) + [0xE9] + Array("\"/></scenes>".utf8)
        },
        Case(name: "a non-UTF-8 encoding declared across a line break", rule: "xml-encoding") { _ in
            Array("<?xml version=\"1.0\" encoding\r\n = \"ISO-8859-1\"?>\n<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"caf".utf8) + [0xE9] + Array("\"/></scenes>".utf8)
        },
        Case(name: "BOM with CRLF line ends (error on line 3)", rule: "unknown-attribute") { _ in
            [0xEF, 0xBB, 0xBF] + Array("<scenes xmlns=\"urn:scenec:scene:1\">\r\n  <controller id=\"a\"/>\r\n  <controller id=\"b\" bogus=\"1\"/>\r\n</scenes>\r\n".utf8)
        },
        Case(name: "NUL bytes", rule: "xml-malformed") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a".utf8) + [0, 0, 0] + Array("\"/></scenes>".utf8)
        },
        Case(name: "a character reference to NUL", rule: "xml-malformed") { _ in
            scene("<controller id=\"a\" title=\"&#0;\"/>")
        },
        Case(name: "an undefined entity", rule: "xml-malformed") { _ in scene("<controller id=\"a\" title=\"&nope;\"/>") },
        Case(name: "a truncated file", rule: "xml-malformed") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a\">\n    <view".utf8)
        },
        Case(name: "an empty file", rule: "xml-malformed") { _ in [] },
        Case(name: "only whitespace", rule: "xml-malformed") { _ in Array("  \n\t\n".utf8) },
        Case(name: "binary garbage", rule: nil) { _ in
            var generator = SystemRandomNumberGenerator()
            return (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        },
        Case(name: "duplicate attributes", rule: "xml-malformed") { _ in scene("<controller id=\"a\" id=\"b\"/>") },
        Case(name: "mismatched tags", rule: "xml-malformed") { _ in scene("<controller id=\"a\"><view></controller></view>") },
        Case(name: "an attribute without quotes", rule: "xml-malformed") { _ in scene("<controller id=a/>") },
        Case(name: "two root elements", rule: "xml-malformed") { _ in scene("") + Array("<scenes xmlns=\"urn:scenec:scene:1\"/>".utf8) },
        Case(name: "a comment with a double hyphen", rule: "xml-malformed") { _ in scene("<!-- bad -- comment -->") },
        Case(name: "namespace trick: children in another namespace", rule: "unknown-element") { _ in
            Array("<s:scenes xmlns:s=\"urn:scenec:scene:1\"><controller id=\"a\"/></s:scenes>".utf8)
        },
        Case(name: "namespace trick: an XInclude element", rule: "unknown-element") { secretPath in
            Array("<scenes xmlns=\"urn:scenec:scene:1\" xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"\(secretPath)\" parse=\"text\"/></scenes>".utf8)
        },
        Case(name: "namespace trick: a foreign attribute", rule: "unknown-attribute") { _ in
            Array("<scenes xmlns=\"urn:scenec:scene:1\" xmlns:x=\"urn:other\"><controller id=\"a\" x:title=\"b\"/></scenes>".utf8)
        },
        Case(name: "an unknown format version", rule: "unsupported-version") { _ in Array("<scenes xmlns=\"urn:scenec:scene:9\"/>".utf8) },
        Case(name: "no namespace", rule: "wrong-namespace") { _ in Array("<scenes><controller id=\"a\"/></scenes>".utf8) },
        Case(name: "CDATA text", rule: "unexpected-text") { _ in scene("<controller id=\"a\"><![CDATA[text]]></controller>") },
        Case(name: "a 1 MB id", rule: "invalid-identifier") { _ in scene("<controller id=\"a" + String(repeating: "-", count: 1 << 20) + "\"/>") },
        Case(name: "a file referencing itself", rule: "reference-cycle") { _ in
            scene("<reference id=\"me\" file=\"Main.scene\" scene=\"me\"/>")
        },
        Case(name: "a cycle of references across files", rule: "reference-cycle",
             companions: ["Other.scene": scene("<reference id=\"back\" file=\"Main.scene\" scene=\"there\"/>")]) { _ in
            scene("<reference id=\"there\" file=\"Other.scene\" scene=\"back\"/>")
        },
        Case(name: "path traversal in a reference", rule: "missing-file") { _ in
            scene("<reference id=\"passwd\" file=\"../../../../../../etc/passwd\"/>")
        },
        Case(name: "a scene embedding itself", rule: "codegen-cycle") { _ in
            scene("<controller id=\"a\" class=\"A\"><view><containerView id=\"c\" embed=\"a\"/></view></controller>")
        },
        Case(name: "a navigation controller whose root is itself", rule: "codegen-cycle") { _ in
            scene("<navigation id=\"nav\"><relationship kind=\"root\" destination=\"nav\"/></navigation>")
        },
        Case(name: "a symbolic link leading out of the input folder", rule: "io-outside-root", command: ["compile", "--folder"]) { secretPath in
            Array(secretPath.utf8)
        },
    ]

    @Test func catalogueHasAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func hostileInputIsRefused(_ testCase: Case) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secretFile = folder.appendingPathComponent("secret.txt")
        try Self.secret.write(to: secretFile, atomically: true, encoding: .utf8)
        let inputs = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        var arguments = testCase.command
        if arguments.last == "--folder" {
            // The case's contents name the file the link leads to.
            arguments.removeLast()
            let outside = String(decoding: testCase.contents(secretFile.path), as: UTF8.self)
            try FileManager.default.createSymbolicLink(atPath: inputs.appendingPathComponent("Leak.scene").path, withDestinationPath: outside)
            arguments.append("in")
        } else {
            try Data(testCase.contents(secretFile.path)).write(to: inputs.appendingPathComponent("Main.scene"))
            for (name, contents) in testCase.companions { try Data(contents).write(to: inputs.appendingPathComponent(name)) }
            arguments += testCase.companions.isEmpty ? ["in/Main.scene"] : ["in"]
        }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try runScenec(arguments + ["-o", output.path], in: folder, timeout: 30)

        #expect(!result.timedOut, "scenec did not finish")
        #expect(result.status == 1 || result.status == 2, "exit \(result.status): \(result.stderr.prefix(500))")
        let located = try NSRegularExpression(
            pattern: "^in/[^:]+:[0-9]+:[0-9]+: error: .*\\[\(NSRegularExpression.escapedPattern(for: testCase.rule ?? ""))[a-z-]*\\]$",
            options: .anchorsMatchLines)
        #expect(located.firstMatch(in: result.stderr, range: NSRange(result.stderr.startIndex..., in: result.stderr)) != nil,
                "expected a located [\(testCase.rule ?? "any")] error, got: \(result.stderr.prefix(500))")
        #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret), "the secret file's text leaked")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty, "an output file was written")
    }

    /// The largest hostile inputs stay within 200 MB (peak resident memory of the process).
    @Test(Requirement.gnuTime.trait, arguments: ["a million siblings", "a 50 MB attribute", "100,000-deep nesting", "quadratic blow-up", "10,000 attributes on one element"])
    func memoryStaysBounded(_ name: String) throws {
        try Requirement.gnuTime.require()
        let testCase = try #require(Self.cases.first { $0.name == name })
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(testCase.contents(folder.appendingPathComponent("secret.txt").path)).write(to: folder.appendingPathComponent("Big.scene"))
        let (status, kilobytes) = try runScenecMeasuringMemory(["check", "Big.scene"], in: folder)
        #expect(status == 1)
        #expect(kilobytes > 0 && kilobytes < 200 * 1024, "scenec used \(kilobytes / 1024) MB")
    }
}
