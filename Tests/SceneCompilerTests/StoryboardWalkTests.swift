import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph
import Testing
import TestSupport

/// Every iOS storyboard of the corpus, compiled (`scenec compile` + `scenec scaffold`) against
/// SceneRuntime and walked in the headless runtime: the initial scene and every identified scene
/// are instantiated and their views loaded, every identified segue is performed from its scene —
/// rows selected for segues triggered by prototype cells — and unwind segues are tried. A failure
/// is reported by file and segue.
@Suite("Storyboard corpus: compile and walk")
struct StoryboardWalkTests {
    static let storyboards = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: storyboards.path)) ?? ["(corpus missing)"])
        .filter { name in
            guard name.hasSuffix(".storyboard") else { return name == "(corpus missing)" }
            let text = (try? String(contentsOf: storyboards.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return !text.contains("targetRuntime=\"MacOSX")
        }
        .sorted()

    static var buildFolder: URL { SwiftCompiler.buildFolder }

    @Test(Requirement.corpus.trait, arguments: files)
    func compileAndWalk(_ file: String) throws {
        try Requirement.corpus.require()
        try Self.compileAndWalk(Self.storyboards.appendingPathComponent(file), file: file)
    }

    /// A storyboard of the tests' own with what the corpus has little of: First Responder
    /// actions, gestures, toolbar items, view-owned outlets, runtime attributes, static rows.
    @Test func fidelityFixtureCompilesAndWalks() throws {
        let fixture = packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Fidelity.storyboard")
        try Self.compileAndWalk(fixture, file: "Fidelity.storyboard")
    }

    static func compileAndWalk(_ source: URL, file: String) throws {
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let generated = work.appendingPathComponent("Generated")

        let compile = try runScenec(["compile", "--stub-missing-references", "-q", source.path, "-o", generated.path], in: work)
        #expect(compile.status == 0, "\(file): scenec compile failed:\n\(compile.stderr.prefix(2000))")
        let scaffold = try runScenec(["scaffold", "-q", source.path, "-o", generated.appendingPathComponent("Scaffold.swift").path], in: work)
        #expect(scaffold.status == 0, "\(file): scenec scaffold failed:\n\(scaffold.stderr.prefix(2000))")
        guard compile.status == 0, scaffold.status == 0 else { return }

        let result = Compiler().loadSingleDocument(source.path)
        let document = try #require(result.graph.documents.first)
        try WalkProgram(document: document).source.write(to: generated.appendingPathComponent("Walk.swift"), atomically: true, encoding: .utf8)

        let objects = try SwiftCompiler.runtimeObjects()
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { generated.appendingPathComponent($0).path }
        let program = work.appendingPathComponent("walk")
        let build = try run(try SwiftCompiler.executable(),
                            ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "Walk",
                             "-I", Self.buildFolder.appendingPathComponent("Modules").path] + sources + objects + ["-o", program.path],
                            in: work, timeout: 600)
        #expect(build.status == 0, "\(file): the generated code does not compile:\n\(build.stderr.prefix(3000))")
        guard build.status == 0 else { return }

        let walk = try run(program, [], in: work, timeout: 120)
        #expect(!walk.timedOut && walk.status == 0, "\(file): the walk crashed (status \(walk.status)):\n\(walk.stderr.suffix(2000))\n\(walk.stdout.suffix(2000))")
        let summary = walk.stdout.split(separator: "\n").last { $0.hasPrefix("walk:") } ?? ""
        let failures = walk.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.joined(separator: "\n")
        #expect(summary.hasSuffix(" 0 failed"), "\(file): \(summary)\n\(failures)")
        #expect(!summary.hasPrefix("walk: 0 passed"), "\(file): nothing was walked")
    }
}

/// The Swift program that walks one storyboard's generated scenes.
private struct WalkProgram {
    let document: SceneDocument

    var source: String {
        let namespace = SceneNaming.typeName(from: document.module ?? document.baseName, fallback: "Scenes")
        let factories = SceneNaming.sceneIdentifiers(for: document)
        var steps: [String] = []
        if document.initialScene != nil {
            steps.append("attempt(\"initial scene\") { guard let root = \(namespace).storyboard.instantiateInitialViewController() else { throw WalkError(\"no initial scene\") }; let window = host(root); root.loadViewIfNeeded(); window.tearDown() }")
        }
        for scene in document.scenes where scene.kind != .reference {
            if let identifier = scene.storyboardID {
                steps.append("attempt(\(literal("instantiate \(identifier)"))) { let controller = try \(namespace).storyboard.instantiateViewController(withIdentifier: \(literal(identifier))); controller.loadViewIfNeeded() }")
            }
            guard let factory = factories[scene.id.name] else { continue }
            let make = "\(namespace).\(SwiftRendererName.name(factory))()"
            steps.append("attempt(\(literal("load \(scene.id.name)"))) { let controller = \(make); controller.loadViewIfNeeded() }")
            for segue in scene.segues where segue.identifier != nil && segue.kind != .embed && segue.kind != .relationship {
                let identifier = segue.identifier!
                let what = literal("segue \(identifier) from \(scene.id.name)")
                if segue.kind == .unwind {
                    steps.append("attemptUnwind(\(what)) { let controller = \(make); let window = host(controller); defer { window.tearDown() }; try controller.performSegue(withIdentifier: \(literal(identifier)), sender: nil) }")
                } else {
                    steps.append("attempt(\(what)) { let controller = \(make); let window = host(controller); defer { window.tearDown() }; try controller.performSegue(withIdentifier: \(literal(identifier)), sender: nil) }")
                }
            }
            steps += FidelitySteps(scene: scene, make: make, literal: literal).steps
            // Segues triggered by prototype cells: select a row made from each such cell.
            for cell in scene.prototypeCells where !cell.isCollectionCell {
                guard let reuseIdentifier = cell.reuseIdentifier, let id = cell.id,
                      scene.segues.contains(where: { $0.trigger == id }) else { continue }
                let what = literal("row of \(reuseIdentifier) in \(scene.id.name)")
                steps.append("""
                    attempt(\(what)) {
                        let controller = \(make)
                        let window = host(controller)
                        defer { window.tearDown() }
                        guard let table = controller.view.findTable(containing: \(literal(reuseIdentifier))) else { throw WalkError("no table with the prototype") }
                        let rows = PrototypeRows(identifier: \(literal(reuseIdentifier)))
                        table.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
                        table.dataSource = rows
                        table.reloadData()
                        guard table.simulateTap(at: IndexPath(row: 0, section: 0)) else { throw WalkError("the row could not be selected") }
                        withExtendedLifetime(rows) {}
                    }
                    """)
            }
        }
        return """
            // Walks the scenes generated from \(document.baseName). Written by StoryboardWalkTests.
            import Foundation
            import SceneRuntime

            struct WalkError: Error, CustomStringConvertible {
                let description: String
                init(_ description: String) { self.description = description }
            }

            /// One row of a given prototype, to select.
            @MainActor
            final class PrototypeRows: TableViewDataSource {
                let identifier: String
                init(identifier: String) { self.identifier = identifier }
                func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                }
            }

            extension View {
                @MainActor func findTable(containing identifier: String) -> TableView? {
                    if let table = self as? TableView, table.registeredReuseIdentifiers.contains(identifier) { return table }
                    for subview in subviews { if let table = subview.findTable(containing: identifier) { return table } }
                    return nil
                }
            }

            \(FidelitySteps.support)

            /// Shows a controller in a window, inside a navigation controller unless it is a container.
            @MainActor
            func host(_ controller: SceneRuntime.ViewController) -> Window {
                let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let isContainer = controller is NavigationController || controller is TabBarController || controller is SplitViewController || controller is PageViewController
                window.rootViewController = isContainer ? controller : NavigationController(rootViewController: controller)
                window.makeKeyAndVisible()
                return window
            }

            @MainActor var passed = 0
            @MainActor var failures: [String] = []
            @MainActor var unwindsNotPossible = 0

            @MainActor func attempt(_ what: String, _ body: () throws -> Void) {
                do {
                    try body()
                    passed += 1
                } catch {
                    failures.append("\\(what): \\(error)")
                }
            }

            /// Unwinding needs a controller above that handles the action; alone, there is none.
            @MainActor func attemptUnwind(_ what: String, _ body: () throws -> Void) {
                do {
                    try body()
                    passed += 1
                } catch {
                    if "\\(error)".contains("handles the unwind action") { unwindsNotPossible += 1 } else { failures.append("\\(what): \\(error)") }
                }
            }

            @main
            struct Walk {
                static func main() {
                    MainActor.assumeIsolated {
                        \(steps.joined(separator: "\n                        "))
                        for failure in failures { print("FAIL \(document.baseName): " + failure) }
                        print("unwinds not possible in isolation: \\(unwindsNotPossible)")
                        print("walk: \\(passed) passed, \\(failures.count) failed")
                    }
                }
            }

            """
    }

    private func literal(_ text: String) -> String { SwiftRendererName.literal(text) }
}

/// Renderer escaping, reachable from the test.
private enum SwiftRendererName {
    static func name(_ text: String) -> String { SwiftRenderer.name(text) }
    static func literal(_ text: String) -> String { SwiftRenderer.stringLiteral(text) }
}
