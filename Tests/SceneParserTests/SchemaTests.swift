import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import SceneGraph
import Testing
@testable import SceneParser

#if canImport(FoundationXML)
private typealias SchemaNode = FoundationXML.XMLElement
private typealias SchemaDocument = FoundationXML.XMLDocument
#else
private typealias SchemaNode = Foundation.XMLElement
private typealias SchemaDocument = Foundation.XMLDocument
#endif

/// The published XML Schema and the spec page agree with ``SceneVocabulary``, and the sample
/// scene files are valid against the schema, as libxml2's validator (`xmllint --schema`) sees it.
@Suite("Schema")
struct SchemaTests {
    static let packageRoot = TestSupport.packageRoot
    static let schemaURL = packageRoot.appendingPathComponent("Schema/scene.xsd")
    static let specURL = packageRoot.appendingPathComponent("docs/SceneFormat.md")

    // MARK: Validation

    @Test func sampleScenesValidateAgainstTheSchema() throws {
        let folder = Self.packageRoot.appendingPathComponent("Scenes")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scene" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.count >= 2, "the sample app has at least two scene files")
        for file in files {
            guard let result = try SchemaCheck.validate(file) else { return }
            #expect(result.status == 0, "\(file.lastPathComponent) does not validate against Schema/scene.xsd:\n\(result.output)")
        }
    }

    /// The showcase of toolbars, static content, gesture recognizers, view-owned outlets and
    /// runtime attributes (the round trip's fixture) is valid against the schema.
    @Test func interactionsFixtureValidatesAgainstTheSchema() throws {
        let file = Self.packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Interactions.scene")
        guard let result = try SchemaCheck.validate(file) else { return }
        #expect(result.status == 0, "Interactions.scene does not validate against Schema/scene.xsd:\n\(result.output)")
    }

    @Test func schemaAcceptsAMinimalDocument() throws {
        let document = """
            <controller id="list">
              <view><button id="add" accessibilityLabel="Add"/></view>
              <segue id="showDetail" kind="show" destination="list" trigger="add"/>
            </controller>
            """
        guard let result = try SchemaCheck.validate(text: SchemaCounterexample.wrap(document)) else { return }
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: SchemaCounterexample.all)
    func schemaRejects(_ document: SchemaCounterexample) throws {
        guard let result = try SchemaCheck.validate(text: document.text) else { return }
        #expect(result.status != 0, "the schema accepted a document with \(document.problem)")
        #expect(result.output.contains(document.evidence), "the schema rejected it, but not for \(document.problem):\n\(result.output)")
    }

    // MARK: Schema ↔ vocabulary

    @Test func schemaDeclaresTheVocabulary() throws {
        let schema = try SchemaModel(contentsOf: Self.schemaURL)
        #expect(schema.globalElements == ["scenes"], "only <scenes> may be a document's root")
        #expect(Set(schema.declarations.keys) == Set(SceneVocabulary.elements.keys),
                "schema-only: \(Set(schema.declarations.keys).subtracting(SceneVocabulary.elements.keys).sorted()); vocabulary-only: \(Set(SceneVocabulary.elements.keys).subtracting(schema.declarations.keys).sorted())")

        for (name, spec) in SceneVocabulary.elements.sorted(by: { $0.key < $1.key }) {
            for typeName in (schema.declarations[name] ?? []).sorted() {
                let declared = try schema.describe(complexType: typeName)
                let context = "<\(name)> (schema type \(typeName))"
                #expect(Set(declared.attributes.keys) == Set(spec.attributes.map(\.name)), "attributes of \(context)")
                #expect(Set(declared.attributes.filter(\.value.isRequired).keys) == Set(spec.attributes.filter(\.isRequired).map(\.name)),
                        "required attributes of \(context)")
                #expect(Set(declared.children.keys) == Set(spec.children), "children of \(context)")
                #expect(declared.acceptsAnyAttribute == (name == "variation"), "only <variation> takes other attributes (its overrides)")

                for attribute in spec.attributes {
                    guard let schemaType = declared.attributes[attribute.name]?.type else { continue }
                    try checkType(of: attribute, schemaType: schemaType, in: schema, context: context, element: name)
                }
            }
        }
    }

    @Test func relationshipRolesFollowTheirContainer() throws {
        let schema = try SchemaModel(contentsOf: Self.schemaURL)
        var allRoles: Set<String> = []
        for (container, roles) in SceneVocabulary.relationshipRoles.sorted(by: { $0.key < $1.key }) {
            let containerTypes = schema.declarations[container] ?? []
            #expect(!containerTypes.isEmpty, "<\(container)> is declared")
            for containerType in containerTypes {
                let relationshipTypes = try schema.describe(complexType: containerType).children["relationship"] ?? []
                #expect(relationshipTypes.count == 1, "<\(container)> declares one kind of <relationship>")
                for relationshipType in relationshipTypes {
                    let kind = try #require(try schema.describe(complexType: relationshipType).attributes["kind"])
                    let words = try #require(try schema.enumeration(of: kind.type)).words
                    #expect(words == roles.map(\.rawValue), "relationship roles of <\(container)>")
                    allRoles.formUnion(words)
                }
            }
        }
        guard case .oneOf(let vocabulary)? = SceneVocabulary.elements["relationship"]?.attribute("kind")?.type else {
            Issue.record("<relationship kind> is not a word list in the vocabulary")
            return
        }
        #expect(allRoles == Set(vocabulary), "every role is accepted by some container")
    }

    /// Checks that the schema types an attribute as the vocabulary does.
    private func checkType(of attribute: AttributeSpec, schemaType: String, in schema: SchemaModel, context: String, element: String) throws {
        let subject = "'\(attribute.name)' of \(context)"
        switch attribute.type {
        case .oneOf(let words):
            if element == "relationship", attribute.name == "kind" { return }  // per container: see relationshipRolesFollowTheirContainer
            let enumeration = try #require(try schema.enumeration(of: schemaType), "\(subject) is an enumeration")
            #expect(!enumeration.isList, "\(subject) is one word")
            #expect(enumeration.words == words, "words of \(subject)")
        case .listOf(let words):
            let enumeration = try #require(try schema.enumeration(of: schemaType), "\(subject) is a list of words")
            #expect(enumeration.isList, "\(subject) is a list")
            #expect(enumeration.words == words, "words of \(subject)")
        default:
            #expect(schemaType == Self.schemaTypeName(attribute), "type of \(subject)")
        }
    }

    /// The schema's simple type for a vocabulary type that is not an enumeration.
    static func schemaTypeName(_ attribute: AttributeSpec) -> String? {
        switch attribute.type {
        // Ids of views, cells and bar items are text to the vocabulary; the reader requires one word.
        case .text: attribute.name == "id" ? "ElementID" : "Text"
        case .identifier: "Identifier"
        case .typeName: "TypeName"
        case .swiftType: "SwiftType"
        case .idRef: "IDRef"
        case .idRefs: "IDRefs"
        case .sceneRef: "SceneRef"
        case .bool: "Bool"
        case .integer: "Integer"
        case .number: "Number"
        case .size: "Size"
        case .urlPattern: "URLPattern"
        case .path: "Path"
        case .keyPath: "KeyPath"
        case .frame: "Frame"
        case .insets: "Insets"
        case .multiplier: "Multiplier"
        case .priority: "Priority"
        case .layoutItem: "LayoutItem"
        case .device: "Device"
        case .oneOf, .listOf: nil
        }
    }

    // MARK: Spec page ↔ vocabulary

    @Test func specDocumentsEveryElementAndAttribute() throws {
        let spec = try SpecPage(contentsOf: Self.specURL)
        for (name, element) in SceneVocabulary.elements.sorted(by: { $0.key < $1.key }) {
            #expect(spec.lines.contains { $0.hasPrefix("| `<\(name)>` |") }, "<\(name)> has a row in the element table")
            let headings = spec.headings.indices.filter { spec.headings[$0].title.contains("`<\(name)>`") }
            guard headings.count == 1, let heading = headings.first else {
                Issue.record("<\(name)> needs exactly one heading in the spec; found \(headings.count)")
                continue
            }
            let ownRows = spec.attributeRows(in: spec.section(of: heading))
            let inheritedRows = spec.ancestors(of: heading).flatMap { spec.attributeRows(in: spec.intro(of: $0)) }
            for attribute in element.attributes {
                guard let row = (ownRows + inheritedRows).first(where: { $0.name == attribute.name }) else {
                    Issue.record("'\(attribute.name)' of <\(name)> is not in a table of its section")
                    continue
                }
                #expect(row.isRequired == attribute.isRequired, "required column of '\(attribute.name)' of <\(name)> (line \(row.line))")
                switch attribute.type {
                case .oneOf(let words), .listOf(let words):
                    let missing = words.filter { !row.text.contains("`\($0)`") }
                    #expect(missing.isEmpty, "'\(attribute.name)' of <\(name)> (line \(row.line)) does not list \(missing)")
                default:
                    break
                }
            }
            let names = Set(element.attributes.map(\.name))
            for row in ownRows where !names.contains(row.name) {
                Issue.record("the section of <\(name)> documents '\(row.name)' (line \(row.line)), which the vocabulary does not have")
            }
        }
    }
}

// MARK: - Validation

/// Schema validation through libxml2's XML Schema validator — the code `xmllint --schema` runs —
/// called in-process, so the test needs no command-line tool (CI also runs xmllint itself).
private enum SchemaCheck {
    struct Result {
        var status: Int32
        var output: String
    }

    /// Validates a file.
    static func validate(_ file: URL) throws -> Result? {
        let schema = try [UInt8](Data(contentsOf: SchemaTests.schemaURL))
        let document = try [UInt8](Data(contentsOf: file))
        let diagnostics = SchemaValidator.validate(document: document, path: file.path, schema: schema, schemaPath: SchemaTests.schemaURL.path)
        return Result(status: diagnostics.isEmpty ? 0 : 1, output: diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// Validates a document written to a temporary file.
    static func validate(text: String) throws -> Result? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("SchemaTests-\(UUID().uuidString).scene")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try validate(file)
    }
}

// MARK: - Reading the schema

private struct SchemaError: Error, CustomStringConvertible {
    let description: String
}

/// What the schema declares for one complex type: attributes, child elements, wildcard.
private struct DeclaredContent {
    struct Attribute {
        var type: String
        var isRequired: Bool
    }

    var attributes: [String: Attribute] = [:]
    /// Child element name → the schema types it is declared with.
    var children: [String: Set<String>] = [:]
    var acceptsAnyAttribute = false
}

/// The named components of `Schema/scene.xsd`, read with Foundation's XML parser.
private struct SchemaModel {
    private var simpleTypes: [String: SchemaNode] = [:]
    private var complexTypes: [String: SchemaNode] = [:]
    private var groups: [String: SchemaNode] = [:]
    private var attributeGroups: [String: SchemaNode] = [:]
    /// Element name → the complex types it is declared with, anywhere in the schema.
    private(set) var declarations: [String: Set<String>] = [:]
    /// The top-level element declarations: the possible document roots.
    private(set) var globalElements: [String] = []

    init(contentsOf url: URL) throws {
        let document = try SchemaDocument(contentsOf: url, options: [])
        guard let root = document.rootElement(), root.localName == "schema" else { throw SchemaError(description: "not an XML Schema") }
        for component in root.elementChildren {
            guard let name = component.value(of: "name") else { continue }
            switch component.localName {
            case "simpleType": simpleTypes[name] = component
            case "complexType": complexTypes[name] = component
            case "group": groups[name] = component
            case "attributeGroup": attributeGroups[name] = component
            case "element": globalElements.append(name)
            default: break
            }
        }
        try collectDeclarations(in: root)
    }

    private mutating func collectDeclarations(in node: SchemaNode) throws {
        for child in node.elementChildren {
            if child.localName == "element", let name = child.value(of: "name") {
                guard let type = child.value(of: "type").flatMap(Self.localName) else {
                    throw SchemaError(description: "element '\(name)' must name a type of the schema")
                }
                declarations[name, default: []].insert(type)
            }
            try collectDeclarations(in: child)
        }
    }

    /// The attributes and children of a named complex type, following groups and extensions.
    func describe(complexType name: String) throws -> DeclaredContent {
        guard let node = complexTypes[name] else { throw SchemaError(description: "no complex type '\(name)'") }
        var content = DeclaredContent()
        try collect(node, into: &content)
        return content
    }

    private func collect(_ node: SchemaNode, into content: inout DeclaredContent) throws {
        for child in node.elementChildren {
            switch child.localName {
            case "attribute":
                guard let name = child.value(of: "name"), let type = child.value(of: "type").flatMap(Self.localName) else {
                    throw SchemaError(description: "an attribute needs a name and a schema type")
                }
                content.attributes[name] = .init(type: type, isRequired: child.value(of: "use") == "required")
            case "attributeGroup":
                try collect(component(child, in: attributeGroups), into: &content)
            case "anyAttribute":
                content.acceptsAnyAttribute = true
            case "element":
                guard let name = child.value(of: "name"), let type = child.value(of: "type").flatMap(Self.localName) else {
                    throw SchemaError(description: "a child element needs a name and a schema type")
                }
                content.children[name, default: []].insert(type)
            case "group":
                try collect(component(child, in: groups), into: &content)
            case "choice", "sequence", "all", "complexContent":
                try collect(child, into: &content)
            case "extension":
                guard let base = child.value(of: "base").flatMap(Self.localName) else { throw SchemaError(description: "extension of a built-in type") }
                let inherited = try describe(complexType: base)
                content.attributes.merge(inherited.attributes) { own, _ in own }
                content.children.merge(inherited.children) { $0.union($1) }
                content.acceptsAnyAttribute = content.acceptsAnyAttribute || inherited.acceptsAnyAttribute
                try collect(child, into: &content)
            case "annotation":
                break
            default:
                throw SchemaError(description: "unexpected <xs:\(child.localName ?? "?")> in a complex type")
            }
        }
    }

    private func component(_ reference: SchemaNode, in table: [String: SchemaNode]) throws -> SchemaNode {
        guard let name = reference.value(of: "ref").flatMap(Self.localName), let node = table[name] else {
            throw SchemaError(description: "unresolved reference \(reference.value(of: "ref") ?? "?")")
        }
        return node
    }

    /// The words of an enumeration type (or of the item type of a list), or nil for other types.
    func enumeration(of name: String) throws -> (words: [String], isList: Bool)? {
        guard let node = simpleTypes[name] else { return nil }
        return try enumeration(in: node)
    }

    private func enumeration(in simpleType: SchemaNode) throws -> (words: [String], isList: Bool)? {
        for child in simpleType.elementChildren {
            switch child.localName {
            case "restriction":
                let words = child.elementChildren.filter { $0.localName == "enumeration" }.compactMap { $0.value(of: "value") }
                if !words.isEmpty { return (words, false) }
                if let inner = child.elementChildren.first(where: { $0.localName == "simpleType" }) { return try enumeration(in: inner) }
                return try child.value(of: "base").flatMap(Self.localName).flatMap { try enumeration(of: $0) }
            case "list":
                guard let item = child.value(of: "itemType").flatMap(Self.localName),
                      let words = try enumeration(of: item)?.words else { return nil }
                return (words, true)
            default:
                continue
            }
        }
        return nil
    }

    /// `s:Name` → `Name`; nil for names outside the schema's own namespace (`xs:string`).
    private static func localName(_ qualified: String) -> String? {
        qualified.hasPrefix("s:") ? String(qualified.dropFirst(2)) : nil
    }
}

extension SchemaNode {
    fileprivate var elementChildren: [SchemaNode] { children?.compactMap { $0 as? SchemaNode } ?? [] }
    fileprivate func value(of attribute: String) -> String? { self.attribute(forName: attribute)?.stringValue }
}

// MARK: - Reading the spec page

/// `docs/SceneFormat.md` as headings, sections and attribute tables.
private struct SpecPage {
    struct Heading {
        var level: Int
        var title: String
        var line: Int
    }

    /// A row of an `| Attribute | Type | Required | Meaning |` table.
    struct Row {
        var name: String
        var isRequired: Bool
        var text: String
        var line: Int
    }

    let lines: [String]
    private(set) var headings: [Heading] = []

    init(contentsOf url: URL) throws {
        lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var inCode = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let level = line.prefix { $0 == "#" }.count
            let title = line.dropFirst(level)
            guard title.hasPrefix(" ") else { continue }
            headings.append(Heading(level: level, title: title.trimmingCharacters(in: .whitespaces), line: index + 1))
        }
    }

    /// Line numbers (1-based) of a heading's section: up to the next heading of its level or above.
    func section(of index: Int) -> Range<Int> {
        let heading = headings[index]
        let end = headings[(index + 1)...].first { $0.level <= heading.level }?.line ?? lines.count + 1
        return (heading.line + 1)..<end
    }

    /// Line numbers of a heading's introduction: up to its first subheading.
    func intro(of index: Int) -> Range<Int> {
        let end = index + 1 < headings.count ? headings[index + 1].line : lines.count + 1
        return (headings[index].line + 1)..<end
    }

    /// The indices of the headings that enclose a heading, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var level = headings[index].level
        for candidate in stride(from: index - 1, through: 0, by: -1) where headings[candidate].level < level {
            result.append(candidate)
            level = headings[candidate].level
        }
        return result
    }

    /// The rows of the attribute tables in a range of lines.
    func attributeRows(in range: Range<Int>) -> [Row] {
        var rows: [Row] = []
        var inTable = false
        for number in range {
            let line = lines[number - 1]
            guard line.hasPrefix("|") else {
                inTable = false
                continue
            }
            if line.hasPrefix("| Attribute | Type | Required | Meaning |") {
                inTable = true
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard inTable, cells.count >= 5, !cells[1].hasPrefix("---") else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            rows.append(Row(name: name, isRequired: cells[3] == "yes", text: line, line: number))
        }
        return rows
    }
}
