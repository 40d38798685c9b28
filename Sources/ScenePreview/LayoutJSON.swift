import SceneCompiler
import SceneGraph
import SceneGraphLayout
import SceneLayout

/// `scenec layout --format json`: a stable structure (docs/Preview.md). Every key is always
/// present (null when there is no value), keys keep their order, frames are rounded to hundredths.
///
///     {"format": "scenec-layout", "version": 1, "scenes": [
///       {"file", "scene", "title", "device": {…}, "bars": {…}, "views": [{…}], "problems": [{…}]}]}
public enum LayoutJSON {
    /// The version of the structure; it changes only when a key changes meaning or goes away.
    public static let version = 1

    /// The document for the scenes.
    public static func document(_ scenes: [PreviewScene]) -> JSONValue {
        .object([("format", .string("scenec-layout")), ("version", .int(version)), ("scenes", .array(scenes.map(scene)))])
    }

    /// One scene.
    static func scene(_ scene: PreviewScene) -> JSONValue {
        let result = scene.result
        let environment = result.environment
        let misplaced = Set(result.misplacedViews().map(\.source.element))
        return .object([
            ("file", .string(scene.file)),
            ("scene", .string(result.scene.name)),
            ("title", .string(scene.heading)),
            ("device", .object([
                ("name", .string(environment.deviceName)),
                ("width", number(environment.screenWidth)),
                ("height", number(environment.screenHeight)),
                ("orientation", .string(LayoutListing.orientation(of: environment))),
                ("horizontalSizeClass", .string(environment.horizontalSizeClass.rawValue)),
                ("verticalSizeClass", .string(environment.verticalSizeClass.rawValue)),
            ])),
            ("bars", .object([
                ("statusBar", .bool(scene.bars.statusBar)),
                ("navigationBar", .bool(scene.bars.navigationBar)),
                ("toolbar", .bool(scene.bars.toolbar)),
                ("tabBar", .bool(scene.bars.tabBar)),
            ])),
            ("views", .array(result.views.enumerated().map { index, view in
                .object([
                    ("index", .int(index)),
                    ("id", view.id.map(JSONValue.string) ?? .null),
                    ("element", .string(view.element)),
                    ("text", view.text.map(JSONValue.string) ?? .null),
                    ("parent", view.parent.map(JSONValue.int) ?? .null),
                    ("depth", .int(view.depth)),
                    ("frame", rect(view.frame)),
                    ("rootFrame", rect(view.rootFrame)),
                    ("designedFrame", view.designedFrame.map(rect) ?? .null),
                    ("underConstraints", .bool(view.isUnderConstraints)),
                    ("ambiguous", .bool(view.isAmbiguous)),
                    ("hidden", .bool(view.isHidden)),
                    ("misplaced", .bool(view.isUnderConstraints && misplaced.contains(view.source.element))),
                    ("line", .int(view.source.element.line)),
                    ("column", .int(view.source.element.column)),
                ])
            })),
            ("problems", .array(LayoutDiagnostics.diagnostics(of: scene).map(problem))),
        ])
    }

    /// A diagnostic as `{"rule", "message", "file", "line", "column", "notes": [{"message", "file", "line", "column"}]}`.
    static func problem(_ diagnostic: Diagnostic) -> JSONValue {
        .object([("rule", .string(diagnostic.ruleID))] + located(diagnostic) + [("notes", .array(diagnostic.notes.map { .object(located($0)) }))])
    }

    private static func located(_ diagnostic: Diagnostic) -> [(String, JSONValue)] {
        [
            ("message", .string(diagnostic.message)),
            ("file", diagnostic.location.map { .string($0.file) } ?? .null),
            ("line", diagnostic.location.map { .int($0.line) } ?? .null),
            ("column", diagnostic.location.map { .int($0.column) } ?? .null),
        ]
    }

    /// `{"x", "y", "width", "height"}`.
    static func rect(_ rect: LayoutRect) -> JSONValue {
        .object([("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)), ("height", number(rect.height))])
    }

    /// A number rounded to hundredths (written as an integer when whole; null when not finite).
    static func number(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        return .double((value * 100).rounded() / 100 + 0)
    }
}
