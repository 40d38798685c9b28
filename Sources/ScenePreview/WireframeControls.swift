import SceneGraphLayout

/// How each kind of view is drawn in a wireframe: its frame's fill and outline, and the simple
/// shapes that stand for its content (text, a crossed image, a switch's knob, a slider's track …).
enum WireframeControls {
    /// The fill, outline, corner radius and dash pattern of a view's frame.
    struct FrameStyle {
        var fill: String
        var stroke: String
        var cornerRadius: Double = 0
        var dash: String?
    }

    static func frameStyle(of view: LaidOutView, details: ViewDetails, isRoot: Bool) -> FrameStyle {
        if isRoot { return FrameStyle(fill: WireframeStyle.screen, stroke: "none") }
        switch view.element {
        case "view": return FrameStyle(fill: WireframeStyle.viewFill, stroke: WireframeStyle.outline)
        case "label", "button": return FrameStyle(fill: "none", stroke: WireframeStyle.hairline, dash: "2 2")
        case "textField": return FrameStyle(fill: WireframeStyle.screen, stroke: WireframeStyle.hairline, cornerRadius: 5)
        case "textView", "collectionView", "pickerView", "datePicker": return FrameStyle(fill: WireframeStyle.screen, stroke: WireframeStyle.outline)
        case "imageView": return FrameStyle(fill: WireframeStyle.image, stroke: WireframeStyle.outline)
        case "tableView":
            let grouped = details.tableStyle == "grouped" || details.tableStyle == "insetGrouped"
            return FrameStyle(fill: grouped ? WireframeStyle.grouped : WireframeStyle.screen, stroke: WireframeStyle.outline)
        case "cell": return FrameStyle(fill: WireframeStyle.screen, stroke: "none")
        case "contentView": return FrameStyle(fill: "none", stroke: "none")
        case "stackView", "scrollView": return FrameStyle(fill: "none", stroke: WireframeStyle.outline, dash: "1 3")
        case "containerView": return FrameStyle(fill: WireframeStyle.grouped, stroke: WireframeStyle.outline, dash: "6 3")
        case "switch", "slider", "progressView", "stepper", "segmentedControl", "activityIndicator", "pageControl":
            return FrameStyle(fill: "none", stroke: "none")
        case "searchBar", "toolbar", "navigationBar", "tabBar": return FrameStyle(fill: WireframeStyle.bar, stroke: WireframeStyle.hairline)
        default: return FrameStyle(fill: WireframeStyle.viewFill, stroke: WireframeStyle.outline, dash: "3 2")
        }
    }

    /// Whether a view of this element clips what it holds (scrolling views, as UIKit's do).
    static func clipsSubviews(_ element: String) -> Bool {
        ["tableView", "collectionView", "scrollView", "textView"].contains(element)
    }

    /// A nested `<svg>` over `rect` that keeps the outer coordinates and clips to the rectangle.
    static func viewport(_ rect: Rect) -> [SVGMarkup.Attribute] {
        SVGMarkup.box(rect) + [
            ("viewBox", "\(SVGMarkup.number(rect.x)) \(SVGMarkup.number(rect.y)) \(SVGMarkup.number(max(0, rect.width))) \(SVGMarkup.number(max(0, rect.height)))"),
            ("overflow", "hidden"),
        ]
    }

    /// Draws what stands for the view's content; `hasSubviews` says whether a cell has views of
    /// its own (then its reuse identifier is not shown).
    static func drawContent(of view: LaidOutView, in rect: Rect, details: ViewDetails, hasSubviews: Bool, into markup: inout SVGMarkup) {
        let text = view.text ?? ""
        switch view.element {
        case "label":
            label(text, in: rect, anchor: .start, colour: WireframeStyle.text, into: &markup)
        case "button":
            label(text, in: rect, anchor: .middle, colour: WireframeStyle.tint, into: &markup)
        case "textField":
            label(text, in: rect.insetBy(6, 0), anchor: .start, colour: details.textIsPlaceholder ? WireframeStyle.placeholder : WireframeStyle.text,
                  into: &markup)
        case "textView":
            label(text, in: Rect(x: rect.x + 4, y: rect.y + 2, width: rect.width - 8, height: min(rect.height, 22)), anchor: .start,
                  colour: WireframeStyle.text, into: &markup)
        case "searchBar":
            let field = rect.insetBy(8, max(0, (rect.height - 36) / 2))
            markup.leaf("rect", SVGMarkup.box(field) + [("rx", "8"), ("fill", WireframeStyle.control)])
            label(text.isEmpty ? "Search" : text, in: field.insetBy(10, 0), anchor: .start, colour: WireframeStyle.placeholder, into: &markup)
        case "imageView":
            let line: [SVGMarkup.Attribute] = [("stroke", WireframeStyle.outline), ("stroke-width", "1")]
            markup.leaf("line", [("x1", n(rect.x)), ("y1", n(rect.y)), ("x2", n(rect.maxX)), ("y2", n(rect.maxY))] + line)
            markup.leaf("line", [("x1", n(rect.maxX)), ("y1", n(rect.y)), ("x2", n(rect.x)), ("y2", n(rect.maxY))] + line)
        case "cell":
            cell(view, in: rect, details: details, hasSubviews: hasSubviews, into: &markup)
        case "containerView":
            label("container", in: rect, anchor: .middle, colour: WireframeStyle.placeholder, into: &markup)
        default:
            ControlShapes.draw(view.element, in: rect, details: details, into: &markup)
        }
    }

    /// A table row: its separator, its title (a standard style's, else the reuse identifier,
    /// greyed, when it has no views of its own) and its accessory.
    static func cell(_ view: LaidOutView, in rect: Rect, details: ViewDetails, hasSubviews: Bool, into markup: inout SVGMarkup) {
        markup.leaf("line", [("x1", n(rect.x + 16)), ("y1", n(rect.maxY)), ("x2", n(rect.maxX)), ("y2", n(rect.maxY)),
                             ("stroke", WireframeStyle.hairline), ("stroke-width", "0.5")])
        let accessoryWidth: Double = details.accessory == nil || details.accessory == "none" ? 0 : 28
        let textRect = Rect(x: rect.x + 16, y: rect.y, width: rect.width - 32 - accessoryWidth, height: min(rect.height, 44))
        if let title = details.cellTitle {
            label(title, in: textRect, anchor: .start, colour: WireframeStyle.text, into: &markup)
        } else if !hasSubviews, let identifier = view.text {
            label(identifier, in: textRect, anchor: .start, colour: WireframeStyle.placeholder, into: &markup)
        }
        let symbol: String? = switch details.accessory {
        case "disclosureIndicator"?: "›"
        case "checkmark"?: "✓"
        case "detailButton"?, "detailDisclosureButton"?: "ⓘ"
        default: nil
        }
        if let symbol {
            label(symbol, in: Rect(x: rect.maxX - 16 - accessoryWidth, y: rect.y, width: accessoryWidth, height: min(rect.height, 44)),
                  anchor: .end, colour: symbol == "✓" ? WireframeStyle.tint : WireframeStyle.placeholder, into: &markup)
        }
    }

    /// Where a text is anchored.
    enum Anchor: String {
        case start, middle, end
    }

    /// One line of text, vertically centred in `rect` and clipped to it (when the markup clips);
    /// nothing for empty text.
    static func label(_ text: String, in rect: Rect, anchor: Anchor, colour: String, size: Double? = nil, weight: String? = nil,
                      into markup: inout SVGMarkup) {
        let line = firstLine(of: text)
        guard !line.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let fontSize = size ?? min(17, max(6, rect.height * 0.7))
        let x = anchor == .start ? rect.x : (anchor == .middle ? rect.midX : rect.maxX)
        if markup.clipsWithViewports { markup.open("svg", viewport(rect)) }
        var attributes: [SVGMarkup.Attribute] = [
            ("x", n(x)), ("y", n(rect.midY + fontSize * 0.35)), ("font-family", WireframeStyle.font), ("font-size", n(fontSize)),
            ("fill", colour),
        ]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        if let weight { attributes.append(("font-weight", weight)) }
        markup.element("text", attributes, text: line)
        if markup.clipsWithViewports { markup.close("svg") }
    }

    /// The text up to its first line break.
    static func firstLine(of text: String) -> String {
        String(text.prefix { !$0.isNewline })
    }

    static func n(_ value: Double) -> String { SVGMarkup.number(value) }
}
