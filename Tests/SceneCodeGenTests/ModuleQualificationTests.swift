import SceneGraph
import Testing
@testable import SceneCodeGen

/// `--module`: storyboard classes of other modules are named with their module, which is imported.
@Suite("Module qualification")
struct ModuleQualificationTests {
    func graph() -> ResolvedGraph {
        var document = SceneDocument(path: "Main.storyboard", dialect: .storyboard, formatVersion: 3,
                                     source: SourceRange(element: SourceLocation(file: "Main.storyboard", line: 1, column: 1)))
        func scene(_ id: String, className: String, module: String?) -> Scene {
            var scene = Scene(id: SceneID(document: "Main.storyboard", name: id), kind: .controller,
                              source: SourceRange(element: SourceLocation(file: "Main.storyboard", line: 2, column: 1)))
            scene.storyboardElement = "viewController"
            scene.className = className
            scene.moduleName = module
            return scene
        }
        document.scenes = [scene("a-1", className: "LoginViewController", module: "LoginKit"),
                           scene("b-2", className: "HomeViewController", module: "App")]
        return ResolvedGraph(documents: [document])
    }

    @Test func foreignClassesAreQualifiedAndImported() {
        let result = SceneTranslator(options: CodeGenOptions(module: "App")).translate(graph(), selection: .document("Main.storyboard"))
        let text = SwiftRenderer().render(result.files[0])
        #expect(text.contains("import LoginKit\n"))
        #expect(text.contains("LoginKit.LoginViewController()"))
        #expect(text.contains("?? HomeViewController()"), "the compiled module's own classes stay unqualified")
        #expect(!text.contains("import App\n"))
    }

    @Test func withoutModuleNamesStayAsWritten() {
        let text = SwiftRenderer().render(SceneTranslator().translate(graph(), selection: .document("Main.storyboard")).files[0])
        #expect(!text.contains("LoginKit."))
        #expect(!text.contains("import LoginKit"))
    }
}
