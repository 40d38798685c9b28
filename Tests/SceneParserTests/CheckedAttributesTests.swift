import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// ``CheckedAttributes`` is a view of an element's attributes in its tree; every look-up must
/// answer what the dictionary of the element's values answers.
@Suite("Checked attributes as a view of the element")
struct CheckedAttributesTests {
    @Test func lookUpsAnswerAsTheDictionaryDid() {
        // More names than a ``NameLengthWord`` holds, several of one length.
        let names = ["id", "class", "title", "on", "count", "size", "tokens", "kind", "é", "accessibilityLabel", "at", "glass", "subtitle",
                     "accessibilityHint"]
        let values = ["true", "false", "12", "-3", "320x200", "a b  c", "", "x", "🍝", "show", "<&\"'>"]
        var random = SeededRandom(seed: 3)
        func below(_ bound: Int) -> Int { random.below(bound) }
        var lookedUp = 0, longer = 0
        for _ in 0..<2_000 {
            // Names may repeat here; the element has each once, with its last value.
            var pairs: [(name: String, value: String)] = []
            var dictionary: [String: String] = [:]
            for _ in 0..<below(20) {
                let pair = (name: names[below(names.count)], value: values[below(values.count)])
                pairs.append(pair)
                dictionary[pair.name] = pair.value
            }
            var list = CheckedAttributes(pairs: pairs)
            var reference = dictionary
            if dictionary.count > NameLengthWord.capacity { longer += 1 }
            for name in names + ["absent", "i", "ids"] {
                #expect(list[name] == reference[name])
                #expect(list.bool(name) == reference[name].map { $0 == "true" })
                #expect(list.integer(name) == reference[name].flatMap { Int($0) })
                #expect(list.tokens(name) == (reference[name].map(splitTokens) ?? []))
                if reference[name] != nil { lookedUp += 1 }
            }
            #expect(list.values == reference)
            #expect(list.pairs.map(\.name) == Array(list.keptPositions).map(list.name(at:)))
            #expect(Dictionary(list.pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }) == reference)
            for _ in 0..<3 {
                let removed = names[below(names.count)]
                list.remove(removed)
                reference[removed] = nil
                #expect(list.values == reference)
                #expect(list[removed] == nil)
            }
            #expect(Array(list.keptPositions).count == reference.count)
        }
        #expect(lookedUp > 5_000 && longer > 500, "looked up \(lookedUp), \(longer) elements of more than eight")
    }
}

/// ``ElementChecker/attributes(of:spec:extra:)`` keeps the positions it drops instead of copying
/// the values it keeps (issue 26). Random elements of every spec of the format — attributes
/// known, unknown, in another namespace, with values that fit their type and values that do
/// not — must keep the names and values, and give the diagnostics, that checking each
/// attribute's text and listing those that pass gives.
@Suite("Checked attributes kept as the list kept them")
struct CheckedAttributesKeptTests {
    @Test func keepsWhatTheListKept() throws {
        var random = SeededRandom(seed: 0xA77)
        func below(_ bound: Int) -> Int { random.below(bound) }
        let specs = SceneVocabulary.elements.values.sorted { $0.name < $1.name }
        var kept = 0, dropped = 0
        for round in 0..<2_000 {
            let spec = specs[below(specs.count)]
            var names = Set<String>()
            var written: [String] = []
            for _ in 0..<below(16) {
                let name: String
                switch below(8) {
                case 0: name = ["unknownThing", "x:id", "x:class", "Id"][below(4)]
                default: name = spec.attributes.isEmpty ? "other" : spec.attributes[below(spec.attributes.count)].name
                }
                guard names.insert(name).inserted else { continue }
                let type = spec.attribute(name)?.type ?? .text
                let value = ValueBytesCheckTests.values(for: type)[below(ValueBytesCheckTests.values(for: type).count)]
                written.append("\(name)=\"\(ValueBytesCheckTests.escaped(value))\"")
            }
            let text = "<\(spec.name) xmlns=\"\(SceneVocabulary.namespace)\" xmlns:x=\"urn:other\" \(written.joined(separator: " "))/>"
            let (tree, problems) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Round\(round).scene")
            let element = try #require(tree?.root, "\(text): \(problems)")

            var checker = ElementChecker(namespace: SceneVocabulary.namespace)
            let checked = checker.attributes(of: element, spec: spec)
            // The former way: each attribute's text checked, those that pass listed.
            let reference = element.attributes.filter { attribute in
                guard attribute.namespaceURI == nil, let attributeSpec = spec.attribute(attribute.name) else { return false }
                return ElementChecker.problem(with: attribute.value, as: attributeSpec.type, name: attribute.name) == nil
            }
            #expect(checked.pairs == reference.map { CheckedAttributes.Pair(name: $0.name, value: $0.value) }, "\(text)")
            for attribute in spec.attributes {
                #expect(checked[attribute.name] == reference.last { $0.name == attribute.name }?.value, "\(text)")
            }
            let diagnosed = element.attributes.count - reference.count
            #expect(checker.diagnostics.filter { $0.ruleID != ElementChecker.Rule.missingAttribute }.count == diagnosed, "\(text)")
            kept += reference.count
            dropped += diagnosed
        }
        #expect(kept > 1_000 && dropped > 1_000, "kept \(kept), dropped \(dropped)")
    }
}

/// ``ElementChecker/surelyFits(_:as:)`` decides on a value's bytes for the commonest types; a
/// value it passes must be one that checking the value's text passes, for every type of the
/// format and values that fit, nearly fit and do not.
@Suite("Values checked on their bytes")
struct ValueBytesCheckTests {
    @Test func aValueThatFitsOnItsBytesFitsAsText() {
        var types = SceneVocabulary.elements.values.flatMap { $0.attributes.map(\.type) }
        types += [.text, .path, .identifier, .idRef, .sceneRef, .bool, .oneOf(["a", "bc"]), .number, .keyPath]
        var passed = 0, total = 0
        for type in types {
            for value in Self.values(for: type) + Self.values(for: .text) {
                var bytes = Array(value.utf8)
                for variant in [bytes, bytes + [0xFF], [0xC3] + bytes] {
                    bytes = variant
                    let fits = bytes.withUnsafeBufferPointer { ElementChecker.surelyFits($0, as: type) }
                    let text = String(decoding: bytes, as: UTF8.self)
                    if fits {
                        #expect(ElementChecker.problem(with: text, as: type, name: "n") == nil, "\(type): \(bytes)")
                        passed += 1
                    }
                    total += 1
                }
            }
        }
        // The commonest types are decided on the bytes (else the fast path serves nothing).
        for (type, value) in [(AttributeType.text, "Scene 1"), (.idRef, "s00001title"), (.identifier, "titleLabel"),
                              (.identifier, "name"), (.bool, "true"), (.oneOf(["show", "push"]), "push"), (.path, "A.scene")] {
            #expect(Array(value.utf8).withUnsafeBufferPointer { ElementChecker.surelyFits($0, as: type) }, "\(type) \(value)")
        }
        #expect(passed > 500 && passed < total, "passed \(passed) of \(total)")
    }

    /// Values of `type`: fitting ones, and ones that fit another type or none.
    static func values(for type: AttributeType) -> [String] {
        var values = ["", " ", "x", "a b", "a\tb", "true", "false", "True", "init", "Type", "Protocol", "self", "_", "_a", "a1",
                      "1a", "name", "itemIDs1", "é", "e\u{301}", "K", "12", "-3", "1.5", "320x200", "0 0 10 10", "s00001title"]
        switch type {
        case .oneOf(let words), .listOf(let words): values += words + words.map { $0 + " " } + words.map { $0.uppercased() }
        default: break
        }
        return values
    }

    /// `text` escaped for an attribute value in double quotes.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\t", with: "&#9;")
    }
}

/// The gesture kind of an element name comes from a list by length made once; it must be what
/// searching the cases finds, for every case's name and for names of no gesture.
@Suite("Gesture kinds by element name")
struct GestureKindListTests {
    @Test func listAnswersAsTheSearchDid() {
        let names = GestureKind.allCases.map(\.elementName)
            + ["view", "button", "tapGestureRecognizer ", "", "TapGestureRecognizer", "gestureRecognizer", "panGesture"]
            // As long as a gesture's name, one letter off.
            + GestureKind.allCases.map { String($0.elementName.dropLast()) + "s" }
        for name in names {
            #expect(SceneVocabulary.gestureKind(ofElement: name) == SceneVocabulary.gestureKindBySearch(ofElement: name), "\(name)")
        }
        #expect(GestureKind.allCases.allSatisfy { SceneVocabulary.gestureKind(ofElement: $0.elementName) != nil })
    }
}

/// An action's event is found among the control events' names of its length; it must be what
/// `ControlEvent(rawValue:)` finds, for every event's name and for names of none.
@Suite("Control events by name")
struct ControlEventLookupTests {
    @Test func listAnswersAsTheInitializerDid() {
        let names = ControlEvent.allCases.map(\.rawValue)
            + ["", "touchUp", "TouchUpInside", "touchUpInside ", "valueChange", "editingDidEndOnExit2", "é"]
            // As long as an event's name, one letter off.
            + ControlEvent.allCases.map { String($0.rawValue.dropLast()) + "?" }
        for name in names {
            #expect(SceneVocabulary.controlEvent(named: name) == ControlEvent(rawValue: name), "\(name)")
        }
        #expect(ControlEvent.allCases.allSatisfy { SceneVocabulary.controlEvent(named: $0.rawValue) == $0 })
    }
}

/// A view's extra properties are counted before they are stored; they must be what storing
/// each attribute the view's own properties do not hold gives.
@Suite("Extra properties of a view")
struct ExtraPropertiesTests {
    @Test func propertiesAreWhatTheLoopStored() {
        let common = SceneFileBuilder.commonViewAttributes.sorted()
        let names = common + ["text", "title", "axis", "spacing", "on", "image", "é", "placeholder"]
        var random = SeededRandom(seed: 0x9E7)
        var stored = 0
        for _ in 0..<2_000 {
            // Names may repeat here (the reader never sees that): the last one counts in both.
            let pairs = (0..<random.below(9)).map { index in (name: names[random.below(names.count)], value: "v\(index)") }
            var expected: [String: String] = [:]
            for (key, value) in pairs where !SceneFileBuilder.commonViewAttributes.contains(key) { expected[key] = value }
            #expect(SceneFileBuilder.extraProperties(of: CheckedAttributes(pairs: pairs)) == expected)
            stored += expected.count
        }
        #expect(stored > 1_000)
    }
}

/// A view's layout is read only when one of its attributes is a layout attribute; it must be
/// what reading every layout name gives, diagnostics included.
@Suite("Layout attributes read when present")
struct LayoutAttributesTests {
    @Test func layoutIsWhatReadingEveryNameGives() {
        let values: [String: [String]] = [
            "frame": ["0 0 320 44", "10 20 30 40", "x"], "fixedFrame": ["true", "false"],
            "autoresizing": ["none", "flexibleWidth flexibleHeight", "none flexibleWidth", "flexibleTopMargin"],
            "translatesAutoresizingMask": ["true", "false"], "horizontalHugging": ["250", "required", "low"],
            "verticalHugging": ["750"], "horizontalCompressionResistance": ["high"], "verticalCompressionResistance": ["1000"],
            "layoutMargins": ["8 8 8 8", "1 2 3 4"], "preservesSuperviewLayoutMargins": ["true"],
            "insetsLayoutMarginsFromSafeArea": ["false"], "intrinsicWidth": ["120", "x"], "intrinsicHeight": ["44.5"],
            "id": ["a"], "text": ["Hello"], "accessibilityLabel": ["Name"], "frames": ["0 0 1 1"], "Frame": ["0 0 1 1"],
        ]
        let names = values.keys.sorted()
        var random = SeededRandom(seed: 0x1A7)
        var withLayout = 0, without = 0
        for _ in 0..<2_000 {
            // Few attributes, so that many views have no layout attribute at all.
            let pairs = (0..<random.below(4)).map { _ -> (name: String, value: String) in
                let name = names[random.below(names.count)]
                return (name, values[name]![random.below(values[name]!.count)])
            }
            let attributes = CheckedAttributes(pairs: pairs)
            var fast = SceneFileBuilder(path: "A.scene"), plain = SceneFileBuilder(path: "A.scene")
            #expect(fast.layout(from: attributes) == plain.readLayoutAttributes(from: attributes), "\(pairs)")
            #expect(fast.checker.diagnostics == plain.checker.diagnostics, "\(pairs)")
            if SceneFileBuilder.hasLayoutAttribute(attributes) { withLayout += 1 } else { without += 1 }
        }
        #expect(withLayout > 500 && without > 500, "with \(withLayout), without \(without)")
        #expect(SceneVocabulary.layoutAttributes.allSatisfy { spec in
            SceneFileBuilder.hasLayoutAttribute(CheckedAttributes(pairs: [(spec.name, "1")]))
        })
    }
}

extension CheckedAttributes {
    /// The attributes of an element written with `pairs`, all kept: a repeated name (which an
    /// element cannot have) once, where it first comes, with its last value.
    init(pairs: [(name: String, value: String)]) {
        var order: [String] = []
        var last: [String: String] = [:]
        for pair in pairs {
            if last.updateValue(pair.value, forKey: pair.name) == nil { order.append(pair.name) }
        }
        let written = order.map { "\($0)=\"\(ValueBytesCheckTests.escaped(last[$0]!))\"" }.joined(separator: " ")
        let text = "<element \(written)/>"
        guard let root = SafeXMLReader.parse(bytes: Array(text.utf8), path: "A.scene").tree?.root else {
            preconditionFailure("not well-formed: \(text)")
        }
        self.init(keepingAllOf: root)
    }
}

/// ``NameLengthWord`` finds the names of a length among eight at once; it must find the
/// positions that comparing each recorded length (capped at 255) finds, set, cleared and absent.
@Suite("Name lengths of eight attributes in a word")
struct NameLengthWordTests {
    @Test func findsWhatComparingEachLengthFinds() {
        var random = SeededRandom(seed: 0x1E9)
        let lengths = [1, 2, 3, 5, 8, 13, 127, 128, 129, 254, 255, 256, 300]
        var found = 0
        for _ in 0..<5_000 {
            var word = NameLengthWord()
            var recorded = [Int?](repeating: nil, count: NameLengthWord.capacity)
            for _ in 0..<random.below(12) {
                let position = random.below(NameLengthWord.capacity)
                if random.below(4) == 0 {
                    word.clear(at: position)
                    recorded[position] = nil
                } else {
                    let length = lengths[random.below(lengths.count)]
                    word.set(length, at: position)
                    recorded[position] = min(length, 255)
                }
            }
            for length in lengths {
                var positions = word.positions(ofLength: length)
                var listed: [Int] = []
                while let position = NameLengthWord.first(of: &positions) { listed.append(position) }
                let expected = recorded.indices.filter { recorded[$0] == min(length, 255) }
                #expect(listed == expected, "\(recorded) \(length)")
                found += listed.count
            }
            #expect(recorded.indices.allSatisfy { word.isSet(at: $0) == (recorded[$0] != nil) })
        }
        #expect(found > 5_000)
    }
}
