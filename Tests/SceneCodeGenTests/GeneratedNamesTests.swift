import SceneGraph
import Testing
@testable import SceneCodeGen
import TestSupport

@Suite("Generated names")
struct GeneratedNamesTests {
    @Test(arguments: [
        ("Show Detail", "showDetail"),
        ("recipe-list", "recipeList"),
        ("URLList", "urlList"),
        ("2fast", "_2fast"),
        ("default", "fallback"),
        ("!!!", "fallback"),
        ("showRecipe", "showRecipe"),
    ])
    func identifiersFromFreeText(_ text: String, _ expected: String) {
        #expect(GeneratedNames.identifier(from: text, fallback: "fallback") == expected)
    }

    /// ``GeneratedNames/outermostName(of:)`` is what splitting at dots and taking the first part gave.
    @Test func outermostNamesAreTheFirstPartOfTheSplit() {
        var random = SeededRandom(seed: 33)
        let pieces = ["a", "Kit", ".", ".", "é", "𝔸", "_", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{600}"]
        for _ in 0..<3_000 {
            let text = random.text(of: pieces, fewerThan: 9)
            #expect(GeneratedNames.outermostName(of: text) == String(text.split(separator: ".").first ?? Substring(text)), "\(text)")
        }
        #expect(GeneratedNames.outermostName(of: "Kit.Cell") == "Kit")
        #expect(GeneratedNames.outermostName(of: "..") == "..")
        #expect(GeneratedNames.outermostName(of: "Kit.\u{301}Cell") == "Kit.\u{301}Cell")  // one character, not a dot
    }

    @Test func lastPartsAreTheLastPartOfTheSplit() {
        let alphabet: [Character] = Array("ab.K_1 ") + ["\u{301}", "é", "🍝"]
        var random = SeededRandom(seed: 18)
        for _ in 0..<20_000 {
            let text = String(String.UnicodeScalarView((0..<random.below(9)).flatMap { _ in random.pick(alphabet).unicodeScalars }))
            #expect(GeneratedNames.lastPart(of: text) == text.split(separator: ".").last, "\(text.debugDescription)")
        }
        for text in ["Kit.Cell", "Cell", "", ".", "..", "Kit.", ".Cell", "a..b", "Kit.Cell..", "é.Cell", "Kit.\u{301}Cell"] {
            #expect(GeneratedNames.lastPart(of: text) == text.split(separator: ".").last, "\(text.debugDescription)")
        }
    }

    @Test func storyboardScenesGetUniqueFactoryNames() {
        var document = SceneDocument(path: "Main.storyboard", dialect: .storyboard, formatVersion: 3,
                                     source: SourceRange(element: SourceLocation(file: "Main.storyboard", line: 1, column: 1)))
        func scene(_ id: String, storyboardID: String? = nil, className: String? = nil) -> Scene {
            var scene = Scene(id: SceneID(document: "Main.storyboard", name: id), kind: .controller,
                              source: SourceRange(element: SourceLocation(file: "Main.storyboard", line: 2, column: 1)))
            scene.storyboardElement = "viewController"
            scene.storyboardID = storyboardID
            scene.className = className
            return scene
        }
        document.scenes = [
            scene("aB1-cD-eF2", storyboardID: "Detail View"),
            scene("gH3-iJ-kL4", className: "DetailViewController"),
            scene("mN5-oP-qR6", className: "DetailViewController"),
            scene("sT7-uV-wX8", storyboardID: "storyboard"),
        ]
        let names = GeneratedNames(document: document)
        let factories = document.scenes.map(names.factory)
        #expect(factories == ["detailView", "detailViewController", "detailViewController2", "storyboard2"])
        #expect(Set(document.scenes.map(names.stem)).count == 4)
        #expect(names.namespace == "Main")
    }
}

/// The ASCII fast paths of the name helpers give what the Unicode rules give, also when an ASCII
/// letter is followed by a combining mark.
@Suite("Generated names: ASCII fast paths")
struct GeneratedNamesFastPathTests {
    /// The Unicode rules, as the helpers apply them to any text.
    static func referenceLowerFirst(_ text: String) -> String {
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index].isUppercase { index += 1 }
        if index == 0 { return text }
        if index == 1 || index == characters.count { return String(characters[..<index]).lowercased() + String(characters[index...]) }
        return String(characters[..<(index - 1)]).lowercased() + String(characters[(index - 1)...])
    }

    static func referenceUpperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    static func referenceWords(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    @Test func asciiTextIsTreatedAsTheUnicodeRulesTreatIt() {
        // ASCII, and what may follow an ASCII letter: combining marks (U+0345 has an uppercase form), é.
        let alphabet: [Character] = Array("abcxyzABCXYZ019_ -./:@\t\r\n") + ["\u{345}", "\u{301}", "é"]
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)  // a fixed seed: the same strings on every run
        for _ in 0..<20_000 {
            // Built from scalars, so a combining mark joins the character before it.
            let text = String(String.UnicodeScalarView((0..<random.below(10)).flatMap { _ in random.pick(alphabet).unicodeScalars }))
            #expect(GeneratedNames.lowerFirst(text) == Self.referenceLowerFirst(text), "lowerFirst(\(text.debugDescription))")
            #expect(GeneratedNames.upperFirst(text) == Self.referenceUpperFirst(text), "upperFirst(\(text.debugDescription))")
            #expect(GeneratedNames.words(in: text) == Self.referenceWords(text), "words(in: \(text.debugDescription))")
            #expect(GeneratedNames.lettersAndDigits(of: text) == text.filter { $0.isLetter || $0.isNumber }, "lettersAndDigits(of: \(text.debugDescription))")
        }
        for kind in ViewKind.named {  // every element name scene files and storyboards give views
            #expect(GeneratedNames.lettersAndDigits(of: kind.elementName) == kind.elementName.filter { $0.isLetter || $0.isNumber })
        }
        #expect(GeneratedNames.lowerFirst("URLList") == "urlList")
        #expect(GeneratedNames.lowerFirst("ÉcoleView") == "écoleView", "non-ASCII text keeps the Unicode rules")
        #expect(GeneratedNames.words(in: "café-au lait") == ["café", "au", "lait"])
        #expect(GeneratedNames.upperFirst("a\u{345}bc") == Self.referenceUpperFirst("a\u{345}bc"))
    }
}
