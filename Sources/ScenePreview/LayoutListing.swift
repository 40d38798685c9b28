import SceneGraph
import SceneGraphLayout
import SceneLayout

/// `scenec layout --format text`: per scene a heading line, then one line per view indented by
/// its depth: `id kind (x, y, w, h) in root (x, y, w, h)`, then its text and flags.
///
///     Form.storyboard#frm-00-aaa “Form” on iphone-8: 375×667 portrait, compact width, regular height
///       vw0-00-aaa view (0, 0, 375, 667) in root (0, 0, 375, 667)
///         ttl-00-aaa label (16, 28, 343, 21) in root (16, 28, 343, 21) "Title"
///
/// A view without an id shows `-`; the flags are `[hidden]`, `[ambiguous]` and
/// `[misplaced: designed (…)]` (the file's frame differs from the solved one).
public enum LayoutListing {
    /// The listing of every scene, scenes separated by a blank line.
    public static func text(_ scenes: [PreviewScene]) -> String {
        scenes.map(text(of:)).joined(separator: "\n")
    }

    /// The listing of one scene.
    public static func text(of scene: PreviewScene) -> String {
        let result = scene.result
        var lines = ["\(scene.name) “\(escaped(scene.heading))” on \(describe(result.environment))"]
        let misplaced = Set(result.misplacedViews().map(\.source.element))
        for view in result.views {
            var line = String(repeating: "  ", count: view.depth + 1)
            line += "\(view.id.map(escaped) ?? "-") \(view.element) \(view.frame) in root \(view.rootFrame)"
            if let text = view.text { line += " \"\(escaped(text))\"" }
            if view.isHidden { line += " [hidden]" }
            if view.isAmbiguous { line += " [ambiguous]" }
            if view.isUnderConstraints, misplaced.contains(view.source.element), let designed = view.designedFrame {
                line += " [misplaced: designed \(designed)]"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `iphone-8: 375×667 portrait, compact width, regular height`.
    public static func describe(_ environment: LayoutEnvironment) -> String {
        "\(environment.deviceName): \(environment.screenWidth.layoutText)×\(environment.screenHeight.layoutText) "
            + "\(orientation(of: environment)), \(environment.horizontalSizeClass.rawValue) width, "
            + "\(environment.verticalSizeClass.rawValue) height"
    }

    /// `portrait` or `landscape`.
    static func orientation(of environment: LayoutEnvironment) -> String {
        environment.screenWidth > environment.screenHeight ? "landscape" : "portrait"
    }

    /// Text on one line: backslashes, quotes and control characters escaped.
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                output += "\\u{\(String(scalar.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
