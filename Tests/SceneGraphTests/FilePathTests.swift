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

    @Test func joinResolvesRelativeToTheFolder() {
        #expect(FilePath.join("Scenes", "Settings.scene") == "Scenes/Settings.scene")
        #expect(FilePath.join("Scenes/Sub", "../Main.scene") == "Scenes/Main.scene")
        #expect(FilePath.join(".", "Main.scene") == "Main.scene")
        #expect(FilePath.join("Scenes", "/etc/passwd") == "/etc/passwd")
        #expect(FilePath.directory(of: "Scenes/Main.scene") == "Scenes")
        #expect(FilePath.directory(of: "Main.scene") == ".")
    }
}

@Suite("Swift names")
struct SwiftNameTests {
    @Test(arguments: ["recipeList", "_private", "café", "名前", "x1", "class", "Self2"])
    func identifiers(_ name: String) {
        #expect(SwiftName.isIdentifier(name))
    }

    @Test(arguments: ["", "_", "1abc", "recipe-list", "go now", "a.b", "\"x\"", "x\\(y)", "😀"])
    func notIdentifiers(_ name: String) {
        #expect(!SwiftName.isIdentifier(name))
    }

    @Test(arguments: ["Int", "String?", "[Int]", "[String: Int]", "Recipe.ID", "Array<Int>", "Dictionary<String, [Int?]>", "Int??"])
    func types(_ text: String) {
        #expect(SwiftName.isType(text))
    }

    @Test(arguments: ["", "[Int", "Int]", "Int<", "1Int", "Int -> Int", "(Int, Int)", "class", "Int; import Foundation"])
    func notTypes(_ text: String) {
        #expect(!SwiftName.isType(text))
    }

    @Test func typeNamesRejectKeywordsAndEmptyComponents() {
        #expect(SwiftName.isTypeName("Kit.RecipeCell"))
        #expect(!SwiftName.isTypeName("Kit..RecipeCell"))
        #expect(!SwiftName.isTypeName("struct"))
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
