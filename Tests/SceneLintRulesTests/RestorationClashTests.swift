import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// `duplicate-restoration-path` reports two scenes that share a restoration path once, however
/// many parents they share it under (``DuplicateRestorationPathRule/clashes(in:)``).
@Suite("Restoration clashes reported once")
struct RestorationClashTests {
    /// What the rule did before, then kept the first of: each parent's items by place, each item
    /// against the first with its identifier — a clash per parent — and the first of each pair.
    static func plainClashes(in context: LintContext) -> [String] {
        let restoration = DuplicateRestorationPathRule.restorationGroups(in: context)
        var perParent: [(pair: String, parent: SceneID)] = []
        for group in restoration.groups {
            var first: [String: SceneGraph.SourceLocation] = [:]
            for item in group.members.map({ restoration.items[$0] }).sorted(by: { $0.source.element < $1.source.element }) {
                if let earlier = first[item.identifier] {
                    perParent.append(("\(item.source.element) \(earlier)", group.parent))
                } else {
                    first[item.identifier] = item.source.element
                }
            }
        }
        var seen: [String: Int] = [:]
        var kept: [(pair: String, parent: SceneID, others: Int)] = []
        for clash in perParent {
            if let index = seen[clash.pair] {
                kept[index].others += 1
            } else {
                seen[clash.pair] = kept.count
                kept.append((clash.pair, clash.parent, 0))
            }
        }
        return kept.map { "\($0.pair) under \($0.parent) +\($0.others)" }
    }

    static func clashes(in context: LintContext) -> [String] {
        let restoration = DuplicateRestorationPathRule.restorationGroups(in: context)
        return DuplicateRestorationPathRule.clashes(in: restoration).map { clash in
            "\(restoration.items[clash.item].source.element) \(restoration.items[clash.earlier].source.element) under \(clash.parent) +\(clash.otherParents)"
        }
    }

    @Test(arguments: [(3, 4, false), (4, 5, true), (6, 3, true), (2, 3, true)])
    func clashesAreThePlainOnesOnce(files: Int, scenes: Int, wrapping: Bool) {
        let result = run(files: RestorationItemsTests.chainedFiles(count: files, scenes: scenes, wrapping: wrapping))
        #expect(result.reader.isEmpty && result.resolver.isEmpty)
        let context = LintContext(graph: result.graph)
        let clashes = Self.clashes(in: context)
        #expect(clashes == Self.plainClashes(in: context))
        // Wrapped, every parent holds every scene, and each later file's scene clashes with the
        // first file's once; unwrapped, file k's parents are the navigation controllers of files
        // 0...k, and its scene clashes under each with that parent's own file's scene.
        #expect(clashes.count == (wrapping ? files - 1 : files * (files - 1) / 2) * scenes)
    }

    /// Ten files each showing into the next, the last into the first, as the benchmark's: every
    /// navigation controller is a parent of every scene, and each mistake is one error naming
    /// the first parent, the earlier scene's file and the other parents.
    @Test func wrappedChainReportsEachPairOnce() {
        let result = run(files: RestorationItemsTests.chainedFiles(count: 10, scenes: 3, wrapping: true))
        let errors = result.lint.filter { $0.ruleID == "duplicate-restoration-path" }
        #expect(errors.count == 9 * 3)
        #expect(Set(errors.map { "\(String(describing: $0.location)) \($0.message)" }).count == errors.count)
        let first = errors.first { $0.location?.file == "Bench1.scene" && $0.message.hasPrefix("'s0' ") }
        #expect(first?.message == "'s0' and 's0' in Bench0.scene have the same restoration path: both are 'S0' under 'nav' in Bench0.scene (and under 9 other parents)")
        #expect(first?.notes.map(\.message) == ["'s0' is here"])
        #expect(first?.notes.first?.location?.file == "Bench0.scene")
    }

    /// Identifiers numbered once: equal identifiers get equal numbers, distinct ones distinct
    /// numbers from 0 up.
    @Test func identifierNumbersFollowTheIdentifiers() {
        var random = SeededRandom(seed: 30)
        for _ in 0..<50 {
            let identifiers = (0..<random.below(40)).map { _ in "R\(random.below(12))" }
            let items = identifiers.enumerated().map { index, identifier in
                (identifier: identifier, source: SourceRange(element: SceneGraph.SourceLocation(file: "A.scene", line: index + 1, column: 1)), name: "s\(index)")
            }
            let (numbers, count) = DuplicateRestorationPathRule.identifierNumbers(of: items)
            #expect(count == Set(identifiers).count)
            #expect(Set(numbers) == Set(0..<count))
            for i in identifiers.indices {
                for j in identifiers.indices { #expect((numbers[i] == numbers[j]) == (identifiers[i] == identifiers[j])) }
            }
        }
    }

    /// Each clash is placed at its scene's restoration id, its note at the earlier scene's, as
    /// locating them for each clash did (the rule locates each scene once).
    @Test func clashesArePlacedAtTheirScenesRestorationIDs() {
        let result = run(files: RestorationItemsTests.chainedFiles(count: 5, scenes: 3, wrapping: true))
        let context = LintContext(graph: result.graph)
        let restoration = DuplicateRestorationPathRule.restorationGroups(in: context)
        let expected = DuplicateRestorationPathRule.clashes(in: restoration).map { clash in
            [restoration.items[clash.item].source.restorationIDLocation, restoration.items[clash.earlier].source.restorationIDLocation]
        }
        let violations = DuplicateRestorationPathRule().check(context)
        #expect(expected.count == 4 * 3)
        #expect(Array(violations.prefix(expected.count)).map { [$0.location] + $0.notes.map(\.location) } == expected)
        #expect(Set(expected.map { $0[1] }).count == 3, "each earlier scene in several clashes")
    }

    /// Two files showing into each other: each pair shares a path under one other parent.
    @Test func oneOtherParentIsSingular() {
        let result = run(files: RestorationItemsTests.chainedFiles(count: 2, scenes: 2, wrapping: true))
        let messages = result.lint.filter { $0.ruleID == "duplicate-restoration-path" }.map(\.message)
        #expect(messages == [
            "'s0' and 's0' in Bench0.scene have the same restoration path: both are 'S0' under 'nav' in Bench0.scene (and under 1 other parent)",
            "'s1' and 's1' in Bench0.scene have the same restoration path: both are 'S1' under 'nav' in Bench0.scene (and under 1 other parent)",
        ])
    }

    /// Two scenes under one parent of their own file: the message names neither file.
    @Test func oneParentInTheSameFileNamesNoFile() {
        let result = run(DuplicateRestorationPathRule.description.triggeringExamples[0])
        let errors = result.lint.filter { $0.ruleID == "duplicate-restoration-path" }
        #expect(errors.map(\.message) == ["'favorites' and 'recipes' have the same restoration path: both are 'List' under 'tabs'"])
    }
}
