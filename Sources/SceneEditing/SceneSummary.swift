import SceneGraph

/// A scene described for hover: what it is, its class, what it connects and who leads to it.
enum SceneSummary {
    /// The markdown summary of a scene of the graph.
    static func markdown(of scene: Scene, in graph: ResolvedGraph) -> String {
        var lines: [String] = []
        let className = scene.className ?? scene.kind.runtimeClassName
        lines.append("**scene `\(scene.id.name)`** — \(kindDescription(scene.kind)) · class `\(className)`"
            + (scene.className == nil ? " (the runtime's)" : ""))
        var settings: [String] = []
        if let title = scene.title { settings.append("title “\(title)”") }
        if let storyboardID = scene.storyboardID { settings.append("storyboard ID `\(storyboardID)`") }
        if let reference = scene.reference {
            let target = reference.scene.map { "scene `\($0)`" } ?? reference.storyboardID.map { "storyboard ID `\($0)`" } ?? "the initial scene"
            settings.append("stands for \(target) of `\(reference.file)`")
        }
        if !settings.isEmpty { lines.append(settings.joined(separator: " · ")) }
        lines.append(counts(of: scene).joined(separator: " · "))
        let referrers = self.referrers(of: scene.id, in: graph)
        lines.append(referrers.isEmpty ? "Nothing leads to it." : "Reached from: " + referrers.joined(separator: ", "))
        return lines.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    static func kindDescription(_ kind: SceneKind) -> String {
        switch kind {
        case .controller: "content controller"
        case .tableController: "table controller"
        case .collectionController: "collection controller"
        case .navigation: "navigation controller"
        case .tabBar: "tab bar controller"
        case .split: "split view controller"
        case .page: "page view controller"
        case .customContainer: "custom container"
        case .reference: "reference to another file"
        }
    }

    /// `3 outlets · 2 actions · 4 segues …`, the non-zero counts.
    static func counts(of scene: Scene) -> [String] {
        var actions = 0
        scene.forEachView { actions += $0.actions.count }
        scene.forEachBarButtonItem { actions += $0.actions.count }
        actions += scene.gestureRecognizers.reduce(0) { $0 + $1.actions.count }
        let segues = scene.segues.filter { $0.kind != .relationship && $0.kind != .embed }.count
        let relationships = scene.segues.filter { $0.kind == .relationship }.count
        let embeds = scene.segues.filter { $0.kind == .embed }.count
        let items: [(Int, String)] = [
            (scene.outlets.count + scene.outletCollections.count, "outlet"), (actions, "action"), (segues, "segue"),
            (relationships, "relationship"), (embeds, "embedded scene"), (scene.unwindActions.count, "unwind action"),
            (scene.deepLinks.count, "deep link"), (scene.allViews.count, "view"),
        ]
        return items.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
    }

    /// The scenes whose segues, relationships or embeds lead to `id` (directly or through a
    /// reference), the references of other files that stand for it, and the file it is initial in.
    static func referrers(of id: SceneID, in graph: ResolvedGraph) -> [String] {
        var result: [String] = []
        graph.forEachScene { other in
            for segue in other.segues {
                guard let destination = segue.destination else { continue }
                let direct = SceneID(document: other.id.document, name: destination)
                guard direct == id || graph.target(of: direct) == id else { continue }
                let place = other.id.document == id.document ? "`\(other.id.name)`" : "`\(FilePath.fileName(of: other.id.document))` › `\(other.id.name)`"
                result.append("\(place) (\(segue.relationship?.rawValue ?? segue.kind.rawValue))")
            }
        }
        for (reference, target) in graph.referenceTargets.sorted(by: { $0.key < $1.key }) where target == id {
            result.append("`\(FilePath.fileName(of: reference.document))` › `\(reference.name)` (reference)")
        }
        if graph.document(at: id.document)?.initialScene == id.name { result.append("its file (initial scene)") }
        return result
    }
}
