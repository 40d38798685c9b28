import SceneCompiler
import SceneGraph
@testable import SceneCodeGen
import Testing
import TestSupport

/// ``UncarriedConnections`` gathers the views' gesture recognizers and the built triggers only
/// when a scene has recognizers or triggered segues (issue 26); on the sample app, the corpus and
/// their scenes with segues given random triggers, it warns as the former function did.
@Suite("Uncarried connections, gathered on demand")
struct UncarriedConnectionsEquivalenceTests {
    /// The former function, as it was.
    enum Former {
        static func diagnostics(for scene: Scene, isSceneID: (String) -> Bool) -> [Diagnostic] {
            var diagnostics: [Diagnostic] = []
            func warn(_ message: String, at location: SceneGraph.SourceLocation?) {
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

            var attached: Set<String> = []
            scene.forEachView { view in attached.formUnion(view.gestureRecognizers) }
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
            var built: Set<String> = []
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
            for segue in scene.segues {
                guard let trigger = segue.trigger, !built.contains(trigger) else { continue }
                warn("segue\(segue.identifier.map { " '\($0)'" } ?? "") is triggered by '\(trigger)', which generated code does not build or wire (a view that is not a control, a custom object); perform it from code",
                     at: segue.source.location(of: "trigger"))
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
    }

    static func compare(_ graph: ResolvedGraph, note: String, random: inout SeededRandom) -> Int {
        var warned = 0
        for document in graph.documents {
            let lookup = UncarriedConnections.sceneIDLookup(in: graph, document: document.path)
            for scene in document.scenes {
                var variants = [scene]
                // The same scene with its segues triggered by random ids of it (or by nothing known).
                var ids = ["missing"]
                scene.forEachView { if let id = $0.id { ids.append(id) } }
                scene.forEachCell { if let id = $0.id { ids.append(id) } }
                scene.forEachBarButtonItem { if let id = $0.id { ids.append(id) } }
                ids += scene.gestureRecognizers.compactMap(\.id)
                for _ in 0..<2 where !scene.segues.isEmpty {
                    var varied = scene
                    for index in varied.segues.indices {
                        varied.segues[index].trigger = random.below(3) == 0 ? nil : ids[random.below(ids.count)]
                    }
                    variants.append(varied)
                }
                for variant in variants {
                    let expected = Former.diagnostics(for: variant, isSceneID: lookup)
                    #expect(UncarriedConnections.diagnostics(for: variant, isSceneID: lookup) == expected, "\(note) \(scene.id)")
                    warned += expected.count
                }
            }
        }
        return warned
    }

    @Test func sample() {
        var random = SeededRandom(seed: 0x0C0)
        let graph = Compiler().load([packageRoot.appendingPathComponent("Scenes").path]).graph
        #expect(Self.compare(graph, note: "Scenes/", random: &random) > 0)
    }

    @Test(Requirement.corpus.trait) func corpus() throws {
        try Requirement.corpus.require()
        var random = SeededRandom(seed: 0x0C1)
        #expect(Self.compare(Compiler().load([corpusStoryboards.path]).graph, note: "corpus", random: &random) > 100)
    }
}
