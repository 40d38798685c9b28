import SceneGraph
import Testing
@testable import SceneCodeGen

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
