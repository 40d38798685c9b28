extension ViewNode {
    /// A view's stored fields, in ``ViewNode``'s declaration order (see its properties for what
    /// each means). Their synthesized `Hashable` is the view's: field-wise equality, and a hash
    /// that combines every field in order, as a struct of these fields would synthesize.
    struct Fields: Hashable {
        var id: String?
        var kind: ViewKind
        var className: String?
        var accessibilityLabel: String?
        var accessibilityIdentifier: String?
        var accessibilityHint: String?
        var restorationID: String?
        var properties: [String: String] = [:]
        var actions: [ActionConnection] = []
        var subviews: [ViewNode] = []
        var cells: [CellPrototype] = []
        var barItems: [BarButtonItemNode] = []
        var gestureRecognizers: [String] = []
        var staticSections: [StaticSection] = []
        var runtimeAttributes: [RuntimeAttribute] = []
        var variations: [TraitVariation] = []
        var layout = ViewLayout()
        var source: SourceRange
    }
}

extension ViewNode: CustomReflectable {
    /// Makes ``storage`` uniquely referenced before a write.
    @inline(__always)
    mutating func makeUnique() { CopyOnWriteBox.makeUnique(&storage) }

    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool { lhs.storage.holdsFields(equalTo: rhs.storage) }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    public var customMirror: Mirror { storage.mirror(of: self) }
}
