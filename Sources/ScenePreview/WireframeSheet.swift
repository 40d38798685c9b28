/// The SVG document of `scenec preview`: one device per scene — its heading, a bezel and the
/// screen drawn by ``WireframeRenderer`` — laid out in a grid, row by row in the scenes' order;
/// and the small screens the graph page shows as thumbnails.
public enum WireframeSheet {
    /// The margin around the grid.
    public static let margin = 24.0
    /// The gap between devices.
    public static let gap = 40.0
    /// The width of a device's bezel around its screen.
    public static let bezel = 12.0
    /// The height of a scene's heading above its device.
    public static let headingHeight = 44.0

    /// The grid: the sheet's size and where each scene's screen is on it.
    public struct Layout: Hashable, Sendable {
        /// The sheet's width.
        public var width: Double
        /// The sheet's height.
        public var height: Double
        /// Each scene's screen rectangle on the sheet, in the scenes' order.
        public var screens: [Rect]
        /// The number of columns.
        public var columns: Int
    }

    /// Where the scenes go: as many columns as the square root of their count (rounded up), each
    /// cell as large as the largest device.
    public static func layout(_ scenes: [PreviewScene]) -> Layout {
        let sizes = scenes.map(WireframeRenderer.screenSize(of:))
        let screenWidth = sizes.map(\.width).max() ?? 0, screenHeight = sizes.map(\.height).max() ?? 0
        let cellWidth = max(screenWidth + 2 * bezel, 240), cellHeight = headingHeight + screenHeight + 2 * bezel
        var columns = 1
        while columns * columns < scenes.count { columns += 1 }
        let rows = scenes.isEmpty ? 0 : (scenes.count + columns - 1) / columns
        let screens = sizes.enumerated().map { index, size in
            let column = Double(index % columns), row = Double(index / columns)
            return Rect(x: margin + column * (cellWidth + gap) + bezel, y: margin + row * (cellHeight + gap) + headingHeight + bezel,
                        width: size.width, height: size.height)
        }
        let width = scenes.isEmpty ? 320 : 2 * margin + Double(columns) * cellWidth + Double(columns - 1) * gap
        let height = scenes.isEmpty ? 80 : 2 * margin + Double(rows) * cellHeight + Double(rows - 1) * gap
        return Layout(width: width.rounded(.up), height: height.rounded(.up), screens: screens, columns: columns)
    }

    /// The standalone SVG document of the scenes.
    public static func svg(_ scenes: [PreviewScene]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(scenes)
    }

    /// The `<svg>` element of the scenes, for a document or a page.
    public static func element(_ scenes: [PreviewScene]) -> String {
        let layout = layout(scenes)
        let size = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        var markup = SVGMarkup()
        markup.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGMarkup.number(size.width)), ("height", SVGMarkup.number(size.height)),
            ("viewBox", "0 0 \(SVGMarkup.number(size.width)) \(SVGMarkup.number(size.height))"), ("class", "scenec-preview"),
        ])
        markup.element("title", [], text: scenes.isEmpty ? "scenec preview: no scenes with views" : "scenec preview: " + scenes.map(\.name).joined(separator: ", "))
        markup.leaf("rect", [("class", "sheet")] + SVGMarkup.box(size) + [("fill", WireframeStyle.sheet)])
        if scenes.isEmpty {
            WireframeControls.label("no scenes with views", in: size, anchor: .middle, colour: WireframeStyle.subheading, size: 14, into: &markup)
        }
        for (index, scene) in scenes.enumerated() {
            let screen = layout.screens[index]
            markup.open("g", [("class", "scene"), ("id", "preview-scene-\(index)"), ("data-scene", scene.name)])
            let heading = Rect(x: screen.x - bezel, y: screen.y - bezel - headingHeight, width: max(screen.width + 2 * bezel, 240), height: 22)
            WireframeControls.label(scene.heading, in: heading, anchor: .start, colour: WireframeStyle.heading, size: 15, weight: "600", into: &markup)
            WireframeControls.label(subheading(of: scene), in: heading.offsetBy(0, 20),
                                    anchor: .start, colour: WireframeStyle.subheading, size: 11, into: &markup)
            markup.leaf("rect", [("class", "bezel")] + SVGMarkup.box(screen.insetBy(-bezel, -bezel))
                        + [("rx", SVGMarkup.number(bezel * 2.5)), ("fill", WireframeStyle.bezel)])
            markup.open("svg", [("class", "screen")] + SVGMarkup.box(screen)
                        + [("viewBox", "0 0 \(SVGMarkup.number(screen.width)) \(SVGMarkup.number(screen.height))"), ("overflow", "hidden")])
            markup.append(WireframeRenderer.screen(scene))
            markup.close("svg")
            markup.close("g")
        }
        markup.close("svg")
        return markup.text
    }

    /// `Form.storyboard#login · iphone-8, portrait`: the file's name, the scene id and the device.
    static func subheading(of scene: PreviewScene) -> String {
        let file = scene.file.split(separator: "/").last.map(String.init) ?? scene.file
        let environment = scene.result.environment
        return "\(file)#\(scene.result.scene.name) · \(environment.deviceName), \(LayoutListing.orientation(of: environment))"
    }

    /// The size of a scene's thumbnail `width` points wide (its height keeps the screen's proportions).
    public static func thumbnailSize(of scene: PreviewScene, width: Double) -> (width: Double, height: Double) {
        let screen = WireframeRenderer.screenSize(of: scene)
        return (width, (width * screen.height / max(1, screen.width)).rounded(.up))
    }

    /// A scene's screen scaled into `rect` (proportions kept, centred), to place inside another
    /// drawing: a `<clipPath>` with the id `clipID` (unique in that drawing) and a
    /// `<g class="thumbnail-screen">` clipped by it. It holds no nested `<svg>` element, so the
    /// first `</svg>` of the drawing stays its end.
    public static func thumbnail(of scene: PreviewScene, in rect: Rect, clipID: String) -> String {
        let screen = WireframeRenderer.screenSize(of: scene)
        let scale = min(rect.width / max(1, screen.width), rect.height / max(1, screen.height))
        let x = rect.x + (rect.width - screen.width * scale) / 2, y = rect.y + (rect.height - screen.height * scale) / 2
        var markup = SVGMarkup(clipsWithViewports: false)
        markup.open("clipPath", [("id", clipID)])
        markup.leaf("rect", SVGMarkup.box(Rect(x: 0, y: 0, width: screen.width, height: screen.height)))
        markup.close("clipPath")
        let transform = "translate(\(SVGMarkup.number(x)) \(SVGMarkup.number(y))) scale(\(SVGMarkup.number(scale, decimals: 5)))"
        markup.open("g", [("class", "thumbnail-screen"), ("transform", transform), ("clip-path", "url(#\(clipID))")])
        markup.append(WireframeRenderer.screen(scene, viewports: false))
        markup.close("g")
        return markup.text
    }
}
