import SceneGraphLayout

/// Draws the bars a scene sits under, over its views: the status bar, the navigation bar (title,
/// back button, items), the toolbar (items) and the tab bar (tabs, the scene's selected), at the
/// heights of the scene's ``LayoutEnvironment``; and the home indicator of screens that have one.
enum WireframeBars {
    static func draw(_ scene: PreviewScene, screenWidth width: Double, screenHeight height: Double, into markup: inout SVGMarkup) {
        let environment = scene.result.environment
        let bars = scene.bars
        let content = scene.barContent
        let insets = environment.screenInsets
        let status = WireframeRenderer.topCover(of: scene) - (bars.navigationBar ? environment.navigationBarHeight : 0)
        if bars.navigationBar {
            let bar = Rect(x: 0, y: status, width: width, height: environment.navigationBarHeight)
            markup.open("g", [("class", "bar navigation-bar")])
            background(Rect(x: 0, y: 0, width: width, height: bar.maxY), hairlineAt: bar.maxY, into: &markup)
            WireframeControls.label(content.navigationTitle ?? "", in: bar.insetBy(min(width / 4, 80), 0), anchor: .middle, colour: WireframeStyle.text,
                                    size: 17, weight: "600", into: &markup)
            var x = 8.0
            if content.showsBackButton {
                WireframeControls.label("‹ Back", in: Rect(x: x, y: bar.y, width: 64, height: bar.height), anchor: .start,
                                        colour: WireframeStyle.tint, size: 17, into: &markup)
                x += 72
            }
            for item in content.leftItems { x = self.item(item, at: x, in: bar, leading: true, into: &markup) }
            var right = width - 8
            for item in content.rightItems { right = self.item(item, at: right, in: bar, leading: false, into: &markup) }
            markup.close("g")
        }
        if bars.statusBar, status > 0 {
            markup.open("g", [("class", "bar status-bar")])
            WireframeControls.label("9:41", in: Rect(x: 0, y: 0, width: width, height: status), anchor: .middle, colour: WireframeStyle.text,
                                    size: min(12, status * 0.6), weight: "600", into: &markup)
            markup.close("g")
        }
        let home = max(0, insets.bottom)
        if bars.tabBar {
            tabBar(content, in: Rect(x: 0, y: height - home - environment.tabBarHeight, width: width, height: environment.tabBarHeight),
                   extra: home, into: &markup)
        } else if bars.toolbar {
            let bar = Rect(x: 0, y: height - home - environment.toolbarHeight, width: width, height: environment.toolbarHeight)
            markup.open("g", [("class", "bar toolbar")])
            background(Rect(x: 0, y: bar.y, width: width, height: bar.height + home), hairlineAt: bar.y, into: &markup)
            let items = content.toolbarItems.filter { $0 != .space }
            let slot = items.isEmpty ? 0 : (width - 16) / Double(items.count)
            for (index, item) in items.enumerated() {
                let cell = Rect(x: 8 + Double(index) * slot, y: bar.y, width: slot, height: bar.height)
                draw(item, in: cell, anchor: items.count == 1 ? .start : .middle, into: &markup)
            }
            markup.close("g")
        }
        if home > 0 {
            markup.leaf("rect", [("class", "home-indicator")] + SVGMarkup.box(Rect(x: width / 2 - 67, y: height - 8 - 5, width: 134, height: 5))
                        + [("rx", "2.5"), ("fill", WireframeStyle.text)])
        }
    }

    static func tabBar(_ content: BarContent, in bar: Rect, extra: Double, into markup: inout SVGMarkup) {
        markup.open("g", [("class", "bar tab-bar")])
        background(Rect(x: bar.x, y: bar.y, width: bar.width, height: bar.height + extra), hairlineAt: bar.y, into: &markup)
        let titles = content.tabTitles.isEmpty ? [""] : Array(content.tabTitles.prefix(16))
        let slot = bar.width / Double(titles.count)
        for (index, title) in titles.enumerated() {
            let colour = index == content.selectedTab ? WireframeStyle.tint : WireframeStyle.placeholder
            let cx = bar.x + slot * (Double(index) + 0.5)
            markup.leaf("rect", SVGMarkup.box(Rect(x: cx - 11, y: bar.y + 6, width: 22, height: 20)) + [("rx", "5"), ("fill", "none"),
                                                                                                     ("stroke", colour), ("stroke-width", "1.5")])
            WireframeControls.label(title, in: Rect(x: cx - slot / 2 + 2, y: bar.y + 28, width: slot - 4, height: 16), anchor: .middle,
                                    colour: colour, size: 10, weight: "500", into: &markup)
        }
        markup.close("g")
    }

    /// A bar's translucent background and its hairline.
    static func background(_ rect: Rect, hairlineAt y: Double, into markup: inout SVGMarkup) {
        markup.leaf("rect", SVGMarkup.box(rect) + [("fill", WireframeStyle.bar), ("fill-opacity", "0.94")])
        markup.leaf("line", [("x1", "0"), ("y1", SVGMarkup.number(y)), ("x2", SVGMarkup.number(rect.maxX)), ("y2", SVGMarkup.number(y)),
                             ("stroke", WireframeStyle.hairline), ("stroke-width", "0.5")])
    }

    /// A navigation bar item at `x` (its leading edge, or trailing edge when not `leading`);
    /// returns where the next item goes.
    static func item(_ item: BarItemLabel, at x: Double, in bar: Rect, leading: Bool, into markup: inout SVGMarkup) -> Double {
        let width: Double = switch item {
        case .text(let title): min(120, Double(title.count) * 9 + 8)
        case .icon: 28
        case .space: 12
        }
        let cell = Rect(x: leading ? x : x - width, y: bar.y, width: width, height: bar.height)
        draw(item, in: cell, anchor: leading ? .start : .end, into: &markup)
        return leading ? x + width + 8 : x - width - 8
    }

    static func draw(_ item: BarItemLabel, in cell: Rect, anchor: WireframeControls.Anchor, into markup: inout SVGMarkup) {
        switch item {
        case .text(let title):
            WireframeControls.label(title, in: cell.insetBy(4, 0), anchor: anchor, colour: WireframeStyle.tint, size: 17, into: &markup)
        case .icon:
            let x = anchor == .start ? cell.x + 4 : (anchor == .middle ? cell.midX - 10 : cell.maxX - 24)
            markup.leaf("rect", SVGMarkup.box(Rect(x: x, y: cell.midY - 10, width: 20, height: 20))
                        + [("rx", "4"), ("fill", "none"), ("stroke", WireframeStyle.tint), ("stroke-width", "1.5")])
        case .space: break
        }
    }
}
