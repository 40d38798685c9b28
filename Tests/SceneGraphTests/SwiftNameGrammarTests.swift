import Testing

@testable import SceneGraph

/// What the name gate accepts: Swift identifiers as Swift's grammar has them, minus what a
/// reader cannot see; selectors as storyboards write them.
@Suite("Swift names: grammar and selectors")
struct SwiftNameGrammarTests {
    @Test(arguments: ["état", "Café", "аDetail", "Ｒow", "名前", "e\u{301}tat", "x\u{20D7}", "a_1"])
    func lettersSwiftAcceptsAreIdentifiers(_ name: String) {
        #expect(SwiftName.isIdentifier(name))
    }

    @Test(arguments: [
        "a\u{200B}b", "a\u{200D}b", "a\u{202E}b", "a\u{2066}b", "a\u{2028}b", "a\u{FEFF}", "\u{301}e", "a\u{00A0}b",
        "😀", "a-b", "a b", "a;b", "`a`", "#a", "1a", "", "_", "init", "Type", "Protocol",
    ])
    func invisibleAndPunctuatedNamesAreNot(_ name: String) {
        #expect(!SwiftName.isIdentifier(name))
    }

    @Test func everyNonASCIIHeadTheGateAcceptsIsInSwiftsGrammar() {
        // A sample of every 97th code point of the Basic Multilingual Plane and beyond.
        for value in stride(from: UInt32(0x80), through: 0x2FFFF, by: 97) {
            guard let scalar = Unicode.Scalar(value), SwiftName.isIdentifierHead(scalar) else { continue }
            let properties = scalar.properties
            #expect(properties.isAlphabetic || properties.isIdeographic, "U+\(String(value, radix: 16))")
            #expect(properties.generalCategory != .format && properties.generalCategory != .control, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: ["refresh", "addRecipe:", "unwindTo:sender:", "tableView:didSelectRowAtIndexPath:", "foo::"])
    func selectors(_ selector: String) {
        #expect(SwiftName.isSelector(selector))
    }

    @Test(arguments: ["", ":", "a:b", "lab:Int=0;init(){exit(3)};var y:", "a b:", "1a:", ":a:"])
    func notSelectors(_ selector: String) {
        #expect(!SwiftName.isSelector(selector))
    }

    /// Names that Swift strings call equal but the Swift compiler does not: the second is refused.
    /// The byte fast path for type names against the part-by-part form, on every shape: plain
    /// names, keywords and unusable words, digits and underscores in every place, dots, wider
    /// characters, and a thousand generated names.
    @Test func simpleTypeNamesAnswerAsThePartByPartCheck() {
        var names = ["", "_", "__", "_a", "a", "A", "a1", "1a", "a b", "a-b", "a.b", ".a", "a.", "a..b", "Kit.RecipeCell",
                     "init", "Type", "Protocol", "Self", "self", "Any", "class", "_1", "é", "Café", "a\u{301}", "RecipeCell",
                     "Bench0Scene00996Controller", "x$", "`a`", "a\u{0}"]
        names += SwiftName.keywords.sorted() + SwiftName.unusableNames.sorted()
        for index in 0..<1_000 {
            let letters = Array("aB_9.é")
            names.append(String((0..<(index % 9 + 1)).map { letters[(index / ($0 + 1) + $0 * 7) % letters.count] }))
        }
        var simple = 0
        for name in names {
            let fast = SwiftName.simpleTypeName(name)
            #expect(fast == nil || fast == SwiftName.dottedOrWideTypeName(name), "\(name)")
            #expect(SwiftName.isTypeName(name) == SwiftName.dottedOrWideTypeName(name), "\(name)")
            let isPlainASCII = !name.isEmpty && name.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: ".") }
            #expect((fast != nil) == isPlainASCII || name.isEmpty, "\(name)")
            if fast != nil { simple += 1 }
        }
        #expect(simple > 300)
    }

    @Test func namesDifferingOnlyInEncodingAreRefused() {
        let source = SourceRange(element: SourceLocation(file: "A.scene", line: 1, column: 1))
        var document = SceneDocument(path: "A.scene", dialect: .scene, formatVersion: 1, source: source)
        var scene = Scene(id: SceneID(document: "A.scene", name: "a"), kind: .controller, source: source)
        scene.className = "A"
        scene.outlets = [
            Outlet(property: "caf\u{E9}", destination: "l", source: SourceRange(element: SourceLocation(file: "A.scene", line: 2, column: 5))),
            Outlet(property: "cafe\u{301}", destination: "l", source: SourceRange(element: SourceLocation(file: "A.scene", line: 3, column: 5))),
        ]
        document.scenes = [scene]
        let diagnostics = SwiftNameGate.check(document)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location?.line == 3)
        #expect(diagnostics.first?.notes.first?.location?.line == 2)
        #expect(diagnostics.first?.ruleID == "invalid-identifier")
    }

    /// The spellings are compared among the names the gate accepts, after the refusals, in
    /// source order; a refused name (here with a zero-width space) is reported once, not compared.
    @Test func onlyAcceptedNamesAreComparedForTheirEncoding() {
        func at(_ line: Int) -> SourceRange { SourceRange(element: SourceLocation(file: "A.scene", line: line, column: 5)) }
        var document = SceneDocument(path: "A.scene", dialect: .scene, formatVersion: 1, source: at(1))
        var scene = Scene(id: SceneID(document: "A.scene", name: "a"), kind: .controller, source: at(1))
        scene.className = "Caf\u{E9}"
        scene.outlets = [
            Outlet(property: "caf\u{E9}", destination: "l", source: at(2)),
            Outlet(property: "cafe\u{301}\u{200B}", destination: "l", source: at(3)),
            Outlet(property: "cafe\u{301}", destination: "l", source: at(4)),
        ]
        document.scenes = [scene]
        let diagnostics = SwiftNameGate.check(document)
        #expect(diagnostics.map { $0.location?.line } == [3, 4])
        #expect(diagnostics.last?.notes.first?.location?.line == 2)
        #expect(diagnostics.last?.message.contains("only in how its accented letters are encoded") == true)
        // The names compared: the accepted identifiers, not the class (a type name) nor the refused one.
        #expect(SwiftNameGate.comparedNames(of: scene).map { $0.source.element.line } == [2, 4])
    }

    /// The Kelvin sign is canonically the letter K: `\u{212A}ey` and `Key` are one name to Swift
    /// strings, two to the compiler.
    @Test func aLetterEquivalentToASCIIIsCaughtToo() {
        let source = SourceRange(element: SourceLocation(file: "A.scene", line: 1, column: 1))
        var document = SceneDocument(path: "A.scene", dialect: .scene, formatVersion: 1, source: source)
        var scene = Scene(id: SceneID(document: "A.scene", name: "a"), kind: .controller, source: source)
        scene.className = "A"
        scene.outlets = [Outlet(property: "Key", destination: "l", source: source), Outlet(property: "\u{212A}ey", destination: "l", source: source)]
        document.scenes = [scene]
        #expect(SwiftName.isIdentifier("\u{212A}ey"))
        #expect(SwiftNameGate.check(document).count == 1)
    }
}
