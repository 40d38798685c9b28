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

    /// The box a view's copies share until one of them is mutated (copy on write).
    ///
    /// `@unchecked Sendable` is safe: the box is only mutated through ``ViewNode``'s accessors,
    /// which first make it uniquely referenced (copying it when shared), so a box reachable from
    /// more than one value — and so from more than one thread — is never written; the view has
    /// value semantics like the struct of fields it replaces.
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// Makes ``storage`` uniquely referenced, copying the fields when other views share it.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}

extension ViewNode: CustomReflectable {
    /// The fields as a struct's children, as before the box: `dump`, debuggers and reflection-based
    /// walks of the graph see the view's properties, not ``storage``.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }
}
