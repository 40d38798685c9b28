import SceneCompiler
import SceneGraph
import Testing
@testable import SceneCodeGen

/// Doc comments name places (`Main.scene:12`); the scene's facts make its file's name once
/// (issue 26). Places must read as the former formula made them from the path each time.
@Suite("Places in doc comments")
struct PlaceTests {
    /// The former formula.
    static func referencePlace(_ location: SceneGraph.SourceLocation) -> String {
        let path = location.file
        let file = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(Substring(path.utf8[path.utf8.index(after: $0)...])) } ?? path
        return file + ":" + String(location.line)
    }

    static let paths = ["Main.scene", "/work/app/Scenes/Main.scene", "a/b/", "/", "", "dir/Écran d’accueil.scene", "x/🍝.storyboard", "./Main.scene"]

    @Test(arguments: paths)
    func placesReadAsTheFormerFormula(_ path: String) {
        for line in [0, 1, 9, 10, 12_345, Int(UInt32.max)] {
            let location = SceneGraph.SourceLocation(file: path, line: line, column: 3)
            #expect(TranslationContext.place(location) == Self.referencePlace(location))
        }
    }

    @Test func aScenesPlacesReadAsTheFormerFormula() throws {
        let path = "Scenes/Nested/Demo.scene"
        let text = "<scenes xmlns=\"urn:scenec:scene:1\" module=\"Demo\">\n<controller id=\"first\" class=\"First\"/>\n</scenes>\n"
        let (document, _) = Compiler().parse(bytes: Array(text.utf8), path: path)
        let scene = try #require(document?.scenes.first)
        let (graph, _) = GraphResolver.resolve([try #require(document)])
        let context = TranslationContext(graph: graph, options: CodeGenOptions())
        let facts = try SceneFacts(scene: scene, document: try #require(document), names: GeneratedNames(document: try #require(document)), context: context)
        #expect(facts.place == "Demo.scene:2")
        for other in Self.paths + [path] {
            for line in [1, 2, 77] {
                let location = SceneGraph.SourceLocation(file: other, line: line, column: 1)
                #expect(facts.place(of: location) == Self.referencePlace(location), "\(other):\(line)")
            }
        }
    }
}
