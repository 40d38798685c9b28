import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// The storyboard reader's layout: a fixture with every form (``StoryboardLayoutFixture``), and
/// the corpus, whose constraints are counted independently and must all be read, name views,
/// guides or cells of their scene, and whose views all have frames.
@Suite("Reading storyboard layout")
struct StoryboardLayoutReaderTests {
    static func fixture() throws -> SceneDocument {
        let (document, diagnostics) = StoryboardLayoutFixture.read(try StoryboardLayoutFixture.text)
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics.map(\.description))")
        #expect(!diagnostics.contains { $0.message.contains("constraint") || $0.message.contains("layout") }, "layout is modelled, not noted")
        return try #require(document)
    }

    static func view(_ id: String, in scene: Scene) throws -> ViewNode {
        try #require(scene.allViews.first { $0.id == id }, "no view \(id)")
    }

    @Test func framesMasksPrioritiesAndMargins() throws {
        let scene = try #require(try Self.fixture().scenes.first)
        let root = try #require(scene.rootView)
        #expect(root.layout.frame == LayoutFrame(x: 0, y: 0, width: 896, height: 414))
        #expect(root.layout.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.layout.translatesAutoresizingMask == nil, "not said")

        let label = try Self.view("lbl-01", in: scene)
        #expect(label.layout.frame == LayoutFrame(x: 20, y: 40, width: 120.5, height: 21))
        #expect(label.layout.autoresizingMask == nil)
        #expect(label.layout.translatesAutoresizingMask == false)
        #expect(label.layout.horizontalHugging == 251 && label.layout.verticalHugging == 252)
        #expect(label.layout.horizontalCompressionResistance == 749 && label.layout.verticalCompressionResistance == 748)

        let box = try Self.view("box-01", in: scene)
        #expect(box.layout.layoutMargins == LayoutEdgeInsets(top: 8, left: 16, bottom: 4, right: 12))
        #expect(box.layout.preservesSuperviewLayoutMargins == true && box.layout.insetsLayoutMarginsFromSafeArea == false)
        #expect(box.layout.placeholderIntrinsicSize?.width == 215)
        #expect(box.layout.placeholderIntrinsicSize?.height == nil, "'infinite' is no intrinsic height")
        #expect(box.layout.guides.map(\.kind) == [.layoutMargins] && box.layout.guides.map(\.id) == ["mrg-01"])

        let button = try Self.view("btn-01", in: scene)
        #expect(button.layout.autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
        #expect(button.layout.hasFixedFrame && !box.layout.hasFixedFrame)
        #expect(button.layout.isEmpty == false && ViewLayout().isEmpty)
    }

    @Test func constraintsOfEveryShape() throws {
        let scene = try #require(try Self.fixture().scenes.first)
        let root = try #require(scene.rootView)
        let constraints = Dictionary(uniqueKeysWithValues: root.layout.constraints.map { ($0.id ?? "?", $0) })
        #expect(root.layout.constraints.map(\.id) == ["c-lead", "c-top", "c-aspect", "cx-01", "c-trail", "c-base", "c-bot"], "document order")

        let lead = try #require(constraints["c-lead"])
        #expect(lead.firstItem == "lbl-01" && lead.firstAttribute == .leading && lead.relation == .equal)
        #expect(lead.secondItem == "saf-01" && lead.secondAttribute == .leading && lead.constant == 20)
        #expect(lead.multiplier == 1 && lead.priority == 1000 && lead.isActive && lead.identifier == nil)

        let top = try #require(constraints["c-top"])
        #expect(top.priority == 750 && top.secondItem == "top-01" && top.secondAttribute == .bottom)
        #expect(top.variations.count == 1, "the constant and the mask of one size class make one variation")
        #expect(top.variations.first?.horizontalSizeClass == .regular && top.variations.first?.verticalSizeClass == .compact)
        #expect(top.variations.first?.overrides == ["constant": "8", "active": "false"])

        #expect(constraints["c-aspect"]?.multiplier == 4.0 / 3.0, "a:b ratios")
        let centre = try #require(constraints["cx-01"])
        #expect(centre.multiplier == 0.5 && !centre.isActive, "excluded by default")
        #expect(centre.variations.map(\.overrides) == [["active": "true"]] && centre.variations.first?.horizontalSizeClass == .regular)
        #expect(centre.variations.first?.verticalSizeClass == nil)

        let trailing = try #require(constraints["c-trail"])
        #expect(trailing.firstItem == nil, "a missing first item is the holder")
        #expect(trailing.secondItem == "tbl-01")
        let baseline = try #require(constraints["c-base"])
        #expect(baseline.firstAttribute == .firstBaseline && baseline.secondAttribute == .lastBaseline && baseline.relation == .lessThanOrEqual)

        let width = try #require(try Self.view("lbl-01", in: scene).layout.constraints.first)
        #expect(width.firstItem == nil && width.secondItem == nil && width.secondAttribute == nil)
        #expect(width.relation == .greaterThanOrEqual && width.constant == 44 && width.identifier == "labelMinWidth")
    }

    @Test func guidesOfTheRootView() throws {
        let scene = try #require(try Self.fixture().scenes.first)
        let guides = try #require(scene.rootView).layout.guides
        #expect(guides.map(\.id) == ["saf-01", "top-01", "bot-01"])
        #expect(guides.map(\.kind) == [.safeArea, .topLayoutGuide, .bottomLayoutGuide])
        #expect(scene.rootView?.layout.guide(ofKind: .safeArea)?.id == "saf-01")
    }

    @Test func cellsAndTheirContentViews() throws {
        let scene = try #require(try Self.fixture().scenes.first)
        let cells = scene.allCells
        let row = try #require(cells.first { $0.id == "cel-01" })
        #expect(row.layout.frame == LayoutFrame(x: 0, y: 28, width: 376, height: 44))
        #expect(row.layout.autoresizingMask == [], "an empty mask is said, not absent")
        #expect(row.layout.preservesSuperviewLayoutMargins == true)
        #expect(row.contentViewID == "cnt-01")
        #expect(row.contentLayout.frame == LayoutFrame(x: 0, y: 0, width: 376, height: 44))
        #expect(row.contentLayout.insetsLayoutMarginsFromSafeArea == false)
        #expect(row.contentLayout.constraints.map(\.id) == ["cc-01", "cc-02"])
        #expect(row.contentLayout.constraints.first?.secondAttribute == .leadingMargin)
        #expect(row.subviews.map(\.id) == ["cl-01"], "the content view's subviews are the cell's")

        let tile = try #require(cells.first { $0.id == "ccl-01" })
        #expect(tile.contentViewID == nil, "the content view has no id")
        #expect(tile.layout.constraints.map(\.secondItem) == ["ccl-01"], "cell-held constraints name the cell")
        #expect(tile.contentLayout.frame?.width == 60)
    }

    @Test func outletsToConstraintsResolve() throws {
        let document = try Self.fixture()
        let scene = try #require(document.scenes.first)
        #expect(scene.outlets.map(\.destination) == ["c-top"])
        #expect(scene.otherObjects.contains { $0.id == "c-top" && $0.element == "constraint" }, "the stand-in the resolver sees")
        let found = try #require(scene.constraint(withID: "c-top"))
        #expect(found.holderID == "root-01" && found.constraint.priority == 750)
        let (_, resolution) = GraphResolver.resolve([document])
        #expect(resolution.filter { $0.severity == .error }.isEmpty, "\(resolution.map(\.description))")
    }

    @Test func deviceAndSimulatedBars() throws {
        let document = try Self.fixture()
        #expect(document.designedDevice == DesignedDevice(id: "retina6_1", isLandscape: true))
        let first = document.scenes[0].designedBars
        #expect(first.statusBar == true && first.topBar == "navigationBar" && first.opaqueTopBar)
        #expect(first.bottomBar == "tabBar" && !first.opaqueBottomBar && first.device == nil)
        #expect(document.scenes[0].freeformSize == nil)
        let second = document.scenes[1]
        #expect(second.designedBars.statusBar == false && second.designedBars.topBar == "none")
        #expect(second.designedBars.bottomBar == "toolbar" && second.designedBars.opaqueBottomBar)
        #expect(second.freeformSize == Size(width: 320, height: 200))
    }

    @Test(arguments: [
        ("retina4", nil, "iOS.CocoaTouch", "retina4_0", false),
        ("retina47", "landscapeRight", "iOS.CocoaTouch", "retina4_7", true),
        ("retina55", nil, "iOS.CocoaTouch", "retina5_5", false),
        (nil, nil, "iOS.CocoaTouch", "retina3_5", false),
        (nil, "landscapeLeft", "iOS.CocoaTouch.iPad", "ipad9_7", true),
    ] as [(String?, String?, String, String, Bool)])
    func legacyScreens(type: String?, orientation: String?, runtime: String, device: String, landscape: Bool) throws {
        let (document, diagnostics) = StoryboardLayoutFixture.read(StoryboardLayoutFixture.legacy(screenType: type, orientation: orientation, runtime: runtime))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let read = try #require(document)
        #expect(read.designedDevice == DesignedDevice(id: device, isLandscape: landscape))
        #expect(read.scenes[0].designedBars.device == nil)
        #expect(read.scenes[1].designedBars.device == DesignedDevice(id: "retina4_0", isLandscape: false), "a scene's own screen")
    }

    // MARK: The corpus

    static let corpus = sharedCorpus.appendingPathComponent("storyboards")
    static let corpusFiles: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? ["(corpus missing)"])
        .filter { $0.hasSuffix(".storyboard") || $0 == "(corpus missing)" }.sorted()

    /// Every `<constraint>` of the file is read, each names views, guides or cells of its own
    /// scene, and every view has a frame.
    @Test(Requirement.corpus.trait, arguments: corpusFiles)
    func corpusLayout(_ file: String) throws {
        try Requirement.corpus.require()
        let url = Self.corpus.appendingPathComponent(file)
        let data = try Data(contentsOf: url)
        let counter = ElementCounter(name: "constraint")
        let parser = XMLParser(data: data)
        parser.delegate = counter
        #expect(parser.parse(), "Foundation's parser reads \(file)")

        let (tree, xmlDiagnostics) = SafeXMLReader.parse(bytes: [UInt8](data), path: file)
        let (read, diagnostics) = StoryboardReader.read(try #require(tree, "\(xmlDiagnostics)"), path: file)
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics.map(\.description))")
        let document = try #require(read)

        var constraints = 0
        for scene in document.scenes {
            var items = Set<String>()
            var framelessViews: [String] = []
            scene.forEachView { view in
                if let id = view.id { items.insert(id) }
                if view.layout.frame == nil { framelessViews.append(view.id ?? view.kind.elementName) }
                for cell in view.cells { items.formUnion([cell.id, cell.contentViewID].compactMap { $0 }) }
            }
            scene.forEachLayout { _, layout in items.formUnion(layout.guides.map(\.id)) }
            scene.forEachLayout { holder, layout in
                constraints += layout.constraints.count
                for constraint in layout.constraints {
                    for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                        #expect(items.contains(item), "constraint \(constraint.id ?? "?") of scene \(scene.id.name), held by \(holder ?? "?"), names '\(item)'")
                    }
                }
            }
            #expect(framelessViews.isEmpty, "views without a frame in scene \(scene.id.name): \(framelessViews)")
        }
        #expect(constraints == counter.count, "constraints read, against <constraint> elements counted by XMLParser")
    }
}

/// Counts the elements of one name, with Foundation's parser (independently of scenec's reader).
private final class ElementCounter: NSObject, XMLParserDelegate {
    let name: String
    private(set) var count = 0

    init(name: String) { self.name = name }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == name { count += 1 }
    }
}
