import Foundation
import SceneCompiler
import SceneGraph
import ScenePreview
import Testing
import TestSupport

/// `scenec preview`: the wireframes as SVG, HTML and PNG — well-formed, a box per view where
/// the layout put it, hostile text escaped, the same bytes on every run.
@Suite("scenec preview")
struct PreviewCommandTests {
    static let form = LayoutCommandTests.form
    static let shop = LayoutCommandTests.shop

    /// The layout of `paths` as the command computes it, in process.
    static func previews(_ paths: [String], options: LayoutOptions = LayoutOptions()) throws -> [PreviewScene] {
        let result = Compiler().load(paths.map { packageRoot.appendingPathComponent($0).path })
        #expect(result.inputProblems.isEmpty, "\(result.inputProblems)")
        return try ScenePreviewer.layOut(result.graph, options: options)
    }

    @Test func svgHasABoxPerViewAtItsComputedPosition() throws {
        let result = try runScenec(["preview", "--format", "svg", Self.form, Self.shop])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let svg = try ParsedSVG(Data(result.stdout.utf8))

        let json = try runScenec(["layout", "--format", "json", Self.form, Self.shop])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        let drawn = svg.screenFrames()
        #expect(drawn.count == scenes.count, "one screen per scene")
        #expect(svg.all("g", classes: ["scene"]).map { $0.attributes["data-scene"] }
                    == scenes.map { "\($0["file"] as? String ?? "")#\($0["scene"] as? String ?? "")" })

        let layout = WireframeSheet.layout(try Self.previews([Self.form, Self.shop]))
        var compared = 0
        for (s, scene) in scenes.enumerated() where s < drawn.count {
            let views = try #require(scene["views"] as? [[String: Any]])
            #expect(drawn[s].count == views.count, "a box per view of \(scene["scene"] ?? "?")")
            let screen = layout.screens[s]
            for (index, view) in views.enumerated() where view["element"] as? String != "cell" && view["element"] as? String != "contentView" {
                guard (view["parent"] as? Int).map({ views[$0]["element"] as? String }) != "contentView" else { continue }
                let root = try #require(view["rootFrame"] as? [String: Double])
                let expected = Rect(x: screen.x + root["x"]!, y: screen.y + root["y"]!, width: root["width"]!, height: root["height"]!)
                let box = try #require(drawn[s][index], "view \(index) of \(scene["scene"] ?? "?") is drawn")
                #expect(isClose(box, expected), "view \(view["id"] ?? index) of \(scene["scene"] ?? "?"): drawn \(box), laid out \(expected)")
                compared += 1
            }
        }
        #expect(compared >= 20)
        #expect(svg.all("rect", classes: ["ambiguous-outline"]).count == 1, "the ambiguous label is outlined")
        let hidden = svg.all("g", classes: ["view", "hidden"])
        #expect(hidden.map { $0.attributes["data-id"] } == ["hiddenNote"])
    }

    @Test func svgDrawsTheContentOfEachKindOfView() throws {
        let result = try runScenec(["preview", "--scene", "product", Self.shop])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try ParsedSVG(Data(result.stdout.utf8))
        let texts = svg.texts
        for text in ["Small", "Medium", "Large", "−", "+", "A note <optional>", "Buy \"now\"", "Only 3 left", "‹ Back", "9:41", "Shop", "About"] {
            #expect(texts.contains(text), "\(text) is drawn: \(texts)")
        }
        #expect(texts.contains("Détail “quoted” <b> & 'more'"), "the navigation bar shows the title")
        #expect(svg.all("g", classes: ["bar", "navigation-bar"]).count == 1)
        #expect(svg.all("g", classes: ["bar", "tab-bar"]).count == 1)
        #expect(svg.all("circle").count >= 6, "switch knob, slider thumb, page dots")

        let list = try ParsedSVG(Data(try runScenec(["preview", "--scene", "products", Self.shop]).stdout.utf8))
        #expect(list.texts.contains("Tea & <biscuits>"))
        #expect(list.texts.contains("›"), "the row's disclosure indicator")
        #expect(list.texts.contains("Footer"), "a row without views of its own shows its reuse identifier")
        #expect(list.texts.contains("+"), "the navigation bar's add item")
        #expect(!list.texts.contains("Product"), "a row with views of its own does not")
        let about = try ParsedSVG(Data(try runScenec(["preview", "--scene", "about", Self.shop]).stdout.utf8))
        let image = try #require(about.all("g", classes: ["view", "el-imageView"]).first)
        #expect(image.children.count == 3, "an image view is a box crossed by two lines")
    }

    @Test func hostileIdsAndTextAreEscaped() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = "<\"quotes\" & 'apostrophes'> ünïcödé 👩🏽‍💻 ‮RTL &amp; ]]> <!-- -->"
        let escaped = hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1" module="Hostile" device="retina4_7">
              <controller id="main" title="\(escaped)">
                <view id="root" frame="0 0 375 667">
                  <label id="title" text="\(escaped)" frame="16 40 343 21"/>
                  <button id="go" title="\(escaped)" frame="16 80 343 44"/>
                  <textField id="field" placeholder="\(escaped)" frame="16 140 343 34"/>
                </view>
                <navigationItem title="\(escaped)"/>
              </controller>
            </scenes>
            """.write(to: folder.appendingPathComponent("Hostile.scene"), atomically: true, encoding: .utf8)
        for format in ["svg", "html"] {
            let result = try runScenec(["preview", "--format", format, "-o", "out.\(format)", "Hostile.scene"], in: folder)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            let text = try String(contentsOf: folder.appendingPathComponent("out.\(format)"), encoding: .utf8)
            #expect(!text.contains("<\"quotes\""), "\(format): no raw markup from the file")
            #expect(!text.contains("<!-- -->"), "\(format): no comment opened by the file's text")
            let svg = try format == "svg" ? ParsedSVG(Data(text.utf8)) : ParsedSVG(firstSVGIn: text)
            #expect(svg.texts.filter { $0 == hostile }.count >= 3, "\(format): the label, button and field show the text as written")
            #expect(svg.all("g", classes: ["scene"]).first?.attributes["data-scene"] == "Hostile.scene#main")
        }
    }

    @Test func htmlEmbedsTheSVGWithALegendAndTheWarnings() throws {
        let result = try runScenec(["preview", "--format", "html", Self.form])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<aside id=\"legend\">") && page.contains("<h2>Legend</h2>"))
        #expect(page.contains("ambiguous view: its constraints do not fix its frame"))
        #expect(page.contains("hidden view: dashed, faded"))
        #expect(page.contains("unable to satisfy constraint box-00-aaa.height == 200 (&#39;tallBox&#39;)"), "the scene's warnings are listed")
        #expect(!page.contains("<script"), "the page runs no script")
        let svg = try ParsedSVG(firstSVGIn: page)
        #expect(svg.screenFrames().count == 2)
        let standalone = try runScenec(["preview", "--format", "svg", Self.form]).stdout
        #expect(page.contains(String(standalone.dropFirst("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".count))), "the page holds the SVG document")
    }

    @Test func outputIsDeterministicAndWrittenAtomically() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = packageRoot.appendingPathComponent(Self.form).path, shop = packageRoot.appendingPathComponent(Self.shop).path
        for format in ["svg", "html"] {
            let first = try runScenec(["preview", form, shop, "-o", "first.\(format)"], in: folder)
            let second = try runScenec(["preview", shop, form, "-o", "second.\(format)"], in: folder)
            #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
            #expect(first.stdout.isEmpty)
            let a = try Data(contentsOf: folder.appendingPathComponent("first.\(format)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("second.\(format)"))
            #expect(!a.isEmpty && a == b, "\(format): the same bytes whatever the file order")
            let stdout = try runScenec(["preview", "--format", format, form, shop], in: folder)
            #expect(Data(stdout.stdout.utf8) == a, "\(format): standard output and the file agree")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["first.html", "first.svg", "second.html", "second.svg"],
                "no temporary files left")
    }

    @Test func missingChromiumIsOneClearErrorAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let form = packageRoot.appendingPathComponent(Self.form).path
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["PATH=\(empty.path)", try scenecExecutable().path, "preview", form, "-o", "out.png"],
                             in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "scenec: error: cannot find Chromium on PATH (looked for chromium, chromium-browser, google-chrome, "
                    + "google-chrome-stable); png output needs it (install the 'chromium' package, e.g. apt-get install chromium); "
                    + "svg and html need nothing [chromium-missing]\n", "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["empty-bin"], "nothing written")
        let svg = try run(URL(fileURLWithPath: "/usr/bin/env"), ["PATH=\(empty.path)", try scenecExecutable().path, "preview", form, "-o", "out.svg"],
                          in: folder)
        #expect(svg.status == 0, "svg needs no Chromium: \(svg.stderr)")
    }

    @Test func unknownDeviceIsAnErrorAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runScenec(["preview", "--device", "pager", packageRoot.appendingPathComponent(Self.form).path, "-o", "out.svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("scenec: error: unknown device 'pager'; known devices: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(Requirement.chromium.trait) func pngIsTheSheetDrawnByChromium() throws {
        try Requirement.chromium.require()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runScenec(["preview", packageRoot.appendingPathComponent(Self.form).path, "-o", "form.png"], in: folder, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try DecodedPNG(Data(contentsOf: folder.appendingPathComponent("form.png")))
        let layout = WireframeSheet.layout(try Self.previews([Self.form]))
        #expect(image.width == Int(layout.width) && image.height == Int(layout.height), "\(image.width)×\(image.height)")
        #expect(image.distinctColours(upTo: 64) >= 16)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["form.png"], "no temporary files left")
    }
}
