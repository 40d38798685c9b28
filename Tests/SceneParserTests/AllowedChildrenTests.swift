import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// ``ElementChecker/children(of:spec:)`` keeps the allowed children as it meets them instead of
/// copying them all and filtering the copy (issue 26). Random elements of every spec of the
/// format, with children allowed, misplaced, unknown and in another namespace, must give the
/// children and diagnostics the copy and filter gave.
@Suite("Allowed children")
struct AllowedChildrenTests {
    @Test func keepsWhatTheFilterKept() throws {
        var random = SeededRandom(seed: 0xC41D)
        func below(_ bound: Int) -> Int { random.below(bound) }
        let specs = SceneVocabulary.elements.values.sorted { $0.name < $1.name }
        let names = specs.map(\.name) + ["unknownThing", "x:view", "x:outlet"]
        var kept = 0, refused = 0
        for round in 0..<2_000 {
            let spec = specs[below(specs.count)]
            // Mostly children the spec allows, some it does not, some of another namespace.
            let allowed = names.filter { spec.allowsChild($0) }
            let children = (0..<below(7)).map { _ in
                allowed.isEmpty || below(3) == 0 ? names[below(names.count)] : allowed[below(allowed.count)]
            }
            let body = children.map { "<\($0)/>" }.joined(separator: "\n  ")
            let text = "<\(spec.name) xmlns=\"\(SceneVocabulary.namespace)\" xmlns:x=\"urn:other\">\n  \(body)\n</\(spec.name)>"
            let (tree, problems) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Round\(round).scene")
            let element = try #require(tree?.root, "\(text): \(problems)")

            var checker = ElementChecker(namespace: SceneVocabulary.namespace)
            let found = checker.children(of: element, spec: spec)
            // The former way: every child copied, then those not allowed removed.
            var referenceChecker = ElementChecker(namespace: SceneVocabulary.namespace)
            var reference = Array(element.children)
            reference.removeAll { child in !referenceChecker.isAllowed(child, in: element, spec: spec) }

            #expect(found.map(\.name) == reference.map(\.name), "\(text)")
            #expect(found.map(\.location) == reference.map(\.location), "\(text)")
            #expect(checker.diagnostics == referenceChecker.diagnostics, "\(text)")
            kept += found.count
            refused += element.children.count - found.count
        }
        #expect(kept > 1_000 && refused > 1_000, "kept \(kept), refused \(refused)")
    }
}

/// ``ElementChecker/isInFormatNamespace(_:)`` remembers the index a tree's names give the
/// format's namespace; one checker, asked about the children of many documents — the format's
/// namespace as default or behind a prefix, other namespaces, no namespace — must answer as
/// comparing each child's namespace URI.
@Suite("Namespace by index")
struct NamespaceIndexTests {
    @Test func answersAsComparingTheURI() throws {
        var random = SeededRandom(seed: 0x45E)
        let format = SceneVocabulary.namespace
        // Declarations on the root: the default namespace, and prefixes `f` and `o`.
        let roots = ["xmlns=\"\(format)\" xmlns:o=\"urn:other\"", "xmlns=\"urn:other\" xmlns:f=\"\(format)\"",
                     "xmlns:f=\"\(format)\" xmlns:o=\"\(format)x\"", "xmlns=\"\(format)\""]
        let children = ["view", "f:view", "o:view", "view xmlns=\"\"", "view xmlns=\"urn:other\"", "f:label", "o:outlet"]
        var checker = ElementChecker(namespace: format)
        var inside = 0, outside = 0
        for round in 0..<600 {
            let declarations = roots[random.below(roots.count)]
            let written = (0..<random.below(6)).map { _ in children[random.below(children.count)] }
                .filter { !$0.hasPrefix("f:") || declarations.contains("xmlns:f") }
                .filter { !$0.hasPrefix("o:") || declarations.contains("xmlns:o") }
            let text = "<root \(declarations)>" + written.map { "<\($0)/>" }.joined() + "</root>"
            let (tree, problems) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Round\(round).scene")
            let root = try #require(tree?.root, "\(text): \(problems)")
            for child in root.children {
                let expected = child.namespaceURI == format
                #expect(checker.isInFormatNamespace(child) == expected, "\(text)")
                if expected { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 300 && outside > 300, "inside \(inside), outside \(outside)")
    }
}
