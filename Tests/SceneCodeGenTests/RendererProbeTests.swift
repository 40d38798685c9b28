import Foundation
import SceneCompiler
import SceneGraph
import Testing
@testable import SceneCodeGen
import TestSupport

/// A call that fits on one line reuses the text written to measure it
/// (``SwiftRenderer/writeArgumentProbe(_:indent:to:)``) instead of writing its arguments again; the text
/// must be exactly what writing them twice gave (`SwiftRenderer(reusingProbes: false)`).
@Suite("Renderer probes")
struct RendererProbeTests {
    /// Random expressions, the same on every run (``SeededRandom``).
    struct Generator {
        var random: SeededRandom
        init(state: UInt64) { random = SeededRandom(seed: state) }
        mutating func below(_ bound: Int) -> Int { random.below(bound) }

        mutating func name() -> SwiftIdentifier {
            let length = 1 + below(below(4) == 0 ? 40 : 12)
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            return SwiftIdentifier(derived: String((0..<length).map { _ in letters[below(letters.count)] }), fallback: "x")
        }

        /// Calls nest up to `depth`, with up to five arguments, labels, closures (inline and with
        /// bodies that hold calls in turn), arrays of calls and long strings: every way a call's
        /// first line can end.
        mutating func expression(depth: Int) -> SceneCodeGen.Expression {
            switch depth > 0 ? below(9) : below(3) {
            case 0: return .identifier(name())
            case 1: return .string(String(repeating: "text ", count: below(12)))
            case 2: return .integer(below(1000))
            case 3, 4, 5:
                let arguments = (0..<below(6)).map { _ in
                    Argument(below(2) == 0 ? name() : nil, expression(depth: depth - 1))
                }
                let trailing = below(5) == 0 ? closure(depth: depth - 1) : nil
                return .call(.member(.identifier(name()), name()), arguments, trailingClosure: trailing)
            case 6: return .closure(closure(depth: depth - 1))
            case 7: return .array((0..<below(4)).map { _ in expression(depth: depth - 1) })
            default: return .member(expression(depth: depth - 1), name())
            }
        }

        mutating func closure(depth: Int) -> Closure {
            if below(2) == 0 { return Closure(body: [.expression(expression(depth: depth))], isInline: true) }
            return Closure(parameters: below(2) == 0 ? [name()] : [], body: (0..<1 + below(3)).map { _ in
                below(2) == 0 ? .expression(expression(depth: depth)) : .binding(isMutable: false, name: name(), type: nil, value: expression(depth: depth))
            })
        }
    }

    @Test func randomExpressionsRenderAlike() {
        var generator = Generator(state: 26)
        let fast = SwiftRenderer(), plain = SwiftRenderer(reusingProbes: false)
        var wrapped = 0
        for _ in 0..<1_500 {
            let expression = generator.expression(depth: 4)
            for indent in [0, 2, 7] {
                // Start part-way into a line, as a statement's value does, at columns from the
                // line's start to past its width (the probe is measured where it is written),
                // after lines already written.
                for padding in [0, 37, 90, 107, 125] {
                    var a = CodeWriter(indent: indent), b = CodeWriter(indent: indent)
                    a.line("before()"); b.line("before()")
                    a.startLine(); b.startLine()
                    let lead = "let value = " + String(repeating: "x", count: padding) + " + "
                    a.write(lead); b.write(lead)
                    fast.append(expression, indent: indent, to: &a)
                    plain.append(expression, indent: indent, to: &b)
                    #expect(a.text == b.text)
                    #expect(a.columnOrigin == 0)
                    if a.text.contains("(\n") { wrapped += 1 }
                }
            }
        }
        #expect(wrapped > 100, "the expressions should wrap often enough to test both ways")
    }

    /// Whole generated files: `Scenes/`, and every corpus storyboard that compiles alone.
    static let inputs: [[String]] = {
        let storyboards = (try? FileManager.default.contentsOfDirectory(at: corpusStoryboards, includingPropertiesForKeys: nil)) ?? []
        return [[packageRoot.appendingPathComponent("Scenes").path]]
            + storyboards.filter { $0.pathExtension == "storyboard" }.map { [$0.path] }.sorted { $0[0] < $1[0] }
    }()

    @Test(arguments: inputs)
    func generatedFilesRenderAlike(_ paths: [String]) {
        let result = Compiler().load(paths)
        guard result.exitStatus == 0 else { return }  // storyboards that reference files outside the corpus
        let model = SceneTranslator(options: CodeGenOptions()).translate(result.graph)
        for file in model.files {
            #expect(SwiftRenderer().render(file) == SwiftRenderer(reusingProbes: false).render(file), "\(file.name)")
        }
    }
}

/// The translator asks the graph's index whether an action's target is a scene of the document
/// (``UncarriedConnections/sceneIDLookup(in:document:)``) instead of making a set of the
/// document's scene ids for every scene; the warnings must be the same.
@Suite("Uncarried connections")
struct UncarriedConnectionsLookupTests {
    @Test(Requirement.corpus.trait) func corpusWarnsAlike() throws {
        try Requirement.corpus.require()
        let result = Compiler().load([corpusStoryboards.path])
        var scenes = 0, warned = 0
        for document in result.graph.documents {
            let ids = Set(document.scenes.map(\.id.name))
            let lookup = UncarriedConnections.sceneIDLookup(in: result.graph, document: document.path)
            for scene in document.scenes {
                let fast = UncarriedConnections.diagnostics(for: scene, isSceneID: lookup)
                #expect(fast == UncarriedConnections.diagnostics(for: scene, sceneIDs: ids))
                for id in ids { #expect(lookup(id)) }
                #expect(!lookup(scene.id.name + "-not-a-scene"))
                scenes += 1
                warned += fast.isEmpty ? 0 : 1
            }
        }
        #expect(scenes > 100 && warned > 0)
    }
}
