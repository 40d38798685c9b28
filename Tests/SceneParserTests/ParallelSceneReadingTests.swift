import Foundation
import SceneGraph
import Testing
import TestSupport
@testable import SceneParser

/// The scene reader reads a document's scenes in runs on every core
/// (``SceneFileBuilder/scenes(of:path:minimumRun:)``); joined, the runs must give what reading
/// the scenes in order gives: the same document and the same diagnostics in the same order.
@Suite("Scenes read in parallel")
struct ParallelSceneReadingTests {
    static func read(_ text: String, path: String, minimumRun: Int) -> (SceneDocument?, [Diagnostic]) {
        let (tree, xmlDiagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: path)
        #expect(xmlDiagnostics.isEmpty, "\(xmlDiagnostics)")
        guard let tree else { return (nil, xmlDiagnostics) }
        return SceneFormatReader.read(tree, path: path, minimumRun: minimumRun)
    }

    /// Reads `text` in order and in runs of one, two and eight scenes (the default), and compares;
    /// returns the scenes and diagnostics found. Runs of one split even a small file.
    @discardableResult
    static func compare(_ text: String, path: String) -> (scenes: Int, diagnostics: [Diagnostic]) {
        let inOrder = read(text, path: path, minimumRun: Int.max)
        for minimumRun in [1, 2, 8] {
            let inRuns = read(text, path: path, minimumRun: minimumRun)
            #expect(inRuns.0 == inOrder.0, "\(path), runs of \(minimumRun)")
            #expect(inRuns.1 == inOrder.1, "\(path), runs of \(minimumRun)")
        }
        #expect(SceneFormatReader.read(SafeXMLReader.parse(bytes: Array(text.utf8), path: path).tree!, path: path).diagnostics == inOrder.1)
        return (inOrder.0?.scenes.count ?? 0, inOrder.1)
    }

    /// A document of `count` controllers, each with views, constraints, outlets, actions and a
    /// segue; some scenes carry problems the reader reports — an unknown attribute, a second root
    /// view, a constraint naming no view of its scene, a constraint id another scene already
    /// uses (found only once the runs are joined) — so diagnostics come from many runs.
    static func document(scenes count: Int) -> String {
        var body = ""
        for index in 0..<count {
            let unknown = index % 17 == 3 ? #" colour="red""# : ""
            let dangling = index % 23 == 7 ? "nowhere\(index).top" : "label\(index).top"
            // Constraint ids repeat every 25 scenes: later scenes reuse earlier scenes' ids.
            let constraintID = "pin\(index % 25)"
            let second = index % 29 == 11 ? "<view id=\"extra\(index)\"/>" : ""
            let next = index + 1 < count ? "<segue id=\"next\" kind=\"show\" destination=\"s\(index + 1)\"/>" : ""
            body += """
                  <controller id="s\(index)" class="Scene\(index)Controller" title="Scene \(index)" restorationID="S\(index)"\(unknown)>
                    <view id="root\(index)">
                      <label id="label\(index)" text="Label \(index)"/>
                      <textField id="field\(index)" placeholder="Name"><action method="changed" event="editingChanged"/></textField>
                      <constraints>
                        <constraint id="\(constraintID)" first="\(dangling)" second="superview.top" constant="8"/>
                      </constraints>
                    </view>
                    \(second)
                    <outlet property="titleLabel" destination="label\(index)"/>
                    <outlet property="pin" destination="\(constraintID)"/>
                    \(next)
                  </controller>

                """
        }
        return "<scenes xmlns=\"urn:scenec:scene:1\" module=\"Many\" initial=\"s0\">\n\(body)</scenes>\n"
    }

    @Test func manyScenesWithProblemsInManyRuns() {
        let result = Self.compare(Self.document(scenes: 300), path: "Many.scene")
        #expect(result.scenes == 300)
        // Each kind of problem was found, in several runs.
        let rules = Dictionary(grouping: result.diagnostics, by: \.ruleID).mapValues(\.count)
        #expect((rules["unknown-attribute"] ?? 0) > 10)
        #expect((rules["duplicate-element"] ?? 0) > 5)
        #expect((rules["dangling-layout-item"] ?? 0) > 10)
        #expect((rules["duplicate-id"] ?? 0) > 200)
    }

    @Test func sizesAroundTheRunLength() {
        for count in [0, 1, 7, 8, 15, 16, 17, 64, 513] {
            #expect(Self.compare(Self.document(scenes: count), path: "Sized\(count).scene").scenes == count)
        }
    }

    @Test func theProjectsSceneFiles() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.path)
            .filter { $0.hasSuffix(".scene") && !$0.hasPrefix(".build") }
        #expect(files.count >= 6)
        for file in files {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            Self.compare(text, path: file)
        }
    }
}
