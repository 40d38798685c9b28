import SceneGraph

/// The vocabulary of layout: the layout attributes of views and cells, `<constraints>`,
/// `<constraint>`, `<layoutGuide>`, a cell's `<contentView>`, and the designed device and
/// simulated bars of documents and scenes.
extension SceneVocabulary {
    /// The names of a constraint's attributes (`leading`, `centerX`, `topMargin`, …), and
    /// `baseline`, the storyboard spelling of the last baseline.
    public static let layoutAttributeWords = LayoutAttributeName.allCases.map(\.rawValue) + ["baseline"]

    /// The words of `autoresizing`: UIKit's flag names, or `none` alone (an empty mask).
    static let autoresizingWords = ["none"] + AutoresizingFlags.uikitNames.map(\.name)

    /// The holder's names a constraint item may use instead of an id: `superview` and `self`
    /// (the view that holds the `<constraints>`), `safeArea` and `margins` (its guides).
    public static let layoutItemKeywords = ["superview", "self", "safeArea", "margins"]

    /// The kinds of `<layoutGuide>`.
    static let layoutGuideKinds = LayoutGuideNode.Kind.allCases.map(\.rawValue)

    /// The words of a scene's `simulatedTopBar`.
    static let simulatedTopBars = ["navigationBar", "opaqueNavigationBar", "none"]

    /// The words of a scene's `simulatedBottomBar`.
    static let simulatedBottomBars = ["tabBar", "opaqueTabBar", "toolbar", "opaqueToolbar", "none"]

    /// The layout attributes every view, cell and `<contentView>` takes.
    static let layoutAttributes: [AttributeSpec] = [
        AttributeSpec("frame", .frame),
        AttributeSpec("fixedFrame", .bool),
        AttributeSpec("autoresizing", .listOf(autoresizingWords)),
        AttributeSpec("translatesAutoresizingMask", .bool),
        AttributeSpec("horizontalHugging", .priority),
        AttributeSpec("verticalHugging", .priority),
        AttributeSpec("horizontalCompressionResistance", .priority),
        AttributeSpec("verticalCompressionResistance", .priority),
        AttributeSpec("layoutMargins", .insets),
        AttributeSpec("preservesSuperviewLayoutMargins", .bool),
        AttributeSpec("insetsLayoutMarginsFromSafeArea", .bool),
        AttributeSpec("intrinsicWidth", .number),
        AttributeSpec("intrinsicHeight", .number),
    ]

    /// The names of ``layoutAttributes``: not a view's properties, and not varied by size class.
    static let layoutAttributeNames = Set(layoutAttributes.map(\.name))
    /// The names of ``layoutAttributes`` by length, for ``SceneFileBuilder/hasLayoutAttribute(_:)``.
    static let layoutAttributeNamesByLength = NamesByLength(layoutAttributes.map(\.name))

    /// What documents and scenes say about the screen they were designed on.
    static let designAttributes: [AttributeSpec] = [
        AttributeSpec("device", .device),
        AttributeSpec("freeformSize", .size),
        AttributeSpec("simulatedStatusBar", .bool),
        AttributeSpec("simulatedTopBar", .oneOf(simulatedTopBars)),
        AttributeSpec("simulatedBottomBar", .oneOf(simulatedBottomBars)),
    ]

    /// The children that hold layout in a view, a cell or a `<contentView>`.
    static let layoutChildren = ["constraints", "layoutGuide"]

    /// Adds the layout elements to the vocabulary being built.
    static func addLayoutElements(_ add: (String, [AttributeSpec], [String]) -> Void) {
        add("constraints", [], ["constraint"])
        add("constraint", [
            AttributeSpec("id", .text),
            AttributeSpec("first", .layoutItem), AttributeSpec("firstItem", .idRef),
            AttributeSpec("firstAttribute", .oneOf(layoutAttributeWords)),
            AttributeSpec("relation", .oneOf(LayoutRelationName.allCases.map(\.rawValue))),
            AttributeSpec("second", .layoutItem), AttributeSpec("secondItem", .idRef),
            AttributeSpec("secondAttribute", .oneOf(layoutAttributeWords)),
            AttributeSpec("multiplier", .multiplier), AttributeSpec("constant", .number),
            AttributeSpec("priority", .priority), AttributeSpec("identifier", .text), AttributeSpec("active", .bool),
        ], ["variation"])
        add("layoutGuide", [AttributeSpec("id", .text, required: true), AttributeSpec("kind", .oneOf(layoutGuideKinds), required: true)], [])
        add("contentView", [AttributeSpec("id", .text)] + layoutAttributes, layoutChildren)
    }

    // MARK: Values

    /// The numbers of a frame or insets value: exactly four, finite; nil otherwise.
    static func fourNumbers(_ text: String) -> [Double]? {
        let numbers = splitTokens(text).map { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return numbers.compactMap { $0 }
    }

    /// `X Y WIDTH HEIGHT` (width and height not negative), or nil.
    public static func frame(parsing text: String) -> LayoutFrame? {
        guard let numbers = fourNumbers(text), numbers[2] >= 0, numbers[3] >= 0 else { return nil }
        return LayoutFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `TOP LEFT BOTTOM RIGHT`, or nil.
    public static func insets(parsing text: String) -> LayoutEdgeInsets? {
        fourNumbers(text).map { LayoutEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    /// A priority: a number above 0, at most 1000 (required).
    public static func priority(parsing text: String) -> Double? {
        guard let value = Double(text), value > 0, value <= 1000 else { return nil }
        return value
    }

    /// `ID` or `ID portrait|landscape`, with Interface Builder's device ids (`retina4_7`).
    public static func device(parsing text: String) -> DesignedDevice? {
        let words = splitTokens(text)
        guard let id = words.first, words.count <= 2 else { return nil }
        switch words.count == 2 ? words[1] : "portrait" {
        case "portrait": return DesignedDevice(id: id, isLandscape: false)
        case "landscape": return DesignedDevice(id: id, isLandscape: true)
        default: return nil
        }
    }

    /// `ITEM.ATTRIBUTE`, split at the last dot (ids may hold dots); nil when there is no dot,
    /// either side is empty or the attribute is not one of ``layoutAttributeWords``.
    public static func layoutItem(parsing text: String) -> (item: String, attribute: LayoutAttributeName)? {
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex, isSingleToken(text),
              let attribute = LayoutAttributeName(storyboardName: String(text[text.index(after: dot)...])) else { return nil }
        return (String(text[..<dot]), attribute)
    }
}
