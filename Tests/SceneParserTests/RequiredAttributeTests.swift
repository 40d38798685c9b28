import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// ``ElementChecker/attributes(of:spec:extra:)`` searches an element for its required attributes
/// only when the count of those it met says one may be missing, and reads each attribute's parts
/// one by one (issue 26). Random elements of every spec of the format — attributes left out,
/// unknown, prefixed with a namespace (a prefixed `id` does not stand for `id`), values valid and
/// not, `extra` lists that overlap the spec — must give the values and diagnostics the former
/// checker gave, written out here.
@Suite("Required attributes")
struct RequiredAttributeTests {
    /// The former loop: every attribute made whole, then every required attribute searched for.
    static func referenceAttributes(of element: XMLElement, spec: ElementSpec, extra: [AttributeSpec]) -> (pairs: [(name: String, value: String)], diagnostics: [Diagnostic]) {
        var checker = ElementChecker(namespace: SceneVocabulary.namespace)
        var pairs: [(name: String, value: String)] = []
        for attribute in element.attributes {
            if let uri = attribute.namespaceURI {
                checker.diagnostics.append(.error(
                    "attribute '\(attribute.name)' in namespace '\(uri)' is not part of the scene format",
                    at: attribute.nameLocation, rule: ElementChecker.Rule.unknownAttribute))
                continue
            }
            guard let attributeSpec = spec.attribute(attribute.name) ?? extra.first(where: { $0.name == attribute.name }) else {
                let all = spec.attributes + extra
                checker.diagnostics.append(.error(
                    "unknown attribute '\(attribute.name)' on <\(element.name)>\(Spelling.hint(for: attribute.name, among: all.map(\.name)))",
                    at: attribute.nameLocation, rule: ElementChecker.Rule.unknownAttribute))
                continue
            }
            if let problem = ElementChecker.problem(with: attribute.value, as: attributeSpec.type, name: attribute.name) {
                checker.diagnostics.append(.error(problem.message, at: attribute.location, rule: problem.rule))
            } else {
                pairs.append((attribute.name, attribute.value))
            }
        }
        for required in spec.attributes + extra where required.isRequired && element[attribute: required.name] == nil {
            checker.diagnostics.append(.error(
                "<\(element.name)> requires the attribute '\(required.name)'", at: element.location, rule: ElementChecker.Rule.missingAttribute))
        }
        if let text = element.textLocation {
            checker.diagnostics.append(.error(
                "text is not allowed inside <\(element.name)>; values go in attributes", at: text, rule: ElementChecker.Rule.unexpectedText))
        }
        return (pairs, checker.diagnostics)
    }

    @Test func checksAsTheFormerCheckerDid() throws {
        var random = SeededRandom(seed: 26)
        func below(_ bound: Int) -> Int { random.below(bound) }
        let specs = SceneVocabulary.elements.values.sorted { $0.name < $1.name }
        let requiring = specs.filter { $0.requiredAttributeCount > 0 }
        #expect(requiring.count >= 5, "the format has elements with required attributes")
        let values = ["a", "recipeList", "true", "12", "320x200", "show", "a b", "", "Recipe.ID", "x\"y", "1 2 3 4", "0.5"]
        var fastPaths = 0
        for round in 0..<3_000 {
            let spec = round % 3 == 0 ? requiring[below(requiring.count)] : specs[below(specs.count)]
            // `extra`: none, another spec's attributes, or some of this spec's own (required twice).
            let other = specs[below(specs.count)].attributes
            let extra: [AttributeSpec] = switch below(4) {
            case 0: Array(other.prefix(below(4)))
            case 1: Array(spec.attributes.filter(\.isRequired).prefix(1)) + Array(other.prefix(1))
            default: []
            }
            var names = (spec.attributes + extra).map(\.name).filter { _ in below(3) != 0 }
            if below(4) == 0 { names.append("unknownName") }
            var seen: Set<String> = []
            names = names.filter { seen.insert($0).inserted }
            var attributes = names.map { "\($0)=\"\(Self.escaped(values[below(values.count)]))\"" }
            if below(4) == 0, let name = spec.attributes.first(where: \.isRequired)?.name ?? names.first {
                attributes.append("x:\(name)=\"a\"")  // a prefixed attribute of a required name
            }
            let text = "<\(spec.name) xmlns:x=\"urn:other\" \(attributes.shuffled(using: &random).joined(separator: " "))\(below(5) == 0 ? ">text</\(spec.name)>" : "/>")"
            let (tree, problems) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Round\(round).scene")
            let element = try #require(tree?.root, "\(text): \(problems)")
            var checker = ElementChecker(namespace: SceneVocabulary.namespace)
            let checked = checker.attributes(of: element, spec: spec, extra: extra)
            let reference = Self.referenceAttributes(of: element, spec: spec, extra: extra)
            #expect(checked.pairs.map(\.name) == reference.pairs.map(\.name) && checked.pairs.map(\.value) == reference.pairs.map(\.value), "\(text)")
            #expect(checker.diagnostics == reference.diagnostics, "\(text)")
            // The search is skipped only when every required name is there unprefixed — and it is
            // skipped often (a required name in both lists, or required only in `extra` while the
            // spec has it too, still takes the search).
            let required = (spec.attributes + extra).filter(\.isRequired)
            let requiredSeen = (0..<element.attributes.count).count { position in
                element.attributes[position].namespaceURI == nil
                    && (spec.attribute(element.attributes[position].name) ?? extra.first { $0.name == element.attributes[position].name })?.isRequired == true
            }
            if ElementChecker.hasEveryRequired(seen: requiredSeen, spec: spec, extra: extra) {
                #expect(required.allSatisfy { element[attribute: $0.name] != nil }, "\(text)")
                if !required.isEmpty { fastPaths += 1 }
            }
        }
        #expect(fastPaths > 100, "elements whose required attributes the count vouches for, where the search is skipped")
    }

    static func escaped(_ value: String) -> String { value.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "&quot;") }
}
