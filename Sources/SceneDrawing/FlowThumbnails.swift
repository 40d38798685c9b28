import SceneGraph
import SceneGraphLayout
import ScenePreview

/// The wireframe thumbnails the HTML flow page draws in the scenes' boxes, as Interface
/// Builder's canvas shows each scene's screen: by box id (``FlowIDs/scene(_:_:)``), the scene
/// laid out on its file's designed device.
public struct FlowThumbnails: Sendable {
    /// One scene's thumbnail.
    public struct Thumbnail: Sendable {
        /// The laid-out scene.
        public var scene: PreviewScene
        /// The width reserved in the box, in points (a whole number, as Graphviz wants).
        public var width: Int
        /// The height reserved in the box: the screen's proportions at ``width``.
        public var height: Int

        /// A thumbnail of `scene`, `width` points wide.
        public init(scene: PreviewScene, width: Int) {
            self.scene = scene
            self.width = max(1, width)
            self.height = max(1, Int(WireframeSheet.thumbnailSize(of: scene, width: Double(self.width)).height))
        }
    }

    /// The thumbnails by box id.
    public var byBox: [String: Thumbnail]

    /// Thumbnails by box id.
    public init(byBox: [String: Thumbnail]) {
        self.byBox = byBox
    }

    /// No thumbnails: the page draws the boxes alone.
    public static let none = FlowThumbnails(byBox: [:])

    /// The default width of a thumbnail, in points.
    public static let defaultWidth = 90

    /// A thumbnail for every scene of the graph that has a view, laid out on its file's
    /// designed device under the bars its containers give it.
    public static func wireframes(of graph: ResolvedGraph, width: Int = defaultWidth) -> FlowThumbnails {
        var byBox: [String: Thumbnail] = [:]
        for (d, document) in graph.documents.enumerated() {
            guard document.scenes.contains(where: { $0.rootView != nil }) else { continue }
            let environment = LayoutEnvironment.designed(for: document)
            let bars = ContainerBars.bars(in: document)
            let builder = PreviewSceneBuilder(document: document, graph: graph)
            for (s, scene) in document.scenes.enumerated() where scene.rootView != nil {
                let sceneBars = bars[scene.id.name] ?? .none
                let result = SceneLayouter.layOut(scene, environment: environment, bars: sceneBars, isDesignedDevice: true)
                byBox[FlowIDs.scene(d, s)] = Thumbnail(scene: builder.preview(of: scene, result: result, bars: sceneBars), width: width)
            }
        }
        return FlowThumbnails(byBox: byBox)
    }
}
