import SceneCompiler
import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// `orphan-restoration-id` reads each scene's restoration parents by number (issue 26); on the
/// rules' examples, chained files with identifiers left out at random, files with a duplicated
/// scene id and the sample app, it reports exactly what the rule reported looking them up by id.
@Suite("Orphan restoration ids by scene number")
struct OrphanRestorationIDEquivalenceTests {
    /// The former rule's check of scenes, as it was (views are checked as before, unchanged).
    static func former(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        let restorationParents = context.containers.restorationParents  // made on each access
        context.graph.forEachScene { scene in
            guard let identifier = scene.restorationID else { return }
            let parents = restorationParents[scene.id] ?? []
            let silent = parents.filter { context.scene($0.parent)?.restorationID == nil }
            if !silent.isEmpty {
                let names = silent.map { context.describe($0.parent, from: scene.id.document) }.joined(separator: ", ")
                violations.append(Violation(
                    "restoration id '\(identifier)' of '\(scene.id.name)' is ignored: it is held by \(names), "
                        + "which \(silent.count == 1 ? "has" : "have") no restoration id",
                    at: scene.source.restorationIDLocation,
                    notes: silent.map { .init("'\($0.parent.name)' holds it here", at: $0.edge.segue.source.element) }))
            }
        }
        return violations
    }

    /// Compares the rule's findings about scenes with the former ones; returns how many there are.
    static func compare(_ graph: ResolvedGraph, note: String) -> Int {
        let context = LintContext(graph: graph, layingOut: { _ in false })
        let expected = former(context)
        // The rule's findings about views ("… is ignored: its scene … has no restoration id") are
        // made as before; the rest are about scenes.
        let scenesOnly = OrphanRestorationIDRule().check(context).filter { !$0.message.contains("is ignored: its scene") }
        #expect(scenesOnly == expected, "\(note)")
        return expected.count
    }

    @Test func reportsWhatTheLookUpsByIDReported() {
        var reported = 0
        forEachRuleExample { graph, note in reported += Self.compare(graph, note: note) }
        var random = SeededRandom(seed: 0x0DF4)
        for round in 0..<30 {
            let files = RestorationItemsTests.chainedFiles(count: 2 + random.below(4), scenes: 2 + random.below(5), wrapping: random.below(2) == 0)
                .map { file in
                    // Some scenes and navigation controllers lose their identifiers.
                    var text = file.text
                    for scene in 0..<7 where random.below(3) == 0 { text = text.replacingOccurrences(of: " restorationID=\"S\(scene)\"", with: "") }
                    if random.below(3) == 0 { text = text.replacingOccurrences(of: " restorationID=\"Nav", with: " title=\"Nav") }
                    return (path: file.path, text: text)
                }
            reported += Self.compare(run(files: files).graph, note: "round \(round)")
        }
        let sample = ["Recipes.scene", "Settings.scene"].map { packageRoot.appendingPathComponent("Scenes/\($0)").path }
        reported += Self.compare(Compiler().load(sample).graph, note: "Scenes/")
        #expect(reported > 50, "findings compared: \(reported)")
    }

    /// Scene ids written twice in a file (an error of its own): both scenes are the first one's
    /// number — the navigation controller without an identifier, though its shadow has one — and
    /// the second `detail`'s identifier is judged by its parents all the same.
    @Test func duplicatedSceneIDs() {
        let result = run(files: [("Duplicate.scene", RestorationItemsTests.duplicatedIDs)])
        #expect(!result.resolver.isEmpty || !result.reader.isEmpty)
        // List, Detail and Again, each held by the navigation controller without an identifier.
        #expect(Self.compare(result.graph, note: "duplicates") == 3)
    }
}
