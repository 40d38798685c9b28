/// The identity of a scene across all files compiled together: its document and its id there.
public struct SceneID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the document that declares the scene, as given to the compiler.
    public var document: String
    /// The scene's id inside that document.
    public var name: String

    /// Creates a scene id.
    public init(document: String, name: String) {
        self.document = document
        self.name = name
    }

    /// `document#name`.
    public var description: String { "\(document)#\(name)" }

    public static func < (lhs: SceneID, rhs: SceneID) -> Bool {
        (lhs.document, lhs.name) < (rhs.document, rhs.name)
    }
}
