import Foundation

/// The output formats of `scenec preview`.
public enum PreviewFormat: String, CaseIterable, Sendable {
    /// One SVG document, the scenes in a grid.
    case svg
    /// A PNG of the SVG, drawn by headless Chromium.
    case png
    /// A self-contained HTML page: the SVG and a legend.
    case html

    /// The format a file name's extension names (`.svg`, `.png`, `.html`/`.htm`), if any.
    public init?(fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// Whether the format needs Chromium.
    public var needsChromium: Bool { self == .png }
}

/// Draws laid-out scenes in a format; the same scenes always give the same bytes (for png, the
/// same bytes from the same Chromium).
public enum PreviewRenderer {
    /// The scenes drawn as `format`; `chromium` is needed for png.
    public static func render(_ scenes: [PreviewScene], as format: PreviewFormat, chromium: ChromiumRunner?) throws(ChromiumRunner.Failure) -> Data {
        switch format {
        case .svg: return Data(WireframeSheet.svg(scenes).utf8)
        case .html: return Data(PreviewPage.render(scenes).utf8)
        case .png:
            guard let chromium else { throw .notFound }
            let layout = WireframeSheet.layout(scenes)
            return try chromium.screenshot(html: PreviewPage.bare(scenes), width: Int(layout.width), height: Int(layout.height))
        }
    }
}
