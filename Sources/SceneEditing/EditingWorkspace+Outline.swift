import SceneGraph

extension EditingWorkspace {
    /// The document's outline, from its text as written (a broken document still has one):
    /// scenes and containers, their views as nested in the view tree, cells, bar button items,
    /// gesture recognizers, segues, relationships and unwind actions. Other elements (constraints,
    /// outlets, variations…) are left out; their entries, if any, are lifted to their parent's.
    public func symbols(in path: String) -> [OutlineSymbol] {
        guard let document = document(at: path) else { return [] }
        let syntax = document.syntax
        // Nesting deeper than the reader accepts (128) is left out of the outline: it is an error anyway.
        func entries(_ indices: [Int], depth: Int = 0) -> [OutlineSymbol] {
            guard depth < Self.outlineDepthLimit else { return [] }
            return indices.flatMap { index -> [OutlineSymbol] in
                let element = syntax.elements[index]
                guard let kind = document.isStoryboard ? Self.storyboardKind(element.name) : Self.sceneKind(element.name) else {
                    return ["constraints", "variation", "runtimeAttribute"].contains(element.name) ? [] : entries(element.children, depth: depth + 1)
                }
                let idAttribute = element.attribute("id")
                let name = outlineName(of: element, kind: kind, storyboard: document.isStoryboard)
                let selection = idAttribute?.valueRange.flatMap { $0.isEmpty || document.isStoryboard ? nil : $0 } ?? element.nameRange
                return [OutlineSymbol(
                    name: name, detail: outlineDetail(of: element, kind: kind), kind: kind,
                    range: document.source.range(element.start..<max(element.end, element.tagEnd)),
                    selectionRange: document.source.range(selection), children: entries(element.children, depth: depth + 1))]
            }
        }
        return entries(syntax.roots)
    }

    /// How deep the outline goes into nested elements.
    static let outlineDepthLimit = 160

    private func outlineName(of element: SyntaxElement, kind: OutlineSymbol.Kind, storyboard: Bool) -> String {
        if storyboard, kind == .scene || kind == .container {
            return element.value(of: "storyboardIdentifier") ?? element.value(of: "customClass") ?? element.value(of: "title") ?? element.name
        }
        if let id = element.value(of: storyboard ? "identifier" : "id"), !id.isEmpty { return id }
        switch kind {
        case .segue, .relationship:
            return (element.value(of: "kind") ?? element.value(of: "relationship") ?? element.name) + " → " + (element.value(of: "destination") ?? "?")
        case .unwindAction:
            return element.value(of: "method") ?? element.name
        default:
            return element.value(of: "text") ?? element.value(of: "title") ?? element.value(of: "reuseIdentifier") ?? element.name
        }
    }

    private func outlineDetail(of element: SyntaxElement, kind: OutlineSymbol.Kind) -> String? {
        switch kind {
        case .segue, .relationship:
            return element.value(of: "destination").map { "→ " + $0 }
        case .reference:
            return element.value(of: "file").map { "→ " + $0 + (element.value(of: "scene").map { " › " + $0 } ?? "") }
        default:
            let className = element.value(of: "class") ?? element.value(of: "customClass")
            return className.map { element.name + " · " + $0 } ?? element.name
        }
    }

    /// What a scene-file element is in the outline, or nil when it is not listed.
    static func sceneKind(_ name: String) -> OutlineSymbol.Kind? {
        switch name {
        case "controller": .scene
        case "navigation", "tabBar", "split", "page", "containerController": .container
        case "reference": .reference
        case "cell", "staticCell": .cell
        case "barButtonItem": .barButtonItem
        case "segue": .segue
        case "relationship": .relationship
        case "unwindAction": .unwindAction
        default:
            if ViewKind(elementName: name) != nil { .view }
            else if GestureKind.allCases.contains(where: { $0.elementName == name }) { .gestureRecognizer }
            else { nil }
        }
    }

    /// What a storyboard element is in the outline, or nil when it is not listed.
    static func storyboardKind(_ name: String) -> OutlineSymbol.Kind? {
        switch name {
        case "viewController", "tableViewController", "collectionViewController", "hostingController": .scene
        case "navigationController", "tabBarController", "splitViewController", "pageViewController": .container
        case "viewControllerPlaceholder": .reference
        case "tableViewCell", "collectionViewCell": .cell
        case "barButtonItem": .barButtonItem
        case "segue": .segue
        default:
            if name.hasSuffix("GestureRecognizer") { .gestureRecognizer }
            else if ViewKind(elementName: name) != nil || name == "activityIndicatorView" { .view }
            else { nil }
        }
    }
}
