import SceneGraph

/// What the reader checks about layout once a scene (or the document) is read: that
/// constraints name items of their scene, that layout ids are unique in the document, and the
/// stand-ins that let outlets point to constraints.
extension SceneFileBuilder {
    /// Checks the items of the scene's constraints and adds a ``SceneObject`` (element
    /// `constraint`) for each constraint an outlet names, which the resolver takes as an object
    /// of the scene (as it does for storyboards).
    mutating func checkLayout(of scene: inout Scene) {
        // Most scenes of most files have no constraints: nothing to walk.
        guard constraintsRead > constraintsChecked else { return }
        constraintsChecked = constraintsRead
        var items = Set<String>()
        scene.forEachView { view in
            if let id = view.id { items.insert(id) }
            for cell in view.cells { items.formUnion([cell.id, cell.contentViewID].compactMap { $0 }) }
        }
        scene.forEachLayout { _, layout in items.formUnion(layout.guides.map(\.id)) }
        var constraints: [String: LayoutConstraintNode] = [:]
        var dangling: [Diagnostic] = []
        let name = scene.id.name
        scene.forEachLayout { _, layout in
            for constraint in layout.constraints {
                if let id = constraint.id, constraints[id] == nil { constraints[id] = constraint }
                for (item, attribute) in [(constraint.firstItem, "first"), (constraint.secondItem, "second")] {
                    guard let item, !items.contains(item) else { continue }
                    let written = constraint.source.contains(attribute) ? attribute : attribute + "Item"
                    dangling.append(.error(
                        "constraint item '\(item)' is not a view, cell, content view or layout guide of scene '\(name)'\(Spelling.hint(for: item, among: items))",
                        at: constraint.source.location(of: written), rule: SceneFormatReader.Rule.danglingLayoutItem))
                }
            }
        }
        checker.diagnostics += dangling
        var named: [String] = scene.outlets.map(\.destination) + scene.outletCollections.flatMap(\.destinations)
        scene.forEachCell { cell in named += cell.outlets.map(\.destination) + cell.outletCollections.flatMap(\.destinations) }
        var added = Set<String>()
        for id in named where !added.contains(id) {
            guard let constraint = constraints[id] else { continue }
            added.insert(id)
            scene.otherObjects.append(SceneObject(id: id, element: "constraint", source: constraint.source))
        }
    }

    /// Reports constraint, layout guide and content view ids that another declaration of the
    /// document already uses (ids are unique per document). Declarations are kept by their source
    /// ranges, and the `id` attributes' locations worked out only for ids met twice.
    mutating func checkLayoutIDs(in document: SceneDocument) {
        guard !layoutIDs.isEmpty else { return }
        var first: [String: (source: SourceRange, what: String)] = [:]
        func declare(_ id: String?, _ source: SourceRange, _ what: String) {
            if let id, first[id] == nil { first[id] = (source, what) }
        }
        for scene in document.scenes {
            declare(scene.id.name, scene.source, "a scene")
            scene.forEachView { view in
                declare(view.id, view.source, "a \(view.kind)")
                for cell in view.cells { declare(cell.id, cell.source, "a cell") }
            }
            scene.forEachBarButtonItem { declare($0.id, $0.source, "a bar button item") }
            for gesture in scene.gestureRecognizers { declare(gesture.id, gesture.source, "a gesture recognizer") }
        }
        for (id, source, what) in layoutIDs {
            if let (earlierSource, kind) = first[id] {
                let location = source.location(of: "id"), earlier = earlierSource.location(of: "id")
                if earlier != location {  // not the same declaration met twice (a cell's content view)
                    checker.diagnostics.append(.error(
                        "duplicate id '\(id)'", at: location, rule: SceneFormatReader.Rule.duplicateID,
                        notes: [.note("'\(id)' is first declared here as \(kind)", at: earlier, rule: SceneFormatReader.Rule.duplicateID)]))
                    continue
                }
            }
            first[id] = (source, "a \(what)")
        }
    }
}
