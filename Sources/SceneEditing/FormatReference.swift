import SceneGraph
import SceneParser

/// What the format's specification says about elements and attributes: the descriptions hover
/// shows and completion documents, from tables generated out of `docs/SceneFormat.md`.
enum FormatReference {
    /// The markdown describing an element: its UIKit equivalent and what it is.
    static func describe(element name: String) -> String? {
        elementDescriptions[name].map { "**`<\(name)>`** — " + $0 }
    }

    /// The markdown describing an attribute of an element: its type, whether it is required, and
    /// its meaning — from the element's own table, else its family's (scenes, views, gesture recognizers).
    static func describe(attribute: String, of element: String) -> String? {
        for group in groups(of: element) {
            if let text = attributeDescriptions[group + " " + attribute] {
                return "**`\(attribute)`** on `<\(element)>` — " + text
            }
        }
        guard let spec = SceneVocabulary.elements[element]?.attribute(attribute) else { return nil }
        return "**`\(attribute)`** on `<\(element)>` — \(typeDescription(spec.type))\(spec.isRequired ? ", required" : "")."
    }

    /// The tables an element's attributes are described in, most specific first.
    static func groups(of element: String) -> [String] {
        var groups = [element]
        if element != "reference", sceneElementNames.contains(element) { groups.append("@scene") }
        if ViewKind(elementName: element) != nil { groups.append("@view") }
        if GestureKind.allCases.contains(where: { $0.elementName == element }) { groups.append("@gesture") }
        if !groups.contains("@view") { groups.append("@view") }  // the layout attributes of cells and content views
        return groups
    }

    /// The elements that declare scenes.
    static let sceneElementNames: Set<String> = ["controller", "navigation", "tabBar", "split", "page", "containerController", "reference"]

    /// A value type as the specification names it.
    static func typeDescription(_ type: AttributeType) -> String {
        switch type {
        case .text: "text"
        case .identifier: "identifier"
        case .typeName: "type name"
        case .swiftType: "Swift type"
        case .idRef: "id reference"
        case .idRefs: "id references"
        case .sceneRef: "scene reference"
        case .bool: "bool"
        case .integer: "integer"
        case .number: "number"
        case .size: "size"
        case .oneOf(let words): "word: " + words.map { "`\($0)`" }.joined(separator: ", ")
        case .listOf(let words): "word list: " + words.map { "`\($0)`" }.joined(separator: ", ")
        case .urlPattern: "URL pattern"
        case .path: "path"
        case .keyPath: "key path"
        case .frame: "frame"
        case .insets: "insets"
        case .multiplier: "multiplier"
        case .priority: "priority"
        case .layoutItem: "constraint item"
        case .device: "device"
        }
    }
}
