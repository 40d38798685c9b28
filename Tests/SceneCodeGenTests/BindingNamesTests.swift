import SceneGraph
import Testing
@testable import SceneCodeGen
import TestSupport

/// ``BindingNames`` gives the names the view tree translator gave before it hashed each name
/// once (issue 26): random requests — ids, preferred texts, keywords, repeats, fallbacks —
/// against the former way, written out here.
@Suite("Binding names")
struct BindingNamesTests {
    /// The former way: candidates in a list with the id first, the used names asked, then the
    /// keywords, then the name inserted.
    struct ReferenceNames {
        var used: Set<String>
        var counters: [String: Int] = [:]
        let prefersIDs: Bool

        init(prefersIDs: Bool, reserved: [String]) {
            self.prefersIDs = prefersIDs
            used = Set(["controller", "views", "cell", "_", "sender", "item"]).union(reserved)
        }

        mutating func name(preferring preferred: [String?], id: String?, fallback makeFallback: () -> String) -> String {
            var candidates = preferred
            if prefersIDs { candidates.insert(id, at: 0) }
            var base = candidates.lazy.compactMap { $0 }.map { GeneratedNames.identifier(from: $0, fallback: "") }.first { !$0.isEmpty } ?? ""
            if base.isEmpty {
                let fallback = makeFallback()
                base = SwiftName.isIdentifier(fallback) && !fallback.isEmpty ? fallback : "view"
                counters[base, default: 0] += 1
                base += "\(counters[base] ?? 1)"
            }
            var name = base
            while used.contains(name) || SwiftName.keywords.contains(name) { name += "_" }
            used.insert(name)
            return SwiftIdentifier(derived: name, fallback: "view").text
        }
    }

    /// Texts that make names, make none, make keywords or collide after cleaning.
    static let texts: [String?] = [
        nil, "", "title", "titleLabel", "Title Label", "title-label", "class", "Self", "self", "_", "default",
        "view", "view1", "label", "2fast", "!!!", "in", "controller", "sender", "cell", "précis", "a b c", "Any",
    ]
    static let fallbacks = ["label", "view", "", "1x", "class", "stackView", "constraint", "tapGesture"]

    @Test(arguments: [false, true])
    func namesAreTheFormerOnes(prefersIDs: Bool) {
        var random = SeededRandom(seed: prefersIDs ? 11 : 12)
        for _ in 0..<300 {
            let reserved = (0..<random.below(3)).map { _ in Self.texts[1 + random.below(Self.texts.count - 1)]! }
            var names = BindingNames(prefersIDs: prefersIDs, reserved: reserved)
            var reference = ReferenceNames(prefersIDs: prefersIDs, reserved: reserved)
            for _ in 0..<random.below(40) {
                let preferred = (0..<random.below(3)).map { _ in Self.texts[random.below(Self.texts.count)] }
                let id = Self.texts[random.below(Self.texts.count)]
                let fallback = Self.fallbacks[random.below(Self.fallbacks.count)]
                let expected = reference.name(preferring: preferred, id: id) { fallback }
                let given = names.name(preferring: { preferred }, id: id) { fallback }
                #expect(given.text == expected, "preferring \(preferred), id \(String(describing: id)), fallback \(fallback)")
            }
        }
    }

    /// Every keyword has the shape ``BindingNames/isKeyword(_:)`` looks up.
    @Test func everyKeywordIsFound() {
        for keyword in SwiftName.keywords { #expect(BindingNames.isKeyword(keyword), "\(keyword)") }
        #expect(!BindingNames.isKeyword("titleLabel"))
        #expect(!BindingNames.isKeyword("classes"))
    }

    /// The fallback is made only when neither the id nor a preferred text makes a name.
    @Test func fallbackIsMadeOnlyWhenNeeded() {
        var names = BindingNames(prefersIDs: true, reserved: [])
        var made = 0
        #expect(names.name(preferring: { [] }, id: "title") { made += 1; return "label" }.text == "title")
        #expect(made == 0)
        #expect(names.name(preferring: { [nil] }, id: nil) { made += 1; return "label" }.text == "label1")
        #expect(names.name(preferring: { [] }, id: "!!!") { made += 1; return "label" }.text == "label2")
        #expect(made == 2)
    }

    /// The preferred texts are made only when the id does not name the binding (a scene file's
    /// view with an id), and always when ids are not preferred (a storyboard's).
    @Test func preferredTextsAreMadeOnlyWhenNeeded() {
        var made = 0
        var sceneNames = BindingNames(prefersIDs: true, reserved: [])
        #expect(sceneNames.name(preferring: { made += 1; return ["titleLabel"] }, id: "title") { "label" }.text == "title")
        #expect(made == 0)
        #expect(sceneNames.name(preferring: { made += 1; return ["titleLabel"] }, id: nil) { "label" }.text == "titleLabel")
        #expect(made == 1)
        var storyboardNames = BindingNames(prefersIDs: false, reserved: [])
        #expect(storyboardNames.name(preferring: { made += 1; return ["titleLabel"] }, id: "a1b-2c") { "label" }.text == "titleLabel")
        #expect(made == 2)
    }
}
