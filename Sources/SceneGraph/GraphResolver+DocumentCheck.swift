import ParallelWork

/// The checks within one document (``GraphResolver/check(_:)``): names the Swift name gate
/// refuses, duplicate ids, and ids that name nothing in the document.
extension GraphResolver {
    /// What an id declares: the document-wide table ``checkScene`` reads to explain a misplaced id.
    enum Declared: Hashable, Sendable {
        case scene, view(scene: String, kind: ViewKind), cell(scene: String), cellView(scene: String, cell: String)
        case barItem(scene: String), object(scene: String, element: String), gesture(scene: String)

        var noun: String {
            switch self {
            case .scene: "a scene"
            case .view(let scene, let kind): "a \(kind) in scene '\(scene)'"
            case .cell(let scene): "a prototype cell in scene '\(scene)'"
            case .cellView(_, let cell): "a view in prototype cell '\(cell)'"
            case .barItem(let scene): "a bar button item in scene '\(scene)'"
            case .object(let scene, let element): "a \(element) in scene '\(scene)'"
            case .gesture(let scene): "a gesture recognizer in scene '\(scene)'"
            }
        }
    }

    /// The problems within one document: names that cannot be written into Swift
    /// (``SwiftNameGate``), duplicate ids, and ids of the document that name nothing in it.
    /// Documents are independent here, so they can be checked as they are read.
    public static func check(_ document: SceneDocument) -> [Diagnostic] {
        check(document, minimumRun: 8)
    }

    /// ``check(_:)``, with the scene-by-scene checks (the name gate and `checkScene`) run in runs
    /// of at least `minimumRun` scenes on every core (`Int.max`: in order on this thread); the
    /// diagnostics are the same, in the same order: the name gate's scene by scene, duplicate ids, the initial scene's
    /// problem, then each scene's.
    ///
    /// Why: a document is checked as it is read, on the thread that read it; a project with one
    /// large file (10,000 scenes) checked it all on one core. `ParallelDocumentCheckTests`
    /// compares both ways.
    static func check(_ document: SceneDocument, minimumRun: Int) -> [Diagnostic] {
        // What each id declares and where is tabled only when a problem needs it: a scene's check
        // asking (``DeclarationLookup``), or an id declared twice (``repeatsAnID(in:)``).
        let table = declarationTableMadeOnce(of: document)
        let declared = DeclarationLookup(table)

        let sceneNames = document.scenes.map(\.id.name)
        let sceneSet = Set(sceneNames)
        let scenes = document.scenes
        // At least 8 scenes a run by default: a run costs a hand-over between threads.
        let runs = ChunkRanges.split(scenes.count, minimumSize: minimumRun, maximumCount: 64)
        // Job 0 looks for an id declared twice, beside the runs rather than before them. Why: it
        // walks every id of the document and hashes each; before the runs it was the longest
        // stretch of `check` of one large file that one core ran alone (~4 ms of 1,000 scenes,
        // sampled; the tree's first reads after another core built it). Taken first, it runs on
        // one core while the others check scenes. `ParallelDocumentCheckTests` and
        // `DocumentCheckProblemsTests` compare the diagnostics with checking in order.
        let job: @Sendable (Int) -> (gate: [Diagnostic], scenes: [Diagnostic], repeatsAnID: Bool) = { job in
            guard job > 0 else { return ([], [], repeatsAnID(in: document)) }
            var gate: [Diagnostic] = [], sceneDiagnostics: [Diagnostic] = []
            for index in runs[job - 1] {
                SwiftNameGate.check(scenes[index], into: &gate)
                sceneDiagnostics += checkScene(scenes[index], declared: declared, sceneNames: sceneNames, sceneSet: sceneSet)
            }
            return (gate, sceneDiagnostics, false)
        }
        // One run (a small document): both jobs on this thread, as one run was; a second thread
        // would be woken for little.
        let checked = runs.count > 1 ? ConcurrentMap.map(runs.count + 1, job) : (0...runs.count).map(job)

        var diagnostics = checked.flatMap(\.gate) + (checked[0].repeatsAnID ? table.value.duplicates : [])
        if let problem = initialSceneProblem(document, sceneNames: sceneNames, sceneSet: sceneSet) {
            diagnostics.append(problem)
        }
        diagnostics += checked.flatMap(\.scenes)
        return diagnostics
    }

    /// Whether `document` declares an id twice: the ids alone, in a set made at its size.
    static func repeatsAnID(in document: SceneDocument) -> Bool {
        var ids = Set<String>(minimumCapacity: declarationCount(in: document))
        var repeats = false
        for scene in document.scenes {
            forEachDeclaration(in: scene) { id, _, _ in
                if !ids.insert(id).inserted { repeats = true }
            }
        }
        return repeats
    }

    /// What each id of a document declares, and the errors for the ids declared again.
    typealias DeclarationTable = (kinds: [String: Declared], duplicates: [Diagnostic])

    /// `document`'s ``declarationTable(of:)``, made by the first thread that asks for it.
    static func declarationTableMadeOnce(of document: SceneDocument) -> MadeOnce<DeclarationTable> {
        MadeOnce { declarationTable(of: document) }
    }

    /// What each id of `document` declares (where it is first declared), and the errors for the
    /// ids declared again, in document order.
    ///
    /// Why apart: tabling each id with what it declares and where, for every document — a kind
    /// and a source range copied and hashed into a table per id on one core, then the table copied
    /// without the sources — was a third of the resolver's work, for the few documents whose
    /// checks report a problem (issue 26). `DeclarationTableTests` compares the duplicates with
    /// comparing every pair; `DocumentCheckProblemsTests` compares the diagnostics with the table
    /// made for every document.
    static func declarationTable(of document: SceneDocument) -> DeclarationTable {
        // Where each id was first declared: its element, whose `id` attribute is located only when
        // a duplicate needs it.
        var declared: [String: (what: Declared, source: SourceRange)] = [:]
        declared.reserveCapacity(declarationCount(in: document))
        var duplicates: [Diagnostic] = []
        for scene in document.scenes {
            forEachDeclaration(in: scene) { id, what, source in
                if let first = declared[id] {
                    duplicates.append(duplicateID(id, at: source, first: first.what, at: first.source))
                } else {
                    declared[id] = (what, source)
                }
            }
        }
        return (declared.mapValues(\.what), duplicates)
    }

    /// The error for an id declared a second time.
    static func duplicateID(_ id: String, at source: SourceRange, first: Declared, at firstSource: SourceRange) -> Diagnostic {
        duplicateID(id, at: source.location(of: "id"), first: first, at: firstSource.location(of: "id"))
    }

    /// The error for an id declared again at `location`, first declared (as `first`) at `firstLocation`.
    static func duplicateID(_ id: String, at location: SourceLocation, first: Declared, at firstLocation: SourceLocation) -> Diagnostic {
        .error(
            "duplicate id '\(id)'", at: location, rule: Rule.duplicateID,
            notes: [.note("'\(id)' is first declared here as \(first.noun)", at: firstLocation, rule: Rule.duplicateID)])
    }

    /// The error for an initial scene the document does not declare, or nil.
    static func initialSceneProblem(_ document: SceneDocument, sceneNames: [String], sceneSet: Set<String>) -> Diagnostic? {
        guard let initial = document.initialScene, !sceneSet.contains(initial) else { return nil }
        return .error(
            "initial scene '\(initial)' is not declared in this file\(Spelling.hint(for: initial, among: sceneNames))",
            at: document.source.location(of: initialAttribute(document)), rule: Rule.danglingInitial)
    }

    /// How many ids the document's scenes declare (``forEachDeclaration(in:_:)``'s calls).
    ///
    /// Why: the table of ids is made at its size; grown an insertion at a time it hashed every id
    /// again at each doubling — 4 M instructions of `check` of 200 storyboards (issue 26). A list
    /// of the declarations made first for its count held ~100 bytes an id, grown by doubling:
    /// 1.9 MB made and copied for 1,000 scenes, ~140 of `check`'s page faults (issue 26, round
    /// 24). `DeclarationTableTests` checks the count and the duplicates found.
    static func declarationCount(in document: SceneDocument) -> Int {
        var count = 0
        for scene in document.scenes {
            forEachDeclaration(in: scene) { _, _, _ in count += 1 }
        }
        return count
    }

    /// Calls `body` with every id `scene` declares (its own first), in document order.
    static func forEachDeclaration(
        in scene: Scene, _ body: (String, Declared, SourceRange) -> Void
    ) {
        func declare(_ id: String?, _ what: @autoclosure () -> Declared, in source: SourceRange) {
            guard let id else { return }
            body(id, what(), source)
        }
        let name = scene.id.name
        declare(name, .scene, in: scene.source)
        // Each view, then its cells and their views, then its subviews: depth first, in document order.
        func visit(_ view: ViewNode) {
            declare(view.id, .view(scene: name, kind: view.kind), in: view.source)
            for cell in view.cells {
                declare(cell.id, .cell(scene: name), in: cell.source)
                for cellView in cell.allViews {
                    declare(cellView.id, .cellView(scene: name, cell: cell.id ?? cell.reuseIdentifier ?? "?"), in: cellView.source)
                }
            }
            for index in view.subviews.indices { visit(view.subviews[index]) }
        }
        if let rootView = scene.rootView { visit(rootView) }
        for item in scene.allBarButtonItems {
            declare(item.id, .barItem(scene: name), in: item.source)
        }
        for object in scene.otherObjects {
            declare(object.id, .object(scene: name, element: object.element), in: object.source)
        }
        for gesture in scene.gestureRecognizers {
            declare(gesture.id, .gesture(scene: name), in: gesture.source)
        }
    }

    private static func initialAttribute(_ document: SceneDocument) -> String {
        document.dialect == .storyboard ? "initialViewController" : "initial"
    }

    static func checkScene(
        _ scene: Scene, declared: DeclarationLookup, sceneNames: [String], sceneSet: Set<String>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let name = scene.id.name
        // One walk over the view tree, without copying it: the ids segues and outlets may name.
        // Views inside cells count only for static cells (prototype cells repeat); the prototype
        // cells are kept, in ``Scene/allCells``' order, for their own outlets.
        var viewIDs = IDSet()
        var barItemIDs = IDSet()
        // Whether a view the gesture check walks may name a recognizer: one of the views visited
        // here does, or a bar button item has a custom view (which the gesture check walks too).
        var mayAttachGestures = false
        scene.forEachControllerBarButtonItem { item in
            if let id = item.id { barItemIDs.insert(id) }
            if item.customView != nil { mayAttachGestures = true }
        }
        var cellIDs = IDSet()
        var prototypeCells: [CellPrototype] = []
        var prototypeViewIDs = IDSet()
        func visit(_ view: ViewNode, insideCell: Bool) {
            if !view.gestureRecognizers.isEmpty || view.barItems.contains(where: { $0.customView != nil }) { mayAttachGestures = true }
            if !insideCell {
                if let id = view.id { viewIDs.insert(id) }
                for item in view.barItems { if let id = item.id { barItemIDs.insert(id) } }
            }
            for cell in view.cells {
                if let id = cell.id { cellIDs.insert(id) }
                if cell.isStatic {
                    for cellView in cell.allViews { if let id = cellView.id { viewIDs.insert(id) } }
                    if let id = cell.id { viewIDs.insert(id) }
                } else {
                    prototypeCells.append(cell)
                    // A view of a prototype cell can trigger a segue (a button in each row).
                    for cellView in cell.allViews { if let id = cellView.id { prototypeViewIDs.insert(id) } }
                }
            }
            for index in view.subviews.indices { visit(view.subviews[index], insideCell: insideCell) }
            for cell in view.cells.indices {
                for index in view.cells[cell].subviews.indices { visit(view.cells[cell].subviews[index], insideCell: true) }
            }
        }
        if let rootView = scene.rootView { visit(rootView, insideCell: false) }
        // Custom views of bar button items are views of the scene too.
        scene.forEachBarButtonItem { item in
            item.customView?.forEachInTree { view in if let id = view.id { viewIDs.insert(id) } }
        }
        let gestureIDList = scene.gestureRecognizers.compactMap(\.id)
        let gestureIDs = Set(gestureIDList)
        let objectIDs = IDSet(scene.otherObjects.compactMap(\.id) + gestureIDList)

        func misplaced(_ id: String) -> String {
            guard let what = declared[id] else { return "" }
            return " (it is \(what.noun))"
        }

        for segue in scene.segues {
            let isEmbed = segue.kind == .embed
            if let destination = segue.destination, !sceneSet.contains(destination) {
                let attribute = isEmbed && segue.source.contains("embed") ? "embed" : "destination"
                let what = isEmbed ? "embedded scene" : "destination"
                let hint = declared[destination] != nil ? misplaced(destination) : Spelling.hint(for: destination, among: sceneNames)
                diagnostics.append(.error(
                    "\(what) '\(destination)' is not a scene in this file\(hint)",
                    at: segue.source.location(of: attribute), rule: isEmbed ? Rule.danglingEmbed : Rule.danglingDestination))
            }
            if let trigger = segue.trigger, !viewIDs.contains(trigger), !barItemIDs.contains(trigger), !cellIDs.contains(trigger),
               !objectIDs.contains(trigger), !prototypeViewIDs.contains(trigger) {
                let hint = declared[trigger] != nil
                    ? misplaced(trigger)
                    : Spelling.hint(for: trigger, among: viewIDs.asSet.union(barItemIDs.asSet).union(cellIDs.asSet))
                diagnostics.append(.error(
                    "trigger '\(trigger)' is not a view, bar button item or cell of scene '\(name)'\(hint)",
                    at: segue.source.location(of: "trigger"), rule: Rule.danglingTrigger))
            }
            if let anchor = segue.anchor, !viewIDs.contains(anchor), !barItemIDs.contains(anchor) {
                let hint = declared[anchor] != nil ? misplaced(anchor) : Spelling.hint(for: anchor, among: viewIDs.asSet.union(barItemIDs.asSet))
                diagnostics.append(.error(
                    "popover anchor '\(anchor)' is not a view or bar button item of scene '\(name)'\(hint)",
                    at: segue.source.location(of: "anchor"), rule: Rule.danglingAnchor))
            }
        }

        // Outlets may also point to the controller itself (a table's `dataSource`) and to the
        // scene's other objects and gesture recognizers.
        let outletTargets = IDGroups(sets: [viewIDs, barItemIDs, objectIDs], ids: [name])
        diagnostics += checkOutlets(scene.outlets, scene.outletCollections, targets: outletTargets,
                                    owner: "scene '\(name)'", declared: declared)
        for cell in prototypeCells {
            // A view of a prototype cell may point to the cell, its views, and — as in Xcode —
            // the scene's controller and objects (a text field's `delegate`).
            let cellTargets = IDGroups(sets: [IDSet(cell.allViews.compactMap(\.id)), objectIDs], ids: [name] + (cell.id.map { [$0] } ?? []))
            diagnostics += checkOutlets(cell.outlets, cell.outletCollections, targets: cellTargets,
                                        owner: "prototype cell '\(cell.id ?? cell.reuseIdentifier ?? "?")'", declared: declared)
        }
        // The owner of an outlet (a table for its `dataSource`) is an object of the scene, or of
        // the cell. The owners' groups and the place's name are made only for an outlet with an
        // owner: most have none, and making them for every scene and cell was ~2,500 instructions
        // a scene (issue 26).
        func checkOwners(_ outlets: [Outlet], _ collections: [OutletCollection], among makeKnown: () -> IDGroups, of place: () -> String) {
            var known: IDGroups?
            func check(_ owner: String?, _ source: SourceRange, _ property: String) {
                guard let owner else { return }
                let groups = known ?? makeKnown()
                known = groups
                guard !groups.contains(owner) else { return }
                let hint = declared[owner].map { " (it is \($0.noun))" } ?? Spelling.hint(for: owner, among: groups.union)
                diagnostics.append(.error(
                    "outlet '\(property)' is owned by '\(owner)', which is not a view, bar button item or gesture recognizer of \(place())\(hint)",
                    at: source.location(of: "owner"), rule: Rule.danglingOutlet))
            }
            for outlet in outlets { check(outlet.owner, outlet.source, outlet.property) }
            for collection in collections { check(collection.owner, collection.source, collection.property) }
        }
        checkOwners(scene.outlets, scene.outletCollections,
                    among: { IDGroups(sets: [viewIDs, barItemIDs, objectIDs, cellIDs], ids: []) }, of: { "scene '\(name)'" })
        for cell in prototypeCells {
            checkOwners(cell.outlets, cell.outletCollections,
                        among: { IDGroups(sets: [IDSet(cell.allViews.compactMap(\.id)), objectIDs], ids: cell.id.map { [$0] } ?? []) },
                        of: { "prototype cell '\(cell.id ?? cell.reuseIdentifier ?? "?")'" })
        }
        // No view names a recognizer and no bar button item has a custom view: nothing to check
        // (the walk of every view was ~2,700 instructions a scene, issue 26).
        if mayAttachGestures { diagnostics += checkGestures(scene, gestureIDs: gestureIDs, declared: declared) }
        return diagnostics
    }

    /// The errors for outlets of `owner` whose destinations are not among `targets`. The owner's
    /// name and an outlet's location are made only for an error: most outlets have none.
    private static func checkOutlets(
        _ outlets: [Outlet], _ collections: [OutletCollection], targets: IDGroups, owner: @autoclosure () -> String,
        declared: DeclarationLookup
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ destination: String, property: String, at location: @autoclosure () -> SourceLocation) {
            guard !targets.contains(destination) else { return }
            let detail: String
            switch declared[destination] {
            case .cellView(_, let cell)?:
                detail = " (it is inside prototype cell '\(cell)', which repeats: connect it from the cell instead)"
            case let what?:
                detail = " (it is \(what.noun))"
            case nil:
                detail = Spelling.hint(for: destination, among: targets.union)
            }
            diagnostics.append(.error(
                "outlet '\(property)' points to '\(destination)', which is not a view of \(owner())\(detail)",
                at: location(), rule: Rule.danglingOutlet))
        }
        for outlet in outlets {
            check(outlet.destination, property: outlet.property, at: outlet.source.location(of: "destination"))
        }
        for collection in collections {
            for destination in collection.destinations {
                check(destination, property: collection.property, at: collection.source.location(of: "destinations"))
            }
        }
        return diagnostics
    }
}

/// Several sets of ids (and single ids) asked as one set.
///
/// Why: a scene's outlet targets and owners were unions of its views', bar items', objects' and
/// cells' ids, made for every scene whether or not anything was missing — copying and rehashing
/// the view ids twice a scene (1.0 % of `check` of the corpus and of `compile` of 200
/// storyboards, 1.8 % of `lint` of them, callgrind, issue 26). ``contains(_:)`` asks each part; the union is made only for a "did you
/// mean" hint, when an id is missing. `IDGroupsTests` compares both with `Set.union`.
struct IDGroups {
    /// The sets.
    let sets: [IDSet]
    /// Single ids besides the sets (a scene's own name, a cell's id).
    let ids: [String]

    /// Whether `id` is in one of the sets or among the single ids.
    func contains(_ id: String) -> Bool {
        ids.contains(id) || sets.contains { $0.contains(id) }
    }

    /// Every id of the sets and the single ids, as one set.
    var union: Set<String> {
        var all = Set(ids)
        for set in sets { all.formUnion(set.asSet) }
        return all
    }
}
