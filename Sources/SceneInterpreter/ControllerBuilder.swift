import Foundation
import SceneGraph
import SceneRuntime

/// Builds one scene's controller: what a generated scene factory does, at run time.
@MainActor
struct ControllerBuilder {
    let interpreter: SceneInterpreter
    let scene: Scene

    /// The class the scene names, else the runtime class of its kind (for messages).
    var className: String { scene.className ?? scene.kind.runtimeClassName }

    func build() -> ViewController {
        let controller = makeController()
        let record = interpreter.register(controller, scene: scene.id)
        applySettings(to: controller)
        interpreter.registerVariations(of: scene, on: controller)
        let anchors = AnchorIndex()
        let triggers = SegueTriggers(entries: scene.segues.compactMap { segue in
            template(for: segue, controller: controller, anchors: anchors).map { (segue, $0) }
        })
        var built = wireBarItems(of: controller, triggers: triggers, anchors: anchors, record: record)
        for entry in triggers.entries { controller.registerSegue(entry.template) }
        if let root = rootView() {
            let interpreter = interpreter, scene = scene
            controller.loadViewHandler = { [weak interpreter] loading in
                guard let interpreter else { return View() }
                var tree = ViewTreeBuilder(interpreter: interpreter, scene: scene, controller: loading, record: record,
                                           triggers: triggers, anchors: anchors)
                let view = tree.build(root: root)
                built.formUnion(tree.builtTriggers)
                Self.addUntriggeredSegues(triggers, built: built, controller: loading, record: record)
                return view
            }
        } else {
            Self.addUntriggeredSegues(triggers, built: built, controller: controller, record: record)
        }
        for unwind in scene.unwindActions {
            let method = unwind.method, className = className
            controller.registerUnwindAction(UnwindActionName(method)) { [weak interpreter] segue in
                interpreter?.message("unwind action \(method) reached \(className) (from \(segue.source.debugLabel))")
            }
        }
        addRelationships(to: controller)
        return controller
    }

    // MARK: Controller

    private func makeController() -> ViewController {
        switch scene.kind {
        case .controller, .customContainer, .reference:
            return ViewController()
        case .tableController:
            return TableViewController(style: RuntimeValues.tableStyle(rootView()?.properties["style"]))
        case .collectionController:
            return CollectionViewController()
        case .navigation:
            return NavigationController()
        case .tabBar:
            return TabBarController()
        case .split:
            return SplitViewController()
        case .page:
            return PageViewController(transitionStyle: scene.settings["pageTransition"] == "pageCurl" ? .pageCurl : .scroll,
                                      navigationOrientation: scene.settings["navigationOrientation"] == "vertical" ? .vertical : .horizontal)
        }
    }

    /// The root of the view tree; for table and collection controllers, their table or collection view.
    private func rootView() -> ViewNode? {
        guard let root = scene.rootView else { return nil }
        guard scene.kind == .tableController || scene.kind == .collectionController else { return root }
        let wanted: ViewKind = scene.kind == .tableController ? .tableView : .collectionView
        if root.kind == wanted { return root }
        if root.subviews.count == 1, root.subviews[0].kind == wanted { return root.subviews[0] }
        interpreter.note("the view of '\(scene.id.name)' is not its \(wanted.elementName): the controller makes an empty one")
        return nil
    }

    private func applySettings(to controller: ViewController) {
        if let title = scene.title { controller.title = title }
        if let split = controller as? SplitViewController, let mode = scene.settings["preferredDisplayMode"] {
            // The same names a variation of it takes.
            if let displayMode = VariationValues.displayMode(mode) {
                split.preferredDisplayMode = displayMode
            } else {
                interpreter.note("preferredDisplayMode '\(mode)' of '\(scene.id.name)' is not a display mode of the runtime's split view; it is not applied")
            }
        }
        if let restorationID = scene.restorationID { controller.restorationIdentifier = restorationID }
        if scene.title == nil, scene.restorationID == nil { controller.debugName = scene.className ?? scene.id.name }
        if let style = scene.presentationStyle { controller.modalPresentationStyle = RuntimeValues.presentationStyle(style) }
        if let style = scene.transitionStyle { controller.modalTransitionStyle = RuntimeValues.transitionStyle(style) }
        if let size = scene.preferredContentSize { controller.preferredContentSize = CGSize(width: size.width, height: size.height) }
        for (flag, value) in scene.flags.sorted(by: { $0.key < $1.key }) {
            switch flag {
            case "definesPresentationContext": controller.definesPresentationContext = value
            case "providesPresentationContextTransitionStyle": controller.providesPresentationContextTransitionStyle = value
            case "hidesBottomBarWhenPushed": controller.hidesBottomBarWhenPushed = value
            case "modalInPresentation", "isModalInPresentation": controller.isModalInPresentation = value
            case "toolbarHidden" where controller is NavigationController: (controller as? NavigationController)?.isToolbarHidden = value
            case "navigationBarHidden" where controller is NavigationController:
                (controller as? NavigationController)?.isNavigationBarHidden = value
            default: interpreter.note("setting '\(flag)' of '\(scene.id.name)' is not interpreted")
            }
        }
        RuntimeAttributeValues.apply(scene.runtimeAttributes, to: controller, owner: "'\(scene.id.name)'", interpreter: interpreter)
        if let item = scene.navigationItem {
            if let title = item.properties["title"] { controller.navigationItem.title = title }
            if let prompt = item.properties["prompt"] { controller.navigationItem.prompt = prompt }
            switch item.properties["largeTitleDisplayMode"] {
            case "always": controller.navigationItem.largeTitleDisplayMode = .always
            case "never": controller.navigationItem.largeTitleDisplayMode = .never
            default: break
            }
        }
        if let item = scene.tabBarItem {
            let tabItem: TabBarItem
            if let system = item.properties["systemItem"].flatMap(RuntimeValues.tabSystemItem) {
                tabItem = TabBarItem(tabBarSystemItem: system, tag: Int(item.properties["tag"] ?? "") ?? 0)
            } else {
                tabItem = TabBarItem(title: item.properties["title"], image: item.properties["image"].flatMap { Image(named: $0) },
                                     selectedImage: item.properties["selectedImage"].flatMap { Image(named: $0) })
            }
            tabItem.badgeValue = item.properties["badgeValue"]
            tabItem.accessibilityLabel = item.accessibilityLabel
            tabItem.accessibilityIdentifier = item.accessibilityIdentifier
            controller.tabBarItem = tabItem
        }
    }

    // MARK: Segues

    private func template(for segue: Segue, controller: ViewController, anchors: AnchorIndex) -> SegueTemplate? {
        let kind: SegueTemplate.Kind
        switch segue.kind {
        case .show, .push: kind = .show
        case .showDetail, .replace: kind = .showDetail
        case .present, .modal: kind = .present
        case .popover, .legacyPopover: kind = .popover
        case .custom:
            let segueClass = segue.customClass ?? "(no class)"
            kind = .custom { [weak interpreter] identifier, source, destination in
                interpreter?.note("custom segue class \(segueClass) is not at hand: the segue presents its destination")
                return PresentationSegue(identifier: identifier, source: source, destination: destination)
            }
        case .unwind:
            guard let action = segue.unwindAction else {
                interpreter.note("unwind segue \(segue.identifier ?? "") of '\(scene.id.name)' names no action")
                return nil
            }
            kind = .unwind(UnwindActionName(action))
        case .embed, .relationship:
            return nil
        }
        if !segue.parameters.isEmpty {
            interpreter.note("segue \(segue.identifier ?? "") of '\(scene.id.name)': parameters are not passed (no class to receive them)")
        }
        var destination: (@MainActor () -> ViewController)?
        let variations = Holder<VariedObject>()
        if segue.kind != .unwind {
            guard let name = segue.destination, interpreter.graph.scene(SceneID(document: scene.id.document, name: name)) != nil else {
                interpreter.note("segue \(segue.identifier ?? "") of '\(scene.id.name)' has no destination scene")
                return nil
            }
            let id = SceneID(document: scene.id.document, name: name)
            destination = { [weak interpreter, weak controller] in
                // Which of the segue's variations the source's traits select, as it performs.
                if let varied = variations.object, controller != nil, let applied = varied.appliedDescription() {
                    interpreter?.message("\(varied.name): \(applied)")
                }
                return interpreter?.instantiate(id) ?? ViewController()
            }
        }
        var anchor: (@MainActor () -> PopoverAnchor?)?
        if segue.kind == .popover || segue.kind == .legacyPopover {
            let id = segue.anchor ?? segue.trigger
            anchor = { [weak controller, anchors] in
                if let id, let item = anchors.barItems[id] { return .barButtonItem(item) }
                if let id, let view = anchors.views[id] { return .view(view) }
                return controller.map { .view($0.view) }
            }
        }
        let template = SegueTemplate(
            identifier: segue.identifier,
            kind: kind,
            animates: segue.animates,
            modalPresentationStyle: segue.presentationStyle.map(RuntimeValues.presentationStyle),
            modalTransitionStyle: segue.transitionStyle.map(RuntimeValues.transitionStyle),
            preferredContentSize: segue.preferredContentSize.map { CGSize(width: $0.width, height: $0.height) },
            permittedArrowDirections: RuntimeValues.arrowDirections(segue.permittedArrowDirections),
            anchor: anchor,
            destination: destination)
        let varied = interpreter.varying(template, segue: segue, source: controller)
        variations.object = varied.tracked
        return varied.template
    }

    /// Segues whose trigger was not built (a view that is not a control, a custom object): tried as if triggered.
    private static func addUntriggeredSegues(_ triggers: SegueTriggers, built: Set<String>, controller: ViewController, record: ControllerRecord) {
        for entry in triggers.entries {
            guard let trigger = entry.segue.trigger, !built.contains(trigger) else { continue }
            record.affordances.append(Affordance(
                names: [entry.segue.identifier, trigger].compactMap { $0 },
                summary: "\(SegueTriggers.summary(entry.segue)), trigger \(trigger) not built",
                trigger: .segue(controller, entry.template)))
        }
    }

    // MARK: Relationships

    /// Children of containers, built eagerly, placed as generated code places them.
    private func addRelationships(to controller: ViewController) {
        let relationships = scene.segues.filter { $0.kind == .relationship }
        guard !relationships.isEmpty else { return }
        func children(_ role: RelationshipRole) -> [ViewController] {
            relationships.filter { $0.relationship == role }.compactMap(\.destination).map {
                interpreter.instantiate(SceneID(document: scene.id.document, name: $0))
            }
        }
        switch controller {
        case let navigation as NavigationController:
            if let root = children(.root).first { navigation.setViewControllers([root], animated: false) }
        case let tabs as TabBarController:
            let tabChildren = children(.tab)
            tabs.setViewControllers(tabChildren, animated: false)
            if let index = scene.settings["selectedIndex"].flatMap(Int.init), index > 0, index < tabChildren.count {
                tabs.selectedIndex = index
            }
        case let split as SplitViewController:
            if let primary = children(.primary).first { split.setViewController(primary, for: .primary) }
            if let secondary = children(.secondary).first { split.setViewController(secondary, for: .secondary) }
            for role in [RelationshipRole.supplementary, .compact] where relationships.contains(where: { $0.relationship == role }) {
                interpreter.note("the runtime's split view has no \(role.rawValue) column: that relationship of '\(scene.id.name)' is left out")
            }
        case let pages as PageViewController:
            if let first = children(.page).first { pages.setViewControllers([first], direction: .forward, animated: false) }
        default:
            // A custom container: children through containment; placing their views is its class's job.
            for child in children(.child) {
                controller.addChild(child)
                child.didMove(toParent: controller)
            }
        }
    }
}

/// A value set after the closures that read it are made.
@MainActor
final class Holder<Value: AnyObject> {
    var object: Value?
}
