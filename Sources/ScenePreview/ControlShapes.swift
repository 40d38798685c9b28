/// The simple shapes that stand for controls in a wireframe, each scaled to the view's frame:
/// a switch's pill and knob, a slider's track and thumb, a progress bar, a stepper's halves,
/// a segmented control's segments, an activity indicator's ring, a page control's dots and a
/// picker's rows.
enum ControlShapes {
    static func draw(_ element: String, in rect: Rect, details: ViewDetails, into markup: inout SVGMarkup) {
        switch element {
        case "switch": toggle(in: rect, isOn: details.isOn, into: &markup)
        case "slider": slider(in: rect, fraction: details.fraction ?? 0.5, into: &markup)
        case "progressView": progress(in: rect, fraction: details.fraction ?? 0.5, into: &markup)
        case "stepper": stepper(in: rect, into: &markup)
        case "segmentedControl": segments(in: rect, details: details, into: &markup)
        case "activityIndicator":
            let radius = max(0, min(rect.width, rect.height) / 2 - 2)
            markup.leaf("circle", [("cx", n(rect.midX)), ("cy", n(rect.midY)), ("r", n(radius)), ("fill", "none"),
                                   ("stroke", WireframeStyle.placeholder), ("stroke-width", "2"), ("stroke-dasharray", "3 2")])
        case "pageControl": dots(in: rect, count: details.pageCount ?? 3, into: &markup)
        case "pickerView", "datePicker":
            let band = Rect(x: rect.x + 4, y: rect.midY - 16, width: rect.width - 8, height: 32)
            markup.leaf("rect", SVGMarkup.box(band) + [("rx", "6"), ("fill", WireframeStyle.control)])
            for offset in [-2.0, -1, 1, 2] {
                let y = rect.midY + offset * 30
                guard y > rect.y, y < rect.maxY else { continue }
                markup.leaf("line", [("x1", n(rect.x + 24)), ("y1", n(y)), ("x2", n(rect.maxX - 24)), ("y2", n(y)),
                                     ("stroke", WireframeStyle.hairline)])
            }
        case "toolbar":
            markup.leaf("line", [("x1", n(rect.x)), ("y1", n(rect.y)), ("x2", n(rect.maxX)), ("y2", n(rect.y)), ("stroke", WireframeStyle.hairline)])
        case "view", "stackView", "scrollView", "collectionView", "tableView", "contentView", "navigationBar", "tabBar": break
        default:
            // A view scenec does not model: its element name, small.
            WireframeControls.label(element, in: rect.insetBy(2, 0), anchor: .start, colour: WireframeStyle.placeholder,
                                    size: min(11, max(6, rect.height * 0.6)), into: &markup)
        }
    }

    static func toggle(in rect: Rect, isOn: Bool, into markup: inout SVGMarkup) {
        let pill = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, rect.width))
        markup.leaf("rect", SVGMarkup.box(pill) + [("rx", n(pill.height / 2)), ("fill", isOn ? WireframeStyle.on : WireframeStyle.control)])
        let radius = max(0, pill.height / 2 - 2)
        let cx = isOn ? pill.maxX - pill.height / 2 : pill.x + pill.height / 2
        markup.leaf("circle", [("cx", n(cx)), ("cy", n(pill.midY)), ("r", n(radius)), ("fill", "#ffffff"),
                               ("stroke", WireframeStyle.hairline), ("stroke-width", "0.5")])
    }

    static func slider(in rect: Rect, fraction: Double, into markup: inout SVGMarkup) {
        let radius = max(0, min(rect.height / 2, 14))
        let start = rect.x + radius, end = rect.maxX - radius
        let thumb = start + max(0, end - start) * (fraction.isFinite ? fraction : 0.5)
        markup.leaf("line", [("x1", n(start)), ("y1", n(rect.midY)), ("x2", n(thumb)), ("y2", n(rect.midY)),
                             ("stroke", WireframeStyle.tint), ("stroke-width", "4"), ("stroke-linecap", "round")])
        markup.leaf("line", [("x1", n(thumb)), ("y1", n(rect.midY)), ("x2", n(max(thumb, end))), ("y2", n(rect.midY)),
                             ("stroke", WireframeStyle.control), ("stroke-width", "4"), ("stroke-linecap", "round")])
        markup.leaf("circle", [("cx", n(thumb)), ("cy", n(rect.midY)), ("r", n(radius)), ("fill", "#ffffff"),
                               ("stroke", WireframeStyle.hairline)])
    }

    static func progress(in rect: Rect, fraction: Double, into markup: inout SVGMarkup) {
        let bar = Rect(x: rect.x, y: rect.midY - 2, width: rect.width, height: 4)
        markup.leaf("rect", SVGMarkup.box(bar) + [("rx", "2"), ("fill", WireframeStyle.control)])
        let filled = Rect(x: bar.x, y: bar.y, width: bar.width * (fraction.isFinite ? fraction : 0.5), height: bar.height)
        markup.leaf("rect", SVGMarkup.box(filled) + [("rx", "2"), ("fill", WireframeStyle.tint)])
    }

    static func stepper(in rect: Rect, into markup: inout SVGMarkup) {
        markup.leaf("rect", SVGMarkup.box(rect) + [("rx", "8"), ("fill", WireframeStyle.control)])
        markup.leaf("line", [("x1", n(rect.midX)), ("y1", n(rect.y + 6)), ("x2", n(rect.midX)), ("y2", n(rect.maxY - 6)),
                             ("stroke", WireframeStyle.hairline)])
        let half = rect.width / 2
        WireframeControls.label("−", in: Rect(x: rect.x, y: rect.y, width: half, height: rect.height), anchor: .middle,
                                colour: WireframeStyle.text, into: &markup)
        WireframeControls.label("+", in: Rect(x: rect.midX, y: rect.y, width: half, height: rect.height), anchor: .middle,
                                colour: WireframeStyle.text, into: &markup)
    }

    static func segments(in rect: Rect, details: ViewDetails, into markup: inout SVGMarkup) {
        markup.leaf("rect", SVGMarkup.box(rect) + [("rx", "7"), ("fill", WireframeStyle.control)])
        let titles = details.segments.isEmpty ? ["", ""] : Array(details.segments.prefix(64))
        let width = rect.width / Double(titles.count)
        for (index, title) in titles.enumerated() {
            let segment = Rect(x: rect.x + Double(index) * width, y: rect.y, width: width, height: rect.height)
            if index == (details.selectedSegment ?? 0) {
                markup.leaf("rect", SVGMarkup.box(segment.insetBy(2, 2)) + [("rx", "6"), ("fill", "#ffffff")])
            } else if index > 0 {
                markup.leaf("line", [("x1", n(segment.x)), ("y1", n(rect.y + 6)), ("x2", n(segment.x)), ("y2", n(rect.maxY - 6)),
                                     ("stroke", WireframeStyle.hairline)])
            }
            WireframeControls.label(title, in: segment.insetBy(4, 0), anchor: .middle, colour: WireframeStyle.text,
                                    size: min(13, max(6, rect.height * 0.45)), into: &markup)
        }
    }

    static func dots(in rect: Rect, count: Int, into markup: inout SVGMarkup) {
        let count = min(max(count, 1), 40)
        let spacing = 16.0
        let start = rect.midX - spacing * Double(count - 1) / 2
        for index in 0..<count {
            markup.leaf("circle", [("cx", n(start + Double(index) * spacing)), ("cy", n(rect.midY)), ("r", "3.5"),
                                   ("fill", index == 0 ? WireframeStyle.text : WireframeStyle.control)])
        }
    }

    static func n(_ value: Double) -> String { SVGMarkup.number(value) }
}
