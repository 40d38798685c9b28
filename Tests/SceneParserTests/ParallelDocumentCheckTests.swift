import Foundation
import Testing
import TestSupport
@testable import SceneGraph
@testable import SceneParser

/// ``GraphResolver/check(_:)`` runs the name gate and each scene's checks in runs of scenes on
/// every core; the diagnostics must be those of checking scene by scene, in the same order.
@Suite("Documents checked in parallel")
struct ParallelDocumentCheckTests {
    /// Reads `text` and checks its document both ways; returns the diagnostics.
    @discardableResult
    static func compare(_ text: String, path: String) -> [Diagnostic] {
        let (tree, _) = SafeXMLReader.parse(bytes: Array(text.utf8), path: path)
        guard let tree, let document = SceneFormatReader.read(tree, path: path).document else {
            Issue.record("\(path) did not read")
            return []
        }
        let inOrder = GraphResolver.check(document, minimumRun: Int.max)
        for minimumRun in [1, 2, 8] {
            #expect(GraphResolver.check(document, minimumRun: minimumRun) == inOrder, "\(path), runs of \(minimumRun)")
        }
        #expect(GraphResolver.check(document) == inOrder, "\(path)")
        return inOrder
    }

    /// The reader's test document with problems the resolver finds in many runs: view ids used
    /// again by later scenes, outlets and segues to nothing, two spellings of one outlet name
    /// (the name gate's), an initial scene that is not there.
    static func document(scenes count: Int) -> String {
        var text = ParallelSceneReadingTests.document(scenes: count)
        for index in stride(from: 5, to: count, by: 13) {
            text = text.replacingOccurrences(of: "id=\"label\(index)\"", with: "id=\"label\(index - 5)\"")
        }
        // `café` written with é and with e + U+0301 in one scene: one name to Swift strings, two
        // to the compiler (the name gate's).
        var scenes = text.components(separatedBy: "<controller ")
        for index in stride(from: 2, to: count, by: 11) {
            scenes[index + 1] = scenes[index + 1]
                .replacingOccurrences(of: "property=\"titleLabel\"", with: "property=\"caf\u{E9}\"")
                .replacingOccurrences(of: "property=\"pin\"", with: "property=\"cafe\u{301}\"")
        }
        text = scenes.joined(separator: "<controller ")
        for index in stride(from: 4, to: count, by: 19) {
            text = text.replacingOccurrences(of: "destination=\"s\(index + 1)\"", with: "destination=\"missing\(index)\"")
        }
        return text.replacingOccurrences(of: "initial=\"s0\"", with: "initial=\"start\"")
    }

    @Test func manyScenesWithProblemsInManyRuns() {
        let diagnostics = Self.compare(Self.document(scenes: 300), path: "Checked.scene")
        let rules = Dictionary(grouping: diagnostics, by: \.ruleID).mapValues(\.count)
        #expect((rules["duplicate-id"] ?? 0) > 20 && (rules["dangling-outlet"] ?? 0) > 10, "\(rules)")
        #expect((rules["dangling-destination"] ?? 0) > 10 && rules["dangling-initial-scene"] == 1, "\(rules)")
        #expect((rules[SwiftNameGate.rule] ?? 0) > 20, "\(rules)")
    }

    @Test func theProjectsSceneFiles() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.path)
            .filter { $0.hasSuffix(".scene") && !$0.hasPrefix(".build") }
        #expect(files.count >= 6)
        for file in files {
            Self.compare(try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8), path: file)
        }
    }

    @Test func sizesAroundTheRunLength() {
        for count in [0, 1, 8, 16, 17, 200] {
            Self.compare(Self.document(scenes: count), path: "Sized\(count).scene")
        }
    }
}
