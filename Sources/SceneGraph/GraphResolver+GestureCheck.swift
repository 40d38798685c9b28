extension GraphResolver {
    /// Each view's gesture recognizers name recognizers of its scene, and each recognizer is
    /// attached to one view at most (UIKit moves a recognizer added to a second view).
    static func checkGestures(_ scene: Scene, gestureIDs: Set<String>, declared: DeclarationLookup) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var attached: [String: SourceRange] = [:]
        // The closure captures the name, not the scene: a captured scene was copied (every
        // reference inside retained) for each view visited — 6 % of `check` of 1,000 scenes.
        let sceneName = scene.id.name
        scene.forEachView { view in
            for id in view.gestureRecognizers {
                if !gestureIDs.contains(id) {
                    let hint = declared[id].map { " (it is \($0.noun))" } ?? Spelling.hint(for: id, among: gestureIDs)
                    diagnostics.append(.error(
                        "gesture recognizer '\(id)' is not a gesture recognizer of scene '\(sceneName)'\(hint)",
                        at: view.source.location(of: "gestureRecognizers"), rule: Rule.danglingGesture))
                } else if let first = attached[id] {
                    diagnostics.append(.error(
                        "gesture recognizer '\(id)' is attached to a second view; a recognizer belongs to one view",
                        at: view.source.location(of: "gestureRecognizers"), rule: Rule.danglingGesture,
                        notes: [.note("first attached here", at: first.element, rule: Rule.danglingGesture)]))
                } else {
                    attached[id] = view.source
                }
            }
        }
        return diagnostics
    }
}
