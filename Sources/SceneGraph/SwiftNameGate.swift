/// The one gate for every name of the graph that generated code writes into Swift source as it
/// is (class and module names, outlet properties, action and unwind methods, parameter names
/// and types, enumeration words), whatever the dialect the document was read from.
///
/// Text that generated code writes as a string literal (titles, identifiers, reuse
/// identifiers) or turns into a name of its own (scene and view ids, segue identifiers) is not a
/// slot: the literal escaper and the name sanitiser handle it. ``catalogue`` records, for every
/// text field of the graph's types, which of the two it is, so that a new field cannot be added
/// without a decision.
public enum SwiftNameGate {
    /// The rule id of a name the gate refuses (the scene reader's id for the same problem).
    public static let rule = "invalid-identifier"

    /// What a slot must hold.
    public enum Kind: String, Hashable, Sendable {
        /// A Swift identifier (keywords are back-ticked by the renderer; `init`, `Type`,
        /// `Protocol` and `_` are refused).
        case identifier
        /// A type name: identifiers joined by dots, no keyword (`RecipeCell`, `Kit.RecipeCell`).
        case typeName
        /// A type of the small grammar segue parameters accept (`Int`, `[String: Recipe.ID]?`).
        case type
        /// A member of a runtime enumeration, written after a dot (`.disclosureIndicator`).
        case member
        /// A module name: an identifier that is not a keyword (it prefixes type names and is imported).
        case module
        /// A property path: identifiers joined by dots (`layer.cornerRadius`).
        case keyPath

        /// Whether `value` is acceptable for a slot of this kind.
        public func accepts(_ value: String) -> Bool {
            switch self {
            case .identifier, .member: SwiftName.isIdentifier(value)
            case .typeName: SwiftName.isTypeName(value)
            case .type: SwiftName.isType(value)
            case .module: SwiftName.isIdentifier(value) && !SwiftName.isKeyword(value)
            case .keyPath: !value.isEmpty && value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { SwiftName.isIdentifier(String($0)) }
            }
        }
    }

    /// One name slot of a document: its value, what it must be, and where it was written.
    public struct Slot: Hashable, Sendable {
        /// The graph field it comes from (`Outlet.property`), as in ``catalogue``.
        public var field: String
        /// What it must be.
        public var kind: Kind
        /// The value as read.
        public var value: String
        /// The element the value was read from.
        public var source: SourceRange
        /// The attributes the value may have been read from, by dialect (`class`, `customClass`).
        public var attributeCandidates: [String]

        /// Creates a slot.
        public init(field: String, kind: Kind, value: String, source: SourceRange, attributeCandidates: [String]) {
            self.field = field
            self.kind = kind
            self.value = value
            self.source = source
            self.attributeCandidates = attributeCandidates
        }

        /// The attribute the value was read from, when the source records it (found only when
        /// asked: most slots are never reported).
        public var attribute: String? { attributeCandidates.first(where: source.contains) }

        /// Where the value was written: the attribute's value, else the element.
        public var location: SourceLocation { attribute.map(source.location(of:)) ?? source.element }
    }

    /// The role of a text field of the graph's types in generated code.
    public enum FieldRole: Hashable, Sendable {
        /// Written into Swift source as a name of this kind: the gate checks it.
        case name(Kind)
        /// Written as an escaped string literal or comment, turned into a sanitised name, or not
        /// written at all.
        case notSpliced
    }

    /// Every text-carrying field (`String`, `String?`, `[String]`, `[String: String]`) of the
    /// graph's types, by `Type.field`, with its role. A test walks the types and fails on a field
    /// missing here. For dictionaries of settings, the role is that of their values.
    public static let catalogue: [String: FieldRole] = [
        "SceneDocument.path": .notSpliced, "SceneDocument.module": .notSpliced,  // sanitised into the namespace
        "SceneDocument.initialScene": .notSpliced, "SceneDocument.attributes": .notSpliced,
        "Scene.className": .name(.typeName), "Scene.moduleName": .name(.module),
        "Scene.storyboardID": .notSpliced, "Scene.restorationID": .notSpliced, "Scene.title": .notSpliced,
        "Scene.settings": .notSpliced,  // compared with fixed words or read as numbers
        "Scene.flags": .notSpliced,  // keys from the readers' fixed list; the code model checks them again
        "Scene.storyboardElement": .notSpliced,
        "SceneID.document": .notSpliced, "SceneID.name": .notSpliced,  // sanitised into factory names
        "SceneReferenceTarget.file": .notSpliced, "SceneReferenceTarget.scene": .notSpliced,
        "SceneReferenceTarget.storyboardID": .notSpliced,
        "SceneObject.id": .notSpliced, "SceneObject.element": .notSpliced, "SceneObject.className": .name(.typeName),
        "Outlet.property": .name(.identifier), "Outlet.destination": .notSpliced, "Outlet.type": .name(.typeName),
        "Outlet.owner": .notSpliced,
        "OutletCollection.property": .name(.identifier), "OutletCollection.destinations": .notSpliced,
        "OutletCollection.type": .name(.typeName),
        "ActionConnection.method": .name(.identifier), "ActionConnection.selector": .notSpliced,
        "ActionConnection.target": .notSpliced,
        "UnwindAction.method": .name(.identifier),
        "Segue.identifier": .notSpliced,  // a string literal, and sanitised into a case name
        "Segue.destination": .notSpliced, "Segue.relationshipName": .notSpliced, "Segue.trigger": .notSpliced,
        "Segue.containerView": .notSpliced, "Segue.anchor": .notSpliced, "Segue.customClass": .name(.typeName),
        "Segue.unwindAction": .name(.identifier), "Segue.destinationCreationSelector": .notSpliced,
        "SegueParameter.name": .name(.identifier), "SegueParameter.type": .name(.type),
        "SegueParameter.defaultValue": .notSpliced,  // read by ParameterDefault: a literal or a checked `.member`
        "DeepLink.pattern": .notSpliced,  // a string literal; its placeholders name parameters (checked as such)
        "TraitVariation.overrides": .notSpliced,
        "ViewNode.id": .notSpliced, "ViewNode.className": .name(.typeName), "ViewNode.accessibilityLabel": .notSpliced,
        "ViewNode.accessibilityIdentifier": .notSpliced, "ViewNode.accessibilityHint": .notSpliced,
        "ViewNode.restorationID": .notSpliced,
        "ViewNode.properties": .notSpliced,  // literals, numbers, fixed words; members in `memberProperties`
        "CellPrototype.id": .notSpliced, "CellPrototype.reuseIdentifier": .notSpliced,
        "CellPrototype.className": .name(.typeName), "CellPrototype.properties": .notSpliced,
        "CellPrototype.accessibilityLabel": .notSpliced, "CellPrototype.accessibilityIdentifier": .notSpliced,
        "CellPrototype.restorationID": .notSpliced,
        "BarButtonItemNode.id": .notSpliced, "BarButtonItemNode.properties": .notSpliced,
        "BarButtonItemNode.accessibilityLabel": .notSpliced, "BarButtonItemNode.accessibilityIdentifier": .notSpliced,
        "NavigationItemNode.properties": .notSpliced,
        "TabBarItemNode.properties": .notSpliced, "TabBarItemNode.accessibilityLabel": .notSpliced,
        "TabBarItemNode.accessibilityIdentifier": .notSpliced,
        "SourceRange.Attribute.name": .notSpliced, "SceneDocument.Comment.text": .notSpliced,
        // Layout: ids name views and guides (bound to generated variables, never spliced); the
        // identifier is a string literal; the device and bars are compared with fixed words.
        "LayoutConstraintNode.id": .notSpliced, "LayoutConstraintNode.firstItem": .notSpliced,
        "LayoutConstraintNode.secondItem": .notSpliced, "LayoutConstraintNode.identifier": .notSpliced,
        "LayoutGuideNode.id": .notSpliced, "DesignedDevice.id": .notSpliced, "CellPrototype.contentViewID": .notSpliced,
        "SimulatedBars.topBar": .notSpliced, "SimulatedBars.bottomBar": .notSpliced,
        "ViewKind.other": .notSpliced,  // a storyboard element name; the view is the runtime's View
        "ViewNode.gestureRecognizers": .notSpliced,
        "OutletCollection.owner": .notSpliced,
        "BarButtonItemNode.className": .name(.typeName),
        "GestureRecognizerNode.id": .notSpliced, "GestureRecognizerNode.className": .name(.typeName),
        "GestureRecognizerNode.properties": .notSpliced,  // numbers, booleans, and words from fixed tables
        "StaticSection.headerTitle": .notSpliced, "StaticSection.footerTitle": .notSpliced,
        "RuntimeAttribute.keyPath": .notSpliced,  // looked up in a table of properties; the table's name is written
        "RuntimeAttribute.value": .notSpliced,  // a literal of its type
    ]

    /// The settings whose values generated code writes as enumeration members (`.add`), by the
    /// type whose `properties` hold them.
    public static let memberProperties: [String: [String]] = [
        "ViewNode": ["mode"],
        "CellPrototype": ["accessoryType"],
        "BarButtonItemNode": ["style", "systemItem"],
        "NavigationItemNode": ["largeTitleDisplayMode"],
        "TabBarItemNode": ["systemItem"],
    ]

    /// The diagnostics for every slot of `document` whose value its kind does not accept, in
    /// source order.
    public static func check(_ document: SceneDocument) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scene in document.scenes {
            check(scene, into: &diagnostics)
        }
        return diagnostics
    }

    /// Appends the diagnostics for every slot of one scene whose value its kind does not accept.
    static func check(_ scene: Scene, into diagnostics: inout [Diagnostic]) {
        var hasNonASCIIName = false
        forEachName(of: scene) { field, kind, value, source, attributes in
            guard kind.accepts(value) else {
                let slot = Slot(field: field, kind: kind, value: value, source: source, attributeCandidates: attributes)
                if let problem = problem(with: slot) { diagnostics.append(problem) }
                return
            }
            if !hasNonASCIIName && isNameKind(kind) { hasNonASCIIName = !ByteScan.isASCII(value) }
        }
        // Two spellings of one name need a character beyond ASCII (`é` and `e` + U+0301, or the
        // Kelvin sign and `K`): only then are the names gathered (a second walk) and compared.
        // Gathered on every walk, they were an array of slots per scene for nothing in nearly
        // every scene (issue 26); `SwiftNameGrammarTests` holds the clashes found.
        if hasNonASCIIName { diagnostics += encodingClashes(among: comparedNames(of: scene)) }
    }

    /// Whether a slot holds a name the encoding comparison looks at: an identifier or a member.
    private static func isNameKind(_ slot: Slot) -> Bool { isNameKind(slot.kind) }
    private static func isNameKind(_ kind: Kind) -> Bool { kind == .identifier || kind == .member }

    /// The names of one scene ``encodingClashes(among:)`` compares, in source order: the
    /// identifiers and members the gate accepts (a refused one has its own error).
    static func comparedNames(of scene: Scene) -> [Slot] {
        var names: [Slot] = []
        forEachSlot(of: scene) { slot in if isNameKind(slot) && slot.kind.accepts(slot.value) { names.append(slot) } }
        return names
    }

    /// Names of one scene that are equal by their canonical form (as Swift strings compare) but
    /// not by their scalars (as the Swift compiler compares names).
    static func encodingClashes(among names: [Slot]) -> [Diagnostic] {
        var clashes: [Diagnostic] = []
        var first: [String: Slot] = [:]
        for slot in names {
            guard let earlier = first[slot.value] else {
                first[slot.value] = slot
                continue
            }
            if !earlier.value.unicodeScalars.elementsEqual(slot.value.unicodeScalars) { clashes.append(encodingClash(slot, earlier)) }
        }
        return clashes
    }

    /// The error for a name that equals an earlier one but for how its accented letters are
    /// encoded: one name to scenec's tables, two to the Swift compiler.
    static func encodingClash(_ slot: Slot, _ first: Slot) -> Diagnostic {
        .error(
            "'\(SwiftName.displayed(slot.value))' differs from '\(SwiftName.displayed(first.value))' only in how its accented letters are encoded (precomposed or with combining marks): Swift would see two names; write both alike",
            at: slot.location, rule: rule,
            notes: [.note("the other spelling is here", at: first.location, rule: rule)])
    }

    /// The error for a slot its kind does not accept, or nil.
    public static func problem(with slot: Slot) -> Diagnostic? {
        guard !slot.kind.accepts(slot.value) else { return nil }
        let shown = SwiftName.displayed(slot.value)
        let origin = slot.attribute.map { "'\($0)'" } ?? slot.field
        let message = switch slot.kind {
        case .identifier where SwiftName.unusableNames.contains(slot.value):
            "'\(shown)' cannot be a Swift name in generated code (\(origin) becomes one): it would declare an initializer or name a metatype"
        case .identifier: "'\(shown)' is not a valid Swift identifier (\(origin) becomes a Swift name)"
        case .member: "'\(shown)' is not a valid Swift identifier (\(origin) becomes an enumeration member)"
        case .typeName: "'\(shown)' is not a valid Swift type name (\(origin) becomes a Swift type)"
        case .module: "'\(shown)' is not a Swift module name (\(origin) qualifies types and is imported)"
        case .type: "'\(shown)' is not a Swift type this format accepts (e.g. Int, String?, [Recipe.ID]); \(origin) becomes one"
        case .keyPath: "'\(shown)' is not a property path of Swift identifiers joined by dots (\(origin) is assigned as one)"
        }
        return .error(message, at: slot.location, rule: rule)
    }

    /// Calls `body` with every name slot of `document`, in source order within each scene.
    public static func forEachSlot(of document: SceneDocument, _ body: (Slot) -> Void) {
        for scene in document.scenes {
            forEachSlot(of: scene, body)
        }
    }

    /// Calls `body` with every name slot of one scene.
    public static func forEachSlot(of scene: Scene, _ body: (Slot) -> Void) {
        forEachName(of: scene) { field, kind, value, source, attributes in
            body(Slot(field: field, kind: kind, value: value, source: source, attributeCandidates: attributes))
        }
    }

    /// ``forEachSlot(of:_:)``'s walk, with each slot's parts rather than a slot: the check makes a
    /// slot only for a name it refuses.
    ///
    /// Why: a slot is a copy of its value, its element's range and its attribute names; made and
    /// destroyed for each of a scene's names (~25,000 for 1,000 scenes), and the range copied for
    /// each view whether it had a name or not, though nearly every name is accepted (issue 26).
    /// `NameGateTests` compares the check's refusals with those of every slot.
    static func forEachName(
        of scene: Scene,
        _ body: (_ field: String, _ kind: Kind, _ value: String, _ source: SourceRange, _ attributes: [String]) -> Void
    ) {
        func emit(_ field: String, _ kind: Kind, _ value: String?, _ source: SourceRange, _ attributes: [String]) {
            guard let value else { return }
            body(field, kind, value, source, attributes)
        }
        // The element's range made only for a member found (few views set one).
        func members(_ slots: [MemberSlot], _ properties: [String: String], _ source: () -> SourceRange) {
            guard !properties.isEmpty else { return }
            for slot in slots {
                if let value = PropertyLookup.value(of: slot.key, in: properties) { emit(slot.field, .member, value, source(), slot.attributes) }
            }
        }
        func actions(_ list: [ActionConnection]) {
            for action in list { emit("ActionConnection.method", .identifier, action.method, action.source, ["method", "selector"]) }
        }
        func outlets(_ outlets: [Outlet], _ collections: [OutletCollection]) {
            for outlet in outlets {
                emit("Outlet.property", .identifier, outlet.property, outlet.source, ["property"])
                emit("Outlet.type", .typeName, outlet.type, outlet.source, ["type"])
            }
            for collection in collections {
                emit("OutletCollection.property", .identifier, collection.property, collection.source, ["property"])
                emit("OutletCollection.type", .typeName, collection.type, collection.source, ["type"])
            }
        }
        func barItems(_ items: [BarButtonItemNode]) {
            for item in items {
                emit("BarButtonItemNode.className", .typeName, item.className, item.source, ["class", "customClass"])
                members(MemberSlot.barButtonItemNode, item.properties) { item.source }
                actions(item.actions)
                if let custom = item.customView { visit(custom) }
            }
        }
        func visit(_ node: ViewNode) {
            // The element's range is copied only for a name the view has.
            if let className = node.className { emit("ViewNode.className", .typeName, className, node.source, ["class", "customClass"]) }
            members(MemberSlot.viewNode, node.properties) { node.source }
            actions(node.actions)
            barItems(node.barItems)
            for subview in node.subviews { visit(subview) }
            for cell in node.cells {
                emit("CellPrototype.className", .typeName, cell.className, cell.source, ["class", "customClass"])
                members(MemberSlot.cellPrototype, cell.properties) { cell.source }
                outlets(cell.outlets, cell.outletCollections)
                for subview in cell.subviews { visit(subview) }
            }
        }

        emit("Scene.className", .typeName, scene.className, scene.source, ["class", "customClass"])
        emit("Scene.moduleName", .module, scene.moduleName, scene.source, ["module", "customModule"])
        if let item = scene.navigationItem {
            members(MemberSlot.navigationItemNode, item.properties) { item.source }
            barItems(item.leftItems + item.rightItems)
        }
        if let item = scene.tabBarItem { members(MemberSlot.tabBarItemNode, item.properties) { item.source } }
        barItems(scene.toolbarItems)
        if let root = scene.rootView { visit(root) }
        for gesture in scene.gestureRecognizers {
            emit("GestureRecognizerNode.className", .typeName, gesture.className, gesture.source, ["class", "customClass"])
            actions(gesture.actions)
        }
        outlets(scene.outlets, scene.outletCollections)
        for unwind in scene.unwindActions { emit("UnwindAction.method", .identifier, unwind.method, unwind.source, ["method"]) }
        for object in scene.otherObjects {
            emit("SceneObject.className", .typeName, object.className, object.source, ["customClass", "class"])
            actions(object.actions)
        }
        for segue in scene.segues {
            emit("Segue.customClass", .typeName, segue.customClass, segue.source, ["class", "customClass"])
            emit("Segue.unwindAction", .identifier, segue.unwindAction, segue.source, ["action", "unwindAction"])
            for parameter in segue.parameters {
                emit("SegueParameter.name", .identifier, parameter.name, parameter.source, ["name"])
                emit("SegueParameter.type", .type, parameter.type, parameter.source, ["type"])
            }
            for link in segue.deepLinks {
                for placeholder in link.placeholders { emit("DeepLink.placeholder", .identifier, placeholder, link.source, ["pattern"]) }
            }
        }
        for link in scene.deepLinks {
            for placeholder in link.placeholders { emit("DeepLink.placeholder", .identifier, placeholder, link.source, ["pattern"]) }
        }
    }

    /// A setting written as an enumeration member: its key, its field name in the catalogue's
    /// terms, and the attributes it is read from (scene file, storyboard).
    struct MemberSlot {
        let key: String
        let field: String
        let attributes: [String]

        init(type: String, key: String) {
            self.key = key
            field = "\(type).properties[\(key)]"
            attributes = key == "mode" ? [key, "datePickerMode"] : [key]
        }

        /// The member slots of each type that has some (``memberProperties``), made once.
        static func of(_ type: String) -> [MemberSlot] { (memberProperties[type] ?? []).map { MemberSlot(type: type, key: $0) } }
        static let viewNode = of("ViewNode")
        static let cellPrototype = of("CellPrototype")
        static let barButtonItemNode = of("BarButtonItemNode")
        static let navigationItemNode = of("NavigationItemNode")
        static let tabBarItemNode = of("TabBarItemNode")
    }
}

extension SwiftName {
    /// `value` as a diagnostic shows it: one line, control characters as `\u{…}`, at most 80
    /// characters (a refused name can be anything, a whole file included).
    public static func displayed(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars.prefix(80) {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return value.unicodeScalars.count > 80 ? result + "…" : result
    }
}
