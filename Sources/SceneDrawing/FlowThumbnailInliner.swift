import Foundation
import ScenePreview

/// Puts the thumbnails into the SVG Graphviz drew: each scene box's label reserves a cell of
/// the thumbnail's size filled with ``placeholderFill`` (``FlowDOTTranslator``), which Graphviz
/// draws as a polygon inside the box's group; that polygon is replaced by a
/// `<g class="thumbnail">` holding the scene's screen at the cell's position and size (without
/// nested `<svg>` elements: the page and its readers take the first `</svg>` as the drawing's end).
enum FlowThumbnailInliner {
    /// The fill of the reserved cells (no scene kind's fill uses it).
    static let placeholderFill = "#fdfdfe"

    /// The SVG with every box's placeholder replaced by its thumbnail; boxes whose placeholder
    /// cannot be found are left as they are.
    static func inline(_ thumbnails: FlowThumbnails, into svg: String) -> String {
        var output = svg
        for id in thumbnails.byBox.keys.sorted() {
            guard let thumbnail = thumbnails.byBox[id] else { continue }
            guard let group = groupStart(of: id, in: output) else { continue }
            let end = output.range(of: "</g>", range: group..<output.endIndex)?.lowerBound ?? output.endIndex
            guard let polygon = output.range(of: "<polygon fill=\"\(placeholderFill)\"", range: group..<end),
                  let close = output.range(of: "/>", range: polygon.upperBound..<end),
                  let rect = bounds(of: String(output[polygon.lowerBound..<close.upperBound]))
            else { continue }
            var markup = SVGMarkup()
            markup.open("g", [("class", "thumbnail")])
            let outline: [SVGMarkup.Attribute] = [("fill", "none"), ("stroke", "#9ca3af"), ("stroke-width", "0.5")]
            markup.leaf("rect", [("class", "thumbnail-frame")] + SVGMarkup.box(rect) + outline)
            let thumb = WireframeSheet.thumbnail(of: thumbnail.scene, in: rect, clipID: "thumbnail-clip-\(id)")
            output.replaceSubrange(polygon.lowerBound..<close.upperBound, with: markup.text + thumb + "</g>")
        }
        return output
    }

    /// Where the group with an id starts (Graphviz writes `-` as `&#45;` in ids).
    static func groupStart(of id: String, in svg: String) -> String.Index? {
        for spelling in [id.replacingOccurrences(of: "-", with: "&#45;"), id] {
            if let range = svg.range(of: "<g id=\"\(spelling)\" class=\"node") { return range.upperBound }
        }
        return nil
    }

    /// The bounding box of a polygon's points.
    static func bounds(of polygon: String) -> Rect? {
        guard let start = polygon.range(of: "points=\""), let end = polygon.range(of: "\"", range: start.upperBound..<polygon.endIndex)
        else { return nil }
        let numbers = polygon[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count >= 4, numbers.count % 2 == 0 else { return nil }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
