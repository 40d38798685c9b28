import SceneGraph
import SceneLintRules
import Testing
import TestSupport

/// `LintContext.describe` joins a scene's name at its size (issue 26); for names and paths of
/// every shape — the same file or another, folders, trailing slashes, non-ASCII, empty — it
/// answers as the interpolation it replaced.
@Suite("Describing a scene")
struct DescribeSceneTests {
    static func interpolated(_ id: SceneID, from document: String) -> String {
        id.document == document ? "'\(id.name)'" : "'\(id.name)' in \(FilePath.fileName(of: id.document))"
    }

    @Test func answersAsTheInterpolation() {
        let context = LintContext(graph: ResolvedGraph(documents: []))
        let names = ["list", "", "Détail", "🍝 menu", "a'b", String(repeating: "long", count: 10)]
        let paths = ["Main.scene", "Scenes/Main.scene", "/abs/dir/Other.storyboard", "dir/", "", "é/ü.scene", "Main.scene/"]
        var differing = 0
        for name in names {
            for path in paths {
                for document in paths + ["Elsewhere.scene"] {
                    let id = SceneID(document: path, name: name)
                    #expect(context.describe(id, from: document) == Self.interpolated(id, from: document), "\(id) from \(document)")
                    if path != document { differing += 1 }
                }
            }
        }
        #expect(differing > 200)  // both branches are compared, another file's most often
    }
}
