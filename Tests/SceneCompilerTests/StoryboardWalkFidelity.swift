import SceneGraph

/// The walk's checks that what a storyboard connects reached the running app: after a scene's
/// view loads, its controller's outlets are set; outlets of its views that point to the
/// controller are assigned; every static row exists and tapping it performs its segue; every
/// toolbar item exists and triggers its segue or action; every gesture recognizer is attached
/// and firing it performs its segue or action; controls with actions have them, and First
/// Responder actions reach the controller.
struct FidelitySteps {
    let scene: Scene
    let make: String
    let literal: (String) -> String

    /// The controller's outlets generated code assigns: to views of the tree (static cells
    /// included) and to the controller's bar button items.
    private var builtIDs: Set<String> {
        var ids: Set<String> = []
        scene.rootView?.forEachInTree { view in if let id = view.id { ids.insert(id) } }
        scene.forEachCell { cell in if cell.isStatic { for view in cell.allViews { if let id = view.id { ids.insert(id) } } } }
        for item in scene.controllerBarButtonItems { if let id = item.id { ids.insert(id) } }
        return ids
    }

    private func triggers(_ id: String?) -> Bool {
        guard let id else { return false }
        return scene.segues.contains { $0.trigger == id && $0.kind != .unwind && $0.kind != .embed && $0.kind != .relationship }
    }

    private func attempt(_ what: String, _ body: String) -> String {
        """
        attempt(\(literal("\(what) in \(scene.id.name)"))) {
            let controller = \(make)
            let window = host(controller)
            defer { window.tearDown() }
            controller.loadViewIfNeeded()
            let recorder = EventRecorder(categories: .segues)
            \(body)
            withExtendedLifetime(recorder) {}
        }
        """
    }

    var steps: [String] {
        guard scene.rootView != nil else { return [] }
        var steps: [String] = []
        let built = builtIDs
        let outlets = scene.outlets.filter { $0.owner == nil && built.contains($0.destination) }.map(\.property)
        if scene.className != nil, !outlets.isEmpty {
            steps.append(attempt("outlets", "try expectOutlets(controller, [\(outlets.map(literal).joined(separator: ", "))])"))
        }
        var toController = 0
        let delegating: Set<ViewKind> = [.tableView, .collectionView, .scrollView, .textField, .textView, .pickerView, .searchBar]
        scene.rootView?.forEachInTree { view in
            guard delegating.contains(view.kind) else { return }
            toController += scene.outlets.filter { $0.owner == view.id && $0.destination == scene.id.name && ["dataSource", "delegate"].contains($0.property) }.count
        }
        if toController > 0 {
            steps.append(attempt("view outlets to the controller", "try expect(delegateCount(controller.view, controller) >= \(toController), \"fewer than \(toController) delegates and data sources are the controller\")"))
        }
        // Static rows: each exists; those that trigger a segue perform it when tapped.
        if let table = scene.rootView.flatMap({ $0.kind == .tableView ? $0 : $0.subviews.first { $0.kind == .tableView } }), scene.kind == .tableController {
            for (sectionIndex, entry) in table.cellsBySection.enumerated() {
                for (rowIndex, cell) in entry.cells.enumerated() {
                    let path = "IndexPath(row: \(rowIndex), section: \(sectionIndex))"
                    let check = triggers(cell.id) ? "try expect(!recorder.events.isEmpty, \"tapping the row performed no segue\")" : ""
                    steps.append(attempt("static row \(sectionIndex).\(rowIndex)", """
                        let base: SceneRuntime.ViewController = controller
                        guard let table = (base as? TableViewController)?.tableView else { throw WalkError("no table view") }
                        table.frame = CGRect(x: 0, y: 0, width: 390, height: 4000)
                        table.reloadData()
                        try expect(table.numberOfSections == \(table.staticSections.count) && table.numberOfRows(inSection: \(sectionIndex)) == \(entry.cells.count), "the static sections are not served")
                        _ = table.simulateTap(at: \(path))
                        \(check)
                        """))
                }
            }
        }
        // Controls of prototype cells that trigger segues: tapping one in a dequeued row performs it.
        for cell in scene.prototypeCells where !cell.isCollectionCell {
            guard let reuseIdentifier = cell.reuseIdentifier,
                  cell.allViews.contains(where: { $0.kind == .button && triggers($0.id) }) else { continue }
            steps.append(attempt("button in a \(reuseIdentifier) row", """
                guard let table = controller.view.findTable(containing: \(literal(reuseIdentifier))) else { throw WalkError("no table with the prototype") }
                let rows = PrototypeRows(identifier: \(literal(reuseIdentifier)))
                table.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
                table.dataSource = rows
                table.reloadData()
                guard let row = table.cellForRow(at: IndexPath(row: 0, section: 0)), let button = firstButton(row) else { throw WalkError("no button in the row") }
                try expect(button.simulateTap(), "the button could not be tapped")
                try expect(!recorder.events.isEmpty, "the button performed no segue")
                withExtendedLifetime(rows) {}
                """))
        }
        // Toolbar items: they exist, and tapping one performs its segue or action.
        if !scene.toolbarItems.isEmpty {
            var body = "guard let items = controller.toolbarItems, items.count == \(scene.toolbarItems.count) else { throw WalkError(\"the toolbar items are missing\") }"
            for (index, item) in scene.toolbarItems.enumerated() where item.customView == nil && (triggers(item.id) || item.actions.contains(where: \.isSentToController)) {
                body += "\nrecorder.removeAll()\ntry expect(items[\(index)].simulateTap(), \"toolbar item \(index) did nothing\")"
                if triggers(item.id) { body += "\ntry expect(!recorder.events.isEmpty, \"toolbar item \(index) performed no segue\")" }
            }
            steps.append(attempt("toolbar items", body))
        }
        // Toolbar views: their items exist, and tapping one performs its segue or action.
        var toolbars: [ViewNode] = []
        scene.rootView?.forEachInTree { view in if view.kind == .toolbar { toolbars.append(view) } }
        for (toolbarIndex, toolbar) in toolbars.enumerated() {
            var body = """
                let toolbars = allToolbars(controller.view)
                try expect(toolbars.count == \(toolbars.count), "\\(toolbars.count) toolbars, not \(toolbars.count)")
                let items = toolbars[\(toolbarIndex)].items ?? []
                try expect(items.count == \(toolbar.barItems.count), "toolbar \(toolbarIndex) has \\(items.count) items, not \(toolbar.barItems.count)")
                """
            for (index, item) in toolbar.barItems.enumerated() where item.customView == nil && (triggers(item.id) || item.actions.contains(where: \.isSentToController)) {
                body += "\nrecorder.removeAll()\ntry expect(items[\(index)].simulateTap(), \"item \(index) of toolbar \(toolbarIndex) did nothing\")"
                if triggers(item.id) { body += "\ntry expect(!recorder.events.isEmpty, \"item \(index) of toolbar \(toolbarIndex) performed no segue\")" }
            }
            steps.append(attempt("toolbar view \(toolbarIndex)", body))
        }
        // Gesture recognizers: attached in tree order; firing one performs its segue or action.
        var gestures: [GestureRecognizerNode] = []
        scene.rootView?.forEachInTree { view in
            gestures += view.gestureRecognizers.compactMap { id in scene.gestureRecognizers.first { $0.id == id } }
        }
        for (index, gesture) in gestures.enumerated() {
            var body = """
                let gestures = allGestures(controller.view)
                try expect(gestures.count == \(gestures.count), "\\(gestures.count) gesture recognizers attached, not \(gestures.count)")
                try expect(gestures[\(index)].simulateRecognition(), "gesture recognizer \(index) did not recognize")
                """
            if triggers(gesture.id) { body += "\ntry expect(!recorder.events.isEmpty, \"gesture recognizer \(index) performed no segue\")" }
            steps.append(attempt("gesture \(gesture.kind.rawValue) \(index)", body))
        }
        // Controls with actions have them; First Responder actions reach the controller.
        var wired = 0
        var selectors: [String] = []
        scene.rootView?.forEachInTree { view in
            guard view.kind.isControl || view.className != nil else { return }
            if view.actions.contains(where: { $0.isSentToController || $0.isSentToFirstResponder }) || triggers(view.id) { wired += 1 }
            selectors += view.actions.filter(\.isSentToFirstResponder).map { $0.selector ?? $0.method + ":" }
        }
        if wired > 0 {
            steps.append(attempt("control actions", "try expect(wiredControls(controller.view) >= \(wired), \"fewer than \(wired) controls have actions\")"))
        }
        for selector in selectors where scene.className != nil {
            steps.append(attempt("First Responder action \(selector)", """
                try expect(Application.shared.sendAction(ActionSelector(\(literal(selector))), to: nil, from: controller.view), "no responder performed \(selector)")
                """))
        }
        return steps
    }

    /// Helpers the checks use, in the walk program.
    static let support = """
        func expect(_ condition: Bool, _ message: String) throws {
            if !condition { throw WalkError(message) }
        }

        /// Each named stored property of the controller (its class or a superclass) is set.
        @MainActor func expectOutlets(_ controller: AnyObject, _ names: [String]) throws {
            for name in names {
                var mirror: Mirror? = Mirror(reflecting: controller)
                var found = false
                while let current = mirror, !found {
                    if let child = current.children.first(where: { $0.label == name }) {
                        found = true
                        let value = Mirror(reflecting: child.value)
                        if value.displayStyle == .optional, value.children.isEmpty { throw WalkError("outlet \\(name) is nil") }
                    }
                    mirror = current.superclassMirror
                }
            }
        }

        /// Views of the tree whose delegate or data source is `controller`.
        @MainActor func delegateCount(_ view: View, _ controller: AnyObject) -> Int {
            var count = 0
            func same(_ object: AnyObject?) -> Bool { object.map { $0 === controller } ?? false }
            if let scroll = view as? ScrollView, same(scroll.delegate) { count += 1 }
            if let table = view as? TableView, same(table.dataSource) { count += 1 }
            if let collection = view as? CollectionView, same(collection.dataSource) { count += 1 }
            if let field = view as? TextField, same(field.delegate) { count += 1 }
            if let picker = view as? PickerView { if same(picker.dataSource) { count += 1 }; if same(picker.delegate) { count += 1 } }
            if let bar = view as? SearchBar, same(bar.delegate) { count += 1 }
            return view.subviews.reduce(count) { $0 + delegateCount($1, controller) }
        }

        /// The toolbar views of the tree, depth first.
        @MainActor func allToolbars(_ view: View) -> [Toolbar] {
            ((view as? Toolbar).map { [$0] } ?? []) + view.subviews.flatMap(allToolbars)
        }

        /// The gesture recognizers of the tree, depth first.
        @MainActor func allGestures(_ view: View) -> [GestureRecognizer] {
            (view.gestureRecognizers ?? []) + view.subviews.flatMap(allGestures)
        }

        /// The first button of a view's tree.
        @MainActor func firstButton(_ view: View) -> Button? {
            if let button = view as? Button { return button }
            for subview in view.subviews { if let button = firstButton(subview) { return button } }
            return nil
        }

        /// Controls of the tree with at least one action.
        @MainActor func wiredControls(_ view: View) -> Int {
            let own = (view as? Control).map { $0.allControlEvents.isEmpty ? 0 : 1 } ?? 0
            return view.subviews.reduce(own) { $0 + wiredControls($1) }
        }
        """
}
