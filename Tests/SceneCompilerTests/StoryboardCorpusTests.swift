import Foundation
import SceneCompiler
import Testing
import TestSupport

/// Real storyboards from public apps (`../shared/corpus`), read into the graph: the counts in the
/// JSON dump equal the independently counted facts in `expected-counts.json`.
@Suite("Storyboard corpus")
struct StoryboardCorpusTests {
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static func expectedCounts() throws -> [String: [String: Any]] {
        let url = corpus.appendingPathComponent("expected-counts.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CommandError.notFound("the storyboard corpus at \(url.path) (CI clones the project beside shared/)")
        }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(object as? [String: [String: Any]])
    }

    static let files: [String] = ((try? expectedCounts()) ?? ["(corpus missing)": [:]]).keys.sorted()

    /// The paths of the corpus's storyboards, sorted.
    static func storyboardPaths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: corpus.appendingPathComponent("storyboards"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }.map(\.path).sorted()
    }

    @Test(Requirement.corpus.trait) func corpusIsPresent() throws {
        try Requirement.corpus.require()
        let counts = try Self.expectedCounts()
        #expect(counts.count == 25)
    }

    @Test(Requirement.corpus.trait, arguments: files)
    func dumpCountsMatch(_ file: String) throws {
        try Requirement.corpus.require()
        let expected = try #require(try Self.expectedCounts()[file])
        let path = Self.corpus.appendingPathComponent("storyboards/\(file)").path
        let result = Compiler().load([path])
        #expect(result.inputProblems.isEmpty)
        let unexpected = result.diagnostics.filter { $0.severity == .error && $0.ruleID != "missing-file" }
        #expect(unexpected.isEmpty, "\(unexpected.map(\.description))")
        let json = try JSONSerialization.jsonObject(with: Data(GraphJSON.dump(result.graph).rendered().utf8)) as? [String: Any]
        let documents = try #require(json?["documents"] as? [[String: Any]])
        let document = try #require(documents.first)
        let counts = Counts(document: document)

        #expect(counts.scenes == expected["scenes"] as? Int, "scenes")
        #expect(counts.controllers == (expected["controllers"] as? [String: Int] ?? [:]), "controllers by kind")
        #expect(counts.segues == (expected["segues"] as? [String: Int] ?? [:]), "segues by kind")
        #expect(counts.seguesTotal == expected["segues_total"] as? Int, "segues in all")
        #expect(counts.relationships == (expected["relationships"] as? [String: Int] ?? [:]), "relationships")
        #expect(counts.outlets == expected["outlets"] as? Int, "outlets")
        #expect(counts.outletCollections == expected["outletCollections"] as? Int, "outlet collections")
        #expect(counts.actions == expected["actions"] as? Int, "actions")
        #expect(counts.storyboardReferences == expected["storyboardReferences"] as? Int, "storyboard references")
        #expect(counts.exits == expected["exitPlaceholders"] as? Int, "exits")
        #expect(counts.segueIdentifiers == expected["segueIdentifiers"] as? Int, "segue identifiers")
        #expect(counts.customSegueClasses == expected["customSegueClasses"] as? Int, "custom segue classes")
        #expect(counts.unwindSegues == expected["unwindActions"] as? Int, "unwind segues")
        #expect(counts.containerViews == expected["containerViews"] as? Int, "container views")
        #expect(counts.tableViewCells == expected["tableViewCells"] as? Int, "table view cells")
        #expect(counts.collectionViewCells == expected["collectionViewCells"] as? Int, "collection view cells")
        let independent = try StoryboardFacts(contentsOf: URL(fileURLWithPath: path))
        #expect(counts.staticCells == independent.staticCells, "static cells")
        #expect(counts.toolbarItems == independent.toolbarItems, "toolbar items")
        #expect(counts.gestureRecognizers == independent.gestureRecognizers, "gesture recognizers")
        #expect(counts.viewOwnedOutlets == independent.viewOwnedOutlets, "outlets owned by views and other objects")
        let initial = (expected["document"] as? [String: Any])?["initialViewController"] as? String
        #expect(document["initialScene"] as? String == initial, "initial scene")
    }
}

/// Counts computed from one document of a JSON dump, named as the storyboard names them.
private struct Counts {
    var scenes = 0, seguesTotal = 0, outlets = 0, outletCollections = 0, actions = 0
    var storyboardReferences = 0, exits = 0, segueIdentifiers = 0, customSegueClasses = 0, unwindSegues = 0
    var containerViews = 0, tableViewCells = 0, collectionViewCells = 0
    var staticCells = 0, toolbarItems = 0, gestureRecognizers = 0, viewOwnedOutlets = 0
    var controllers: [String: Int] = [:], segues: [String: Int] = [:], relationships: [String: Int] = [:]

    /// The graph's segue kinds under the storyboard's names.
    static let storyboardKind = ["present": "presentation", "popover": "popoverPresentation", "legacyPopover": "popover"]

    init(document: [String: Any]) {
        let scenes = document["scenes"] as? [[String: Any]] ?? []
        self.scenes = scenes.count
        for scene in scenes {
            if let element = scene["storyboardElement"] as? String { controllers[element, default: 0] += 1 }
            if scene["kind"] as? String == "reference" { storyboardReferences += 1 }
            outlets += (scene["outlets"] as? [Any])?.count ?? 0
            outletCollections += Self.collectionMembers(scene["outletCollections"])
            for object in scene["otherObjects"] as? [[String: Any]] ?? [] {
                if object["element"] as? String == "exit" { exits += 1 }
                actions += (object["actions"] as? [Any])?.count ?? 0
            }
            for gesture in scene["gestureRecognizers"] as? [[String: Any]] ?? [] {
                gestureRecognizers += 1
                actions += (gesture["actions"] as? [Any])?.count ?? 0
            }
            viewOwnedOutlets += (scene["outlets"] as? [[String: Any]] ?? []).filter { $0["owner"] != nil }.count
            var items = scene["toolbarItems"] as? [[String: Any]] ?? []
            if let navigationItem = scene["navigationItem"] as? [String: Any] {
                items += navigationItem["leftItems"] as? [[String: Any]] ?? []
                items += navigationItem["rightItems"] as? [[String: Any]] ?? []
            }
            actions += items.reduce(0) { $0 + (($1["actions"] as? [Any])?.count ?? 0) }
            toolbarItems += (scene["toolbarItems"] as? [Any])?.count ?? 0
            if let view = scene["view"] as? [String: Any] { countView(view) }
            for segue in scene["segues"] as? [[String: Any]] ?? [] {
                seguesTotal += 1
                let kind = segue["kind"] as? String ?? "?"
                segues[Self.storyboardKind[kind] ?? kind, default: 0] += 1
                if let name = segue["relationshipName"] as? String { relationships[name, default: 0] += 1 }
                if segue["identifier"] != nil { segueIdentifiers += 1 }
                if segue["class"] != nil { customSegueClasses += 1 }
                if kind == "unwind" { unwindSegues += 1 }
            }
        }
    }

    /// The members of outlet collections (Interface Builder writes one element per member).
    static func collectionMembers(_ collections: Any?) -> Int {
        (collections as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["destinations"] as? [Any])?.count ?? 0) }
    }

    private mutating func countView(_ view: [String: Any]) {
        if view["type"] as? String == "containerView" { containerViews += 1 }
        actions += (view["actions"] as? [Any])?.count ?? 0
        // A view's gesture recognizers are its `gestureRecognizers` outlet collection in the storyboard.
        outletCollections += (view["gestureRecognizers"] as? [Any])?.count ?? 0
        for item in view["barItems"] as? [[String: Any]] ?? [] {
            actions += (item["actions"] as? [Any])?.count ?? 0
            if view["type"] as? String == "toolbar" { toolbarItems += 1 }
        }
        for cell in view["cells"] as? [[String: Any]] ?? [] {
            if view["type"] as? String == "collectionView" { collectionViewCells += 1 } else { tableViewCells += 1 }
            if cell["static"] as? Bool == true { staticCells += 1 }
            outlets += (cell["outlets"] as? [Any])?.count ?? 0
            viewOwnedOutlets += (cell["outlets"] as? [[String: Any]] ?? []).filter { ($0["owner"] as? String).map { $0 != cell["id"] as? String } ?? false }.count
            outletCollections += Self.collectionMembers(cell["outletCollections"])
            for subview in cell["subviews"] as? [[String: Any]] ?? [] { countView(subview) }
        }
        for subview in view["subviews"] as? [[String: Any]] ?? [] { countView(subview) }
    }
}
