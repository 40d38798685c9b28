@testable import SceneGraph
import Testing
import TestSupport

/// ``SwiftName/isType(_:)`` decides simple types (`Int`, `String?`) on their bytes instead of
/// parsing them (issue 26). It must answer as the type grammar's parser does, for the texts it
/// decides and for those it leaves to the parser.
@Suite("Simple parameter types")
struct SimpleTypeTests {
    static let texts = [
        "Int", "String?", "Recipe!", "Int??", "Int?!", "Any", "Self", "Any?", "_", "_x", "x_1", "init", "Type", "Protocol",
        "class", "class?", "var", "self", "Int ", " Int", "?", "!", "", "1Int", "In-t", "Int.ID", "[Int]", "[String: Int]?",
        "Array<Int>", "Ça", "Int\u{301}", "e\u{301}", "Int?x", "Int ?", "A!B",
    ]

    @Test(arguments: texts)
    func answersAsTheParser(_ text: String) {
        #expect(SwiftName.isType(text) == SwiftName.parsedType(text), "\(text.debugDescription)")
        if let simple = SwiftName.simpleParameterType(text) { #expect(simple == SwiftName.parsedType(text)) }
    }

    /// Random texts from the characters that matter: identifier bytes, `?`, `!`, spaces, dots,
    /// brackets, and keywords' letters.
    @Test func randomTextsAnswerAsTheParser() {
        var random = SeededRandom(seed: 18)
        let pieces = ["a", "I", "n", "t", "_", "1", "?", "!", " ", ".", "[", "]", ":", "<", ">", "é", "Any", "Self", "var", "in", "is", "Type"]
        var decided = 0
        for _ in 0..<5_000 {
            let text = random.text(of: pieces, fewerThan: 6)
            #expect(SwiftName.isType(text) == SwiftName.parsedType(text), "\(text.debugDescription)")
            if SwiftName.simpleParameterType(text) != nil { decided += 1 }
        }
        #expect(decided > 500, "the fast path should decide many texts: \(decided)")
    }
}
