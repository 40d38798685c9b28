import SceneGraphLayout
import SceneLayout

/// Draws the screen of one laid-out scene in screen coordinates (points, origin at the screen's
/// top left): the root view and every view at its solved frame, parents under children, then
/// the bars. Each view is a `<g class="view el-<element>">` with `data-index` (its index in
/// ``SceneLayoutResult/views``) and `data-id`, whose first child is its `<rect class="frame">`.
public enum WireframeRenderer {
    /// The size of the screen drawn: the environment's screen, grown to hold a root view laid
    /// out beyond it (a freeform scene).
    public static func screenSize(of scene: PreviewScene) -> (width: Double, height: Double) {
        let environment = scene.result.environment
        var screen = Rect(x: 0, y: 0, width: max(1, finite(environment.screenWidth)), height: max(1, finite(environment.screenHeight)))
        if let root = screenFrames(of: scene).first { screen = screen.union(root) }
        return (screen.maxX, screen.maxY)
    }

    /// Each view's rectangle on the screen, by index: its frame in the root view moved to where
    /// the root view is. Rows of a table that overlap (cells the file gives no frame) are stacked
    /// one under the other, with their content; what a table or collection view holds moves down
    /// below the bars that cover its top, as UIKit's automatic content insets move it.
    public static func screenFrames(of scene: PreviewScene) -> [Rect] {
        let views = scene.result.views
        guard let root = views.first else { return [] }
        let dx = finite(root.frame.x) - finite(root.rootFrame.x), dy = finite(root.frame.y) - finite(root.rootFrame.y)
        var frames = views.map { Rect($0.rootFrame).offsetBy(dx, dy) }
        var ownShift = [Double](repeating: 0, count: views.count)
        var rowBottom: [Int: Double] = [:]
        for (index, view) in views.enumerated() where view.element == "cell" {
            guard let table = view.parent, views[table].element == "tableView" else { continue }
            let top = frames[index].y
            if let bottom = rowBottom[table], top < bottom - 0.5 { ownShift[index] = bottom - top }
            rowBottom[table] = top + ownShift[index] + frames[index].height
        }
        let cover = topCover(of: scene)
        for (index, view) in views.enumerated() {
            guard let parent = view.parent, parent < index, ["tableView", "collectionView"].contains(views[parent].element) else { continue }
            ownShift[index] += max(0, cover - frames[parent].y)
        }
        var shift = [Double](repeating: 0, count: views.count)
        for (index, view) in views.enumerated() {
            let parent = view.parent.flatMap { $0 < index ? $0 : nil }
            shift[index] = ownShift[index] + (parent.map { shift[$0] } ?? 0)
            frames[index] = frames[index].offsetBy(0, shift[index])
        }
        return frames
    }

    /// How far down from the screen's top the status bar and the navigation bar reach.
    static func topCover(of scene: PreviewScene) -> Double {
        let environment = scene.result.environment
        let insets = environment.screenInsets
        let status = scene.bars.statusBar || insets.top > 20 ? max(0, finite(insets.top)) : 0
        return status + (scene.bars.navigationBar ? max(0, finite(environment.navigationBarHeight)) : 0)
    }

    /// The markup of the scene's screen; without `viewports`, nothing is clipped to its view
    /// (see ``SVGMarkup/clipsWithViewports``).
    public static func screen(_ scene: PreviewScene, viewports: Bool = true) -> SVGMarkup {
        let size = screenSize(of: scene)
        var markup = SVGMarkup(clipsWithViewports: viewports)
        markup.leaf("rect", [("class", "screen-background")] + SVGMarkup.box(Rect(x: 0, y: 0, width: size.width, height: size.height))
                    + [("fill", WireframeStyle.screen)])
        let views = scene.result.views
        var children = [[Int]](repeating: [], count: views.count)
        var roots: [Int] = []
        for (index, view) in views.enumerated() {
            if let parent = view.parent, parent < index { children[parent].append(index) } else { roots.append(index) }
        }
        let drawing = Drawing(scene: scene, frames: screenFrames(of: scene), children: children)
        for root in roots { drawing.draw(root, depth: 0, into: &markup) }
        WireframeBars.draw(scene, screenWidth: size.width, screenHeight: size.height, into: &markup)
        return markup
    }

    /// A value that is a number (0 when not finite).
    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    private struct Drawing {
        let scene: PreviewScene
        let frames: [Rect]
        let children: [[Int]]

        /// Draws a view and its subviews; trees deeper than any real one are cut off.
        func draw(_ index: Int, depth: Int, into markup: inout SVGMarkup) {
            guard depth < 200 else { return }
            let view = scene.result.views[index]
            let rect = frames[index]
            let details = scene.details[index] ?? ViewDetails()
            var classes = "view el-\(SVGMarkup.token(view.element))"
            if view.isHidden { classes += " hidden" }
            if view.isAmbiguous { classes += " ambiguous" }
            var attributes: [SVGMarkup.Attribute] = [("class", classes), ("data-index", String(index))]
            if let id = view.id { attributes.append(("data-id", id)) }
            if view.isHidden { attributes.append(("opacity", WireframeStyle.hiddenOpacity)) }
            markup.open("g", attributes)
            let style = WireframeControls.frameStyle(of: view, details: details, isRoot: view.parent == nil)
            var frame: [SVGMarkup.Attribute] = [("class", "frame")] + SVGMarkup.box(rect) + [("fill", style.fill), ("stroke", style.stroke)]
            if style.cornerRadius > 0 { frame.append(("rx", SVGMarkup.number(min(style.cornerRadius, rect.height / 2)))) }
            if view.isHidden { frame.append(("stroke-dasharray", WireframeStyle.hiddenDash)) } else if let dash = style.dash {
                frame.append(("stroke-dasharray", dash))
            }
            markup.leaf("rect", frame)
            let hasSubviews = children[index].contains { !children[$0].isEmpty || scene.result.views[$0].element != "contentView" }
            WireframeControls.drawContent(of: view, in: rect, details: details, hasSubviews: hasSubviews, into: &markup)
            if !children[index].isEmpty {
                let clips = markup.clipsWithViewports && WireframeControls.clipsSubviews(view.element)
                if clips { markup.open("svg", WireframeControls.viewport(rect)) }
                for child in children[index] { draw(child, depth: depth + 1, into: &markup) }
                if clips { markup.close("svg") }
            }
            if view.isAmbiguous {
                markup.leaf("rect", [("class", "ambiguous-outline")] + SVGMarkup.box(rect)
                            + [("fill", "none"), ("stroke", WireframeStyle.ambiguous), ("stroke-width", "2")])
            }
            markup.close("g")
        }
    }
}
