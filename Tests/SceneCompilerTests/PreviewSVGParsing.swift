import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenePreview
import Testing

/// An element of a parsed SVG: its name, attributes, the text it holds, and the elements
/// around it (indices into ``ParsedSVG/elements``).
struct SVGElement {
    var name: String
    var attributes: [String: String]
    var text = ""
    var parent: Int?
    var children: [Int] = []

    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// A numeric attribute.
    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
}

/// An SVG document parsed with Foundation's XMLParser: every element in document order.
struct ParsedSVG {
    var elements: [SVGElement]

    /// Parses `data`; throws when it is not well-formed XML.
    init(_ data: Data) throws {
        let collector = SVGCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw GraphTestFailure("the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        elements = collector.elements
    }

    /// Parses the `<svg>` element that starts at the first `<svg` of `text` (an HTML page's inline SVG).
    init(firstSVGIn text: String) throws {
        guard let start = text.range(of: "<svg"), let end = text.range(of: "</svg>", options: .backwards) else {
            throw GraphTestFailure("no <svg> element in the text")
        }
        try self.init(Data(text[start.lowerBound..<end.upperBound].utf8))
    }

    /// The elements named `name` with all of `classes`.
    func all(_ name: String, classes: Set<String> = []) -> [SVGElement] {
        elements.filter { $0.name == name && $0.classes.isSuperset(of: classes) }
    }

    /// The descendants of the element at `index`, depth first.
    func descendants(of index: Int) -> [SVGElement] {
        var result: [SVGElement] = []
        var stack = elements[index].children.reversed() as [Int]
        while let next = stack.popLast() {
            result.append(elements[next])
            stack += elements[next].children.reversed()
        }
        return result
    }

    /// The texts of every `<text>` element, in order.
    var texts: [String] { all("text").map(\.text) }

    /// Each view's frame rectangle as drawn, by screen: for every `<svg class="screen">` (in
    /// order), the frame rectangles of its `data-index` groups moved to sheet coordinates.
    func screenFrames() -> [[Int: Rect]] {
        elements.indices.filter { elements[$0].name == "svg" && elements[$0].classes.contains("screen") }.map { screen in
            let x = elements[screen].number("x") ?? 0, y = elements[screen].number("y") ?? 0
            var frames: [Int: Rect] = [:]
            for index in descendantIndices(of: screen) where elements[index].name == "g" {
                guard let view = elements[index].attributes["data-index"].flatMap(Int.init),
                      let rect = elements[index].children.first.map({ elements[$0] }), rect.name == "rect", rect.classes.contains("frame")
                else { continue }
                frames[view] = Rect(x: x + (rect.number("x") ?? .nan), y: y + (rect.number("y") ?? .nan),
                                    width: rect.number("width") ?? .nan, height: rect.number("height") ?? .nan)
            }
            return frames
        }
    }

    private func descendantIndices(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = elements[index].children.reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack += elements[next].children.reversed()
        }
        return result
    }
}

private final class SVGCollector: NSObject, XMLParserDelegate {
    var elements: [SVGElement] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let index = elements.count
        elements.append(SVGElement(name: name, attributes: attributes, parent: open.last))
        if let parent = open.last { elements[parent].children.append(index) }
        open.append(index)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}

/// Whether two rectangles agree to within a hundredth of a point on every edge.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 0.01) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
