import SceneGraph
import SceneLayout

/// Lays out the scenes of a document in an environment: builds each scene's layout problem
/// straight from its view nodes, solves it with ``LayoutEngine`` and maps the solution back to
/// the views and constraints of the file.
public enum SceneLayouter {
    /// Lays out `scene` of `document` under `bars` (see ``ContainerBars``). `isDesignedDevice`
    /// says whether the environment is the device the file was designed on, whose root frames
    /// the file gives.
    public static func layOut(
        _ scene: Scene, environment: LayoutEnvironment, bars: SceneBars, isDesignedDevice: Bool
    ) -> SceneLayoutResult {
        var builder = SceneProblemBuilder(scene: scene, environment: environment, bars: bars, isDesignedDevice: isDesignedDevice)
        builder.build()
        var result = SceneLayoutResult(scene: scene.id, environment: environment, views: builder.views, broken: [], unresolved: builder.unresolved)
        guard !builder.problem.items.isEmpty else { return result }
        let solution = LayoutEngine(reusingPasses: false).solve(builder.problem)  // solved once
        let ambiguous = Set(solution.ambiguousItems)
        for index in result.views.indices {
            let item = builder.viewItems[index]
            let outsets = builder.alignmentOutsets[index]
            result.views[index].frame = solution.frames[item].outset(by: outsets)
            result.views[index].rootFrame = solution.rootFrames[item].outset(by: outsets)
            result.views[index].isAmbiguous = ambiguous.contains(item)
        }
        let nodes = builder.constraintNodes
        result.broken = solution.broken.compactMap { broken in
            guard broken.key.owner >= 0, broken.key.owner < nodes.count else { return nil }
            let conflicting = broken.conflicting.compactMap { key in key.owner >= 0 && key.owner < nodes.count ? nodes[key.owner] : nil }
            return BrokenLayoutConstraint(constraint: nodes[broken.key.owner], conflicting: conflicting)
        }
        return result
    }

    /// Lays out every scene of `document` that has a view, in the environment.
    public static func layOut(_ document: SceneDocument, environment: LayoutEnvironment, isDesignedDevice: Bool) -> [SceneLayoutResult] {
        let bars = ContainerBars.bars(in: document)
        return document.scenes.filter { $0.rootView != nil }.map { scene in
            layOut(scene, environment: environment, bars: bars[scene.id.name] ?? .none, isDesignedDevice: isDesignedDevice)
        }
    }

    /// Lays out every scene of `document` that has a view on the device it was designed on (its
    /// own, else the document's).
    public static func layOutAsDesigned(_ document: SceneDocument) -> [SceneLayoutResult] {
        let bars = ContainerBars.bars(in: document)
        return document.scenes.filter { $0.rootView != nil }.map { scene in
            layOut(scene, environment: .designed(for: scene, in: document), bars: bars[scene.id.name] ?? .none, isDesignedDevice: true)
        }
    }
}

extension LayoutRect {
    /// The rectangle grown by `insets` on each edge.
    func outset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}
