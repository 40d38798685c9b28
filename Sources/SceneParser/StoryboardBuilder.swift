import ParallelWork
import SceneGraph

/// Reads one storyboard into a document: scenes here, connections and views in extensions.
struct StoryboardBuilder {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// Unmodelled features: what, where first seen, how often.
    var unmodelled: [String: (location: SourceLocation, count: Int)] = [:]
    /// The `<connections>` elements already read (their indices in the tree), so that a final
    /// sweep finds the others.
    var visitedConnections: Set<Int> = []
    /// The id of the current scene's First Responder placeholder: actions sent to it travel the
    /// responder chain.
    var firstResponderID: String?
    /// The document's designed device, which a scene's own simulated orientation applies to.
    var documentDevice: DesignedDevice?
    /// Whether the document is an iPad storyboard (a legacy simulated screen without a type is an iPad's).
    var isPadDocument = false
    /// The current scene's constraint masks (size-class installation), applied once it is read.
    var constraintMasks: [ConstraintMask] = []

    /// The layout names of the document (found once: every view is asked for them).
    let layoutNames: StoryboardLayoutNames
    /// The names of a view's children in the document (found once: every view's are sorted).
    let viewChildNames: StoryboardViewChildNames
    /// The fewest scenes read as one run on a core (`Int.max`: all in one run, in order).
    let minimumRun: Int

    init(path: String, root: XMLElement, minimumRun: Int = 8) {
        self.path = path
        // One pass over the document's name table for both sets of names.
        let table = XMLName.indices(of: root, wanting: Self.wantedNames)
        layoutNames = StoryboardLayoutNames(table: table)
        viewChildNames = StoryboardViewChildNames(table: table, layout: layoutNames)
        self.minimumRun = minimumRun
    }

    /// The names ``layoutNames`` and ``viewChildNames`` are made from.
    static let wantedNames = WantedNames(StoryboardLayoutNames.all.names + StoryboardViewChildNames.all.names)

    mutating func finish() -> [Diagnostic] {
        // By place, then by text: two features first seen at one place come out in one order
        // (the dictionary's own order differs from run to run).
        for (what, seen) in unmodelled.sorted(by: { ($0.value.location, $0.key) < ($1.value.location, $1.key) }) {
            let times = seen.count == 1 ? "" : " (\(seen.count) places in this file)"
            diagnostics.append(.note("\(what)\(times)", at: seen.location, rule: StoryboardReader.Rule.unmodelled))
        }
        return diagnostics
    }

    mutating func noteUnmodelled(_ what: String, at location: SourceLocation) {
        if let seen = unmodelled[what] {
            unmodelled[what] = (seen.location, seen.count + 1)
        } else {
            unmodelled[what] = (location, 1)
        }
    }

    /// ``noteUnmodelled(_:at:)`` at `element`, placed only when it is the first (a storyboard has
    /// a colour or a font on most views: placing each was a line look-up apiece).
    mutating func noteUnmodelled(_ what: String, at element: XMLElement) {
        if let seen = unmodelled[what] {
            unmodelled[what] = (seen.location, seen.count + 1)
        } else {
            unmodelled[what] = (element.location, 1)
        }
    }

    mutating func document(root: XMLElement, scenes: XMLElement) -> SceneDocument {
        var document = SceneDocument(path: path, dialect: .storyboard, formatVersion: 3, source: root.sourceRange)
        // Names and values only: iterating `attributes` places each one (a line look-up apiece).
        let rootAttributes = root.attributesLocatedOnDemand
        for position in rootAttributes.indices { document.attributes[rootAttributes.name(at: position)] = rootAttributes.value(at: position) }
        if let version = root[attribute: "version"], let major = Int(version.prefix { $0 != "." }) { document.formatVersion = major }
        document.initialScene = root[attribute: "initialViewController"]
        document.designedDevice = Self.designedDevice(of: root)
        documentDevice = document.designedDevice
        isPadDocument = Self.isPadDocument(root)
        if root[attribute: "targetRuntime"]?.hasPrefix("MacOSX") == true {
            diagnostics.append(.note(
                "macOS storyboard: scenec reads it for inspection and lint; generated code and the runtime follow UIKit",
                at: root.location, rule: StoryboardReader.Rule.unmodelled))
        }
        let elements = scenes.children.filter { $0.name == "scene" }
        for run in readRuns(of: elements, minimumRun: minimumRun) {
            document.scenes += run.scenes
            diagnostics += run.builder.diagnostics
            for (what, seen) in run.builder.unmodelled {
                // Runs are in document order: an earlier run's first place stays the first.
                if let earlier = unmodelled[what] {
                    unmodelled[what] = (earlier.location, earlier.count + seen.count)
                } else {
                    unmodelled[what] = seen
                }
            }
            visitedConnections.formUnion(run.builder.visitedConnections)
        }
        return document
    }

    /// The scenes of `elements`, read in runs on every core, each run by a copy of this builder
    /// (the document's device and layout names) with nothing reported yet; in document order,
    /// with each run's builder for what it reported — joined, what reading the scenes in order
    /// with this builder reports. A scene's reading needs nothing of the other scenes (its First
    /// Responder, constraint masks and connections are its own).
    ///
    /// Why: a storyboard is otherwise read on one core, and projects often keep most scenes in
    /// one large storyboard. As for scene files (``SceneFileBuilder``); files read side by side
    /// are read a run after another (a map inside another runs on its thread).
    /// `ParallelStoryboardReadingTests` compares it with reading in order.
    private func readRuns(of elements: [XMLElement], minimumRun: Int) -> [(scenes: [Scene], builder: StoryboardBuilder)] {
        let runs = ChunkRanges.split(elements.count, minimumSize: minimumRun, maximumCount: 64)
        var fresh = self
        fresh.diagnostics = []
        fresh.unmodelled = [:]
        fresh.visitedConnections = []
        let start = fresh
        return ConcurrentMap.map(runs.count) { run in
            var builder = start
            var scenes: [Scene] = []
            for element in elements[runs[run]] {
                if let scene = builder.scene(from: element) { scenes.append(scene) }
            }
            return (scenes, builder)
        }
    }

    // MARK: Scenes

    mutating func scene(from element: XMLElement) -> Scene? {
        guard let objects = element.children.first(where: { $0.name == "objects" }) else { return nil }
        guard let controller = objects.children.first(where: {
            $0[attribute: "sceneMemberID"] == "viewController" || $0.name == "viewControllerPlaceholder"
        }) else { return nil }
        guard let id = controller[attribute: "id"] else {
            diagnostics.append(.error("<\(controller.name)> has no id", at: controller.location, rule: StoryboardReader.Rule.missingAttribute))
            return nil
        }
        let kind = StoryboardReader.controllerKinds[controller.name] ?? .controller
        var scene = Scene(id: SceneID(document: path, name: id), kind: kind, source: controller.sourceRange)
        scene.storyboardElement = controller.name
        if controller.name == "hostingController" {
            noteUnmodelled("a SwiftUI hosting controller runs as a plain controller in scenec", at: controller)
        }

        if kind == .reference {
            let file = (controller[attribute: "storyboardName"] ?? path.split(separator: "/").last.map(String.init).map { String($0.prefix { $0 != "." }) } ?? "") + ".storyboard"
            scene.reference = SceneReferenceTarget(file: file, storyboardID: controller[attribute: "referencedIdentifier"])
        }
        scene.className = controller[attribute: "customClass"]
        scene.moduleName = controller[attribute: "customModule"]
        scene.storyboardID = controller[attribute: "storyboardIdentifier"]
        scene.restorationID = controller[attribute: "restorationIdentifier"]
        if controller[attribute: "useStoryboardIdentifierAsRestorationIdentifier"] == "YES", scene.restorationID == nil {
            scene.restorationID = scene.storyboardID
        }
        scene.title = controller[attribute: "title"]
        scene.presentationStyle = controller[attribute: "modalPresentationStyle"].flatMap(PresentationStyle.init(rawValue:))
        scene.transitionStyle = controller[attribute: "modalTransitionStyle"].flatMap(TransitionStyle.init(rawValue:))
        for flag in ["definesPresentationContext", "providesPresentationContextTransitionStyle", "hidesBottomBarWhenPushed", "modalInPresentation"] {
            if let value = controller[attribute: flag] { scene.flags[flag] = value == "YES" }
        }
        if kind == .navigation {
            // Interface Builder's defaults are UIKit's: the bar shown, the toolbar hidden.
            if controller[attribute: "navigationBarHidden"] == "YES" { scene.flags["navigationBarHidden"] = true }
            if controller[attribute: "toolbarHidden"] == "NO" { scene.flags["toolbarHidden"] = false }
        }
        firstResponderID = objects.children.first {
            $0.name == "placeholder" && $0[attribute: "placeholderIdentifier"] == "IBFirstResponder"
        }?[attribute: "id"]
        for setting in ["navigationOrientation", "pageSpacing", "transitionStyle", "style", "preferredDisplayMode", "clearsSelectionOnViewWillAppear"] {
            if let value = controller[attribute: setting], setting != "transitionStyle" || kind == .page {
                scene.settings[setting == "transitionStyle" ? "pageTransition" : setting] = value
            }
        }

        var context = SceneContext(sceneName: id)
        var metrics = SimulatedMetrics()
        var rootGuides: [LayoutGuideNode] = []
        for child in controller.children {
            switch (child.name, child[attribute: "key"]) {
            case (_, "view"?) where StoryboardReader.viewKinds[child.name] != nil || child.name.hasSuffix("View"):
                scene.rootView = view(from: child, context: &context)
            case ("navigationItem", _):
                scene.navigationItem = navigationItem(from: child, context: &context)
            case ("tabBarItem", _):
                var item = TabBarItemNode(source: child.sourceRange)
                for key in ["title", "image", "selectedImage", "systemItem", "badgeValue", "tag"] { item.properties[key] = child[attribute: key] }
                (item.accessibilityLabel, item.accessibilityIdentifier) = accessibility(of: child)
                scene.tabBarItem = item
            case ("toolbarItems", _):
                scene.toolbarItems = child.children.filter { $0.name == "barButtonItem" }.map { barItem(from: $0, context: &context) }
            case ("connections", _):
                connections(child, owner: nil, context: &context)
            case ("userDefinedRuntimeAttributes", _):
                scene.runtimeAttributes = runtimeAttributes(from: child)
            case ("layoutGuides", _):
                // Before safe areas: the controller's top and bottom layout guides, which the
                // root view's constraints name.
                for guide in child.children where guide.name == "viewControllerLayoutGuide" {
                    guard let guideID = guide[attribute: "id"] else { continue }
                    switch guide[attribute: "type"] {
                    case "top": rootGuides.append(LayoutGuideNode(id: guideID, kind: .topLayoutGuide, source: guide.sourceRange))
                    case "bottom": rootGuides.append(LayoutGuideNode(id: guideID, kind: .bottomLayoutGuide, source: guide.sourceRange))
                    default: break
                    }
                }
            default:
                _ = readSimulatedMetric(child, into: &metrics)
            }
        }
        scene.designedBars = metrics.bars
        scene.designedBars.device = metrics.device(over: documentDevice)
        if kind == .navigation, scene.designedBars.topBar == nil,
           controller.children.contains(where: { $0.name == "navigationBar" && $0[attribute: "translucent"] == "NO" }) {
            // The controller's own bar is opaque: its children are designed below it.
            scene.designedBars.topBar = "navigationBar"
            scene.designedBars.opaqueTopBar = true
        }
        scene.freeformSize = metrics.freeformSize
        if !rootGuides.isEmpty {
            if scene.rootView != nil {
                scene.rootView?.layout.guides += rootGuides
            } else {
                noteUnmodelled("layout guides of a controller without a view are not read", at: rootGuides[0].source.element)
            }
        }
        applyConstraintMasks(to: &scene)
        scene.outlets = context.outlets
        scene.outletCollections = context.outletCollections
        scene.segues = context.segues
        let referencedUnmodelled = unmodelledTargets(of: scene, in: controller)

        for object in objects.children where object[attribute: "sceneMemberID"] != "viewController" && object.name != "viewControllerPlaceholder" {
            if let gesture = gestureRecognizer(from: object, in: &scene) {
                scene.gestureRecognizers.append(gesture)
                continue
            }
            var sceneObject = SceneObject(id: object[attribute: "id"], element: object.name, source: object.sourceRange)
            sceneObject.className = object[attribute: "customClass"]
            if object.name == "customObject" { noteUnmodelled("custom objects in scenes are not instantiated by scenec", at: object) }
            if let connections = object.children.first(where: { $0.name == "connections" }) {
                var objectContext = SceneContext(sceneName: id)
                self.connections(connections, owner: sceneObject.id, context: &objectContext)
                sceneObject.actions = objectContext.actions
                scene.segues += objectContext.segues
                scene.outlets += objectContext.outlets
                scene.outletCollections += objectContext.outletCollections
            }
            scene.otherObjects.append(sceneObject)
        }
        scene.otherObjects += referencedUnmodelled
        sweepConnections(in: controller, into: &scene)
        return scene
    }

    /// Connections held by elements the reader does not model (menu items, bar items of
    /// unusual containers, …): their owners become scene objects, so nothing is lost.
    mutating func sweepConnections(in element: XMLElement, into scene: inout Scene) {
        for child in element.children {
            // By name index: the sweep visits every element of the scene (with the accessibility
            // look-ups by index, `check` of the corpus −0.75 %).
            if child.hasName(viewChildNames.connections), !visitedConnections.contains(child.index) {
                var owner = SceneObject(id: element[attribute: "id"], element: element.name, source: element.sourceRange)
                owner.className = element[attribute: "customClass"]
                var context = SceneContext(sceneName: scene.id.name)
                connections(child, owner: owner.id, context: &context)
                owner.actions = context.actions
                scene.outlets += context.outlets
                scene.outletCollections += context.outletCollections
                scene.segues += context.segues
                if !scene.otherObjects.contains(where: { $0.id != nil && $0.id == owner.id }) { scene.otherObjects.append(owner) }
            } else {
                sweepConnections(in: child, into: &scene)
            }
        }
    }

    /// Objects that outlets point to and that are not views, cells or bar items (constraints,
    /// layout guides, …), kept as scene objects so that the outlets stay resolvable. A
    /// constraint is also in its holder's ``ViewLayout/constraints``: its scene object (element
    /// `constraint`) stands for it, as the scene-file reader's does (``Scene/constraint(withID:)``).
    func unmodelledTargets(of scene: Scene, in controller: XMLElement) -> [SceneObject] {
        // What outlets name, less what the scene models (its views, cells and bar button items, and
        // the controller itself): walked in place, without copying the view tree.
        var wanted = Set(scene.outlets.map(\.destination) + scene.outletCollections.flatMap(\.destinations))
        scene.forEachView { view in
            for cell in view.cells { wanted.formUnion(cell.outlets.map(\.destination)) }
        }
        guard !wanted.isEmpty else { return [] }
        wanted.remove(scene.id.name)
        scene.forEachView { view in
            if let id = view.id { wanted.remove(id) }
            for cell in view.cells { if let id = cell.id { wanted.remove(id) } }
        }
        scene.forEachControllerBarButtonItem { item in if let id = item.id { wanted.remove(id) } }
        scene.rootView?.forEachInTree { view in
            for item in view.barItems { if let id = item.id { wanted.remove(id) } }
        }
        guard !wanted.isEmpty else { return [] }
        var found: [SceneObject] = []
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"], wanted.contains(id) {
                found.append(SceneObject(id: id, element: element.name, source: element.sourceRange))
                wanted.remove(id)
            }
            element.children.forEach(visit)
        }
        visit(controller)
        return found
    }
}
