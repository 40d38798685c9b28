import Foundation
import SceneGraph
@testable import SceneGraphLayout
import SceneLayout
import ScenePreview
import Testing
import TestSupport

/// The wireframe writer on hand-made layout results: no solver, no files — boxes where the
/// results put them, the drawing conventions, escaping, determinism and the diagnostics.
@Suite("scenec preview: the SVG writer")
struct PreviewSVGWriterTests {
    static let file = "Hand.scene"

    static func source(_ line: Int) -> SourceRange {
        SourceRange(element: SourceLocation(file: file, line: line, column: 5), attributeList: [])
    }

    static func view(
        _ id: String?, _ element: String, text: String? = nil, parent: Int?, depth: Int, frame: LayoutRect, root: LayoutRect? = nil,
        ambiguous: Bool = false, hidden: Bool = false, line: Int
    ) -> LaidOutView {
        LaidOutView(id: id, element: element, text: text, parent: parent, depth: depth, frame: frame, rootFrame: root ?? frame,
                    designedFrame: frame, isUnderConstraints: true, isAmbiguous: ambiguous, isHidden: hidden, source: source(line))
    }

    static var environment: LayoutEnvironment {
        LayoutEnvironment(deviceName: "test-phone", screenWidth: 320, screenHeight: 480, screenInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0),
                          horizontalSizeClass: .compact, verticalSizeClass: .regular, rootSideMargin: 16)
    }

    /// A scene under a navigation bar: a panel holding a label, a hidden button, an ambiguous
    /// image view, and a table whose two rows have no frames (both at the top).
    static func scene(text: String = "Hello", id: String = "main") -> PreviewScene {
        let views = [
            view("root", "view", parent: nil, depth: 0, frame: LayoutRect(x: 0, y: 0, width: 320, height: 480), line: 3),
            view("panel", "view", parent: 0, depth: 1, frame: LayoutRect(x: 10, y: 80, width: 300, height: 100), line: 4),
            view("greeting", "label", text: text, parent: 1, depth: 2, frame: LayoutRect(x: 8, y: 8, width: 200, height: 21),
                 root: LayoutRect(x: 18, y: 88, width: 200, height: 21), line: 5),
            view("go", "button", text: "Go", parent: 1, depth: 2, frame: LayoutRect(x: 8, y: 50, width: 80, height: 44),
                 root: LayoutRect(x: 18, y: 130, width: 80, height: 44), hidden: true, line: 6),
            view("photo", "imageView", parent: 0, depth: 1, frame: LayoutRect(x: 10, y: 200, width: 100, height: 60), ambiguous: true, line: 7),
            view("list", "tableView", parent: 0, depth: 1, frame: LayoutRect(x: 0, y: 280, width: 320, height: 200), line: 8),
            view("row1", "cell", text: "Row", parent: 5, depth: 2, frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
                 root: LayoutRect(x: 0, y: 280, width: 320, height: 44), line: 9),
            view("row2", "cell", text: "Row", parent: 5, depth: 2, frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
                 root: LayoutRect(x: 0, y: 280, width: 320, height: 44), line: 10),
        ]
        let result = SceneLayoutResult(scene: SceneID(document: file, name: id), environment: environment, views: views, broken: [], unresolved: [])
        var bars = SceneBars.none
        bars.navigationBar = true
        bars.tabBar = true
        return PreviewScene(file: file, heading: text, result: result, bars: bars,
                            barContent: BarContent(navigationTitle: text, rightItems: [.text("+")], tabTitles: ["One", "Two"], selectedTab: 1))
    }

    @Test func everyViewIsABoxAtItsFrameInTheRootMovedToTheScreen() throws {
        let scene = Self.scene()
        let svg = try ParsedSVG(Data(WireframeSheet.svg([scene]).utf8))
        let layout = WireframeSheet.layout([scene])
        let frames = try #require(svg.screenFrames().first)
        #expect(frames.count == 8)
        let screen = layout.screens[0]
        #expect(screen.width == 320 && screen.height == 480)
        for index in 0..<6 {
            let root = scene.result.views[index].rootFrame
            #expect(frames[index].map { isClose($0, Rect(root).offsetBy(screen.x, screen.y)) } == true, "view \(index): \(frames[index].map(String.init(describing:)) ?? "none")")
        }
        // The rows overlap, so they are stacked; both move below the navigation bar (20 + 44).
        #expect(frames[6].map { isClose($0, Rect(x: screen.x, y: screen.y + 280, width: 320, height: 44)) } == true, "\(String(describing: frames[6]))")
        #expect(frames[7].map { isClose($0, Rect(x: screen.x, y: screen.y + 324, width: 320, height: 44)) } == true, "\(String(describing: frames[7]))")
        #expect(svg.all("svg", classes: ["screen"]).first?.attributes["viewBox"] == "0 0 320 480")
    }

    @Test func hiddenViewsAreDashedAndAmbiguousOnesOutlinedInRed() throws {
        let svg = try ParsedSVG(Data(WireframeSheet.svg([Self.scene()]).utf8))
        let hidden = try #require(svg.elements.firstIndex { $0.attributes["data-id"] == "go" })
        #expect(svg.elements[hidden].classes.contains("hidden"))
        #expect(svg.elements[hidden].attributes["opacity"] == WireframeStyle.hiddenOpacity)
        #expect(svg.elements[svg.elements[hidden].children[0]].attributes["stroke-dasharray"] == WireframeStyle.hiddenDash)
        let ambiguous = try #require(svg.elements.firstIndex { $0.attributes["data-id"] == "photo" })
        let outline = svg.descendants(of: ambiguous).filter { $0.classes.contains("ambiguous-outline") }
        #expect(outline.count == 1 && outline[0].attributes["stroke"] == WireframeStyle.ambiguous)
        #expect(svg.all("rect", classes: ["ambiguous-outline"]).count == 1, "only the ambiguous view")
        let texts = svg.texts
        for text in ["Hello", "Go", "+", "One", "Two", "9:41"] { #expect(texts.contains(text), "\(text) in \(texts)") }
        #expect(svg.all("g", classes: ["bar", "navigation-bar"]).count == 1 && svg.all("g", classes: ["bar", "tab-bar"]).count == 1)
    }

    @Test func hostileTextAndIdsKeepTheSVGWellFormed() throws {
        let hostile = "<b>\"x\" & 'y'</b> ]]> <!-- é 漢字 👩🏽‍💻 \u{202E}rtl\u{1}\u{FFFE} \n second line"
        let scene = Self.scene(text: hostile, id: "\"><svg onload=alert(1)>&amp;")
        let text = WireframeSheet.svg([scene])
        let svg = try ParsedSVG(Data(text.utf8))
        let firstLine = "<b>\"x\" & 'y'</b> ]]> <!-- é 漢字 👩🏽‍💻 \u{202E}rtl\u{FFFD}\u{FFFD} "
        #expect(svg.texts.filter { $0 == firstLine }.count >= 2, "the label and the navigation title show the first line: \(svg.texts)")
        #expect(svg.all("g", classes: ["scene"]).first?.attributes["data-scene"] == "Hand.scene#\"><svg onload=alert(1)>&amp;")
        #expect(!text.contains("<svg onload"), "no markup from an id")
        #expect(!text.contains("\u{1}"), "no character XML forbids")
        let page = PreviewPage.render([scene])
        #expect(!page.contains("<svg onload") && !page.contains("<b>"))
        _ = try ParsedSVG(firstSVGIn: page)
    }

    @Test func numbersAreWrittenTheSameWayEveryTime() {
        #expect(SVGMarkup.number(0.1 + 0.2) == "0.3")
        #expect(SVGMarkup.number(-0.001) == "0")
        #expect(SVGMarkup.number(127.5) == "127.5")
        #expect(SVGMarkup.number(16.05) == "16.05")
        #expect(SVGMarkup.number(-3.25) == "-3.25")
        #expect(SVGMarkup.number(.nan) == "0" && SVGMarkup.number(.infinity) == "0")
        #expect(SVGMarkup.number(1e20) == "1000000000")
        #expect(SVGMarkup.number(0.240_123_4, decimals: 5) == "0.24012" && SVGMarkup.number(2.000_004, decimals: 5) == "2")
        #expect(SVGMarkup.number(-0.05, decimals: 1) == "-0.1" || SVGMarkup.number(-0.05, decimals: 1) == "-0.05")
        #expect(SVGMarkup.number(1.0005, decimals: 3) == "1.001" || SVGMarkup.number(1.0005, decimals: 3) == "1")
        #expect(SVGMarkup.escape("a<b>&\"c\"'\n") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;&#10;")
        #expect(SVGMarkup.token("kind-<\"x\"> é") == "kind-__x____")
    }

    @Test func theSameResultsGiveTheSameBytes() {
        let scenes = [Self.scene(), Self.scene(text: "Other", id: "other")]
        #expect(WireframeSheet.svg(scenes) == WireframeSheet.svg(scenes))
        #expect(PreviewPage.render(scenes) == PreviewPage.render(scenes))
        let layout = WireframeSheet.layout(scenes)
        #expect(layout.columns == 2 && layout.screens[1].x > layout.screens[0].maxX && layout.screens[1].y == layout.screens[0].y)
        let four = WireframeSheet.layout(scenes + scenes)
        #expect(four.columns == 2 && four.screens[2].y > four.screens[0].maxY, "four scenes: two rows of two")
    }

    @Test func diagnosticsNameTheBrokenConstraintItsConflictsAndAmbiguousViews() {
        var scene = Self.scene()
        var height = LayoutConstraintNode(id: "h1", firstItem: "photo", firstAttribute: .height, source: Self.source(20))
        height.constant = 60
        var other = LayoutConstraintNode(id: "h2", firstItem: nil, firstAttribute: .height, source: Self.source(21))
        other.constant = 90
        other.identifier = "tall"
        var ghost = LayoutConstraintNode(id: nil, firstItem: "photo", firstAttribute: .top, source: Self.source(22))
        ghost.secondItem = "ghost"
        ghost.secondAttribute = .bottom
        ghost.multiplier = 2
        ghost.constant = -8
        ghost.priority = 750
        scene.result.broken = [BrokenLayoutConstraint(constraint: other, conflicting: [height])]
        scene.result.unresolved = [UnresolvedLayoutConstraint(constraint: ghost, missingItem: "ghost")]
        scene.constraintHolders = [Self.source(21).element: "photo"]
        let lines = LayoutDiagnostics.diagnostics(of: [scene]).map(\.description)
        #expect(lines == [
            "Hand.scene:7:5: warning: the frame of imageView 'photo' in scene 'main' is ambiguous: its constraints do not fix its position or size [layout-ambiguous]",
            "Hand.scene:21:5: warning: unable to satisfy constraint photo.height == 90 ('tall') in scene 'main'; it conflicts with 1 required constraint; it was left out [layout-unsatisfiable]\n"
                + "Hand.scene:20:5: note: conflicting constraint photo.height == 60",
            "Hand.scene:22:5: warning: constraint photo.top == ghost.bottom × 2 - 8 @750 names 'ghost', which is no view or layout guide of scene 'main' [layout-unresolved-item]",
        ])
    }

    @Test func theListingIndentsByDepthAndFlagsViews() {
        let text = LayoutListing.text(of: Self.scene())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Hand.scene#main “Hello” on test-phone: 320×480 portrait, compact width, regular height")
        #expect(lines[1] == "  root view (0, 0, 320, 480) in root (0, 0, 320, 480)")
        #expect(lines[3] == "      greeting label (8, 8, 200, 21) in root (18, 88, 200, 21) \"Hello\"")
        #expect(lines[4] == "      go button (8, 50, 80, 44) in root (18, 130, 80, 44) \"Go\" [hidden]")
        #expect(lines[5] == "    photo imageView (10, 200, 100, 60) in root (10, 200, 100, 60) [ambiguous]")
    }
}
