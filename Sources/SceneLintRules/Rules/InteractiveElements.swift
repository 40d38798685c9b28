import SceneGraph

extension LintContext {
    /// A violation for every interactive view and bar button item whose `what` (read through
    /// `view` and `item`) is missing or empty: the accessibility rules' shared check.
    func interactiveElements(
        without what: String, view: KeyPath<ViewNode, String?>, item: KeyPath<BarButtonItemNode, String?>
    ) -> [Violation] {
        var violations: [Violation] = []
        graph.forEachScene { scene in
            scene.forEachView { node in
                guard node.kind.isInteractive, (node[keyPath: view] ?? "").isEmpty else { return }
                violations.append(Violation("\(node.kind) \(node.id.map { "'\($0)' " } ?? "")has no \(what)", at: node.source.element))
            }
            scene.forEachBarButtonItem { barItem in
                guard barItem.isInteractive, (barItem[keyPath: item] ?? "").isEmpty else { return }
                violations.append(Violation(
                    "bar button item \(barItem.id.map { "'\($0)' " } ?? "")has no \(what)", at: barItem.source.element))
            }
        }
        return violations
    }
}

extension BarButtonItemNode {
    /// Whether a person can tap it as a button: flexible and fixed spaces are layout, and an
    /// item that shows a custom view is that view (checked as one).
    var isInteractive: Bool {
        properties["systemItem"] != "flexibleSpace" && properties["systemItem"] != "fixedSpace" && customView == nil
    }
}
