import SceneGraph
import Testing
import TestSupport
@testable import SceneCodeGen

/// Tables the translators build once instead of per use (issue 26) give what building them at
/// each use gave: each test keeps the plain version as the reference.
@Suite("Translation tables")
struct TranslationTableTests {
    /// `AnchorForm.anchor(of:_:)` as it was: two dictionaries and the name checks per call.
    static func referenceAnchor(of item: Expression, _ attribute: String) -> (Expression, Character)? {
        let plain: [String: Character] = [
            "leading": "x", "trailing": "x", "left": "x", "right": "x", "centerX": "x",
            "top": "y", "bottom": "y", "centerY": "y", "firstBaseline": "y", "lastBaseline": "y",
            "width": "d", "height": "d",
        ]
        if let kind = plain[attribute] { return (item.dot(SwiftIdentifier(derived: attribute + "Anchor", fallback: "topAnchor")), kind) }
        let margins: [String: (String, Character)] = [
            "leadingMargin": ("leading", "x"), "trailingMargin": ("trailing", "x"), "leftMargin": ("left", "x"),
            "rightMargin": ("right", "x"), "topMargin": ("top", "y"), "bottomMargin": ("bottom", "y"),
            "centerXWithinMargins": ("centerX", "x"), "centerYWithinMargins": ("centerY", "y"),
        ]
        guard let (edge, kind) = margins[attribute] else { return nil }
        return (item.dot("layoutMarginsGuide").dot(SwiftIdentifier(derived: edge + "Anchor", fallback: "topAnchor")), kind)
    }

    @Test func anchorsEqualThePerCallTables() {
        let item = Expression.identifier("label")
        let names = LayoutAttributeName.allCases.map(\.rawValue) + ["notAnAttribute", "baseline", "", "Top", "topAnchor"]
        for name in names {
            let made = AnchorForm.anchor(of: item, name)
            let reference = Self.referenceAnchor(of: item, name)
            #expect(made?.0 == reference?.0, "\(name)")
            #expect(made?.1 == reference?.1, "\(name)")
        }
        // Every attribute of the format has an anchor.
        #expect(AnchorForm.anchors.count == LayoutAttributeName.allCases.count)
    }

    /// `SwiftRenderer.name(_:)` asks the set only about names of a reserved word's shape: every
    /// reserved word has that shape, so the answer is the set's for every name.
    @Test func reservedWordShapeKeepsTheSetsAnswer() {
        for word in SwiftRenderer.reservedNames { #expect(SwiftRenderer.hasReservedWordShape(word), "\(word)") }
        var names = Array(SwiftRenderer.reservedNames) + ["titleLabel", "view", "Self_", "self1", "_x", "__", "", "Any", "ANY",
            "selF", "précis", "typeAlias", "precedencegroups", "é", "a", "Z", "label2", "make", "URL"]
        var state: UInt64 = 0x5EED
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789é")
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 60) + 1
            var name = ""
            for index in 0..<length { name.append(alphabet[Int((state >> UInt64(index * 4 % 56)) & 63) % alphabet.count]) }
            names.append(name)
        }
        for name in names {
            let reference = SwiftRenderer.reservedNames.contains(name) ? "`\(name)`" : name
            #expect(SwiftRenderer.name(name) == reference, "\(name)")
        }
    }

    /// Member names and labels are compared with their words only when as long as one of them.
    @Test func memberAndLabelNamesKeepTheSwitchsAnswer() {
        func referenceMember(_ name: String) -> String {
            switch name {
            case "self", "Type", "Protocol", "init": "`\(name)`"
            default: name
            }
        }
        func referenceLabel(_ name: String) -> String {
            switch name {
            case "inout", "var", "let": "`\(name)`"
            default: name
            }
        }
        var random = SeededRandom(seed: 0x4E4D)
        let alphabet: [String] = Array("selfTypProtcinuvarLé_0").map(String.init) + ["e\u{301}", "🍝"]
        var names = ["self", "Type", "Protocol", "init", "inout", "var", "let", "Self", "type", "protocol", "Init", "sel", "selfs",
                     "innit", "vars", "le", "lets", "sélf", "self\u{301}", "Protoco", "Protocols", "", "v", "🍝🍝"]
        for _ in 0..<5_000 {
            names.append((0..<random.below(10)).map { _ in alphabet[random.below(alphabet.count)] }.joined())
        }
        for name in names {
            #expect(SwiftRenderer.memberName(name) == referenceMember(name), "\(name)")
            #expect(SwiftRenderer.labelName(name) == referenceLabel(name), "\(name)")
        }
    }

    /// The runtime types made once are the ones `rt(_:)` made per call.
    @Test func runtimeTypesEqualThePerCallOnes() {
        for module in ["SceneRuntime", "MyRuntime"] {
            let prefix = SwiftType(SwiftIdentifier(derived: module, fallback: "SceneRuntime"))
            let table = TranslationContext.runtimeTypes(in: prefix)
            let names = ViewKind.named.map(\.runtimeClassName) + SceneKind.allCases.map(\.runtimeClassName)
                + GestureKind.allCases.map(\.runtimeClassName) + TranslationContext.commonRuntimeNames
            for name in names {
                #expect(table[name] == prefix.member(SwiftIdentifier(derived: name, fallback: "ViewController")), "\(name)")
            }
            #expect(table.count == Set(names).count)
            #expect(table["NotARuntimeType"] == nil)  // other names are made per call, as before
        }
    }

    /// A view kind's runtime class read by its position is the one looked up by name.
    @Test func viewTypesByPositionEqualTheLookUps() throws {
        for (position, kind) in ViewKind.named.enumerated() { #expect(kind.namedPosition == position, "\(kind)") }
        for module in ["SceneRuntime", "MyRuntime"] {
            var options = CodeGenOptions()
            options.runtimeModule = module
            let context = TranslationContext(graph: GraphResolver.resolve([]).graph, options: options)
            for kind in ViewKind.named + [.other("customThing"), .other("view"), .other("")] {
                #expect(context.viewType(of: kind) == context.rt(kind.runtimeClassName), "\(kind) in \(module)")
            }
            #expect(context.imageType == context.rt("Image"))
        }
    }

    /// `place(_:)` writes `file:line` as the interpolation did.
    @Test func placeIsFileColonLine() {
        for (path, line) in [("Scenes/Main.scene", 12), ("Main.storyboard", 1), ("/a/b/c.scene", 123_456), ("noslash", 0)] {
            let location = SourceLocation(file: path, line: line, column: 3)
            let file = path.split(separator: "/").last.map(String.init) ?? path
            #expect(TranslationContext.place(location) == "\(file):\(line)")
        }
    }
}
