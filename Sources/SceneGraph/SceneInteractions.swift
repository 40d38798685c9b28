/// The gesture recognizer classes a scene can attach to its views.
public enum GestureKind: String, CaseIterable, Hashable, Sendable {
    case tap, longPress, swipe, pan, screenEdgePan, pinch, rotation

    /// The runtime class that implements recognizers of this kind.
    public var runtimeClassName: String {
        switch self {
        case .tap: "TapGestureRecognizer"
        case .longPress: "LongPressGestureRecognizer"
        case .swipe: "SwipeGestureRecognizer"
        case .pan: "PanGestureRecognizer"
        case .screenEdgePan: "ScreenEdgePanGestureRecognizer"
        case .pinch: "PinchGestureRecognizer"
        case .rotation: "RotationGestureRecognizer"
        }
    }

    /// The element name in scene files (`tapGesture`, `longPressGesture`, …).
    public var elementName: String { rawValue + "Gesture" }

    /// Whether the gesture goes through began/changed/ended (its action runs on each change).
    public var isContinuous: Bool {
        switch self {
        case .tap, .swipe: false
        case .longPress, .pan, .screenEdgePan, .pinch, .rotation: true
        }
    }
}

/// A gesture recognizer of a scene: attached to the views that list it, sending actions to the
/// controller and triggering segues (`Segue.trigger` names it).
public struct GestureRecognizerNode: Hashable, Sendable {
    /// The recognizer's id (what views, triggers and outlets name).
    public var id: String?
    /// Its class.
    public var kind: GestureKind
    /// A custom subclass, when not the runtime's class for its kind.
    public var className: String?
    /// Kind-specific settings (`numberOfTapsRequired`, `direction`, `minimumPressDuration`,
    /// `edges`, `cancelsTouchesInView`, `enabled`, …), by attribute name.
    public var properties: [String: String]
    /// Actions it sends when it recognizes (or, when continuous, on each state change).
    public var actions: [ActionConnection]
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a recognizer with no settings.
    public init(id: String?, kind: GestureKind, source: SourceRange) {
        self.id = id
        self.kind = kind
        self.properties = [:]
        self.actions = []
        self.source = source
    }
}

/// A section of a table view's static content (a storyboard's `dataMode="static"`): its titles
/// and how many of the table's static cells, in order, it holds.
public struct StaticSection: Hashable, Sendable {
    /// The header title.
    public var headerTitle: String?
    /// The footer title.
    public var footerTitle: String?
    /// The number of static cells of the table (``ViewNode/cells`` with `isStatic`, in order)
    /// this section holds, after those of the sections before it.
    public var cellCount: Int
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a section.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cellCount: Int, source: SourceRange) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cellCount = cellCount
        self.source = source
    }
}

/// A value Interface Builder sets by key path when the object loads (a storyboard's user-defined
/// runtime attribute). Generated code assigns it as a typed property, never by key-value coding.
public struct RuntimeAttribute: Hashable, Sendable {
    /// The value types Interface Builder offers.
    public enum ValueType: String, CaseIterable, Hashable, Sendable {
        case boolean, number, string, localizedString, point, size, rect, range, color, image, `nil`
    }

    /// The key path (`layer.cornerRadius`, `placeholderColor`).
    public var keyPath: String
    /// The value's type.
    public var type: ValueType
    /// The value as written (`YES`, `12`, text); structured values as `x,y` / `width,height` /
    /// `x,y,width,height`; nil for `nil`.
    public var value: String?
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an attribute.
    public init(keyPath: String, type: ValueType, value: String?, source: SourceRange) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.source = source
    }
}
