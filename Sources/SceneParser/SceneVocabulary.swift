import SceneGraph

/// The type of an attribute's value in the scene format.
public enum AttributeType: Hashable, Sendable {
    /// Any text.
    case text
    /// A Swift identifier (becomes a Swift symbol).
    case identifier
    /// A Swift type name, possibly qualified (`Module.Type`).
    case typeName
    /// A Swift type expression (`Int`, `[String]`, `Recipe.ID?`).
    case swiftType
    /// The id of a view, cell or bar button item in the same file.
    case idRef
    /// Space-separated ids of views in the same file.
    case idRefs
    /// The id of a scene in the same file.
    case sceneRef
    /// `true` or `false`.
    case bool
    /// A whole number.
    case integer
    /// A decimal number.
    case number
    /// `WIDTHxHEIGHT`.
    case size
    /// One of a fixed set of words.
    case oneOf([String])
    /// Space-separated words from a fixed set.
    case listOf([String])
    /// A URL pattern with `{name}` placeholders.
    case urlPattern
    /// A relative file path.
    case path
    /// A property path: Swift identifiers joined by dots (`layer.cornerRadius`).
    case keyPath
    /// A rectangle: `X Y WIDTH HEIGHT` in points (width and height not negative).
    case frame
    /// Edge insets: `TOP LEFT BOTTOM RIGHT` in points.
    case insets
    /// A constraint's multiplier: a number (`0.5`) or a ratio (`4:3`).
    case multiplier
    /// A layout priority: a number above 0, at most 1000.
    case priority
    /// A constraint item and attribute: `ITEM.ATTRIBUTE` (`title.leading`, `safeArea.top`).
    case layoutItem
    /// A designed device: an Interface Builder device id, optionally `portrait` or `landscape`.
    case device

    /// Whether a `<variation>` may override an attribute of this type (values, not structure).
    var isOverridable: Bool {
        switch self {
        case .text, .bool, .integer, .number, .size, .oneOf, .listOf, .multiplier, .priority: true
        default: false
        }
    }
}

/// One attribute an element accepts.
public struct AttributeSpec: Hashable, Sendable {
    /// The attribute's name.
    public var name: String
    /// Its value type.
    public var type: AttributeType
    /// Whether the element requires it.
    public var isRequired: Bool

    init(_ name: String, _ type: AttributeType, required: Bool = false) {
        self.name = name
        self.type = type
        self.isRequired = required
    }
}

/// One element of the scene format: its attributes and the elements it may contain.
public struct ElementSpec: Hashable, Sendable {
    /// The element's name.
    public var name: String
    /// The attributes it accepts.
    public var attributes: [AttributeSpec] {
        didSet { names = Names(attributes: attributes, children: children) }
    }
    /// The names of the elements it may contain.
    public var children: [String] {
        didSet { names = Names(attributes: attributes, children: children) }
    }
    /// The attributes' names and the children, indexed for look-ups (kept in step with them);
    /// one reference, so that copying a spec stays cheap.
    private var names: Names

    /// Creates a spec.
    public init(name: String, attributes: [AttributeSpec], children: [String]) {
        self.name = name
        self.attributes = attributes
        self.children = children
        names = Names(attributes: attributes, children: children)
    }

    /// The spec of an attribute.
    public func attribute(_ name: String) -> AttributeSpec? { names.attributes.firstIndex(of: name).map { attributes[$0] } }

    /// How many of its attributes it requires.
    var requiredAttributeCount: Int { names.requiredAttributeCount }

    /// Whether it may contain an element of this name.
    func allowsChild(_ name: String) -> Bool { names.children.contains(name) }

    public static func == (lhs: ElementSpec, rhs: ElementSpec) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(children)
    }

    /// The look-up tables of a spec (derived from its lists, so not part of its equality).
    private final class Names: Sendable {
        let attributes: NamesByLength
        let children: NamesByLength
        let requiredAttributeCount: Int

        init(attributes: [AttributeSpec], children: [String]) {
            self.attributes = NamesByLength(attributes.map(\.name))
            self.children = NamesByLength(children)
            requiredAttributeCount = attributes.count { $0.isRequired }
        }
    }
}

/// The scene format, version 1, as data: every element, its attributes and its children.
///
/// The reader checks documents against it; the XML Schema (`scene.xsd`) and the spec page
/// (`docs/SceneFormat.md`) describe the same vocabulary, and tests keep the three in agreement.
public enum SceneVocabulary {
    /// The namespace of version 1; `urn:scenec:scene:N` names version N.
    public static let namespace = "urn:scenec:scene:1"
    /// The prefix of every version's namespace.
    public static let namespacePrefix = "urn:scenec:scene:"
    /// The version this reader understands.
    public static let version = 1

    static let presentationStyles = PresentationStyle.allCases.map(\.rawValue)
    static let transitionStyles = TransitionStyle.allCases.map(\.rawValue)
    static let controlEvents = ControlEvent.allCases.map(\.rawValue)
    static let sizeClasses = SizeClass.allCases.map(\.rawValue)
    static let viewElements = ViewKind.named.map(\.elementName)
    static let sceneElements = ["controller", "navigation", "tabBar", "split", "page", "containerController", "reference"]

    /// The relationship roles each container element accepts.
    public static let relationshipRoles: [String: [RelationshipRole]] = [
        "navigation": [.root],
        "tabBar": [.tab],
        "split": [.primary, .secondary, .supplementary, .compact],
        "page": [.page],
        "containerController": [.child],
    ]

    static let sceneAttributes: [AttributeSpec] = designAttributes + [
        AttributeSpec("id", .identifier, required: true),
        AttributeSpec("class", .typeName),
        AttributeSpec("storyboardID", .text),
        AttributeSpec("restorationID", .text),
        AttributeSpec("title", .text),
        AttributeSpec("presentationStyle", .oneOf(presentationStyles)),
        AttributeSpec("transitionStyle", .oneOf(transitionStyles)),
        AttributeSpec("preferredContentSize", .size),
        AttributeSpec("definesPresentationContext", .bool),
        AttributeSpec("providesPresentationContextTransitionStyle", .bool),
        AttributeSpec("modalInPresentation", .bool),
        AttributeSpec("hidesBottomBarWhenPushed", .bool),
    ]

    /// The boolean scene attributes, stored in ``Scene/flags``.
    static let sceneFlags = ["definesPresentationContext", "providesPresentationContextTransitionStyle",
                             "modalInPresentation", "hidesBottomBarWhenPushed"]

    static let containerChildren = [
        "relationship", "navigationItem", "tabBarItem", "toolbarItems", "segue", "unwindAction", "deepLink", "variation",
        "runtimeAttribute",
    ]

    static let viewAttributes: [AttributeSpec] = [
        AttributeSpec("id", .text),
        AttributeSpec("class", .typeName),
        AttributeSpec("accessibilityLabel", .text),
        AttributeSpec("accessibilityIdentifier", .text),
        AttributeSpec("accessibilityHint", .text),
        AttributeSpec("restorationID", .text),
        AttributeSpec("hidden", .bool),
        AttributeSpec("tag", .integer),
        AttributeSpec("alpha", .number),
    ]

    /// Attributes that only some view kinds accept.
    static let viewSpecificAttributes: [String: [AttributeSpec]] = [
        "label": [AttributeSpec("text", .text)],
        "button": [AttributeSpec("title", .text), AttributeSpec("image", .text)],
        "textField": [AttributeSpec("text", .text), AttributeSpec("placeholder", .text)],
        "textView": [AttributeSpec("text", .text), AttributeSpec("editable", .bool)],
        "switch": [AttributeSpec("on", .bool)],
        "slider": [AttributeSpec("value", .number), AttributeSpec("minimumValue", .number), AttributeSpec("maximumValue", .number)],
        "stepper": [AttributeSpec("value", .number), AttributeSpec("minimumValue", .number),
                    AttributeSpec("maximumValue", .number), AttributeSpec("stepValue", .number)],
        "segmentedControl": [AttributeSpec("segments", .text), AttributeSpec("selectedSegmentIndex", .integer)],
        "datePicker": [AttributeSpec("mode", .oneOf(["date", "time", "dateAndTime", "countDownTimer"]))],
        "imageView": [AttributeSpec("image", .text)],
        "stackView": [
            AttributeSpec("axis", .oneOf(["horizontal", "vertical"])), AttributeSpec("spacing", .number),
            AttributeSpec("distribution", .oneOf(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])),
            AttributeSpec("alignment", .oneOf(["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"])),
            AttributeSpec("baselineRelativeArrangement", .bool), AttributeSpec("layoutMarginsRelativeArrangement", .bool),
        ],
        "tableView": [AttributeSpec("style", .oneOf(["plain", "grouped", "insetGrouped"]))],
        "containerView": [AttributeSpec("embed", .sceneRef), AttributeSpec("embedSegue", .identifier)],
        "activityIndicator": [AttributeSpec("animating", .bool)],
        "pageControl": [AttributeSpec("numberOfPages", .integer), AttributeSpec("currentPage", .integer)],
        "progressView": [AttributeSpec("progress", .number)],
        "searchBar": [AttributeSpec("text", .text), AttributeSpec("placeholder", .text), AttributeSpec("prompt", .text)],
    ]

    /// The attributes of `<cell>` and `<staticCell>` (a `<cell>` also takes `static`).
    static let cellAttributes: [AttributeSpec] = [
        AttributeSpec("id", .text), AttributeSpec("reuseIdentifier", .text), AttributeSpec("class", .typeName),
        AttributeSpec("style", .oneOf(["default", "subtitle", "value1", "value2"])),
        AttributeSpec("accessoryType", .oneOf(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"])),
        AttributeSpec("accessibilityLabel", .text), AttributeSpec("accessibilityIdentifier", .text),
        AttributeSpec("restorationID", .text),
    ] + layoutAttributes

    static let barSystemItems = [
        "done", "cancel", "edit", "save", "add", "compose", "reply", "action", "organize", "bookmarks", "search",
        "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close",
        "flexibleSpace", "fixedSpace",
    ]

    static let tabSystemItems = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]

    /// Every element of the format, by name.
    public static let elements: [String: ElementSpec] = {
        var elements: [String: ElementSpec] = [:]
        func add(_ name: String, _ attributes: [AttributeSpec], _ children: [String] = []) {
            elements[name] = ElementSpec(name: name, attributes: attributes, children: children)
        }
        add("scenes", [AttributeSpec("module", .identifier), AttributeSpec("initial", .sceneRef), AttributeSpec("device", .device)], sceneElements)
        add("controller", sceneAttributes + [AttributeSpec("kind", .oneOf(["plain", "table", "collection"]))], [
            "view", "navigationItem", "tabBarItem", "toolbarItems", "outlet", "outletCollection", "segue", "unwindAction",
            "deepLink", "variation", "runtimeAttribute",
        ])
        add("navigation", sceneAttributes, containerChildren)
        add("tabBar", sceneAttributes + [AttributeSpec("selectedIndex", .integer)], containerChildren)
        add("split", sceneAttributes + [
            AttributeSpec("style", .oneOf(["unspecified", "doubleColumn", "tripleColumn"])),
            AttributeSpec("preferredDisplayMode", .oneOf([
                "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary",
                "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary",
            ])),
        ], containerChildren)
        add("page", sceneAttributes + [
            AttributeSpec("pageTransition", .oneOf(["scroll", "pageCurl"])),
            AttributeSpec("navigationOrientation", .oneOf(["horizontal", "vertical"])),
        ], containerChildren)
        add("containerController", sceneAttributes.map { $0.name == "class" ? AttributeSpec("class", .typeName, required: true) : $0 },
            containerChildren + ["view", "outlet", "outletCollection"])
        add("reference", [
            AttributeSpec("id", .identifier, required: true), AttributeSpec("file", .path, required: true),
            AttributeSpec("scene", .identifier), AttributeSpec("storyboardID", .text),
        ])
        for view in viewElements {
            var children = viewElements + ["variation"] + gestureElements + ["runtimeAttribute"] + layoutChildren
            if ViewKind(elementName: view)?.isControl == true { children.append("action") }
            if view == "tableView" || view == "collectionView" { children.append("cell") }
            if view == "tableView" { children.append("staticSection") }
            if view == "toolbar" { children.append("barButtonItem") }
            add(view, viewAttributes + (viewSpecificAttributes[view] ?? []) + layoutAttributes, children)
        }
        let cellChildren = viewElements + ["outlet", "outletCollection", "variation", "runtimeAttribute", "contentView"] + layoutChildren
        add("cell", cellAttributes + [AttributeSpec("static", .bool)], cellChildren)
        add("staticSection", [AttributeSpec("headerTitle", .text), AttributeSpec("footerTitle", .text)], ["staticCell"])
        add("staticCell", cellAttributes, cellChildren)
        add("toolbarItems", [], ["barButtonItem"])
        add("navigationItem", [
            AttributeSpec("title", .text), AttributeSpec("prompt", .text),
            AttributeSpec("largeTitleDisplayMode", .oneOf(["automatic", "always", "never"])),
        ], ["barButtonItem"])
        add("barButtonItem", [
            AttributeSpec("id", .text), AttributeSpec("placement", .oneOf(["left", "right"])), AttributeSpec("class", .typeName),
            AttributeSpec("title", .text), AttributeSpec("image", .text),
            AttributeSpec("systemItem", .oneOf(barSystemItems)), AttributeSpec("style", .oneOf(["plain", "done"])),
            AttributeSpec("accessibilityLabel", .text), AttributeSpec("accessibilityIdentifier", .text),
        ], ["action"] + viewElements)
        add("tabBarItem", [
            AttributeSpec("title", .text), AttributeSpec("image", .text), AttributeSpec("selectedImage", .text),
            AttributeSpec("systemItem", .oneOf(tabSystemItems)), AttributeSpec("badgeValue", .text),
            AttributeSpec("tag", .integer), AttributeSpec("accessibilityLabel", .text),
            AttributeSpec("accessibilityIdentifier", .text),
        ])
        add("outlet", [
            AttributeSpec("property", .identifier, required: true), AttributeSpec("destination", .idRef, required: true),
            AttributeSpec("type", .typeName), AttributeSpec("owner", .idRef),
        ])
        add("outletCollection", [
            AttributeSpec("property", .identifier, required: true), AttributeSpec("destinations", .idRefs, required: true),
            AttributeSpec("type", .typeName), AttributeSpec("owner", .idRef),
        ])
        add("action", [
            AttributeSpec("method", .identifier, required: true), AttributeSpec("event", .oneOf(controlEvents)),
            AttributeSpec("target", .oneOf(actionTargets)),
        ])
        for kind in GestureKind.allCases {
            add(kind.elementName, gestureAttributes + gestureSpecificAttributes(of: kind), ["action"])
        }
        add("runtimeAttribute", [
            AttributeSpec("keyPath", .keyPath, required: true),
            AttributeSpec("type", .oneOf(RuntimeAttribute.ValueType.allCases.map(\.rawValue)), required: true),
            AttributeSpec("value", .text),
        ])
        add("unwindAction", [AttributeSpec("method", .identifier, required: true)])
        add("segue", [
            AttributeSpec("id", .identifier),
            AttributeSpec("kind", .oneOf(SegueKind.declarable.map(\.rawValue)), required: true),
            AttributeSpec("destination", .sceneRef), AttributeSpec("trigger", .idRef),
            AttributeSpec("presentationStyle", .oneOf(presentationStyles)),
            AttributeSpec("transitionStyle", .oneOf(transitionStyles)),
            AttributeSpec("animates", .bool), AttributeSpec("anchor", .idRef),
            AttributeSpec("permittedArrowDirections", .listOf(ArrowDirection.allCases.map(\.rawValue))),
            AttributeSpec("preferredContentSize", .size),
            AttributeSpec("class", .typeName), AttributeSpec("action", .identifier),
        ], ["parameter", "deepLink", "variation"])
        add("parameter", [
            AttributeSpec("name", .identifier, required: true), AttributeSpec("type", .swiftType, required: true),
            AttributeSpec("default", .text),
        ])
        add("relationship", [
            AttributeSpec("kind", .oneOf(RelationshipRole.allCases.map(\.rawValue)), required: true),
            AttributeSpec("destination", .sceneRef, required: true),
        ])
        add("deepLink", [AttributeSpec("pattern", .urlPattern, required: true)])
        add("variation", [
            AttributeSpec("horizontalSizeClass", .oneOf(sizeClasses)),
            AttributeSpec("verticalSizeClass", .oneOf(sizeClasses)),
        ])
        addLayoutElements(add)
        return elements
    }()

    /// Which segue kinds accept each kind-specific segue attribute.
    public static let segueAttributeKinds: [String: [SegueKind]] = [
        "destination": [.show, .showDetail, .present, .popover, .custom],
        "presentationStyle": [.present, .popover],
        "transitionStyle": [.present],
        "anchor": [.popover],
        "permittedArrowDirections": [.popover],
        "preferredContentSize": [.popover, .present],
        "class": [.custom],
        "action": [.unwind],
    ]
}
