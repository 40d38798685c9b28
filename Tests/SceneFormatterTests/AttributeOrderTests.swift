import Foundation
import SceneParser
import Testing
import TestSupport
@testable import SceneFormatter

/// The canonical attribute order is the order of the spec page's attribute tables — the tables
/// an element's section inherits first, then its own — with the design attributes (layout,
/// designed device and bars) moved last; and it names every attribute of the vocabulary once.
@Suite("Format: attribute order")
struct AttributeOrderTests {
    @Test func everyElementOrdersExactlyItsAttributes() {
        for (name, spec) in SceneVocabulary.elements {
            let order = CanonicalAttributeOrder.order(of: name, parent: nil)
            #expect(order.sorted() == spec.attributes.map(\.name).sorted(), "<\(name)>")
        }
    }

    @Test func designAttributesAreTheVocabularys() {
        let layout = Set(SceneVocabulary.elements["contentView"]?.attributes.map(\.name) ?? []).subtracting(["id"])
        let design = Set(SceneVocabulary.elements["controller"]?.attributes.map(\.name) ?? [])
            .intersection(CanonicalAttributeOrder.designAttributes)
        #expect(Set(CanonicalAttributeOrder.designAttributes) == layout.union(design))
        #expect(design == ["device", "freeformSize", "simulatedStatusBar", "simulatedTopBar", "simulatedBottomBar"])
    }

    @Test func orderFollowsTheSpecificationsTables() throws {
        let page = try SpecTables(contentsOf: packageRoot.appendingPathComponent("docs/SceneFormat.md"))
        let design = Set(CanonicalAttributeOrder.designAttributes)
        for (name, spec) in SceneVocabulary.elements.sorted(by: { $0.key < $1.key }) {
            let names = Set(spec.attributes.map(\.name))
            var seen: Set<String> = []
            let documented = page.attributes(of: name, among: names).filter { seen.insert($0).inserted }
            let expected = documented.filter { !design.contains($0) } + documented.filter { design.contains($0) }
            #expect(CanonicalAttributeOrder.order(of: name, parent: nil) == expected, "<\(name)>")
        }
    }

    @Test func examplesFromTheSpecification() {
        #expect(CanonicalAttributeOrder.order(of: "tabBar", parent: nil).prefix(3) == ["id", "class", "storyboardID"])
        #expect(CanonicalAttributeOrder.order(of: "tabBar", parent: nil).suffix(6)
            == ["selectedIndex", "device", "freeformSize", "simulatedStatusBar", "simulatedTopBar", "simulatedBottomBar"])
        #expect(CanonicalAttributeOrder.order(of: "cell", parent: nil).prefix(10) == [
            "id", "reuseIdentifier", "class", "style", "accessoryType", "accessibilityLabel", "accessibilityIdentifier",
            "restorationID", "static", "frame",
        ])
        #expect(CanonicalAttributeOrder.order(of: "variation", parent: "segue").prefix(4)
            == ["horizontalSizeClass", "verticalSizeClass", "id", "kind"])
    }

    /// Attributes the order does not know keep their source order after the known ones.
    @Test func unknownAttributesFollowInSourceOrder() {
        let sorted = CanonicalAttributeOrder.sorted([("z", "1"), ("title", "t"), ("a", "2"), ("id", "i")], of: "controller", parent: nil)
        #expect(sorted.map(\.name) == ["id", "title", "z", "a"])
    }
}

/// The attribute tables of `docs/SceneFormat.md`, by the heading that names an element.
private struct SpecTables {
    private var headings: [(level: Int, title: String, line: Int)] = []
    private let lines: [String]

    init(contentsOf url: URL) throws {
        lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var inCode = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            let level = line.prefix { $0 == "#" }.count
            guard !inCode, level > 0, line.dropFirst(level).hasPrefix(" ") else { continue }
            headings.append((level, String(line.dropFirst(level + 1)), index))
        }
    }

    /// The attributes the tables list for `element` (which has `names`): those of the tables of
    /// the sections enclosing its heading (outermost first, before their first subheading) whose
    /// every attribute the element has, then its own section's.
    func attributes(of element: String, among names: Set<String>) -> [String] {
        guard let heading = headings.firstIndex(where: { $0.title.contains("`<\(element)>`") }) else { return [] }
        var enclosing: [Int] = []
        var level = headings[heading].level
        for candidate in stride(from: heading - 1, through: 0, by: -1) where headings[candidate].level < level {
            enclosing.insert(candidate, at: 0)
            level = headings[candidate].level
        }
        let inherited = enclosing.flatMap { index in tables(in: (headings[index].line + 1)..<headings[index + 1].line) }
            .filter { table in table.allSatisfy(names.contains) }
        let end = headings[(heading + 1)...].first { $0.level <= headings[heading].level }?.line ?? lines.count
        return (inherited + tables(in: (headings[heading].line + 1)..<end)).flatMap { $0 }.filter(names.contains)
    }

    /// The attribute names of each `| Attribute | Type | Required | Meaning |` table in a range of lines.
    private func tables(in range: Range<Int>) -> [[String]] {
        var tables: [[String]] = []
        var inTable = false
        for line in lines[range] {
            guard line.hasPrefix("|") else {
                inTable = false
                continue
            }
            if line.hasPrefix("| Attribute | Type | Required | Meaning |") {
                inTable = true
                tables.append([])
            } else if inTable, !line.hasPrefix("| ---") {
                let cell = line.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
                tables[tables.count - 1].append(cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
            }
        }
        return tables
    }
}
