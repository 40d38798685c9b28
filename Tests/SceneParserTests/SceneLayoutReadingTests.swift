import Foundation
import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// Layout in scene files: `Tests/SceneCompilerTests/Fixtures/Layout.scene` (every form) is valid
/// against the schema and reads into the graph as written; malformed layout gets located
/// diagnostics, never a crash.
@Suite("Reading layout in scene files")
struct SceneLayoutReadingTests {
    static let fixturePath = "Tests/SceneCompilerTests/Fixtures/Layout.scene"

    static func fixture() throws -> (document: SceneDocument, graph: ResolvedGraph) {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(fixturePath), encoding: .utf8)
        let (graph, diagnostics) = readAndResolve(text, path: "Layout.scene")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return (try #require(graph.documents.first), graph)
    }

    @Test func fixtureIsValidAgainstTheSchema() throws {
        let schemaURL = packageRoot.appendingPathComponent("Schema/scene.xsd")
        let diagnostics = SchemaValidator.validate(
            document: try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent(Self.fixturePath))), path: "Layout.scene",
            schema: try [UInt8](Data(contentsOf: schemaURL)), schemaPath: schemaURL.path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test func layoutAttributes() throws {
        let scene = try Self.fixture().document.scenes[0]
        let views = Dictionary(uniqueKeysWithValues: scene.allViews.compactMap { view in view.id.map { ($0, view) } })
        let root = try #require(scene.rootView)
        #expect(root.layout.frame == LayoutFrame(x: 0, y: 0, width: 375, height: 667))
        #expect(root.layout.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.properties.isEmpty, "layout attributes are not properties")
        let name = try #require(views["nameLabel"])
        #expect(name.layout.translatesAutoresizingMask == false && name.properties == ["text": "Name"])
        #expect(name.layout.horizontalHugging == 251 && name.layout.verticalHugging == 252)
        #expect(name.layout.horizontalCompressionResistance == 749 && name.layout.verticalCompressionResistance == 748.5)
        let avatar = try #require(views["avatar"])
        #expect(avatar.layout.placeholderIntrinsicSize?.width == 120 && avatar.layout.placeholderIntrinsicSize?.height == nil)
        #expect(avatar.layout.layoutMargins == LayoutEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(avatar.layout.preservesSuperviewLayoutMargins == true && avatar.layout.insetsLayoutMarginsFromSafeArea == false)
        #expect(views["editButton"]?.layout.autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
        #expect(views["editButton"]?.layout.hasFixedFrame == true && !root.layout.hasFixedFrame)
        #expect(views["badge"]?.layout.autoresizingMask == [], "none is the empty mask")
        #expect(views["badge"]?.layout.placeholderIntrinsicSize?.height == 10)
    }

    @Test func constraintsKeywordsAndGuides() throws {
        let scene = try Self.fixture().document.scenes[0]
        let root = try #require(scene.rootView)
        #expect(root.layout.guides.map(\.id) == ["profileSafeArea", "profileRoot.margins"], "declared, then made for `margins`")
        #expect(root.layout.guides.map(\.kind) == [.safeArea, .layoutMargins])
        let constraints = root.layout.constraints
        #expect(constraints.count == 10)
        let leading = constraints[0]
        #expect(leading.id == "nameLeading" && leading.firstItem == "nameLabel" && leading.firstAttribute == .leading)
        #expect(leading.secondItem == "profileSafeArea" && leading.secondAttribute == .leading && leading.constant == 16)
        let top = constraints[1]
        #expect(top.priority == 750 && top.variations.count == 2)
        #expect(top.variations[0].verticalSizeClass == .compact && top.variations[0].overrides == ["constant": "8"])
        #expect(top.variations[1].overrides == ["active": "false"] && top.variations[1].horizontalSizeClass == .regular)
        #expect(constraints[2].relation == .lessThanOrEqual && constraints[2].secondItem == "profileRoot.margins" && constraints[2].priority == 999)
        #expect(constraints[5].multiplier == 4.0 / 3.0 && constraints[5].identifier == "avatarAspect")
        let centre = constraints[6]
        #expect(centre.secondItem == nil && centre.secondAttribute == .centerX, "superview is the holder")
        #expect(!centre.isActive && centre.variations.first?.overrides == ["active": "true", "multiplier": "0.5"], "ratios become numbers")
        #expect(constraints[7].secondAttribute == .lastBaseline, "baseline is the last baseline")
        #expect(constraints[8].firstItem == nil && constraints[8].firstAttribute == .trailing && constraints[8].secondItem == "historyTable")
        #expect(constraints[9].constant == -12.5 && constraints[9].secondItem == "profileSafeArea")
        let own = try #require(scene.allViews.first { $0.id == "nameLabel" }?.layout.constraints.first)
        #expect(own.firstItem == nil && own.secondAttribute == nil && own.relation == .greaterThanOrEqual && own.constant == 44)

        let second = try Self.fixture().document.scenes[1]
        let made = try #require(second.rootView?.layout.guides.first)
        #expect(made.kind == .safeArea && made.id.hasPrefix("@") && made.id.hasSuffix(".safeArea"), "a holder without an id: \(made.id)")
    }

    @Test func cellsAndContentViews() throws {
        let scene = try Self.fixture().document.scenes[0]
        let cell = try #require(scene.allCells.first)
        #expect(cell.layout.frame == LayoutFrame(x: 0, y: 28, width: 375, height: 44) && cell.layout.autoresizingMask == [])
        #expect(cell.layout.preservesSuperviewLayoutMargins == true)
        #expect(cell.layout.constraints.map(\.id) == ["historyCellHeight"] && cell.layout.constraints[0].firstItem == nil)
        #expect(cell.contentViewID == "historyContent")
        #expect(cell.contentLayout.insetsLayoutMarginsFromSafeArea == false && cell.contentLayout.frame?.width == 375)
        #expect(cell.contentLayout.guides.map(\.id) == ["historyContent.margins"])
        #expect(cell.contentLayout.constraints.map(\.secondItem) == ["historyContent.margins", "historyContent"])
        #expect(cell.subviews.map(\.id) == ["historyTitle"])
    }

    @Test func outletsToConstraintsResolve() throws {
        let scene = try Self.fixture().document.scenes[0]
        #expect(scene.otherObjects.map(\.id) == ["nameTop", "avatarTop", "avatarAspect"])
        #expect(scene.otherObjects.allSatisfy { $0.element == "constraint" })
        #expect(scene.constraint(withID: "avatarAspect")?.holderID == "profileRoot")
    }

    @Test func designedDeviceAndBars() throws {
        let document = try Self.fixture().document
        #expect(document.designedDevice == DesignedDevice(id: "retina4_7", isLandscape: false))
        let bars = document.scenes[0].designedBars
        #expect(bars.statusBar == true && bars.topBar == "navigationBar" && bars.opaqueTopBar && bars.bottomBar == "tabBar" && !bars.opaqueBottomBar)
        let editor = document.scenes[1]
        #expect(editor.freeformSize == Size(width: 320, height: 200))
        #expect(editor.designedBars.statusBar == false && editor.designedBars.topBar == "none")
        #expect(editor.designedBars.bottomBar == "toolbar" && editor.designedBars.opaqueBottomBar)
        #expect(editor.designedBars.device == DesignedDevice(id: "ipad9_7", isLandscape: true))
        #expect(editor.settings.isEmpty, "design attributes are not settings")
    }
}
