import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// ``CheckedAttributes`` keeps an element's checked values as a list; every look-up must answer
/// what the dictionary it replaced answered.
@Suite("Checked attributes as a list")
struct CheckedAttributesTests {
    @Test func lookUpsAnswerAsTheDictionaryDid() {
        let names = ["id", "class", "title", "on", "count", "size", "tokens", "kind", "é", "accessibilityLabel"]
        let values = ["true", "false", "12", "-3", "320x200", "a b  c", "", "x", "🍝", "show"]
        var random = SeededRandom(seed: 3)
        func below(_ bound: Int) -> Int { random.below(bound) }
        let range = SourceRange(element: SourceLocation(file: "A.scene", line: 1, column: 1))
        for _ in 0..<2_000 {
            // Names may repeat here (the reader never sees that): the last one counts in both.
            var pairs: [(name: String, value: String)] = []
            var dictionary: [String: String] = [:]
            for _ in 0..<below(8) {
                let pair = (name: names[below(names.count)], value: values[below(values.count)])
                pairs.append(pair)
                dictionary[pair.name] = pair.value
            }
            var list = CheckedAttributes(pairs: pairs, range: range)
            var reference = dictionary
            for name in names + ["absent"] {
                #expect(list[name] == reference[name])
                #expect(list.bool(name) == reference[name].map { $0 == "true" })
                #expect(list.integer(name) == reference[name].flatMap { Int($0) })
                #expect(list.tokens(name) == (reference[name].map(splitTokens) ?? []))
            }
            #expect(list.values == reference)
            let removed = names[below(names.count)]
            list.remove(removed)
            reference[removed] = nil
            #expect(list.values == reference)
            #expect(list[removed] == nil)
        }
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
        let range = SourceRange(element: SourceLocation(file: "A.scene", line: 1, column: 1))
        var stored = 0
        for _ in 0..<2_000 {
            // Names may repeat here (the reader never sees that): the last one counts in both.
            let pairs = (0..<random.below(9)).map { index in (name: names[random.below(names.count)], value: "v\(index)") }
            var expected: [String: String] = [:]
            for (key, value) in pairs where !SceneFileBuilder.commonViewAttributes.contains(key) { expected[key] = value }
            #expect(SceneFileBuilder.extraProperties(of: CheckedAttributes(pairs: pairs, range: range)) == expected)
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
        let range = SourceRange(element: SourceLocation(file: "A.scene", line: 1, column: 1))
        var withLayout = 0, without = 0
        for _ in 0..<2_000 {
            // Few attributes, so that many views have no layout attribute at all.
            let pairs = (0..<random.below(4)).map { _ -> (name: String, value: String) in
                let name = names[random.below(names.count)]
                return (name, values[name]![random.below(values[name]!.count)])
            }
            let attributes = CheckedAttributes(pairs: pairs, range: range)
            var fast = SceneFileBuilder(path: "A.scene"), plain = SceneFileBuilder(path: "A.scene")
            #expect(fast.layout(from: attributes) == plain.readLayoutAttributes(from: attributes), "\(pairs)")
            #expect(fast.checker.diagnostics == plain.checker.diagnostics, "\(pairs)")
            if SceneFileBuilder.hasLayoutAttribute(attributes) { withLayout += 1 } else { without += 1 }
        }
        #expect(withLayout > 500 && without > 500, "with \(withLayout), without \(without)")
        #expect(SceneVocabulary.layoutAttributes.allSatisfy { spec in
            SceneFileBuilder.hasLayoutAttribute(CheckedAttributes(pairs: [(spec.name, "1")], range: range))
        })
    }
}

extension CheckedAttributes {
    /// The attributes of `pairs`, written as tuples in the tests.
    init(pairs: [(name: String, value: String)], range: SourceRange) {
        self.init(pairs: pairs.map { Pair(name: $0.name, value: $0.value) }, range: range)
    }
}
