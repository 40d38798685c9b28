import Foundation
import ScenePreview
import Testing
import TestSupport

/// The preview page opened in headless Chromium: the screenshot is a drawing, with the boxes
/// where the layout put them (the sheet is at the page's top left, one SVG unit a CSS pixel).
@Suite("scenec preview: HTML page in Chromium")
struct PreviewPageTests {
    /// An 8-bit colour.
    struct Colour: Equatable, CustomStringConvertible {
        var red: Int, green: Int, blue: Int
        init(_ hex: String) {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            (red, green, blue) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        }
        init(red: Int, green: Int, blue: Int) { (self.red, self.green, self.blue) = (red, green, blue) }
        func isClose(to other: Colour) -> Bool { abs(red - other.red) <= 8 && abs(green - other.green) <= 8 && abs(blue - other.blue) <= 8 }
        var description: String { "rgb(\(red), \(green), \(blue))" }
    }

    static func pixel(_ image: DecodedPNG, _ x: Double, _ y: Double) -> Colour {
        let offset = (Int(y) * image.width + Int(x)) * image.channels
        return Colour(red: Int(image.pixels[offset]), green: Int(image.pixels[offset + 1]), blue: Int(image.pixels[offset + 2]))
    }

    @Test(Requirement.chromium.trait) func screenshotShowsTheBoxesAtTheirComputedPositions() throws {
        try Requirement.chromium.require()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = [PreviewCommandTests.form, PreviewCommandTests.shop]
        let result = try runScenec(["preview", "-o", "preview.html"] + paths.map { packageRoot.appendingPathComponent($0).path }, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let scenes = try PreviewCommandTests.previews(paths)
        let layout = WireframeSheet.layout(scenes)
        let width = Int(layout.width) + 360, height = Int(layout.height)

        let blank = folder.appendingPathComponent("blank.html")
        try "<!DOCTYPE html><html><body style=\"margin:0;background:#ffffff\"></body></html>".write(to: blank, atomically: true, encoding: .utf8)
        var images: [String: DecodedPNG] = [:]
        for (name, url) in [("page", folder.appendingPathComponent("preview.html")), ("blank", blank)] {
            let shot = folder.appendingPathComponent("\(name).png")
            let run = try runChromium(["--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
                                       "--screenshot=\(shot.path)", url.absoluteString], scratch: folder)
            #expect(run.status == 0 && !run.timedOut, "\(run.stderr)")
            images[name] = try DecodedPNG(Data(contentsOf: shot))
        }
        let page = try #require(images["page"])
        #expect(page.width == width && page.height == height, "\(page.width)×\(page.height)")
        #expect(images["blank"]?.distinctColours(upTo: 64) == 1, "a blank page is one colour")
        #expect(page.distinctColours(upTo: 64) >= 32, "the page shows devices, boxes and text in many colours")

        /// The screen rectangle of view `id` of scene `sceneName`.
        func box(_ sceneName: String, _ id: String) throws -> Rect {
            let s = try #require(scenes.firstIndex { $0.result.scene.name == sceneName })
            let v = try #require(scenes[s].result.views.firstIndex { $0.id == id })
            let frame = WireframeRenderer.screenFrames(of: scenes[s])[v]
            return frame.offsetBy(layout.screens[s].x, layout.screens[s].y)
        }
        let sheet = Colour(WireframeStyle.sheet), screen = Colour(WireframeStyle.screen)
        #expect(Self.pixel(page, 4, 4) == sheet || Self.pixel(page, 4, 4).isClose(to: sheet), "the sheet's background at the top left")

        // The image view of the form: its placeholder fill inside, away from its crossing lines;
        // the root view's white just above it and to its left.
        let image = try box("frm-00-aaa", "img-00-aaa")
        #expect(Self.pixel(page, image.midX, image.y + image.height * 0.25).isClose(to: Colour(WireframeStyle.image)),
                "inside the image view at \(image): \(Self.pixel(page, image.midX, image.y + image.height * 0.25))")
        #expect(Self.pixel(page, image.midX, image.y - 8).isClose(to: screen), "above the image view")
        #expect(Self.pixel(page, image.x - 8, image.midY).isClose(to: screen), "left of the image view")

        // The switch is on: green inside its pill, left of the knob.
        let toggle = try box("frm-00-aaa", "swi-00-aaa")
        #expect(Self.pixel(page, toggle.x + 8, toggle.midY).isClose(to: Colour(WireframeStyle.on)), "inside the switch at \(toggle)")
        #expect(Self.pixel(page, toggle.maxX + 8, toggle.midY).isClose(to: screen), "right of the switch")

        // A plain view of the shop's detail scene, and the conflicting box of the problems scene.
        for (scene, id) in [("product", "swatch"), ("prb-00-aaa", "box-00-aaa")] {
            let view = try box(scene, id)
            #expect(Self.pixel(page, view.midX, view.midY).isClose(to: Colour(WireframeStyle.viewFill)), "inside \(id) at \(view)")
            #expect(Self.pixel(page, view.maxX + 6, view.midY).isClose(to: screen), "right of \(id)")
            #expect(Self.pixel(page, view.midX, view.maxY + 6).isClose(to: screen), "below \(id)")
        }
        // The ambiguous label is outlined in red.
        let floating = try box("prb-00-aaa", "flt-00-aaa")
        let edge = Self.pixel(page, floating.midX, floating.maxY)
        #expect(edge.red > 180 && edge.green < 90 && edge.blue < 90, "the ambiguous label's red outline: \(edge) at \(floating)")
    }
}
