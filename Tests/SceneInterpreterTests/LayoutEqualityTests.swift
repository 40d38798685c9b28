import Foundation
import SceneGraph
import SceneGraphLayout
import SceneInterpreter
import SceneRuntime
import Testing

/// The interpreter lays a scene out as `SceneGraphLayout` computes it: the same frames, within
/// half a point, on a device window as `SceneLayouter` finds for the same device.
@Suite("Interpreted layout equals SceneGraphLayout's") @MainActor
struct LayoutEqualityTests {
    @Test(arguments: [("iphone-15", false), ("iphone-8", false), ("iphone-8", true), ("iphone-se", false), ("ipad", true), ("iphone-15-pro-max", true)])
    func framesMatchTheSceneLayouter(device name: String, landscape: Bool) throws {
        let result = try loadScene(layoutScene)
        let document = try #require(result.graph.documents.first)
        let scene = try #require(document.scene(named: "card"))
        let environment = try #require(LayoutEnvironment.device(named: name, landscape: landscape))
        let designed = name == "iphone-8" && !landscape
        let expected = SceneLayouter.layOut(scene, environment: environment, bars: .none, isDesignedDevice: designed)
        #expect(expected.broken.isEmpty && expected.unresolved.isEmpty)
        let harness = DeviceHarness(graph: result.graph, device: try #require(DevicePreset.named(name)), orientation: landscape ? .landscapeRight : .portrait)
        var compared = 0
        for view in expected.views {
            guard let id = view.id else { continue }
            let frame = try #require(harness.frame(of: id), "\(id) was built")
            let want = view.rootFrame
            let close = abs(frame.minX - want.x) <= 0.5 && abs(frame.minY - want.y) <= 0.5
                && abs(frame.width - want.width) <= 0.5 && abs(frame.height - want.height) <= 0.5
            #expect(close, "\(name)\(landscape ? " landscape" : ""): \(id) is \(frame), SceneGraphLayout says \(want)")
            compared += 1
        }
        #expect(compared == 10)
        #expect(harness.messages.isEmpty, "\(harness.messages)")
    }
}
