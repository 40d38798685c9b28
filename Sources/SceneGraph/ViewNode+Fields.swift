extension ViewNode {
    /// A view's stored fields, in ``ViewNode``'s declaration order (see its properties for what
    /// each means). Their synthesized `Hashable` is the view's: field-wise equality, and a hash
    /// that combines every field in order, as a struct of these fields would synthesize.
    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var id: String?
        @usableFromInline var kind: ViewKind
        @usableFromInline var className: String?
        @usableFromInline var accessibilityLabel: String?
        @usableFromInline var accessibilityIdentifier: String?
        @usableFromInline var accessibilityHint: String?
        @usableFromInline var restorationID: String?
        @usableFromInline var properties: [String: String] = [:]
        @usableFromInline var actions: [ActionConnection] = []
        @usableFromInline var subviews: [ViewNode] = []
        @usableFromInline var cells: [CellPrototype] = []
        @usableFromInline var barItems: [BarButtonItemNode] = []
        @usableFromInline var gestureRecognizers: [String] = []
        @usableFromInline var staticSections: [StaticSection] = []
        @usableFromInline var runtimeAttributes: [RuntimeAttribute] = []
        @usableFromInline var variations: [TraitVariation] = []
        @usableFromInline var layout = OutOfLineLayout()
        @usableFromInline var source: SourceRange
    }
}

extension ViewNode: CustomReflectable {
    /// Makes ``storage`` uniquely referenced before a write.
    @inlinable @inline(__always)
    mutating func makeUnique() { CopyOnWriteBox.makeUnique(&storage) }

    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool { lhs.storage.holdsFields(equalTo: rhs.storage) }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    public var customMirror: Mirror { storage.mirror(of: self) }
}
