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

    /// Patterns, conditions and captures are closed forms around checked names and escaped literals.
    @Test func closedFormsRenderAroundNames() throws {
        let word = "default"
        let name = try SwiftIdentifier(word)
        let statement = Statement.switchStatement(subject: .selfReference, cases: [
            SwitchCase(pattern: .enumCase(name, bindings: ["value0"]), body: []),
            SwitchCase(pattern: .string("a\"); exit(3); //"), body: [.discard(.identifier(name))]),
        ])
        let guardStatement = Statement.guardStatement(condition: .optionalBinding("typed", .cast(.identifier("cell"), .conditional, type: "Kit.Cell")), otherwise: [.returnValue(nil)])
        let function = Declaration.function(FunctionDeclaration(name: "f", body: [statement, guardStatement]))
        var writer = CodeWriter()
        SwiftRenderer().write(function, to: &writer)
        #expect(writer.text == #"""
            func f() {
                switch self {
                case .`default`(let value0):
                    break
                case "a\"); exit(3); //":
                    _ = `default`
                }
                guard let typed = cell as? Kit.Cell else {
                    return
                }
            }
            """# + "\n")
    }

    @Test(arguments: ["42", "1_000", "-2.5", "1e3", "1_", "2.5E-3", "0.5e+10"])
    func numberLiteralsAreKept(_ text: String) {
        #expect(NumberLiteral(text)?.text == text)
    }

    @Test(arguments: ["", "_1", "1)", "x", "1;exit(3)", "0x1F", "1...9", "0-e", "1.ee", "1.", ".5", "--1", "1e", "1e+"])
    func otherTextIsNoNumberLiteral(_ text: String) {
        #expect(NumberLiteral(text) == nil)
    }

    /// The model is Equatable: translators' output compares without rendering.
    @Test func modelValuesCompare() {
        let label: SwiftType = "SceneRuntime.Label"
        let first = Expression.type(label).called(Argument("frame", .implicitMember("zero")))
        #expect(first == .call(.type(label), [Argument("frame", .implicitMember("zero"))], trailingClosure: nil))
        #expect(first != .call(.type(label), [Argument("frame", .implicitMember("infinite"))], trailingClosure: nil))
    }

    /// A derived name that is not an identifier falls back; it never carries the text.
    @Test func derivedNamesFallBack() {
        #expect(SwiftIdentifier(derived: "a;b", fallback: "view").text == "view")
        #expect(SwiftIdentifier(derived: "item_save", fallback: "view").text == "item_save")
    }
}
