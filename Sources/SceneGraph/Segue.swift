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
public struct Segue: Hashable, Sendable {
    /// The segue identifier; nil when the segue has none.
    public var identifier: String?
    /// The kind of edge.
    public var kind: SegueKind
    /// The destination scene's id in the same document (possibly a reference scene); nil for unwind.
    public var destination: String?
    /// For relationships: the child's role.
    public var relationship: RelationshipRole?
    /// For relationships read from a storyboard: the storyboard's name for it (`rootViewController`, …).
    public var relationshipName: String?
    /// The id of the view, bar item or cell that triggers it; nil when only code performs it.
    public var trigger: String?
    /// For embeds: the id of the container view that holds the child.
    public var containerView: String?
    /// The presentation style for `present` (and the adaptive style of a popover).
    public var presentationStyle: PresentationStyle?
    /// The transition style for `present`.
    public var transitionStyle: TransitionStyle?
    /// Whether the transition animates (default true).
    public var animates: Bool
    /// For popovers: the id of the view or bar item it points at.
    public var anchor: String?
    /// For popovers: the arrow directions allowed.
    public var permittedArrowDirections: [ArrowDirection]
    /// For popovers: the popover's content size.
    public var preferredContentSize: Size?
    /// For custom segues: the segue's Swift class.
    public var customClass: String?
    /// For unwind segues: the unwind action.
    public var unwindAction: String?
    /// For storyboards: the selector that creates the destination (`destinationCreationSelector`).
    public var destinationCreationSelector: String?
    /// Values handed to the destination.
    public var parameters: [SegueParameter]
    /// URL patterns that lead to the destination through this segue.
    public var deepLinks: [DeepLink]
    /// Values that differ under some size classes.
    public var variations: [TraitVariation]
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an edge.
    public init(identifier: String?, kind: SegueKind, destination: String?, source: SourceRange) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.animates = true
        self.permittedArrowDirections = []
        self.parameters = []
        self.deepLinks = []
        self.variations = []
        self.source = source
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
