import Foundation
import SceneGraph
import SceneRuntime

/// An unsatisfiable-constraint report of the runtime and the scenes on screen when it came.
@MainActor
struct LayoutReport {
    /// The report as the session prints it (`runtime: Unable to simultaneously satisfy constraints: …`).
    let line: String
    /// The controllers visible once the command that laid them out settled (weak).
    private let controllers: [WeakController]

    init(line: String, controllers: [ViewController]) {
        self.line = line
        self.controllers = controllers.map(WeakController.init)
    }

    /// Whether one of its controllers is among `visible`.
    func concerns(_ visible: [ViewController]) -> Bool {
        controllers.contains { entry in visible.contains { $0 === entry.controller } }
    }

    /// Whether every controller it was tied to is gone.
    var isStale: Bool { controllers.allSatisfy { $0.controller == nil } }

    private struct WeakController {
        weak var controller: ViewController?
        init(_ controller: ViewController) { self.controller = controller }
    }
}

/// `show --frames`: each view of the visible scenes with its frame in window coordinates.
///
/// ```
/// Screen: iPhone 15, portrait, 393x852
/// card (CardViewController as ViewController, Cards.scene):
///   View root 0 0 393 852
///     View header 16 67 361 44
///     Label title "Hello" 16 123 180.5 20.33 [ambiguous]
/// runtime: Unable to simultaneously satisfy constraints: …
/// ```
///
/// One line per view, depth first, indented two spaces a level: the runtime class, the id of
/// the element it was built from (when it has one), its caption in quotes (a button's title, a
/// label's text, else its accessibility label), then x, y, width and height in points (at most
/// two decimals), then `[hidden]`, `[ambiguous]` (the constraints leave its frame open) or both.
/// An embedded child's view is listed under its own heading. After the frames come the
/// unsatisfiable-constraint reports the runtime made while those scenes were on screen, as it
/// made them.
extension Simulator {
    func showFrames() -> [String] {
        settle()
        let visible = FrontControllers.visible(in: window)
        var lines = ["Screen: \(screenDescription)"]
        guard !visible.isEmpty else { return lines + ["nothing is visible"] + drain() }
        let roots = Set(visible.compactMap(\.viewIfLoaded).map(ObjectIdentifier.init))
        for controller in visible {
            lines.append(sceneDescription(of: controller) + ":")
            guard let root = controller.viewIfLoaded else { continue }
            appendFrames(of: root, depth: 1, skipping: roots, to: &lines)
        }
        layoutReports.removeAll(where: \.isStale)
        var reported: [String] = []
        for report in layoutReports where report.concerns(visible) && !reported.contains(report.line) {
            reported.append(report.line)
        }
        // What this command's layout reported is among those; anything else follows.
        return lines + reported + drain().filter { !reported.contains($0) }
    }

    private func appendFrames(of view: View, depth: Int, skipping roots: Set<ObjectIdentifier>, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + frameLine(of: view))
        for subview in view.subviews where !roots.contains(ObjectIdentifier(subview)) {
            appendFrames(of: subview, depth: depth + 1, skipping: roots, to: &lines)
        }
    }

    /// `Label title "Hello" 16 123 180.5 20.33 [ambiguous]`.
    func frameLine(of view: View) -> String {
        var words = [String(describing: type(of: view))]
        if let id = interpreter.viewID(of: view) { words.append(id) }
        if let caption = ViewAttributes.caption(of: view) { words.append("\"\(caption)\"") }
        let frame = view.convert(view.bounds, to: window)
        words += [frame.minX, frame.minY, frame.width, frame.height].map(Self.points)
        let flags = [view.isHidden ? "hidden" : nil, view.hasAmbiguousLayout ? "ambiguous" : nil].compactMap { $0 }
        if !flags.isEmpty { words.append("[" + flags.joined(separator: ", ") + "]") }
        return words.joined(separator: " ")
    }

    /// A coordinate with at most two decimals: `16`, `180.5`, `20.33`.
    static func points(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Ties the unsatisfiable-constraint reports not yet tied to the controllers visible now.
    func tieLayoutReports() {
        guard !unsettledLayoutReports.isEmpty else { return }
        let visible = FrontControllers.visible(in: window)
        layoutReports += unsettledLayoutReports.map { LayoutReport(line: $0, controllers: visible) }
        unsettledLayoutReports.removeAll()
    }
}
