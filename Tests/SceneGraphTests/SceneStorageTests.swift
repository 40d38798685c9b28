@testable import SceneGraph
import Testing

/// `Scene` keeps its fields in a shared copy-on-write box, as `ViewNode` does: copies are cheap,
/// yet it behaves exactly like the plain struct of fields it was.
@Suite("Scene storage")
struct SceneStorageTests {
    static func range(_ line: Int) -> SourceRange {
        SourceRange(element: SourceLocation(file: "S.scene", line: line, column: 1))
    }

    /// A scene with every field set, a root view with a subview among them.
    static func sample() -> Scene {
        var scene = Scene(id: SceneID(document: "S.scene", name: "list"), kind: .tableController, source: range(1))
        scene.className = "ListController"
        scene.moduleName = "App"
        scene.storyboardID = "List"
        scene.restorationID = "ListRestored"
        scene.title = "List"
        scene.presentationStyle = .formSheet
        scene.transitionStyle = .crossDissolve
        scene.preferredContentSize = Size(width: 320, height: 480)
        scene.flags = ["definesPresentationContext": true]
        scene.settings = ["selectedIndex": "1"]
        var root = ViewNode(id: "root", kind: .view, source: range(2))
        root.subviews = [ViewNode(id: "title", kind: .label, source: range(3))]
        scene.rootView = root
        scene.navigationItem = NavigationItemNode(source: range(4))
        scene.tabBarItem = TabBarItemNode(source: range(5))
        scene.outlets = [Outlet(property: "titleLabel", destination: "title", source: range(6))]
        scene.outletCollections = [OutletCollection(property: "labels", destinations: ["title"], source: range(7))]
        scene.unwindActions = [UnwindAction(method: "done", source: range(8))]
        scene.segues = [Segue(identifier: "show", kind: .show, destination: "detail", source: range(9))]
        scene.deepLinks = [DeepLink(pattern: "/list", source: range(10))]
        scene.variations = [TraitVariation(horizontalSizeClass: .compact, verticalSizeClass: nil, overrides: ["title": "L"], source: range(11))]
        scene.reference = SceneReferenceTarget(file: "Other.scene")
        scene.toolbarItems = [BarButtonItemNode(id: "edit", source: range(12))]
        scene.gestureRecognizers = [GestureRecognizerNode(id: "tap", kind: .tap, source: range(13))]
        scene.runtimeAttributes = [RuntimeAttribute(keyPath: "k", type: .string, value: "v", source: range(14))]
        scene.otherObjects = [SceneObject(id: "exit", element: "exit", source: range(15))]
        scene.storyboardElement = "tableViewController"
        scene.designedBars.statusBar = true
        scene.freeformSize = Size(width: 100, height: 200)
        return scene
    }

    /// One mutation per stored field (and nested ones), each changing exactly that field.
    static let mutations: [(field: String, mutate: @Sendable (inout Scene) -> Void)] = [
        ("id", { $0.id = SceneID(document: "S.scene", name: "other") }),
        ("kind", { $0.kind = .controller }),
        ("className", { $0.className = nil }),
        ("moduleName", { $0.moduleName = "Other" }),
        ("storyboardID", { $0.storyboardID? += "!" }),
        ("restorationID", { $0.restorationID = nil }),
        ("title", { $0.title = "Other" }),
        ("presentationStyle", { $0.presentationStyle = .popover }),
        ("transitionStyle", { $0.transitionStyle = nil }),
        ("preferredContentSize", { $0.preferredContentSize?.width = 1 }),
        ("flags", { $0.flags["hidesBottomBarWhenPushed"] = false }),
        ("settings", { $0.settings["selectedIndex"] = "2" }),
        ("rootView", { $0.rootView = nil }),
        ("rootView.subviews[0]", { $0.rootView?.subviews[0].properties["text"] = "Hi" }),
        ("navigationItem", { $0.navigationItem?.properties["title"] = "T" }),
        ("tabBarItem", { $0.tabBarItem = nil }),
        ("outlets", { $0.outlets[0].destination = "root" }),
        ("outletCollections", { $0.outletCollections[0].destinations.append("root") }),
        ("unwindActions", { $0.unwindActions.removeAll() }),
        ("segues", { $0.segues[0].identifier = "next" }),
        ("deepLinks", { $0.deepLinks.append(DeepLink(pattern: "/other", source: range(16))) }),
        ("variations", { $0.variations[0].overrides["title"] = nil }),
        ("reference", { $0.reference?.scene = "first" }),
        ("toolbarItems", { $0.toolbarItems[0].properties["title"] = "Edit" }),
        ("gestureRecognizers", { $0.gestureRecognizers[0].id = "pan" }),
        ("runtimeAttributes", { $0.runtimeAttributes[0].value = "w" }),
        ("otherObjects", { $0.otherObjects[0].className = "Helper" }),
        ("storyboardElement", { $0.storyboardElement = nil }),
        ("designedBars", { $0.designedBars.opaqueTopBar = true }),
        ("freeformSize", { $0.freeformSize = nil }),
        ("source", { $0.source = range(17) }),
    ]

    /// Every field of the scene, compared one by one: the equality the plain struct synthesized.
    static func fieldwiseEqual(_ a: Scene, _ b: Scene) -> Bool {
        a.id == b.id && a.kind == b.kind && a.className == b.className && a.moduleName == b.moduleName
            && a.storyboardID == b.storyboardID && a.restorationID == b.restorationID && a.title == b.title
            && a.presentationStyle == b.presentationStyle && a.transitionStyle == b.transitionStyle
            && a.preferredContentSize == b.preferredContentSize && a.flags == b.flags && a.settings == b.settings
            && a.rootView == b.rootView && a.navigationItem == b.navigationItem && a.tabBarItem == b.tabBarItem
            && a.outlets == b.outlets && a.outletCollections == b.outletCollections && a.unwindActions == b.unwindActions
            && a.segues == b.segues && a.deepLinks == b.deepLinks && a.variations == b.variations
            && a.reference == b.reference && a.toolbarItems == b.toolbarItems && a.gestureRecognizers == b.gestureRecognizers
            && a.runtimeAttributes == b.runtimeAttributes && a.otherObjects == b.otherObjects
            && a.storyboardElement == b.storyboardElement && a.designedBars == b.designedBars
            && a.freeformSize == b.freeformSize && a.source == b.source
    }

    @Test func everyStoredFieldHasAMutation() {
        let fields = Mirror(reflecting: Self.sample().storage.fields).children.compactMap(\.label)
        #expect(fields.count == 30)
        let mutated = Set(Self.mutations.map { String($0.field.prefix { $0 != "." && $0 != "[" }) })
        #expect(Set(fields) == mutated)
        let mirror = Mirror(reflecting: Self.sample())
        #expect(mirror.displayStyle == .struct)
        #expect(mirror.children.map(\.label) == Mirror(reflecting: Self.sample().storage.fields).children.map(\.label))
    }

    @Test(arguments: mutations.indices)
    func mutatingACopyLeavesTheOriginalUnchanged(index: Int) {
        let (field, mutate) = Self.mutations[index]
        let original = Self.sample()
        var copy = original
        mutate(&copy)
        #expect(Self.fieldwiseEqual(original, Self.sample()), "\(field)")
        #expect(!Self.fieldwiseEqual(copy, original), "\(field)")
        #expect(copy != original, "\(field)")
        #expect(copy.storage !== original.storage, "\(field)")
    }

    @Test(arguments: mutations.indices)
    func equalityAndHashAreTheFieldwiseOnes(index: Int) {
        let (field, mutate) = Self.mutations[index]
        let first = Self.sample()
        var second = Self.sample()
        #expect(first == second && first.storage !== second.storage)
        #expect(first.hashValue == second.hashValue)
        mutate(&second)
        #expect((first == second) == Self.fieldwiseEqual(first, second), "\(field)")
        #expect(first.hashValue != second.hashValue, "\(field)")  // a 64-bit collision would be news
        var undone = second
        undone.makeUnique()  // its own box, so that writing the fields leaves `second` alone
        undone.storage.fields = first.storage.fields
        #expect(undone == first && undone.hashValue == first.hashValue, "\(field)")
    }

    @Test func copiesShareTheBoxUntilMutated() {
        var scene = Self.sample()
        let copy = scene
        #expect(scene.storage === copy.storage)
        _ = (scene.allViews.count, scene.segues.count, scene.rootView?.subviews.count)
        scene.forEachView { _ in }
        #expect(scene.storage === copy.storage)
        scene.title = "Changed"
        #expect(scene.storage !== copy.storage)
        #expect(copy.title == "List")
    }

    @Test func aUniqueSceneIsMutatedInPlace() {
        var scene = Self.sample()
        weak let box = scene.storage  // weak, so the scene's reference stays the only strong one
        scene.segues.reserveCapacity(8)
        let buffer = scene.segues.withUnsafeBufferPointer { $0.baseAddress }
        scene.segues.append(Segue(identifier: nil, kind: .present, destination: "x", source: Self.range(18)))
        scene.rootView?.subviews[0].properties["text"] = "Hi"
        #expect(box != nil && scene.storage === box)
        #expect(scene.segues.withUnsafeBufferPointer { $0.baseAddress } == buffer)
        #expect(scene.segues.count == 2 && scene.rootView?.subviews[0].properties["text"] == "Hi")
    }
}
