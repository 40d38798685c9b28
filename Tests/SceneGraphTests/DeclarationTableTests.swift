import Testing
import TestSupport
@testable import SceneGraph

/// The duplicate ids of a document: the table of ids made at its size from the count of
/// declarations (``GraphResolver/declarationCount(in:)``) must find what comparing every
/// declaration with those before it finds — the same duplicates, each with the first
/// declaration, in order.
@Suite("Declaration table")
struct DeclarationTableTests {
    /// The duplicates found without a table: every declaration against all those before it, in
    /// the walk's order, each with the earliest declaration of its id.
    static func duplicatesComparedPairwise(_ document: SceneDocument) -> [Diagnostic] {
        var walked: [(id: String, what: GraphResolver.Declared, source: SourceRange)] = []
        for scene in document.scenes {
            GraphResolver.forEachDeclaration(in: scene) { id, what, source in walked.append((id, what, source)) }
        }
        var duplicates: [Diagnostic] = []
        for (index, declaration) in walked.enumerated() {
            guard let first = walked[..<index].first(where: { $0.id == declaration.id }) else { continue }
            duplicates.append(GraphResolver.duplicateID(declaration.id, at: declaration.source, first: first.what, at: first.source))
        }
        return duplicates
    }

    /// A document whose scenes, views, cells, cell views, bar items, objects and gestures take
    /// ids from a pool of `pool` names: a small pool repeats ids often, a large one seldom.
    static func document(seed: UInt64, scenes: Int, pool: Int) -> SceneDocument {
        var random = SeededRandom(seed: seed)
        var lines = SourceLines(file: "Pool.scene")
        func source() -> SourceRange { lines.next() }
        func id() -> String? { random.next() % 5 == 0 ? nil : "id\(random.next() % UInt64(pool))" }
        var document = SceneDocument(path: "Pool.scene", dialect: .scene, formatVersion: 1, source: source())
        for _ in 0..<scenes {
            var scene = Scene(id: SceneID(document: "Pool.scene", name: id() ?? "scene\(lines.line)"), kind: .controller, source: source())
            var root = ViewNode(id: id(), kind: .view, source: source())
            for _ in 0..<Int(random.next() % 6) {
                var view = ViewNode(id: id(), kind: .label, source: source())
                if random.next() % 3 == 0 {
                    var cell = CellPrototype(id: id(), isCollectionCell: false, source: source())
                    cell.subviews = [ViewNode(id: id(), kind: .button, source: source())]
                    view.cells = [cell]
                }
                root.subviews.append(view)
            }
            scene.rootView = root
            var item = NavigationItemNode(source: source())
            item.rightItems = [BarButtonItemNode(id: id(), source: source())]
            scene.navigationItem = item
            scene.otherObjects = [SceneObject(id: id(), element: "customObject", source: source())]
            document.scenes.append(scene)
        }
        return document
    }

    @Test(arguments: [(1, 3), (2, 40), (3, 400), (4, 4_000)])
    func sameDuplicatesAsComparingPairwise(seed: UInt64, pool: Int) {
        let document = Self.document(seed: seed, scenes: 60, pool: pool)
        let expected = Self.duplicatesComparedPairwise(document)
        let found = GraphResolver.check(document, minimumRun: Int.max).filter { $0.ruleID == "duplicate-id" }
        #expect(found == expected, "seed \(seed), pool \(pool)")
        // The count is the walk's: every id once.
        var walked: [String] = []
        for scene in document.scenes { GraphResolver.forEachDeclaration(in: scene) { id, _, _ in walked.append(id) } }
        #expect(GraphResolver.declarationCount(in: document) == walked.count)
        #expect(walked.count > 60, "every scene declares its own id, most views theirs")
        if pool <= 40 { #expect(!expected.isEmpty, "a small pool repeats ids") }
    }
}
