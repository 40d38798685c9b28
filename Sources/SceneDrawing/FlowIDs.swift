/// The stable ids `scenec graph` gives to what it draws. They become the `id` attributes of
/// the SVG groups Graphviz writes, so scripts and tests can find every box and arrow.
///
/// `d` is a document's index in the graph (documents are sorted by path), `s` a scene's index
/// in its document and `k` a segue's index in its scene (source order), so the same input
/// always gets the same ids. Only letters, digits and `-` are used.
public enum FlowIDs {
    /// The cluster of document `d`.
    public static func file(_ d: Int) -> String { "file-\(d)" }

    /// The box of scene `s` of document `d`.
    public static func scene(_ d: Int, _ s: Int) -> String { "scene-\(d)-\(s)" }

    /// The arrow of segue `k` of a scene. An unwind segue drawn to several scenes gets one
    /// arrow per scene: this id followed by `-0`, `-1`, ….
    public static func segue(_ d: Int, _ s: Int, _ k: Int) -> String { "segue-\(d)-\(s)-\(k)" }

    /// The dashed line from reference scene `s` to the scene it stands for.
    public static func reference(_ d: Int, _ s: Int) -> String { "reference-\(d)-\(s)" }

    /// The start point of document `d`'s initial-scene arrow (also the arrow's id prefix).
    public static func initial(_ d: Int) -> String { "initial-\(d)" }

    /// The exit box for the `i`-th unwind action of document `d` that no scene declares.
    public static func exit(_ d: Int, _ i: Int) -> String { "exit-\(d)-\(i)" }

    /// The box for the `i`-th destination of document `d` that names no scene.
    public static func missing(_ d: Int, _ i: Int) -> String { "missing-\(d)-\(i)" }
}
