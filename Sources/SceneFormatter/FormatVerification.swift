import SceneGraph
import SceneParser

/// The last check before formatted text is handed out: it reads back, with the XML reader, into
/// the same elements with the same attributes — the same values, byte for byte — in the same
/// order, and as many comments. Formatting cannot lose or alter what a file says without this
/// check refusing it.
enum FormatVerification {
    /// Nil when `formatted` reads back into what `original` holds; else why not.
    static func problem(with formatted: String, comparedWith original: XMLTree, path: String) -> Diagnostic? {
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: Array(formatted.utf8), path: path)
        guard let tree else {
            let reason = diagnostics.first.map { ": \($0.message)" } ?? ""
            return refusal("the formatted text does not read back\(reason)", at: original.root.location)
        }
        if tree.comments.count != original.comments.count {
            return refusal("the formatted text has \(tree.comments.count) comments instead of \(original.comments.count)",
                           at: original.root.location)
        }
        var pending = [(original.root, tree.root)]
        while let (before, after) = pending.popLast() {
            guard before.name == after.name, before.namespaceURI == after.namespaceURI,
                  attributes(of: before) == attributes(of: after), before.children.count == after.children.count else {
                return refusal("the formatted text does not say what <\(before.name)> says", at: before.location)
            }
            pending.append(contentsOf: zip(before.children, after.children))
        }
        return nil
    }

    /// The attributes' names and values as bytes (string comparison would take canonically
    /// equivalent text for equal), sorted by name.
    private static func attributes(of element: XMLElement) -> [[UInt8]] {
        element.attributes.map { Array($0.name.utf8) + [0] + Array($0.value.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    private static func refusal(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error("scenec format could not lay this file out safely (\(message)); it is left as it is",
               at: location, rule: SceneFormatter.Rule.unfollowedMarkup)
    }
}
