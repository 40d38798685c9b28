import SceneGraph

/// The Swift names scenec derives for a document's scenes, for tools other than the generator
/// (`scenec convert` names storyboard scenes with them, so converted files and generated code agree).
public enum SceneNaming {
    /// A unique lowerCamelCase Swift identifier per scene id of `document` (references included).
    public static func sceneIdentifiers(for document: SceneDocument) -> [String: String] {
        let names = GeneratedNames(document: document)
        var result: [String: String] = [:]
        for scene in document.scenes { result[scene.id.name] = names.factory(scene).text }
        return result
    }

    /// A lowerCamelCase Swift identifier made from free text (`Show Detail` → `showDetail`).
    public static func identifier(from text: String, fallback: String) -> String {
        GeneratedNames.identifier(from: text, fallback: fallback)
    }

    /// An UpperCamelCase type name made from free text.
    public static func typeName(from text: String, fallback: String) -> String {
        GeneratedNames.typeName(from: text, fallback: fallback)
    }
}
