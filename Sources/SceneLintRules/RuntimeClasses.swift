import SceneGraph

/// The class hierarchy of SceneRuntime's views and bar items, as far as outlets need it
/// (SceneLintRules cannot import the runtime; the table mirrors its `open class` declarations).
enum RuntimeClasses {
    /// Each runtime class and its superclass.
    static let superclass: [String: String] = [
        "View": "Responder",
        "Control": "View", "Button": "Control", "TextField": "Control", "Switch": "Control", "Slider": "Control",
        "Stepper": "Control", "SegmentedControl": "Control", "DatePicker": "Control", "PageControl": "Control",
        "Label": "View", "ImageView": "View", "StackView": "View", "ContainerView": "View",
        "ActivityIndicatorView": "View", "ProgressView": "View", "NavigationBar": "View", "TabBar": "View",
        "ScrollView": "View", "TableView": "ScrollView", "CollectionView": "ScrollView", "TextView": "ScrollView",
        "TableViewCell": "View", "CollectionViewCell": "View", "Window": "View",
        "Toolbar": "View", "PickerView": "View", "SearchBar": "View",
        "BarButtonItem": "BarItem", "TabBarItem": "BarItem",
    ]

    /// The module prefix generated code may write before a runtime class.
    static let module = "SceneRuntime."

    /// Whether `name` (optionally qualified with `SceneRuntime.`) is a runtime class.
    static func isRuntimeClass(_ name: String) -> Bool {
        let bare = unqualified(name)
        return superclass[bare] != nil || superclass.values.contains(bare)
    }

    /// `name` without a `SceneRuntime.` prefix.
    static func unqualified(_ name: String) -> String {
        name.hasPrefix(module) ? String(name.dropFirst(module.count)) : name
    }

    /// `name` and its superclasses, nearest first.
    static func lineage(of name: String) -> [String] {
        var result = [name]
        while let parent = superclass[result.last!] { result.append(parent) }
        return result
    }
}
