import SceneGraph

/// The vocabulary of gesture recognizers and action targets.
extension SceneVocabulary {
    /// The gesture recognizer elements (`tapGesture`, …), in ``GestureKind``'s order.
    static let gestureElements = GestureKind.allCases.map(\.elementName)

    /// The words of an action's `target`: the scene's controller (the default) or the first responder.
    static let actionTargets = ["controller", "firstResponder"]

    /// The value of `target` for an action sent to the first responder.
    public static let firstResponderTarget = "firstResponder"

    /// Swipe directions (`UISwipeGestureRecognizer.Direction`).
    static let swipeDirections = ["right", "left", "up", "down"]

    /// Screen edges (`UIRectEdge`).
    static let rectEdges = ["top", "left", "bottom", "right", "all"]

    /// The attributes every gesture recognizer element takes.
    static let gestureAttributes: [AttributeSpec] = [
        AttributeSpec("id", .text, required: true),
        AttributeSpec("class", .typeName),
        AttributeSpec("enabled", .bool),
        AttributeSpec("cancelsTouchesInView", .bool),
        AttributeSpec("delaysTouchesBegan", .bool),
        AttributeSpec("delaysTouchesEnded", .bool),
    ]

    /// The attributes only some kinds of gesture recognizer take.
    ///
    /// A switch rather than a table keyed by kind: the vocabulary is made at start-up, and a
    /// dictionary keyed by `GestureKind` makes the runtime ask whether `GestureKind` is
    /// `Hashable` — a scan of every conformance record of the process (~280,000 instructions).
    static func gestureSpecificAttributes(of kind: GestureKind) -> [AttributeSpec] {
        switch kind {
        case .tap: [AttributeSpec("numberOfTapsRequired", .integer), AttributeSpec("numberOfTouchesRequired", .integer)]
        case .longPress: [
            AttributeSpec("minimumPressDuration", .number), AttributeSpec("numberOfTapsRequired", .integer),
            AttributeSpec("numberOfTouchesRequired", .integer), AttributeSpec("allowableMovement", .number),
        ]
        case .swipe: [AttributeSpec("direction", .listOf(swipeDirections)), AttributeSpec("numberOfTouchesRequired", .integer)]
        case .pan: [AttributeSpec("minimumNumberOfTouches", .integer), AttributeSpec("maximumNumberOfTouches", .integer)]
        case .screenEdgePan: [
            AttributeSpec("edges", .listOf(rectEdges)),
            AttributeSpec("minimumNumberOfTouches", .integer), AttributeSpec("maximumNumberOfTouches", .integer),
        ]
        case .pinch, .rotation: []
        }
    }

    /// What a `<runtimeAttribute>` value of `type` must look like, when `value` does not fit it;
    /// nil when it fits (`nil` attributes take no value and `string` ones any).
    public static func runtimeValueProblem(_ value: String, type: RuntimeAttribute.ValueType) -> String? {
        func numbers(_ count: Int) -> [Double]? {
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == count, parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
            return parts.compactMap { $0 }
        }
        switch type {
        case .string, .localizedString, .nil:
            return nil
        case .boolean:
            return value == "true" || value == "false" ? nil : "write true or false"
        case .number:
            return numbers(1) != nil ? nil : "write a number, e.g. 8 or 0.5"
        case .point:
            return numbers(2) != nil ? nil : "write x,y, e.g. 0,12.5"
        case .size:
            return numbers(2).map { $0.allSatisfy { $0 >= 0 } } == true ? nil : "write width,height, not negative, e.g. 44,44"
        case .rect:
            return numbers(4).map { $0[2] >= 0 && $0[3] >= 0 } == true ? nil : "write x,y,width,height, e.g. 0,0,320,44"
        case .range:
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            return parts.count == 2 && parts.allSatisfy({ ($0 ?? -1) >= 0 }) ? nil : "write location,length, e.g. 0,4"
        case .color:
            if let components = numbers(4) {
                return components.allSatisfy { (0...1).contains($0) } ? nil : "each of red,green,blue,alpha goes from 0 to 1"
            }
            return !value.isEmpty && !value.contains(",")
                ? nil : "write red,green,blue,alpha from 0 to 1 (e.g. 1,0.5,0,1) or a color name (e.g. systemBlueColor)"
        case .image:
            return value.isEmpty ? "write the image's name" : nil
        }
    }

    /// The gesture kind an element names, or nil.
    ///
    /// Why a list by length: the reader asks this of every child of every view, and searching
    /// `GestureKind.allCases` made the array of cases and each case's element name every time
    /// (5 % of `check` of 1,000 scenes, callgrind); a dictionary then hashed every child's name
    /// (~330 instructions a child, 1.2 % of `lint` of 1,000 scenes over 10 files). Names of one
    /// length are compared only with the gesture names as long, and most element names have
    /// none. The first case of each name is found, as the search found it;
    /// ``gestureKindBySearch(ofElement:)`` is that search, which the tests compare it with.
    static func gestureKind(ofElement name: String) -> GestureKind? {
        gestureElementNames.firstIndex(of: name).map { gestureKinds[$0] }
    }

    /// Every gesture kind, and their element names in the same order.
    private static let gestureKinds = GestureKind.allCases
    private static let gestureElementNames = NamesByLength(gestureElements)

    /// The plain form of ``gestureKind(ofElement:)``.
    static func gestureKindBySearch(ofElement name: String) -> GestureKind? {
        GestureKind.allCases.first { $0.elementName == name }
    }

    /// The control event an `event` value names, or nil — as `ControlEvent(rawValue:)` finds it.
    ///
    /// Why a list by length: every action of a scene file names its event, and the enum's own
    /// initializer compared the text with each case's name in turn (~1,900 instructions an
    /// action, 1 % of `check` of 1,000 scenes, callgrind, issue 26). `ControlEventLookupTests`
    /// compares the two.
    static func controlEvent(named name: String) -> ControlEvent? {
        controlEventNames.firstIndex(of: name).map { controlEventCases[$0] }
    }

    /// Every control event, and their names in the same order.
    private static let controlEventCases = ControlEvent.allCases
    private static let controlEventNames = NamesByLength(ControlEvent.allCases.map(\.rawValue))
}
