extension Segue {
    /// A segue's stored fields, in ``Segue``'s declaration order (see its properties for what
    /// each means). Their synthesized `Hashable` is the segue's: field-wise equality, and a hash
    /// that combines every field in order, as a struct of these fields would synthesize.
    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var identifier: String?
        @usableFromInline var kind: SegueKind
        @usableFromInline var destination: String?
        @usableFromInline var relationship: RelationshipRole?
        @usableFromInline var relationshipName: String?
        @usableFromInline var trigger: String?
        @usableFromInline var containerView: String?
        @usableFromInline var presentationStyle: PresentationStyle?
        @usableFromInline var transitionStyle: TransitionStyle?
        @usableFromInline var animates: Bool = true
        @usableFromInline var anchor: String?
        @usableFromInline var permittedArrowDirections: [ArrowDirection] = []
        @usableFromInline var preferredContentSize: Size?
        @usableFromInline var customClass: String?
        @usableFromInline var unwindAction: String?
        @usableFromInline var destinationCreationSelector: String?
        @usableFromInline var parameters: [SegueParameter] = []
        @usableFromInline var deepLinks: [DeepLink] = []
        @usableFromInline var variations: [TraitVariation] = []
        @usableFromInline var source: SourceRange
    }
}

extension Segue: CustomReflectable {
    /// Makes ``storage`` uniquely referenced before a write.
    @inlinable @inline(__always)
    mutating func makeUnique() { CopyOnWriteBox.makeUnique(&storage) }

    public static func == (lhs: Segue, rhs: Segue) -> Bool { lhs.storage.holdsFields(equalTo: rhs.storage) }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    public var customMirror: Mirror { storage.mirror(of: self) }
}
