import SceneGraph

/// The attributes of one element after checking them against its ``ElementSpec``: only values
/// that are valid for their type are kept, so builders never see a malformed value.
struct CheckedAttributes {
    /// The checked values, in source order.
    ///
    /// Why a list and not a dictionary: an element has a handful of attributes, and the scene
    /// reader made a dictionary of them for every element and then hashed each name it asked for
    /// (18 % of `check` of 1,000 scenes, callgrind); comparing the names along the list costs a
    /// fraction of that. A name appears once (libxml2 refuses a repeated attribute); were it to
    /// appear twice, the last would count, as the dictionary's last assignment did.
    /// `CheckedAttributesTests` compares the look-ups with the dictionary's.
    private(set) var pairs: [Pair]
    let range: SourceRange

    /// One attribute's name and value. A struct, not a tuple: an array of tuples is destroyed by
    /// the runtime's generic tuple walk, field by field through metadata (`tuple_destroy`, 3 M
    /// instructions of `check` of 1,000 scenes in 10 files), a struct's elements by its own
    /// destroy function (−0.4 % of that `check`, callgrind, issue 26).
    struct Pair {
        var name: String
        var value: String
    }

    init(pairs: [Pair], range: SourceRange) {
        self.pairs = pairs
        self.range = range
    }

    init(values: [String: String], range: SourceRange) {
        self.init(pairs: values.map { Pair(name: $0.key, value: $0.value) }, range: range)
    }

    /// The values by name (a name's last value, were there two).
    var values: [String: String] {
        var values = [String: String](minimumCapacity: pairs.count)
        for pair in pairs { values[pair.name] = pair.value }
        return values
    }

    subscript(name: String) -> String? { pairs.last { ByteScan.isSameName($0.name, name) }?.value }

    func bool(_ name: String) -> Bool? { self[name].map { $0 == "true" } }
    func integer(_ name: String) -> Int? { self[name].flatMap { Int($0) } }
    func size(_ name: String) -> Size? { self[name].flatMap(Size.init(parsing:)) }
    func tokens(_ name: String) -> [String] { self[name].map(splitTokens) ?? [] }
    func enumValue<E: RawRepresentable>(_ name: String, as: E.Type) -> E? where E.RawValue == String {
        self[name].flatMap(E.init(rawValue:))
    }

    mutating func remove(_ name: String) { pairs.removeAll { ByteScan.isSameName($0.name, name) } }
}

func splitTokens(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
}

/// Whether `splitTokens(text) == [text]` (one non-empty token), without splitting. Read on
/// the string's own bytes where it has them: going down its UTF-8 view was ~360 instructions an
/// id, and every id and identifier attribute is checked (issue 26). `SingleTokenTests` compares
/// it with splitting.
func isSingleToken(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    return text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: isTokenSeparator) }
        ?? !text.utf8.contains(where: isTokenSeparator)
}

/// A space, tab, line feed or carriage return: what ``splitTokens(_:)`` splits at.
@inline(__always)
func isTokenSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

/// Checks elements against the vocabulary and collects diagnostics.
struct ElementChecker {
    /// Rule ids for vocabulary problems.
    enum Rule {
        static let unknownElement = "unknown-element"
        static let misplacedElement = "misplaced-element"
        static let unknownAttribute = "unknown-attribute"
        static let missingAttribute = "missing-attribute"
        static let invalidValue = "invalid-value"
        static let invalidIdentifier = "invalid-identifier"
        static let invalidType = "invalid-type"
        static let misplacedAttribute = "misplaced-attribute"
        static let unexpectedText = "unexpected-text"
    }

    let namespace: String
    var diagnostics: [Diagnostic] = []
    /// A tree and the index its names have for ``namespace``, once an element was found in it.
    private var knownNamespace: (storage: XMLStorage, index: UInt32)?

    init(namespace: String) {
        self.namespace = namespace
    }

    /// Checks `element`'s attributes and text against `spec`; `extra` lists attributes checked elsewhere.
    mutating func attributes(of element: XMLElement, spec: ElementSpec, extra: [AttributeSpec] = []) -> CheckedAttributes {
        var values: [CheckedAttributes.Pair] = []
        // Located only for a diagnostic, and then all at once (one scan of the tag): an element
        // with a thousand bad attributes is scanned once, not once for each.
        var attributes = element.attributesLocatedOnDemand
        values.reserveCapacity(attributes.count)  // one allocation, not one per doubling
        var requiredSeen = 0
        for position in attributes.indices {
            let name = attributes.name(at: position)
            if let uri = attributes.namespaceURI(at: position) {
                attributes = attributes.located()
                diagnostics.append(.error(
                    "attribute '\(name)' in namespace '\(uri)' is not part of the scene format",
                    at: attributes.nameLocation(at: position), rule: Rule.unknownAttribute))
                continue
            }
            // The element's own attributes first, then those checked elsewhere (as one list would).
            guard let attributeSpec = spec.attribute(name) ?? extra.first(where: { ByteScan.isSameName($0.name, name) }) else {
                let all = spec.attributes + extra
                attributes = attributes.located()
                diagnostics.append(.error(
                    "unknown attribute '\(name)' on <\(element.name)>\(Spelling.hint(for: name, among: all.map(\.name)))",
                    at: attributes.nameLocation(at: position), rule: Rule.unknownAttribute))
                continue
            }
            if attributeSpec.isRequired { requiredSeen += 1 }
            let value = attributes.value(at: position)
            if let problem = Self.problem(with: value, as: attributeSpec.type, name: name) {
                attributes = attributes.located()
                diagnostics.append(.error(problem.message, at: attributes.valueLocation(at: position), rule: problem.rule))
            } else {
                values.append(CheckedAttributes.Pair(name: name, value: value))
            }
        }
        if !Self.hasEveryRequired(seen: requiredSeen, spec: spec, extra: extra) {
            func requirePresent(_ specs: [AttributeSpec]) {
                for required in specs where required.isRequired && element[attribute: required.name] == nil {
                    diagnostics.append(.error(
                        "<\(element.name)> requires the attribute '\(required.name)'", at: element.location, rule: Rule.missingAttribute))
                }
            }
            requirePresent(spec.attributes)  // in the order of one list: the element's own, then `extra`
            requirePresent(extra)
        }
        if let text = element.textLocation {
            diagnostics.append(.error(
                "text is not allowed inside <\(element.name)>; values go in attributes", at: text, rule: Rule.unexpectedText))
        }
        return CheckedAttributes(pairs: values, range: element.sourceRange)
    }

    /// Whether the element is known to have every required attribute: as many of its unprefixed
    /// attributes had a required spec as `spec` and `extra` require. An element's attribute names
    /// differ (libxml2 refuses a repeated one), so the counts agree only when each required name
    /// is there; when they do not — an attribute missing, or a name both lists require — the
    /// element is searched for each, as it always was. The search made each required
    /// attribute's value again to see it there (~1.5 % of `check` of scene files, issue 26).
    static func hasEveryRequired(seen: Int, spec: ElementSpec, extra: [AttributeSpec]) -> Bool {
        seen == spec.requiredAttributeCount + (extra.isEmpty ? 0 : extra.count { $0.isRequired })
    }

    /// The child elements of `element` that `spec` allows; the others get a diagnostic.
    ///
    /// Kept as they are met rather than copied and then filtered: the copy and the filter's
    /// removal of nothing were ~280 instructions an element (1.7 % of `check` of scene files,
    /// issue 26). The children are asked in order, each once, as the filter asked them.
    mutating func children(of element: XMLElement, spec: ElementSpec) -> [XMLElement] {
        let all = element.children
        var children: [XMLElement] = []
        children.reserveCapacity(all.count)
        for child in all where isAllowed(child, in: element, spec: spec) { children.append(child) }
        return children
    }

    /// Whether `spec` allows `child` in `element`; a diagnostic when it does not (internal for
    /// `AllowedChildrenTests`).
    mutating func isAllowed(_ child: XMLElement, in element: XMLElement, spec: ElementSpec) -> Bool {
        guard isInFormatNamespace(child) else {
            let where_ = child.namespaceURI.map { "namespace '\($0)'" } ?? "no namespace"
            diagnostics.append(.error(
                "element <\(child.name)> in \(where_) is not part of the scene format (expected namespace '\(namespace)')",
                at: child.location, rule: Rule.unknownElement))
            return false
        }
        guard spec.allowsChild(child.name) else {
            if let known = SceneVocabulary.elements[child.name], ByteScan.isSameName(known.name, child.name) {
                let parents = SceneVocabulary.elements.values.filter { $0.children.contains(child.name) }.map { "<\($0.name)>" }.sorted()
                let list = parents.count > 4 ? parents.prefix(4).joined(separator: ", ") + ", …" : parents.joined(separator: ", ")
                diagnostics.append(.error(
                    "<\(child.name)> is not allowed inside <\(element.name)>; it belongs in \(list)",
                    at: child.location, rule: Rule.misplacedElement))
            } else {
                diagnostics.append(.error(
                    "unknown element <\(child.name)> inside <\(element.name)>\(Spelling.hint(for: child.name, among: spec.children))",
                    at: child.location, rule: Rule.unknownElement))
            }
            return false
        }
        return true
    }

    /// Whether `element` is in ``namespace``.
    ///
    /// Why not only comparing the URIs: each child of each element made its namespace's string
    /// and compared it (~190 instructions a child, 1.2 % of `check` of scene files, issue
    /// 26). A tree keeps each distinct name once, so an element whose namespace has the index of
    /// one already found to be ``namespace`` is in it; any other is compared as text.
    /// `NamespaceIndexTests` compares it with comparing the text.
    mutating func isInFormatNamespace(_ element: XMLElement) -> Bool {
        let index = element.namespaceIndex
        if let known = knownNamespace, known.index == index, known.storage === element.storage { return true }
        guard element.namespaceURI == namespace else { return false }
        knownNamespace = (element.storage, index)
        return true
    }

    /// What is wrong with a value of an attribute of `type`, or nil when it fits.
    struct ValueProblem {
        var message: String
        var rule: String
    }

    /// Checks one value against a type: nil when it fits, or what is wrong. The caller places the
    /// diagnostic (where the value is is worked out only then).
    static func problem(with value: String, as type: AttributeType, name: String) -> ValueProblem? {
        func fail(_ message: String, _ rule: String = Rule.invalidValue) -> ValueProblem? {
            ValueProblem(message: message, rule: rule)
        }
        switch type {
        case .text, .path:
            if type == .path, value.isEmpty { return fail("'\(name)' must not be empty") }
            return nil
        case .identifier:
            // `isIdentifier` refuses the unusable names too; the set is asked only to say why.
            if SwiftName.isIdentifier(value) { return nil }
            if SwiftName.unusableNames.contains(value) {
                return fail("'\(value)' cannot be a Swift name in generated code ('\(name)' becomes one): it would declare an initializer or name a metatype", Rule.invalidIdentifier)
            }
            return fail("'\(value)' is not a valid Swift identifier ('\(name)' becomes a Swift name)", Rule.invalidIdentifier)
        case .typeName:
            return SwiftName.isTypeName(value)
                ? nil : fail("'\(value)' is not a valid Swift type name", Rule.invalidIdentifier)
        case .swiftType:
            return SwiftName.isType(value)
                ? nil : fail("'\(value)' is not a Swift type this format accepts (e.g. Int, String?, [Recipe.ID])", Rule.invalidType)
        case .idRef, .sceneRef:
            return isSingleToken(value)
                ? nil : fail("'\(name)' must be a single id without spaces")
        case .idRefs:
            return !splitTokens(value).isEmpty ? nil : fail("'\(name)' must list at least one id")
        case .bool:
            return value == "true" || value == "false" ? nil : fail("'\(value)' is not a boolean; use true or false")
        case .integer:
            return Int(value) != nil ? nil : fail("'\(value)' is not a whole number")
        case .number:
            return Double(value).map(\.isFinite) == true ? nil : fail("'\(value)' is not a number")
        case .size:
            return Size(parsing: value) != nil ? nil : fail("'\(value)' is not a size; write WIDTHxHEIGHT, e.g. 320x480")
        case .oneOf(let words):
            return words.contains(value)
                ? nil : fail("'\(value)' is not a valid \(name)\(Spelling.hint(for: value, among: words)) (expected one of: \(words.joined(separator: ", ")))")
        case .listOf(let words):
            let tokens = splitTokens(value)
            if tokens.isEmpty { return fail("'\(name)' must list at least one of: \(words.joined(separator: ", "))") }
            for token in tokens where !words.contains(token) {
                return fail("'\(token)' is not a valid \(name) value\(Spelling.hint(for: token, among: words)) (expected: \(words.joined(separator: ", ")))")
            }
            return nil
        case .urlPattern:
            return patternProblem(value, name: name)
        case .keyPath:
            return SwiftNameGate.Kind.keyPath.accepts(value)
                ? nil : fail("'\(value)' is not a property path of Swift identifiers joined by dots (e.g. layer.cornerRadius)", Rule.invalidIdentifier)
        case .frame:
            return SceneVocabulary.frame(parsing: value) != nil
                ? nil : fail("'\(value)' is not a frame; write X Y WIDTH HEIGHT in points, width and height not negative (e.g. 16 20 343 44)")
        case .insets:
            return SceneVocabulary.insets(parsing: value) != nil
                ? nil : fail("'\(value)' is not a set of insets; write TOP LEFT BOTTOM RIGHT in points (e.g. 8 16 8 16)")
        case .multiplier:
            return LayoutConstraintNode.multiplier(parsing: value) != nil
                ? nil : fail("'\(value)' is not a multiplier; write a number (0.5) or a ratio (4:3)")
        case .priority:
            return SceneVocabulary.priority(parsing: value) != nil
                ? nil : fail("'\(value)' is not a priority; write a number above 0 and at most 1000 (required)")
        case .device:
            return SceneVocabulary.device(parsing: value) != nil
                ? nil : fail("'\(value)' is not a device; write a device name or Interface Builder device id, optionally followed by portrait or landscape (e.g. iphone-8, retina4_7 landscape)")
        case .layoutItem:
            return layoutItemProblem(value, name: name)
        }
    }

    private static func layoutItemProblem(_ value: String, name: String) -> ValueProblem? {
        guard SceneVocabulary.layoutItem(parsing: value) == nil else { return nil }
        let attribute = value.lastIndex(of: ".").map { String(value[value.index(after: $0)...]) }
        let message: String
        if let attribute, !attribute.isEmpty, value.first != ".", isSingleToken(value) {
            message = "'\(attribute)' in '\(value)' is not a layout attribute\(Spelling.hint(for: attribute, among: SceneVocabulary.layoutAttributeWords)) (expected one of: \(SceneVocabulary.layoutAttributeWords.joined(separator: ", ")))"
        } else {
            message = "'\(value)' is not a constraint item; write ITEM.ATTRIBUTE, where ITEM is a view or guide id or superview, self, safeArea or margins (e.g. title.leading)"
        }
        return ValueProblem(message: message, rule: Rule.invalidValue)
    }

    private static func patternProblem(_ pattern: String, name: String) -> ValueProblem? {
        let scheme = pattern.prefix { $0 != ":" }
        guard !scheme.isEmpty, scheme.count < pattern.count, pattern.dropFirst(scheme.count).hasPrefix("://") else {
            return ValueProblem(message: "'\(pattern)' is not a URL pattern; write scheme://host/path with {name} placeholders", rule: Rule.invalidValue)
        }
        var depth = 0
        var current = ""
        for character in pattern {
            switch character {
            case "{":
                depth += 1
                current = ""
            case "}":
                depth -= 1
                if depth < 0 || !SwiftName.isIdentifier(current) {
                    return ValueProblem(message: "placeholder '{\(current)}' in '\(pattern)' is not a Swift identifier", rule: Rule.invalidValue)
                }
            default:
                if depth > 0 { current.append(character) }
            }
            if depth > 1 {
                return ValueProblem(message: "placeholders cannot nest in '\(pattern)'", rule: Rule.invalidValue)
            }
        }
        if depth != 0 {
            return ValueProblem(message: "unbalanced braces in '\(pattern)'", rule: Rule.invalidValue)
        }
        if let problem = Self.runtimePatternProblem(pattern, scheme: String(scheme)) {
            return ValueProblem(message: "'\(pattern)' is not a URL pattern: \(problem)", rule: Rule.invalidValue)
        }
        return nil
    }

    /// What SceneRuntime's `DeepLinkRouter.register` would refuse in a pattern whose braces balance,
    /// so that generated code never registers a pattern the runtime throws on.
    private static func runtimePatternProblem(_ pattern: String, scheme: String) -> String? {
        guard scheme.first?.isLetter == true, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
            return "'\(scheme)' is not a URL scheme"
        }
        let rest = pattern.dropFirst(scheme.count + 3)
        if rest.contains("?") || rest.contains("#") { return "queries and fragments are not part of a pattern" }
        var components = rest.split(separator: "/", omittingEmptySubsequences: false)
        if components.count > 1, components.last == "" { components.removeLast() }
        guard components.first?.isEmpty == false else { return "it has no host" }
        if components.contains(where: \.isEmpty) { return "it has an empty path component" }
        // An array, not a `Set<Substring>`: a pattern has a few placeholders, and the first set of
        // substrings in a run makes the runtime ask whether `Substring` is `Hashable` — a scan of
        // every conformance record of the process (~270,000 instructions).
        var placeholders: [Substring] = []
        for component in components where component.contains("{") {
            guard component.hasPrefix("{"), component.hasSuffix("}") else { return "'\(component)': a placeholder must be a whole path component" }
            if placeholders.contains(component) { return "the placeholder '\(component)' appears twice" }
            placeholders.append(component)
        }
        return nil
    }
}
