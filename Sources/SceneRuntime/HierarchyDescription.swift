import Foundation

extension Window {
    /// A text picture of the window's controller hierarchy, e.g.
    ///
    /// ```
    /// Window
    /// └─ TabBarController "Root" [visible]
    ///    ├─ NavigationController (tab 0, selected) [visible]
    ///    │  └─ RecipeListViewController "Recipes" [visible, top]
    ///    └─ SettingsViewController "Settings" (tab 1)
    /// ```
    ///
    /// Each controller shows its type name; its `debugName`, `title` or
    /// `restorationIdentifier` in quotes; its role in its container in parentheses; and
    /// marks in brackets: `visible` (appeared), `appearing`/`disappearing` during a
    /// transition, container marks such as `top`. A hidden window is marked `[hidden]`.
    /// A presented controller follows its presenting controller's children, with its style
    /// in effect: `presented (formSheet)`.
    public func hierarchyDescription() -> String {
        var lines = [typeName(of: self) + (isHidden ? " [hidden]" : "")]
        if let root = rootViewController {
            HierarchyDescriber.describe(root, role: nil, marks: [], prefix: "", isLast: true, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private func typeName(of window: Window) -> String {
        String(describing: type(of: window))
    }
}

extension ViewController {
    /// A text picture of this controller and everything below it; see
    /// `Window.hierarchyDescription()`.
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        HierarchyDescriber.describe(self, role: nil, marks: [], prefix: nil, isLast: true, into: &lines)
        return lines.joined(separator: "\n")
    }
}

@MainActor
enum HierarchyDescriber {
    /// Appends `controller`'s line and its descendants'. A `nil` prefix makes it the top line.
    static func describe(
        _ controller: ViewController,
        role: String?,
        marks containerMarks: [String],
        prefix: String?,
        isLast: Bool,
        into lines: inout [String]
    ) {
        var line = controller.typeName
        if let name = controller.debugName ?? controller.title ?? controller.restorationIdentifier {
            line += " \"\(name)\""
        }
        if let role { line += " (\(role))" }
        var marks: [String] = []
        switch controller.appearanceState {
        case .appeared: marks.append("visible")
        case .appearing: marks.append("appearing")
        case .disappearing: marks.append("disappearing")
        case .disappeared: break
        }
        marks += containerMarks
        if !marks.isEmpty { line += " [" + marks.joined(separator: ", ") + "]" }

        let childPrefix: String
        if let prefix {
            lines.append(prefix + (isLast ? "└─ " : "├─ ") + line)
            childPrefix = prefix + (isLast ? "   " : "│  ")
        } else {
            lines.append(line)
            childPrefix = ""
        }
        let children = controller.hierarchyChildren
        for (index, child) in children.enumerated() {
            let presentedStyle = controller.presentationState.performed.flatMap { $0.presented === child ? $0.style : nil }
            describe(
                child,
                role: presentedStyle.map { "presented (\($0))" } ?? controller.descriptionRole(forChild: child),
                marks: controller.descriptionMarks(forChild: child),
                prefix: childPrefix,
                isLast: index == children.count - 1,
                into: &lines
            )
        }
    }
}
