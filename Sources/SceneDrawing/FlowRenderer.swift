import Foundation
import SceneGraph

/// The output formats of `scenec graph`.
public enum FlowFormat: String, CaseIterable, Sendable {
    /// DOT text, as scenec writes it (no Graphviz needed).
    case dot
    /// SVG drawn by Graphviz.
    case svg
    /// PNG drawn by Graphviz.
    case png
    /// A self-contained HTML page around the SVG, with hover highlighting and a details panel.
    case html

    /// Whether the format needs Graphviz's `dot`.
    public var needsGraphviz: Bool { self != .dot }

    /// The format a file name's extension names (`.dot`/`.gv`, `.svg`, `.png`, `.html`/`.htm`), if any.
    public init?(fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "dot", "gv": self = .dot
        case "svg": self = .svg
        case "png": self = .png
        case "html", "htm": self = .html
        default: return nil
        }
    }
}

/// Draws a scene graph's flow: DOT text from ``FlowDOTTranslator``, laid out and rendered by
/// Graphviz for SVG and PNG, and wrapped in ``FlowPage`` for HTML.
public enum FlowRenderer {
    /// The graph drawn in a format; `runner` is needed for every format but `dot`. The html page
    /// draws `thumbnails` in the scenes' boxes; nil draws every scene's wireframe
    /// (``FlowThumbnails/wireframes(of:width:)``), ``FlowThumbnails/none`` none.
    public static func render(
        _ graph: ResolvedGraph, as format: FlowFormat, runner: GraphvizRunner?, thumbnails: FlowThumbnails? = nil
    ) throws(GraphvizRunner.Failure) -> Data {
        if format == .html, let runner, case let thumbnails = thumbnails ?? .wireframes(of: graph), !thumbnails.byBox.isEmpty {
            let sizes = thumbnails.byBox.mapValues { FlowDOTTranslator.ThumbnailSize(width: $0.width, height: $0.height) }
            let dot = DOTWriter.render(FlowDOTTranslator.translate(graph, thumbnails: sizes))
            let svg = String(decoding: try runner.render(dot, as: .svg), as: UTF8.self)
            return Data(FlowPage.render(svg: FlowThumbnailInliner.inline(thumbnails, into: svg), graph: graph).utf8)
        }
        let dot = DOTWriter.render(FlowDOTTranslator.translate(graph))
        guard format.needsGraphviz else { return Data(dot.utf8) }
        guard let runner else { throw .notFound }
        switch format {
        case .dot: return Data(dot.utf8)
        case .svg: return try runner.render(dot, as: .svg)
        case .png: return try runner.render(dot, as: .png)
        case .html:
            let svg = String(decoding: try runner.render(dot, as: .svg), as: UTF8.self)
            return Data(FlowPage.render(svg: svg, graph: graph).utf8)
        }
    }
}
