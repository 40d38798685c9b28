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

    /// The box a scene's copies share until one of them is mutated (copy on write): a scene has
    /// thirty fields, and copying each of them on every copy of a scene (a loop over a
    /// document's scenes, a translator keeping its scene) was 4 % of compiling scene files
    /// (issue 26).
    ///
    /// `@unchecked Sendable` is safe: the box is only mutated through ``Scene``'s accessors,
    /// which first make it uniquely referenced (copying it when shared), so a box reachable from
    /// more than one value — and so from more than one thread — is never written; the scene has
    /// value semantics like the struct of fields it replaces.
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// Makes ``storage`` uniquely referenced, copying the fields when other scenes share it.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}

extension Scene: CustomReflectable {
    /// The fields as a struct's children, as before the box: `dump`, debuggers and reflection-based
    /// walks of the graph (the name gate's catalogue test) see the scene's properties, not
    /// ``storage``.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }
}
