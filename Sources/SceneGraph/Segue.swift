/// The kind of an edge between scenes.
public enum SegueKind: String, CaseIterable, Hashable, Sendable {
    case show, showDetail, present, popover, custom, embed, relationship, unwind
    /// Legacy storyboard kinds (deprecated since iOS 8), kept so that lint can name their replacement.
    case push, modal, replace, legacyPopover

    /// The kinds a scene file's `<segue kind=…>` accepts.
    public static let declarable: [SegueKind] = [.show, .showDetail, .present, .popover, .custom, .unwind]

    /// Whether the kind is a deprecated storyboard kind.
    public var isLegacy: Bool {
        switch self {
        case .push, .modal, .replace, .legacyPopover: true
        default: false
        }
    }
}

/// The role of a relationship from a container to a child.
public enum RelationshipRole: String, CaseIterable, Hashable, Sendable {
    /// A navigation controller's root.
    case root
    /// One tab of a tab bar controller (in order).
    case tab
    /// A split view's primary (master) column.
    case primary
    /// A split view's secondary (detail) column.
    case secondary
    /// A split view's supplementary (middle) column.
    case supplementary
    /// A split view's controller for compact width.
    case compact
    /// An initial page of a page view controller.
    case page
    /// A child of a custom container.
    case child
}

/// A typed value a segue hands to its destination.
public struct SegueParameter: Hashable, Sendable {
    /// The parameter's name (a Swift identifier).
    public var name: String
    /// The parameter's Swift type.
    public var type: String
    /// The default value, as written (checked against the type).
    public var defaultValue: String?
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a parameter.
    public init(name: String, type: String, defaultValue: String? = nil, source: SourceRange) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.source = source
    }
}

/// An edge from one scene to another: a segue, an embed or a relationship.
///
/// Its fields are kept in a copy-on-write box, as ``Scene``'s and ``ViewNode``'s are: the
/// translators and rules walk a scene's segues many times, and each walk copied every segue —
/// retaining each of its strings and arrays, ~700 instructions a segue, 1 % of `compile` and
/// 1.5 % of `lint` of 1,000 scenes in 10 files (callgrind, issue 26). A copy now retains the box;
/// `SegueStorageTests` compares it with the plain struct of fields it was. As for scenes and
/// views, two copies that share a box are equal without comparing fields (a content size of NaN,
/// which no reader makes, is then equal to itself).
public struct Segue: Hashable, Sendable {
    /// The fields, shared by copies until one is mutated (``makeUnique()`` first).
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// The segue identifier; nil when the segue has none.
    @inlinable public var identifier: String? {
        get { storage.fields.identifier }
        _modify { makeUnique(); yield &storage.fields.identifier }
    }

    /// The kind of edge.
    @inlinable public var kind: SegueKind {
        get { storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }

    /// The destination scene's id in the same document (possibly a reference scene); nil for unwind.
    @inlinable public var destination: String? {
        get { storage.fields.destination }
        _modify { makeUnique(); yield &storage.fields.destination }
    }

    /// For relationships: the child's role.
    @inlinable public var relationship: RelationshipRole? {
        get { storage.fields.relationship }
        _modify { makeUnique(); yield &storage.fields.relationship }
    }

    /// For relationships read from a storyboard: the storyboard's name for it (`rootViewController`, …).
    @inlinable public var relationshipName: String? {
        get { storage.fields.relationshipName }
        _modify { makeUnique(); yield &storage.fields.relationshipName }
    }

    /// The id of the view, bar item or cell that triggers it; nil when only code performs it.
    @inlinable public var trigger: String? {
        get { storage.fields.trigger }
        _modify { makeUnique(); yield &storage.fields.trigger }
    }

    /// For embeds: the id of the container view that holds the child.
    @inlinable public var containerView: String? {
        get { storage.fields.containerView }
        _modify { makeUnique(); yield &storage.fields.containerView }
    }

    /// The presentation style for `present` (and the adaptive style of a popover).
    @inlinable public var presentationStyle: PresentationStyle? {
        get { storage.fields.presentationStyle }
        _modify { makeUnique(); yield &storage.fields.presentationStyle }
    }

    /// The transition style for `present`.
    @inlinable public var transitionStyle: TransitionStyle? {
        get { storage.fields.transitionStyle }
        _modify { makeUnique(); yield &storage.fields.transitionStyle }
    }

    /// Whether the transition animates (default true).
    @inlinable public var animates: Bool {
        get { storage.fields.animates }
        _modify { makeUnique(); yield &storage.fields.animates }
    }

    /// For popovers: the id of the view or bar item it points at.
    @inlinable public var anchor: String? {
        get { storage.fields.anchor }
        _modify { makeUnique(); yield &storage.fields.anchor }
    }

    /// For popovers: the arrow directions allowed.
    @inlinable public var permittedArrowDirections: [ArrowDirection] {
        get { storage.fields.permittedArrowDirections }
        _modify { makeUnique(); yield &storage.fields.permittedArrowDirections }
    }

    /// For popovers: the popover's content size.
    @inlinable public var preferredContentSize: Size? {
        get { storage.fields.preferredContentSize }
        _modify { makeUnique(); yield &storage.fields.preferredContentSize }
    }

    /// For custom segues: the segue's Swift class.
    @inlinable public var customClass: String? {
        get { storage.fields.customClass }
        _modify { makeUnique(); yield &storage.fields.customClass }
    }

    /// For unwind segues: the unwind action.
    @inlinable public var unwindAction: String? {
        get { storage.fields.unwindAction }
        _modify { makeUnique(); yield &storage.fields.unwindAction }
    }

    /// For storyboards: the selector that creates the destination (`destinationCreationSelector`).
    @inlinable public var destinationCreationSelector: String? {
        get { storage.fields.destinationCreationSelector }
        _modify { makeUnique(); yield &storage.fields.destinationCreationSelector }
    }

    /// Values handed to the destination.
    @inlinable public var parameters: [SegueParameter] {
        get { storage.fields.parameters }
        _modify { makeUnique(); yield &storage.fields.parameters }
    }

    /// URL patterns that lead to the destination through this segue.
    @inlinable public var deepLinks: [DeepLink] {
        get { storage.fields.deepLinks }
        _modify { makeUnique(); yield &storage.fields.deepLinks }
    }

    /// Values that differ under some size classes.
    @inlinable public var variations: [TraitVariation] {
        get { storage.fields.variations }
        _modify { makeUnique(); yield &storage.fields.variations }
    }

    /// The element's source positions.
    @inlinable public var source: SourceRange {
        get { storage.fields.source }
        _modify { makeUnique(); yield &storage.fields.source }
    }

    /// Creates an edge.
    public init(identifier: String?, kind: SegueKind, destination: String?, source: SourceRange) {
        storage = CopyOnWriteBox(Fields(identifier: identifier, kind: kind, destination: destination, source: source))
    }
}

/// A URL pattern such as `recipes://recipe/{recipeID}`.
public struct DeepLink: Hashable, Sendable {
    /// The pattern; `{name}` placeholders stand for segue parameters.
    public var pattern: String
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a deep link.
    public init(pattern: String, source: SourceRange) {
        self.pattern = pattern
        self.source = source
    }

    /// The placeholder names in the pattern, in order.
    public var placeholders: [String] {
        var names: [String] = []
        var current: String?
        for character in pattern {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(name)
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }
}

/// Attribute values that apply only under some size classes.
public struct TraitVariation: Hashable, Sendable {
    /// The horizontal size class it applies to; nil means any.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class it applies to; nil means any.
    public var verticalSizeClass: SizeClass?
    /// The overridden attributes, by name, with their values as written.
    public var overrides: [String: String]
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a variation.
    public init(horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?, overrides: [String: String], source: SourceRange) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.overrides = overrides
        self.source = source
    }
}
