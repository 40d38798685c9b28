import SceneGraph
import Testing
@testable import SceneCodeGen

/// The code model's names: only checked text becomes one.
@Suite("Code model names")
struct CodeModelNamesTests {
    @Test(arguments: ["recipeList", "état", "class", "self", "Any"])
    func identifiersAreTakenAsWritten(_ text: String) throws {
        let name = try SwiftIdentifier(text)
        #expect(name.text == text)
        #expect(name.rendered == (SwiftName.keywords.contains(text) ? "`\(text)`" : text))
    }

    @Test(arguments: ["", "_", "init", "Type", "a b", "a;b", "a\"", "`a`", "1a", "a.b", "a\u{200B}b", "\u{301}a"])
    func nonIdentifiersAreRefused(_ text: String) {
        #expect(throws: UngatedName(text: text, kind: .identifier)) { try SwiftIdentifier(text) }
    }

    @Test func typesAndTypeNamesAreChecked() throws {
        let (typeName, type) = ("Kit.RecipeCell", "[String: Recipe.ID]?")  // text, as read from a file
        #expect(try SwiftType(typeName: typeName).text == typeName)
        #expect(try SwiftType(type).text == type)
        #expect(throws: UngatedName.self) { try SwiftType(typeName: type) }
        #expect(throws: UngatedName.self) { try SwiftType(typeName: "A\"); exit(3); //") }
        let hostile = "Int) { exit(3) }; let x: (Int"
        #expect(throws: UngatedName.self) { try SwiftType(hostile) }
    }

    @Test func composedTypesStayTypes() throws {
        let label: SwiftType = "SceneRuntime.Label"
        #expect(label.implicitlyUnwrapped.text == "SceneRuntime.Label!")
        #expect(label.optional.text == "SceneRuntime.Label?")
        #expect(label.array.text == "[SceneRuntime.Label]")
        let namespace = "Recipes"
        #expect(SwiftType(try SwiftIdentifier(namespace)).member("ListScene").text == "Recipes.ListScene")
        let closure: SwiftType = "(@MainActor () -> \(label))?"
        #expect(closure.text == "(@MainActor () -> SceneRuntime.Label)?")
    }

    @Test func fragmentsInterpolateNamesAndEscapedLiterals() throws {
        let word = "default"
        let name = try SwiftIdentifier(word)
        let pattern: SwiftSource = ".\(name)"
        #expect(pattern.text == ".`default`")
        let literal: SwiftSource = "case \(literal: "a\"); exit(3); //"):"
        #expect(literal.text == #"case "a\"); exit(3); //":"#)
    }

    @Test(arguments: ["42", "1_000", "-2.5", "1e3"])
    func numberLiteralsAreKept(_ text: String) {
        #expect(SwiftSource(numberLiteral: text)?.text == text)
    }

    @Test(arguments: ["", "_1", "1)", "x", "1;exit(3)", "0x1F"])
    func otherTextIsNoNumberLiteral(_ text: String) {
        #expect(SwiftSource(numberLiteral: text) == nil)
    }

    /// A derived name that is not an identifier falls back; it never carries the text.
    @Test func derivedNamesFallBack() {
        #expect(SwiftIdentifier(derived: "a;b", fallback: "view").text == "view")
        #expect(SwiftIdentifier(derived: "item_save", fallback: "view").text == "item_save")
    }
}
