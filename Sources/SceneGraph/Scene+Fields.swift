extension Scene {
    /// A scene's stored fields, in ``Scene``'s declaration order (see its properties for what
    /// each means). Their synthesized `Hashable` is the scene's: field-wise equality, and a hash
    /// that combines every field in order, as a struct of these fields would synthesize.
    struct Fields: Hashable {
        var id: SceneID
        var kind: SceneKind
        var className: String?
        var moduleName: String?
        var storyboardID: String?
        var restorationID: String?
        var title: String?
        var presentationStyle: PresentationStyle?
        var transitionStyle: TransitionStyle?
        var preferredContentSize: Size?
        var flags: [String: Bool] = [:]
        var settings: [String: String] = [:]
        var rootView: ViewNode?
        var navigationItem: NavigationItemNode?
        var tabBarItem: TabBarItemNode?
        var outlets: [Outlet] = []
        var outletCollections: [OutletCollection] = []
        var unwindActions: [UnwindAction] = []
        var segues: [Segue] = []
        var deepLinks: [DeepLink] = []
        var variations: [TraitVariation] = []
        var reference: SceneReferenceTarget?
        var toolbarItems: [BarButtonItemNode] = []
        var gestureRecognizers: [GestureRecognizerNode] = []
        var runtimeAttributes: [RuntimeAttribute] = []
        var otherObjects: [SceneObject] = []
        var storyboardElement: String?
        var designedBars: SimulatedBars = SimulatedBars()
        var freeformSize: Size?
        var source: SourceRange
    }
}

extension Scene: CustomReflectable {
    /// Makes ``storage`` uniquely referenced before a write.
    @inline(__always)
    mutating func makeUnique() { CopyOnWriteBox.makeUnique(&storage) }

    public static func == (lhs: Scene, rhs: Scene) -> Bool { lhs.storage.holdsFields(equalTo: rhs.storage) }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    public var customMirror: Mirror { storage.mirror(of: self) }
}
