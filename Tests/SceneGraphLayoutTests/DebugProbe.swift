import Foundation
import SceneGraph
import SceneGraphLayout
import SceneLayout
import Testing
import TestSupport

@Test func debugProbe() throws {
    guard let file = ProcessInfo.processInfo.environment["PROBE_FILE"] else { return }
    let url = sharedCorpus.appendingPathComponent("storyboards/\(file)")
    let (document, results) = try XcodeFramesOracleTests.layOut(url)
    print("device \(String(describing: document.designedDevice)) env \(LayoutEnvironment.designed(for: document))")
    let sceneFilter = ProcessInfo.processInfo.environment["PROBE_SCENE"]
    for result in results where sceneFilter == nil || result.scene.name == sceneFilter {
        let scene = document.scenes.first { $0.id == result.scene }!
        print("scene \(result.scene.name) bars \(ContainerBars.bars(in: document)[result.scene.name]!) broken \(result.broken.count) unresolved \(result.unresolved.map(\.missingItem))")
        var count = 0
        scene.rootView?.forEachInTree { count += $0.layout.constraints.count }
        print("  constraints in tree: \(count)")
        for b in result.broken { print("  broken \(b.constraint.id ?? "?") \(b.constraint.firstItem ?? "-").\(b.constraint.firstAttribute) \(b.constraint.relation) \(b.constraint.secondItem ?? "-").\(String(describing: b.constraint.secondAttribute)) c=\(b.constraint.constant) conflicts \(b.conflicting.map { $0.id ?? "?" })") }
        for v in result.views { print("  \(String(repeating: " ", count: v.depth))\(v.element) \(v.id ?? "?") xcode \(v.designedFrame.map { "\($0)" } ?? "-") scenec \(v.frame)\(v.isUnderConstraints ? " C" : "")\(v.isAmbiguous ? " AMB" : "")") }
    }
}
