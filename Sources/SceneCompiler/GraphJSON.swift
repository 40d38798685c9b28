import SceneGraph

/// The resolved graph as JSON: the stable, documented shape of `scenec dump --format json`
/// (see docs/DumpFormat.md). Keys appear in a fixed order; absent values are left out.
public enum GraphJSON {
    /// The version of the dump's shape; it changes only when a key is removed or changes meaning.
    public static let shapeVersion = 1

    /// The whole graph.
    public static func dump(_ graph: ResolvedGraph) -> JSONValue {
        var root = JSONObjectBuilder()
        root.add("dumpVersion", .int(shapeVersion))
        root.add("documents", .array(graph.documents.map { document($0, in: graph) }))
        root.add("summary", summary(graph))
        return root.value
    }

    static func document(_ document: SceneDocument, in graph: ResolvedGraph) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("path", document.path)
        object.add("dialect", document.dialect.rawValue)
        object.add("formatVersion", document.formatVersion)
        object.add("module", document.module)
        object.add("initialScene", document.initialScene)
        if let device = document.designedDevice { object.add("designedDevice", designedDevice(device)) }
        object.add("attributes", document.attributes)
        object.add("scenes", .array(document.scenes.map { scene($0, in: graph) }))
        return object.value
    }

    static func scene(_ scene: Scene, in graph: ResolvedGraph) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", scene.id.name)
        object.add("kind", scene.kind.rawValue)
        object.add("storyboardElement", scene.storyboardElement)
        add(scene.source.element, to: &object)
        object.add("class", scene.className)
        object.add("module", scene.moduleName)
        object.add("storyboardID", scene.storyboardID)
        object.add("restorationID", scene.restorationID)
        object.add("title", scene.title)
        object.add("presentationStyle", scene.presentationStyle?.rawValue)
        object.add("transitionStyle", scene.transitionStyle?.rawValue)
        object.add("preferredContentSize", scene.preferredContentSize?.description)
        object.add("freeformSize", scene.freeformSize?.description)
        if !scene.designedBars.isEmpty { object.add("designedBars", designedBars(scene.designedBars)) }
        object.add("flags", scene.flags)
        object.add("settings", scene.settings)
        if let reference = scene.reference {
            var target = JSONObjectBuilder()
            target.add("file", reference.file)
            target.add("scene", reference.scene)
            target.add("storyboardID", reference.storyboardID)
            target.add("resolved", graph.target(of: scene.id)?.description)
            object.add("reference", target.value)
        }
        if let item = scene.navigationItem { object.add("navigationItem", navigationItem(item)) }
        if let item = scene.tabBarItem {
            var tab = JSONObjectBuilder()
            tab.add("properties", item.properties)
            tab.add("accessibilityLabel", item.accessibilityLabel)
            tab.add("accessibilityIdentifier", item.accessibilityIdentifier)
            object.add("tabBarItem", tab.value)
        }
        object.add("toolbarItems", scene.toolbarItems.map(barItem))
        if let view = scene.rootView { object.add("view", self.view(view)) }
        object.add("outlets", scene.outlets.map(outlet))
        object.add("outletCollections", scene.outletCollections.map(outletCollection))
        object.add("unwindActions", scene.unwindActions.map { .string($0.method) })
        object.add("segues", scene.segues.map { segue($0, from: scene.id, in: graph) })
        object.add("deepLinks", scene.deepLinks.map { .string($0.pattern) })
        object.add("variations", scene.variations.map(variation))
        object.add("otherObjects", scene.otherObjects.map(sceneObject))
        object.add("gestureRecognizers", scene.gestureRecognizers.map(gestureRecognizer))
        object.add("runtimeAttributes", scene.runtimeAttributes.map(runtimeAttribute))
        return object.value
    }

    static func sceneObject(_ sceneObject: SceneObject) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("element", sceneObject.element)
        object.add("id", sceneObject.id)
        add(sceneObject.source.element, to: &object)
        object.add("class", sceneObject.className)
        object.add("actions", sceneObject.actions.map(action))
        return object.value
    }

    static func view(_ view: ViewNode) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("type", view.kind.elementName)
        object.add("id", view.id)
        add(view.source.element, to: &object)
        object.add("class", view.className)
        object.add("accessibilityLabel", view.accessibilityLabel)
        object.add("accessibilityIdentifier", view.accessibilityIdentifier)
        object.add("accessibilityHint", view.accessibilityHint)
        object.add("restorationID", view.restorationID)
        object.add("properties", view.properties)
        object.add("actions", view.actions.map(action))
        object.add("cells", view.cells.map(cell))
        object.add("barItems", view.barItems.map(barItem))
        object.add("gestureRecognizers", view.gestureRecognizers.map { .string($0) })
        object.add("staticSections", view.staticSections.map { section in
            var item = JSONObjectBuilder()
            item.add("headerTitle", section.headerTitle)
            item.add("footerTitle", section.footerTitle)
            item.add("cellCount", section.cellCount)
            return item.value
        })
        object.add("runtimeAttributes", view.runtimeAttributes.map(runtimeAttribute))
        object.add("variations", view.variations.map(variation))
        if !view.layout.isEmpty { object.add("layout", layout(view.layout)) }
        object.add("subviews", view.subviews.map(self.view))
        return object.value
    }

    static func cell(_ cell: CellPrototype) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", cell.id)
        add(cell.source.element, to: &object)
        if cell.isStatic { object.add("static", true) }
        object.add("reuseIdentifier", cell.reuseIdentifier)
        object.add("class", cell.className)
        object.add("accessibilityLabel", cell.accessibilityLabel)
        object.add("accessibilityIdentifier", cell.accessibilityIdentifier)
        object.add("restorationID", cell.restorationID)
        object.add("properties", cell.properties)
        object.add("outlets", cell.outlets.map(outlet))
        object.add("outletCollections", cell.outletCollections.map(outletCollection))
        object.add("runtimeAttributes", cell.runtimeAttributes.map(runtimeAttribute))
        object.add("variations", cell.variations.map(variation))
        if !cell.layout.isEmpty { object.add("layout", layout(cell.layout)) }
        object.add("contentView", cell.contentViewID)
        if !cell.contentLayout.isEmpty { object.add("contentLayout", layout(cell.contentLayout)) }
        object.add("subviews", cell.subviews.map(view))
        return object.value
    }

    static func navigationItem(_ item: NavigationItemNode) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("properties", item.properties)
        object.add("leftItems", item.leftItems.map(barItem))
        object.add("rightItems", item.rightItems.map(barItem))
        return object.value
    }

    static func barItem(_ item: BarButtonItemNode) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", item.id)
        add(item.source.element, to: &object)
        object.add("properties", item.properties)
        object.add("accessibilityLabel", item.accessibilityLabel)
        object.add("accessibilityIdentifier", item.accessibilityIdentifier)
        object.add("class", item.className)
        object.add("actions", item.actions.map(action))
        if let custom = item.customView { object.add("customView", view(custom)) }
        return object.value
    }

    static func gestureRecognizer(_ gesture: GestureRecognizerNode) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("kind", gesture.kind.rawValue)
        object.add("id", gesture.id)
        add(gesture.source.element, to: &object)
        object.add("class", gesture.className)
        object.add("properties", gesture.properties)
        object.add("actions", gesture.actions.map(action))
        return object.value
    }

    static func runtimeAttribute(_ attribute: RuntimeAttribute) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("keyPath", attribute.keyPath)
        object.add("type", attribute.type.rawValue)
        object.add("value", attribute.value)
        return object.value
    }

    static func outlet(_ outlet: Outlet) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("property", outlet.property)
        object.add("destination", outlet.destination)
        object.add("type", outlet.type)
        object.add("owner", outlet.owner)
        return object.value
    }

    static func outletCollection(_ collection: OutletCollection) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("property", collection.property)
        object.add("destinations", collection.destinations.map { .string($0) })
        object.add("type", collection.type)
        object.add("owner", collection.owner)
        return object.value
    }

    static func action(_ action: ActionConnection) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("event", action.event.rawValue)
        object.add("method", action.method)
        object.add("selector", action.selector)
        object.add("target", action.target)
        if action.isSentToFirstResponder { object.add("firstResponder", true) }
        return object.value
    }

    static func segue(_ segue: Segue, from source: SceneID, in graph: ResolvedGraph) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("identifier", segue.identifier)
        object.add("kind", segue.kind.rawValue)
        object.add("relationship", segue.relationship?.rawValue)
        object.add("relationshipName", segue.relationshipName)
        add(segue.source.element, to: &object)
        object.add("destination", segue.destination)
        object.add("resolvedDestination", graph.destination(of: segue, from: source)?.description)
        object.add("trigger", segue.trigger)
        object.add("containerView", segue.containerView)
        object.add("presentationStyle", segue.presentationStyle?.rawValue)
        object.add("transitionStyle", segue.transitionStyle?.rawValue)
        if !segue.animates { object.add("animates", false) }
        object.add("anchor", segue.anchor)
        object.add("permittedArrowDirections", segue.permittedArrowDirections.map { .string($0.rawValue) })
        object.add("preferredContentSize", segue.preferredContentSize?.description)
        object.add("class", segue.customClass)
        object.add("unwindAction", segue.unwindAction)
        object.add("destinationCreationSelector", segue.destinationCreationSelector)
        object.add("parameters", segue.parameters.map { parameter in
            var item = JSONObjectBuilder()
            item.add("name", parameter.name)
            item.add("type", parameter.type)
            item.add("default", parameter.defaultValue)
            return item.value
        })
        object.add("deepLinks", segue.deepLinks.map { .string($0.pattern) })
        object.add("variations", segue.variations.map(variation))
        return object.value
    }

    static func variation(_ variation: TraitVariation) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("horizontalSizeClass", variation.horizontalSizeClass?.rawValue)
        object.add("verticalSizeClass", variation.verticalSizeClass?.rawValue)
        object.add("overrides", variation.overrides)
        return object.value
    }

    // MARK: Layout

    static func layout(_ layout: ViewLayout) -> JSONValue {
        var object = JSONObjectBuilder()
        if let frame = layout.frame {
            object.add("frame", .object([("x", .double(frame.x)), ("y", .double(frame.y)), ("width", .double(frame.width)), ("height", .double(frame.height))]))
        }
        if layout.hasFixedFrame { object.add("fixedFrame", true) }
        if let mask = layout.autoresizingMask { object.add("autoresizingMask", .array(mask.uikitNames.map { .string($0) })) }
        object.add("translatesAutoresizingMask", layout.translatesAutoresizingMask)
        for (key, value) in [
            ("horizontalHugging", layout.horizontalHugging), ("verticalHugging", layout.verticalHugging),
            ("horizontalCompressionResistance", layout.horizontalCompressionResistance),
            ("verticalCompressionResistance", layout.verticalCompressionResistance),
        ] {
            if let value { object.add(key, .double(value)) }
        }
        if let margins = layout.layoutMargins {
            object.add("layoutMargins", .object([
                ("top", .double(margins.top)), ("left", .double(margins.left)), ("bottom", .double(margins.bottom)), ("right", .double(margins.right)),
            ]))
        }
        object.add("preservesSuperviewLayoutMargins", layout.preservesSuperviewLayoutMargins)
        object.add("insetsLayoutMarginsFromSafeArea", layout.insetsLayoutMarginsFromSafeArea)
        if let size = layout.placeholderIntrinsicSize {
            var placeholder = JSONObjectBuilder()
            if let width = size.width { placeholder.add("width", .double(width)) }
            if let height = size.height { placeholder.add("height", .double(height)) }
            object.add("placeholderIntrinsicSize", placeholder.value)
        }
        object.add("guides", layout.guides.map { guide in
            var item = JSONObjectBuilder()
            item.add("kind", guide.kind.rawValue)
            item.add("id", guide.id)
            return item.value
        })
        object.add("constraints", layout.constraints.map(constraint))
        return object.value
    }

    static func constraint(_ constraint: LayoutConstraintNode) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", constraint.id)
        add(constraint.source.element, to: &object)
        object.add("firstItem", constraint.firstItem)
        object.add("firstAttribute", constraint.firstAttribute.rawValue)
        object.add("relation", constraint.relation.rawValue)
        object.add("secondItem", constraint.secondItem)
        object.add("secondAttribute", constraint.secondAttribute?.rawValue)
        object.add("multiplier", .double(constraint.multiplier))
        object.add("constant", .double(constraint.constant))
        object.add("priority", .double(constraint.priority))
        object.add("identifier", constraint.identifier)
        if !constraint.isActive { object.add("active", false) }
        object.add("variations", constraint.variations.map(variation))
        return object.value
    }

    static func designedDevice(_ device: DesignedDevice) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", device.id)
        if device.isLandscape { object.add("landscape", true) }
        return object.value
    }

    static func designedBars(_ bars: SimulatedBars) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("statusBar", bars.statusBar)
        object.add("topBar", bars.topBar)
        if bars.opaqueTopBar { object.add("opaqueTopBar", true) }
        object.add("bottomBar", bars.bottomBar)
        if bars.opaqueBottomBar { object.add("opaqueBottomBar", true) }
        if let device = bars.device { object.add("device", designedDevice(device)) }
        return object.value
    }

    static func add(_ location: SourceLocation, to object: inout JSONObjectBuilder) {
        object.add("line", location.line)
        object.add("column", location.column)
    }

    /// Counts over the whole graph, by kind, with sorted keys.
    static func summary(_ graph: ResolvedGraph) -> JSONValue {
        var controllers: [String: Int] = [:]
        var segues: [String: Int] = [:]
        var relationships: [String: Int] = [:]
        var outlets = 0, collections = 0, actions = 0, references = 0, unwindActions = 0, views = 0, cells = 0
        for scene in graph.allScenes {
            if scene.kind == .reference { references += 1 } else { controllers[scene.kind.rawValue, default: 0] += 1 }
            for segue in scene.segues {
                segues[segue.kind.rawValue, default: 0] += 1
                if let role = segue.relationship { relationships[role.rawValue, default: 0] += 1 }
            }
            outlets += scene.outlets.count + scene.allCells.reduce(0) { $0 + $1.outlets.count }
            collections += scene.outletCollections.count + scene.allCells.reduce(0) { $0 + $1.outletCollections.count }
            actions += scene.allViews.reduce(0) { $0 + $1.actions.count } + scene.allBarButtonItems.reduce(0) { $0 + $1.actions.count }
                + scene.otherObjects.reduce(0) { $0 + $1.actions.count } + scene.gestureRecognizers.reduce(0) { $0 + $1.actions.count }
            unwindActions += scene.unwindActions.count
            views += scene.allViews.count
            cells += scene.prototypeCells.count
        }
        func counts(_ dictionary: [String: Int]) -> JSONValue {
            .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })
        }
        var object = JSONObjectBuilder()
        object.add("documents", .int(graph.documents.count))
        object.add("scenes", .int(graph.allScenes.count))
        object.add("controllers", counts(controllers))
        object.add("references", .int(references))
        object.add("segues", counts(segues))
        object.add("relationships", counts(relationships))
        object.add("views", .int(views))
        object.add("prototypeCells", .int(cells))
        object.add("outlets", .int(outlets))
        object.add("outletCollections", .int(collections))
        object.add("actions", .int(actions))
        object.add("unwindActions", .int(unwindActions))
        return object.value
    }
}
