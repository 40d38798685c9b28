import SceneGraph

/// Names of the local variables and members generated code gives to views and bar items.
enum ViewVariables {
    /// A bar button item's binding in a factory.
    static func barItemVariable(_ item: BarButtonItemNode, index: Int) -> SwiftIdentifier {
        SwiftIdentifier(derived: GeneratedNames.identifier(from: item.id ?? "", fallback: "barButton\(index)") + "Item", fallback: "item")
    }

    /// A view's member in a scene's views holder.
    static func boxMember(_ id: String) -> SwiftIdentifier {
        GeneratedNames.identifier(id, fallback: "view")
    }
}
