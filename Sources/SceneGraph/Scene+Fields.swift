extension Scene {
    /// A scene's stored fields, in ``Scene``'s declaration order (see its properties for what
    /// each means). Their synthesized `Hashable` is the scene's: field-wise equality, and a hash
    /// that combines every field in order, as a struct of these fields would synthesize.
    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var id: SceneID
        @usableFromInline var kind: SceneKind
        @usableFromInline var className: String?
        @usableFromInline var moduleName: String?
        @usableFromInline var storyboardID: String?
        @usableFromInline var restorationID: String?
        @usableFromInline var title: String?
        @usableFromInline var presentationStyle: PresentationStyle?
        @usableFromInline var transitionStyle: TransitionStyle?
        @usableFromInline var preferredContentSize: Size?
        @usableFromInline var flags: [String: Bool] = [:]
        @usableFromInline var settings: [String: String] = [:]
        @usableFromInline var rootView: ViewNode?
        @usableFromInline var navigationItem: NavigationItemNode?
        @usableFromInline var tabBarItem: TabBarItemNode?
        @usableFromInline var outlets: [Outlet] = []
        @usableFromInline var outletCollections: [OutletCollection] = []
        @usableFromInline var unwindActions: [UnwindAction] = []
        @usableFromInline var segues: [Segue] = []
        @usableFromInline var deepLinks: [DeepLink] = []
        @usableFromInline var variations: [TraitVariation] = []
        @usableFromInline var reference: SceneReferenceTarget?
        @usableFromInline var toolbarItems: [BarButtonItemNode] = []
        @usableFromInline var gestureRecognizers: [GestureRecognizerNode] = []
        @usableFromInline var runtimeAttributes: [RuntimeAttribute] = []
        @usableFromInline var otherObjects: [SceneObject] = []
        @usableFromInline var storyboardElement: String?
        @usableFromInline var designedBars: SimulatedBars = SimulatedBars()
        @usableFromInline var freeformSize: Size?
        @usableFromInline var source: SourceRange
    }
}

extension Scene: CustomReflectable {
    /// Makes ``storage`` uniquely referenced before a write.
    @inlinable @inline(__always)
    mutating func makeUnique() { CopyOnWriteBox.makeUnique(&storage) }

    public static func == (lhs: Scene, rhs: Scene) -> Bool { lhs.storage.holdsFields(equalTo: rhs.storage) }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    public var customMirror: Mirror { storage.mirror(of: self) }
}
