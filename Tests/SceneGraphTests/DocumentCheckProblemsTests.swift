import ParallelWork
import Testing
import TestSupport
@testable import SceneGraph

/// A document's check tables what each id declares only when a problem needs it
/// (``DeclarationLookup``): its diagnostics must be those of checking every scene against the
/// table made for every document — the same problems, worded the same ("it is a view in scene
/// …"), in the same order.
@Suite("Document check problems")
struct DocumentCheckProblemsTests {
    /// The check as it was: the table made first, every scene checked against it.
    static func checkedWithTable(_ document: SceneDocument) -> [Diagnostic] {
        let (kinds, duplicates) = GraphResolver.declarationTable(of: document)
        var diagnostics: [Diagnostic] = []
        for scene in document.scenes { SwiftNameGate.check(scene, into: &diagnostics) }
        diagnostics += duplicates
        let sceneNames = document.scenes.map(\.id.name)
        let sceneSet = Set(sceneNames)
        if let problem = GraphResolver.initialSceneProblem(document, sceneNames: sceneNames, sceneSet: sceneSet) {
            diagnostics.append(problem)
        }
        for scene in document.scenes {
            diagnostics += GraphResolver.checkScene(scene, declared: DeclarationLookup(kinds), sceneNames: sceneNames, sceneSet: sceneSet)
        }
        return diagnostics
    }

    /// Scenes `scene0`, `scene1` … each with views `v<scene>_<n>`; outlets, segue triggers and
    /// destinations name ids drawn at random: most their own scene's, some another scene's (a
    /// misplaced id), some nothing. With `repeats`, some views reuse an id already declared.
    static func document(seed: UInt64, scenes: Int, repeats: Bool) -> SceneDocument {
        var random = SeededRandom(seed: seed)
        var lines = SourceLines(file: "Misplaced.scene")
        func source() -> SourceRange { lines.next() }
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        func someID(near scene: Int) -> String {
            switch random.next() % 10 {
            case 0: return "nothing\(pick(5))"
            case 1, 2: return "v\(pick(scenes))_\(pick(4))"
            case 3: return "scene\(pick(scenes))"
            default: return "v\(scene)_\(pick(4))"
            }
        }
        var document = SceneDocument(path: "Misplaced.scene", dialect: .scene, formatVersion: 1, source: source())
        document.initialScene = "scene0"
        for index in 0..<scenes {
            var scene = Scene(id: SceneID(document: "Misplaced.scene", name: "scene\(index)"), kind: .controller, source: source())
            var root = ViewNode(id: "root\(index)", kind: .view, source: source())
            for view in 0..<4 {
                let id = repeats && random.next() % 7 == 0 ? "v\(pick(scenes))_\(pick(4))" : "v\(index)_\(view)"
                root.subviews.append(ViewNode(id: id, kind: view % 2 == 0 ? .label : .button, source: source()))
            }
            scene.rootView = root
            for outlet in 0..<Int(random.next() % 3) {
                scene.outlets.append(Outlet(property: "outlet\(outlet)", destination: someID(near: index), source: source()))
            }
            var segue = Segue(identifier: "next", kind: .show, destination: random.next() % 4 == 0 ? someID(near: index) : "scene\(pick(scenes))",
                              source: source())
            segue.trigger = someID(near: index)
            scene.segues = [segue]
            document.scenes.append(scene)
        }
        return document
    }

    @Test(arguments: [(1, false), (2, false), (3, true), (4, true), (5, false)])
    func sameDiagnosticsAsTheTableForEveryDocument(seed: UInt64, repeats: Bool) {
        let document = Self.document(seed: seed, scenes: 40, repeats: repeats)
        let expected = Self.checkedWithTable(document)
        #expect(GraphResolver.check(document, minimumRun: Int.max) == expected, "seed \(seed), in order")
        #expect(GraphResolver.check(document, minimumRun: 1) == expected, "seed \(seed), on every core")
        #expect(expected.contains { $0.message.contains(" (it is a ") }, "some problem is worded from the table")
        #expect(expected.contains { $0.ruleID == "duplicate-id" } == repeats)
    }

    /// The lookup made when asked makes its table on the first question, once, and answers as the
    /// table does — asked from every core at once.
    @Test func lookupMadeWhenAskedAnswersAsTheTable() {
        let document = Self.document(seed: 7, scenes: 30, repeats: true)
        let table = GraphResolver.declarationTable(of: document).kinds
        let lookup = DeclarationLookup(makingFrom: document)
        #expect(!lookup.isMade)
        let ids = Array(table.keys).sorted() + ["nothing", "scene99"]
        let answers = ConcurrentMap.map(ids.count) { lookup[ids[$0]] }
        #expect(lookup.isMade)
        #expect(answers == ids.map { table[$0] })
        #expect(answers.contains { $0 == nil } && answers.contains { $0 != nil })
    }

    /// The lazy table's duplicates, asked first or after a look-up, are those of the table made
    /// at once: the document's check reports them when its walk of the ids finds one repeated.
    @Test func lazyTableDuplicatesAreTheTables() {
        let document = Self.document(seed: 11, scenes: 30, repeats: true)
        let made = GraphResolver.declarationTable(of: document)
        #expect(!made.duplicates.isEmpty)
        #expect(GraphResolver.repeatsAnID(in: document))
        #expect(!GraphResolver.repeatsAnID(in: Self.document(seed: 11, scenes: 30, repeats: false)))
        #expect(GraphResolver.declarationTableMadeOnce(of: document).value.duplicates == made.duplicates)
        let lookup = GraphResolver.declarationTableMadeOnce(of: document)
        #expect(!lookup.isMade)
        #expect(lookup.value.kinds == made.kinds)
        #expect(lookup.isMade && lookup.value.duplicates == made.duplicates)
    }

    /// A document without problems reports nothing, with or without the table.
    @Test func documentWithoutProblems() {
        var document = SceneDocument(path: "Fine.scene", dialect: .scene, formatVersion: 1,
                                     source: SourceRange(element: SourceLocation(file: "Fine.scene", line: 1, column: 1)))
        var scene = Scene(id: SceneID(document: "Fine.scene", name: "home"), kind: .controller,
                          source: SourceRange(element: SourceLocation(file: "Fine.scene", line: 2, column: 3)))
        var root = ViewNode(id: "root", kind: .view, source: SourceRange(element: SourceLocation(file: "Fine.scene", line: 3, column: 5)))
        root.subviews = [ViewNode(id: "title", kind: .label, source: SourceRange(element: SourceLocation(file: "Fine.scene", line: 4, column: 7)))]
        scene.rootView = root
        scene.outlets = [Outlet(property: "titleLabel", destination: "title",
                                source: SourceRange(element: SourceLocation(file: "Fine.scene", line: 5, column: 5)))]
        document.scenes = [scene]
        document.initialScene = "home"
        #expect(GraphResolver.check(document).isEmpty)
        #expect(Self.checkedWithTable(document).isEmpty)
    }

    /// The hint that needs the table: an outlet to another scene's view says whose view it is.
    @Test func misplacedOutletIsWordedFromTheTable() {
        let document = Self.document(seed: 6, scenes: 3, repeats: false)
        var moved = document
        moved.scenes[0].outlets = [Outlet(property: "elsewhere", destination: "v2_1",
                                          source: SourceRange(element: SourceLocation(file: "Misplaced.scene", line: 900, column: 5)))]
        let found = GraphResolver.check(moved).filter { $0.message.hasPrefix("outlet 'elsewhere'") }
        #expect(found.map(\.message) == ["outlet 'elsewhere' points to 'v2_1', which is not a view of scene 'scene0' (it is a button in scene 'scene2')"])
    }
}
