import SceneGraph

/// The connections of a scene that generated code does not carry, each as a located warning:
/// nothing a file connects is dropped without a word. (What the translators skip as they go —
/// an outlet whose owner has no such property, static cells outside a table controller — they
/// report themselves.)
enum UncarriedConnections {
    /// Whether an id names a scene of the document at `document` (as the set of that document's
    /// scene ids would say): one look-up in the graph's index, nothing built.
    static func sceneIDLookup(in graph: ResolvedGraph, document: String) -> @Sendable (String) -> Bool {
        { graph.contains(SceneID(document: document, name: $0)) }
    }

    /// `sceneIDs`: the ids of the document's scenes (an action sent to another scene's
    /// controller is reported as such). The plain form of ``diagnostics(for:isSceneID:)``, which
    /// the tests compare it with.
    static func diagnostics(for scene: Scene, sceneIDs: Set<String>) -> [Diagnostic] {
        diagnostics(for: scene, isSceneID: sceneIDs.contains)
    }

    /// `isSceneID`: whether an id names a scene of the scene's document.
    ///
    /// Why a function rather than a set: the translator reports every scene, and a set of the
    /// document's scene ids made for each of them made generation quadratic in the scenes of a
    /// file (15 % of compiling 10,000 scenes over 10 files, callgrind); the graph's index answers
    /// the rare question without building anything (``sceneIDLookup(in:)``).
    static func diagnostics(for scene: Scene, isSceneID: (String) -> Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func warn(_ message: String, at location: SourceLocation?) {
            diagnostics.append(.warning(message, at: location, rule: SceneTranslator.Rule.unsupported))
        }
        // `owner` is described only when there is something to report: making the text for
        // every view of every scene was 4 % of compiling scene files (issue 26).
        func checkActions(_ actions: [ActionConnection], of owner: @autoclosure () -> String, cell: String? = nil) {
            for action in actions {
                guard let target = action.target, target != cell else { continue }
                let what = isSceneID(target)
                    ? "the controller of another scene ('\(target)'), which no object can reach at run time (Interface Builder flags such connections too)"
                    : "'\(target)', an object scenec does not build"
                warn("action '\(action.method)' of \(owner()) is sent to \(what); it is not generated", at: action.source.location(of: "destination"))
            }
        }
        scene.rootView?.forEachInTree { view in checkActions(view.actions, of: "'\(view.id ?? view.kind.elementName)'") }
        scene.forEachCell { cell in
            for view in cell.allViews { checkActions(view.actions, of: "'\(view.id ?? view.kind.elementName)'", cell: cell.id) }
        }
        scene.forEachBarButtonItem { item in
            item.customView?.forEachInTree { view in checkActions(view.actions, of: "'\(view.id ?? view.kind.elementName)'") }
        }
        scene.forEachBarButtonItem { item in checkActions(item.actions, of: "bar button item '\(item.id ?? "?")'") }

        // The views' gesture recognizers and the segues' triggers are gathered only when the
        // scene has recognizers, or segues with triggers: most scenes have neither, and walking
        // their trees for them was 1 % of compiling 200 storyboards.
        var attached: Set<String> = []
        if !scene.gestureRecognizers.isEmpty { scene.forEachView { view in attached.formUnion(view.gestureRecognizers) } }
        for gesture in scene.gestureRecognizers {
            checkActions(gesture.actions, of: "gesture recognizer '\(gesture.id ?? "?")'")
            if let id = gesture.id, !attached.contains(id) {
                warn("gesture recognizer '\(id)' is attached to no view; it is not generated", at: gesture.source.element)
            }
        }
        for object in scene.otherObjects where !object.actions.isEmpty || object.element == "customObject" {
            warn("\(object.element) '\(object.id ?? "?")'\(object.className.map { " (\($0))" } ?? "") is not instantiated by generated code; its connections are not carried",
                 at: object.source.element)
        }

        // Segues triggered by something generated code does not build, or inside a prototype cell.
        if scene.segues.contains(where: { $0.trigger != nil }) {
            diagnostics += unbuiltTriggers(of: scene, attached: attached)
        }

        // Outlet collections of views (other than the gesture recognizers they attach).
        for collection in scene.outletCollections where collection.owner != nil {
            warn("outlet collection '\(collection.property)' of '\(collection.owner ?? "?")' is not generated", at: collection.source.element)
        }
        scene.forEachCell { cell in
            for collection in cell.outletCollections where collection.owner != nil && collection.owner != cell.id {
                warn("outlet collection '\(collection.property)' of '\(collection.owner ?? "?")' is not generated", at: collection.source.element)
            }
        }
        return diagnostics
    }

    /// A warning for each segue of `scene` whose trigger generated code does not build (a view
    /// that is not a control, a custom object); `attached`: the ids of the gesture recognizers
    /// the scene's views attach.
    private static func unbuiltTriggers(of scene: Scene, attached: Set<String>) -> [Diagnostic] {
        var built = IDSet()  // a scene's few built triggers: compared while few, not hashed
        scene.rootView?.forEachInTree { view in
            // Only controls (and custom classes) send the events that trigger a segue.
            if let id = view.id, view.kind.isControl { built.insert(id) }
        }
        scene.forEachView { view in
            for cell in view.cells {
                if let id = cell.id { built.insert(id) }
                // Controls of cells, static or prototype (a prototype cell's factory takes the templates).
                for cellView in cell.allViews where cellView.kind.isControl { if let id = cellView.id { built.insert(id) } }
            }
        }
        scene.forEachBarButtonItem { item in if let id = item.id { built.insert(id) } }
        // Custom views of toolbar views' items are built with the segue templates; those of the
        // controller's own items are built before the templates exist, so cannot trigger one.
        scene.rootView?.forEachInTree { view in
            for item in view.barItems {
                item.customView?.forEachInTree { custom in if let id = custom.id, custom.kind.isControl { built.insert(id) } }
            }
        }
        for gesture in scene.gestureRecognizers { if let id = gesture.id, attached.contains(id) { built.insert(id) } }
        return scene.segues.compactMap { segue in
            guard let trigger = segue.trigger, !built.contains(trigger) else { return nil }
            return .warning(
                "segue\(segue.identifier.map { " '\($0)'" } ?? "") is triggered by '\(trigger)', which generated code does not build or wire (a view that is not a control, a custom object); perform it from code",
                at: segue.source.location(of: "trigger"), rule: SceneTranslator.Rule.unsupported)
        }
    }
}
