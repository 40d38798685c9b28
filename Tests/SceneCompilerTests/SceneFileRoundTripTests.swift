import Foundation
import SceneCompiler
import SceneGraph
import SceneParser
import Testing
import TestSupport

/// Scene file → graph → `scenec convert` → scene file → graph gives the same graph (source
/// positions aside), for a file that uses every element of toolbars, pickers, search bars, static
/// content, toolbar items, custom views, gesture recognizers, view-owned outlets, first-responder
/// actions and runtime attributes, and for one that uses every layout form (`Layout.scene`).
@Suite("Scene file round trip through convert")
struct SceneFileRoundTripTests {
    static let fixture = "Tests/SceneCompilerTests/Fixtures/Interactions.scene"
    static let layoutFixture = "Tests/SceneCompilerTests/Fixtures/Layout.scene"

    @Test func interactionsSurviveConversion() throws {
        let compiler = Compiler()
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.fixture), encoding: .utf8)
        let (original, graph) = try Self.read(text, compiler: compiler)
        #expect(original.scenes.flatMap(\.gestureRecognizers).count == 8, "the fixture's recognizers are read")

        let (converted, notes) = SceneFileConverter().convert(original, in: graph, module: original.module)
        #expect(notes.isEmpty, "nothing should be lost: \(notes.map(\.description))")

        let schema = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Schema/scene.xsd")))
        let problems = SchemaValidator.validate(document: Array(converted.utf8), path: "Interactions.scene", schema: schema, schemaPath: "scene.xsd")
        #expect(problems.isEmpty, "\(problems.map(\.description))")

        let (reread, _) = try Self.read(converted, compiler: compiler)
        #expect(reread.module == original.module && reread.initialScene == original.initialScene)
        #expect(reread.scenes.count == original.scenes.count)
        for (before, after) in zip(original.scenes, reread.scenes) {
            let expected = Structure.describe(before), actual = Structure.describe(after)
            #expect(expected == actual, "scene '\(before.id.name)' changed:\n\(Structure.firstDifference(expected, actual))")
        }
    }

    /// Frames, masks, priorities, margins, guides (declared and made), constraints in both
    /// notations with variations, cells and content views, outlets to constraints, the designed
    /// device and bars survive conversion, and converting again gives the same text.
    @Test func layoutSurvivesConversion() throws {
        let compiler = Compiler()
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.layoutFixture), encoding: .utf8)
        let (original, graph) = try Self.read(text, compiler: compiler, path: "Layout.scene")
        #expect(original.scenes.first?.rootView?.layout.constraints.count == 10, "the fixture's constraints are read")

        let (converted, notes) = SceneFileConverter().convert(original, in: graph, module: original.module)
        #expect(notes.isEmpty, "nothing should be lost: \(notes.map(\.description))")
        let schema = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Schema/scene.xsd")))
        let problems = SchemaValidator.validate(document: Array(converted.utf8), path: "Layout.scene", schema: schema, schemaPath: "scene.xsd")
        #expect(problems.isEmpty, "\(problems.map(\.description))")

        let (reread, regraph) = try Self.read(converted, compiler: compiler, path: "Layout.scene")
        #expect(reread.designedDevice == original.designedDevice)
        #expect(reread.scenes.count == original.scenes.count)
        for (before, after) in zip(original.scenes, reread.scenes) {
            let expected = Structure.describe(before), actual = Structure.describe(after)
            #expect(expected == actual, "scene '\(before.id.name)' changed:\n\(Structure.firstDifference(expected, actual))")
        }
        #expect(SceneFileConverter().convert(reread, in: regraph, module: reread.module).text == converted, "a fixed point")
    }

    /// Reading the converted text again gives the same text: conversion is a fixed point.
    @Test func conversionIsStable() throws {
        let compiler = Compiler()
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.fixture), encoding: .utf8)
        let (original, graph) = try Self.read(text, compiler: compiler)
        let once = SceneFileConverter().convert(original, in: graph, module: original.module).text
        let (reread, regraph) = try Self.read(once, compiler: compiler)
        #expect(SceneFileConverter().convert(reread, in: regraph, module: reread.module).text == once)
    }

    /// The document and its graph, requiring that reading and resolving report nothing.
    static func read(_ text: String, compiler: Compiler, path: String = "Interactions.scene") throws -> (SceneDocument, ResolvedGraph) {
        let (document, diagnostics) = compiler.parse(bytes: Array(text.utf8), path: path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let parsed = try #require(document)
        let (graph, resolution) = GraphResolver.resolve([parsed])
        #expect(resolution.isEmpty, "\(resolution.map(\.description))")
        return (parsed, graph)
    }
}

/// A value's complete structure, by reflection, with source positions left out: every field of
/// the graph's types takes part, including fields added after this test was written.
enum Structure {
    static func describe(_ value: Any, indent: String = "") -> String {
        if value is SceneGraph.SourceRange || value is SceneGraph.SourceLocation { return "·" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped, indent: indent)
        case .collection:
            return "[" + mirror.children.map { "\n\(indent)  " + describe($0.value, indent: indent + "  ") }.joined() + "]"
        case .set:
            return "{" + mirror.children.map { describe($0.value, indent: indent + "  ") }.sorted().joined(separator: ", ") + "}"
        case .dictionary:
            let entries = mirror.children.map { entry -> String in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return describe(pair[0].value) + ": " + describe(pair[1].value, indent: indent + "  ")
            }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .struct, .class, .tuple:
            let fields = mirror.children.map { "\n\(indent)  \($0.label ?? "_"): " + describe($0.value, indent: indent + "  ") }
            return "\(type(of: value))(" + fields.joined() + ")"
        case .enum:
            guard let payload = mirror.children.first else { return String(describing: value) }
            return "\(payload.label ?? "case")(" + describe(payload.value, indent: indent) + ")"
        default:
            return String(reflecting: value)
        }
    }

    /// The first line where two descriptions differ, with a little context.
    static func firstDifference(_ lhs: String, _ rhs: String) -> String {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? (left.count != right.count ? min(left.count, right.count) : nil) else {
            return "(no difference)"
        }
        let context = left[max(0, index - 6)..<min(left.count, index + 1)].joined(separator: "\n")
        return "\(context)\n--- expected above, found:\n\(index < right.count ? String(right[index]) : "(end)")"
    }
}
