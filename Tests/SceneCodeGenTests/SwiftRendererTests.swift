import Testing
@testable import SceneCodeGen

/// The renderer escapes every piece of user text that reaches Swift source.
@Suite("Swift renderer")
struct SwiftRendererTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        ("line\nbreak", #""line\nbreak""#),
        (#"""" triple"#, #""\"\"\" triple""#),
        ("#raw#", ##""#raw#""##),
        ("tab\tand\0nul", #""tab\tand\0nul""#),
        ("emoji 🍝 and עברית", "\"emoji 🍝 and עברית\""),
        ("bidi \u{202E}override", #""bidi \u{202E}override""#),
    ])
    func stringLiterals(_ text: String, _ expected: String) {
        #expect(SwiftRenderer.stringLiteral(text) == expected)
    }

    @Test func keywordsAreBacktickedWhereTheyMustBe() {
        #expect(SwiftRenderer.name("default") == "`default`")
        #expect(SwiftRenderer.name("recipeList") == "recipeList")
        #expect(SwiftRenderer.memberName("default") == "default")
        #expect(SwiftRenderer.memberName("self") == "`self`")
        #expect(SwiftRenderer.labelName("for") == "for")
        #expect(SwiftRenderer.labelName("inout") == "`inout`")
    }

    @Test func rendersAFileWithIndentationAndDocComments() {
        let file = SwiftFile(name: "X.swift", header: ["Generated."], imports: ["SceneRuntime"], declarations: [
            .enumeration(EnumDeclaration(doc: ["A namespace.", "Second line"], access: .public, name: "Space", members: [
                .function(FunctionDeclaration(doc: ["Makes one."], access: .public, modifiers: ["static"], name: "make",
                                              parameters: [Parameter(label: "_", name: "title", type: "String")], returnType: "String",
                                              body: [.returnValue(.string("x\"y"))])),
                .variable(VariableDeclaration(name: "default", type: "Int", kind: .stored(isMutable: false, value: .integer(1)))),
            ])),
        ])
        let expected = """
            // Generated.

            import SceneRuntime

            /// A namespace.
            /// Second line
            public enum Space {
                /// Makes one.
                public static func make(_ title: String) -> String {
                    return "x\\"y"
                }

                let `default`: Int = 1
            }

            """
        #expect(SwiftRenderer().render(file) == expected)
    }

    @Test func commentsStayOnOneLine() {
        #expect(SwiftRenderer.singleLine("a\nb\u{202E}c") == "a b\\u{202E}c")
    }

    @Test func closuresIndentFromTheirStatement() {
        let closure = Expression.call(.member(.identifier("button"), "addTarget"), [Argument(nil, .identifier("controller"))],
                                      trailingClosure: Closure(parameters: ["controller", "sender"], body: [
                                          .expression(.call(.member(.identifier("controller"), "go"), [Argument(nil, .identifier("sender"))], trailingClosure: nil)),
                                      ]))
        let text = SwiftRenderer().expression(closure, indent: 1)
        #expect(text == "button.addTarget(controller) { controller, sender in\n        controller.go(sender)\n    }")
    }
}
