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
                .function(FunctionDeclaration(doc: ["Makes one."], access: .public, modifiers: [.static], name: "make",
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
        #expect(SwiftRenderer.singleLine("bell\u{7} del\u{7F} é\r") == "bell\\u{7} del\\u{7F} é ")
    }

    /// The escaping functions, written scalar by scalar with no shortcut: the renderer's fast
    /// paths (whole printable-ASCII strings, ASCII scalars without Unicode properties, bytes
    /// gathered before appending) must give the same text.
    static func referenceLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    static func referenceSingleLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += scalar == "\n" || scalar == "\r" ? " " : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func escapingMatchesTheScalarByScalarDefinition() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "~", "\"", "\\", "\n", "\r", "\t", "\0", "\u{7}", "\u{1F}", "\u{7F}", "\u{85}", "\u{A0}",
            "é", "\u{301}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{E000}", "\u{FFFF}", "\u{378}", "🍝", "ע",
        ]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<25 {
                var text = String.UnicodeScalarView()
                for _ in 0..<length { text.append(alphabet.randomElement(using: &generator)!) }
                let string = String(text)
                #expect(SwiftRenderer.stringLiteral(string) == Self.referenceLiteral(string), "\(Array(string.unicodeScalars))")
                #expect(SwiftRenderer.singleLine(string) == Self.referenceSingleLine(string), "\(Array(string.unicodeScalars))")
            }
        }
        // Printable ASCII alone takes the whole-string path.
        let ascii = String(decoding: (0x20..<0x7F).map { UInt8($0) }, as: UTF8.self)
        #expect(SwiftRenderer.stringLiteral(ascii) == Self.referenceLiteral(ascii))
        #expect(SwiftRenderer.singleLine(ascii) == ascii)
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
