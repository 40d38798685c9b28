import SceneGraph
import SceneGraphLayout

/// Lays out the scenes of a graph as ``LayoutOptions`` say: each file's scenes on its designed
/// device unless a device is named, under the bars their containers give them.
public enum ScenePreviewer {
    /// The previews of the scenes with a view, in graph order (documents by path, scenes in
    /// source order), or only the one ``LayoutOptions/scene`` names.
    public static func layOut(_ graph: ResolvedGraph, options: LayoutOptions) throws(PreviewError) -> [PreviewScene] {
        try options.validate()
        var previews: [PreviewScene] = []
        var matched = false
        for document in graph.documents {
            let scenes = document.scenes.filter { scene in
                guard let wanted = options.scene else { return true }
                return scene.id.name == wanted || scene.id.description == wanted
            }
            guard !scenes.isEmpty else { continue }
            matched = true
            let withViews = scenes.filter { $0.rootView != nil }
            guard !withViews.isEmpty else { continue }
            let (environment, isDesigned) = try options.environment(for: document)
            let bars = ContainerBars.bars(in: document)
            let builder = PreviewSceneBuilder(document: document, graph: graph)
            for scene in withViews {
                let sceneBars = bars[scene.id.name] ?? .none
                let result = SceneLayouter.layOut(scene, environment: environment, bars: sceneBars, isDesignedDevice: isDesigned)
                previews.append(builder.preview(of: scene, result: result, bars: sceneBars))
            }
        }
        if let wanted = options.scene {
            if !matched {
                let known = graph.allScenes.filter { $0.rootView != nil }.map(\.id.name)
                throw .unknownScene(wanted, known: known)
            }
            if previews.isEmpty { throw .sceneWithoutView(wanted) }
        }
        return previews
    }
}
