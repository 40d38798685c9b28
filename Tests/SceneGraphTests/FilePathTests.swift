import Testing
import SceneGraph

@Suite("Lexical file paths")
struct FilePathTests {
    @Test(arguments: [
        ("a/./b/../c.scene", "a/c.scene"),
        ("./Main.scene", "Main.scene"),
        ("../x/../y", "../y"),
        ("/a/b/../../..", "/"),
        ("a//b/", "a/b"),
        (".", "."),
        ("", "."),
        ("/", "/"),
        ("../../a", "../../a"),
        ("a/../..", ".."),
        ("Écrans/./Réglages/../Accueil.scene", "Écrans/Accueil.scene"),
        // A separator is the byte, whatever follows it: `/` + U+0301 is one Character, two components.
        ("a/\u{301}b/../c", "a/c"),
        ("a/.\u{301}/b", "a/.\u{301}/b"),
        ("..\u{301}/x", "..\u{301}/x"),
    ])
    func normalize(_ input: String, _ expected: String) {
        #expect(FilePath.normalize(input) == expected)
    }

    /// The cases Foundation's `pathExtension` answers this way (measured on it): hidden files have
    /// none, trailing slashes do not count, the last dot wins.
    @Test(arguments: [
        ("a.scene", "scene"), (".scene", ""), ("dir/.scene", ""), ("dir.x/a", ""), ("a.b.scene", "scene"),
        ("a.", ""), ("a.scene/", "scene"), ("a.scene//", "scene"), ("/", ""), ("", ""),
        ("x/y.storyboard", "storyboard"), ("a..scene", "scene"), ("é.scène", "scène"), ("a. scene", " scene"),
        ("dir/", ""), (".", ""), ("..", ""), ("a/..scene", "scene"),
    ])
    func fileExtension(_ path: String, _ expected: String) {
        #expect(FilePath.fileExtension(of: path) == expected)
    }

    /// The answers of the former definition (split on `/`, last piece, up to its last dot unless
    /// that dot starts the name).
    @Test(arguments: [
        ("Scenes/Main.scene", "Main"), ("Main.scene", "Main"), ("a.b.scene", "a.b"), (".scene", ".scene"),
        ("dir/.hidden", ".hidden"), ("a.scene/", "a"), ("a.scene//", "a"), ("dir.x/a", "a"), ("a.", "a"),
        ("/", "/"), ("", ""), ("///", "///"), ("Écrans/Réglages.scène", "Réglages"), ("/abs/x.y/z.storyboard", "z"),
        ("noext", "noext"), ("..", "."), (".", "."),
    ])
    func baseName(_ path: String, _ expected: String) {
        #expect(FilePath.baseName(of: path) == expected)
    }

    /// The answers of `split(separator: "/").last ?? path`, which it replaces.
    @Test(arguments: [
        ("Scenes/Main.scene", "Main.scene"), ("Main.scene", "Main.scene"), ("Scenes/", "Scenes"), ("a//b//", "b"),
        ("/", "/"), ("", ""), ("/abs/Écran.scène", "Écran.scène"), (".", "."),
    ])
    func fileName(_ path: String, _ expected: String) {
        #expect(FilePath.fileName(of: path) == expected)
        #expect(FilePath.fileName(of: path) == path.split(separator: "/").last.map(String.init) ?? path)
    }

    @Test func joinResolvesRelativeToTheFolder() {
        #expect(FilePath.join("Scenes", "Settings.scene") == "Scenes/Settings.scene")
        #expect(FilePath.join("Scenes/Sub", "../Main.scene") == "Scenes/Main.scene")
        #expect(FilePath.join(".", "Main.scene") == "Main.scene")
        #expect(FilePath.join("Scenes", "/etc/passwd") == "/etc/passwd")
        #expect(FilePath.directory(of: "Scenes/Main.scene") == "Scenes")
        #expect(FilePath.directory(of: "Main.scene") == ".")
        #expect(FilePath.directory(of: "/Main.scene") == "/")
        #expect(FilePath.directory(of: "Écrans/Réglages.scène") == "Écrans")
        // The separator is the byte, as in `normalize`: `/` + U+0301 still separates.
        #expect(FilePath.directory(of: "a/\u{301}b") == "a")
    }
}

@Suite("Swift names")
struct SwiftNameTests {
    @Test(arguments: ["recipeList", "_private", "café", "名前", "x1", "class", "Self2", "e\u{301}", "a_1Z", "Zz9", "__"])
    func identifiers(_ name: String) {
        #expect(SwiftName.isIdentifier(name))
    }

    @Test(arguments: [
        "", "_", "1abc", "recipe-list", "go now", "a.b", "\"x\"", "x\\(y)", "😀", "init", "Type", "Protocol",
        "a-é", "é-a", "@x", "x@", "[x", "x`", "\u{301}x", "a\u{2028}",
    ])
    func notIdentifiers(_ name: String) {
        #expect(!SwiftName.isIdentifier(name))
    }

    /// The byte-wise answer for ASCII names agrees with the scalar properties for every ASCII
    /// character, first and later in a name.
    @Test func asciiAnswersAgreeWithScalarProperties() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let character = String(scalar)
            let asHead = character + "a"
            let asTail = "a" + character
            #expect(SwiftName.isIdentifier(asHead) == SwiftName.isIdentifierHead(scalar), "\(asHead.debugDescription)")
            #expect(SwiftName.isIdentifier(asTail) == SwiftName.isIdentifierCharacter(scalar), "\(asTail.debugDescription)")
        }
    }

    @Test(arguments: ["Int", "String?", "[Int]", "[String: Int]", "Recipe.ID", "Array<Int>", "Dictionary<String, [Int?]>", "Int??"])
    func types(_ text: String) {
        #expect(SwiftName.isType(text))
    }

    @Test(arguments: ["", "[Int", "Int]", "Int<", "1Int", "Int -> Int", "(Int, Int)", "class", "Int; import Foundation"])
    func notTypes(_ text: String) {
        #expect(!SwiftName.isType(text))
    }

    @Test(arguments: ["Kit.RecipeCell", "RecipeCell", "a.b.c", "_X", "Écran.Réglages", "Kit.Ä1", "A.B1_2"])
    func typeNames(_ name: String) {
        #expect(SwiftName.isTypeName(name))
    }

    /// Keywords, empty components and unusable names; a dot followed by a combining mark is one
    /// character and does not separate (even when the mark could start an identifier).
    @Test(arguments: [
        "", ".", "Kit..RecipeCell", ".A", "A.", "struct", "Kit.struct", "A.Type", "A.init", "A-B", "1A",
        "a.\u{93F}b", "é.\u{301}x", "A B",
    ])
    func notTypeNames(_ name: String) {
        #expect(!SwiftName.isTypeName(name))
    }
}

@Suite("Spelling suggestions")
struct SpellingTests {
    @Test func swapsAndTyposAreOneEdit() {
        #expect(Spelling.editDistance("segeu", "segue") == 1)
        #expect(Spelling.editDistance("titel", "title") == 1)
        #expect(Spelling.editDistance("kitten", "sitting") == 3)
    }

    @Test func suggestsTheClosestPlausibleName() {
        #expect(Spelling.suggestion(for: "detial", among: ["list", "detail", "settings"]) == "detail")
        #expect(Spelling.suggestion(for: "zzzzzz", among: ["list", "detail"]) == nil)
        #expect(Spelling.hint(for: "shwo", among: ["show", "present"]) == "; did you mean 'show'?")
    }
}
