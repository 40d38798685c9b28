import SceneGraph

extension StoryboardBuilder {
    // MARK: Gesture recognizers

    /// The recognizer an object of a scene is, or nil when it is not one. Its actions are the
    /// recognizer's; the segues it triggers and the outlets it owns (`delegate`) go to the scene.
    mutating func gestureRecognizer(from element: XMLElement, in scene: inout Scene) -> GestureRecognizerNode? {
        guard let kind = StoryboardReader.gestureKinds[element.name] else { return nil }
        var gesture = GestureRecognizerNode(id: element[attribute: "id"], kind: kind, source: element.sourceRange)
        gesture.className = element[attribute: "customClass"]
        for key in Self.gestureSettings {
            if let value = element[attribute: key] { gesture.properties[key] = Self.value(value) }
        }
        for child in element.children {
            switch child.name {
            case "connections":
                var context = SceneContext(sceneName: scene.id.name)
                connections(child, owner: gesture.id, context: &context)
                gesture.actions = context.actions
                scene.segues += context.segues
                scene.outlets += context.outlets
                scene.outletCollections += context.outletCollections
            case "rectEdge" where child[attribute: "key"] == "edges":
                // `<rectEdge key="edges" left="YES"/>`: the edges a screen-edge pan starts from.
                let edges = ["top", "left", "bottom", "right"].filter { child[attribute: $0] == "YES" }
                if !edges.isEmpty { gesture.properties["edges"] = edges.joined(separator: " ") }
            default:
                break
            }
        }
        return gesture
    }

    /// The recognizer attributes the graph keeps (those generated code and the runtime apply).
    static let gestureSettings = [
        "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement",
        "minimumNumberOfTouches", "maximumNumberOfTouches", "direction", "edges",
        "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled",
    ]

    // MARK: User-defined runtime attributes

    /// `<userDefinedRuntimeAttributes>`: each attribute's key path, type and value. Structured
    /// values (`<point key="value" x= y=/>`) become comma-separated numbers; an unknown type is
    /// reported and skipped.
    mutating func runtimeAttributes(from element: XMLElement) -> [RuntimeAttribute] {
        var result: [RuntimeAttribute] = []
        for child in element.children where child.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = child[attribute: "keyPath"] else {
                diagnostics.append(.error("<userDefinedRuntimeAttribute> has no keyPath", at: child.location, rule: StoryboardReader.Rule.missingAttribute))
                continue
            }
            let typeName = child[attribute: "type"] ?? "nil"
            guard let type = RuntimeAttribute.ValueType(rawValue: typeName) else {
                diagnostics.append(.warning(
                    "user-defined runtime attribute '\(keyPath)' has the unknown type '\(typeName)'; it is not applied",
                    at: child.sourceRange.location(of: "type"), rule: StoryboardReader.Rule.unmodelled))
                continue
            }
            result.append(RuntimeAttribute(keyPath: keyPath, type: type, value: Self.runtimeValue(of: child, type: type), source: child.sourceRange))
        }
        return result
    }

    /// The value of one runtime attribute, as the graph writes it.
    private static func runtimeValue(of element: XMLElement, type: RuntimeAttribute.ValueType) -> String? {
        if let text = element[attribute: "value"] { return type == .boolean ? value(text) : text }
        guard let child = element.children.first(where: { $0[attribute: "key"] == "value" }) else { return nil }
        let keys: [String] = switch child.name {
        case "integer", "real", "string": ["value"]
        case "point": ["x", "y"]
        case "size": ["width", "height"]
        case "rect": ["x", "y", "width", "height"]
        case "range": ["location", "length"]
        case "color": ["red", "green", "blue", "alpha"]
        case "image": ["name"]
        default: []
        }
        let parts = keys.compactMap { child[attribute: $0] }
        if child.name == "color", parts.isEmpty, let white = child[attribute: "white"] {
            return [white, white, white, child[attribute: "alpha"] ?? "1"].joined(separator: ",")
        }
        if child.name == "color", parts.isEmpty, let system = child[attribute: "systemColor"] ?? child[attribute: "name"] { return system }
        return parts.count == keys.count && !keys.isEmpty ? parts.joined(separator: ",") : nil
    }
}
