import SceneGraph
import SceneGraphLayout
import SceneLayout

/// The constraint problems of laid-out scenes as located warnings: each constraint the engine
/// broke (with a note at each constraint it conflicted with), each ambiguous view and each
/// constraint that names an item the scene does not have.
public enum LayoutDiagnostics {
    /// The rule ids.
    public enum Rule {
        /// A required constraint left out because it conflicts with others.
        public static let unsatisfiable = "layout-unsatisfiable"
        /// A view whose constraints do not fix its frame.
        public static let ambiguous = "layout-ambiguous"
        /// A constraint naming an id that is no view or guide of the scene.
        public static let unresolvedItem = "layout-unresolved-item"
    }

    /// The warnings of one scene, in the order the layout met them: broken, unresolved, ambiguous.
    public static func diagnostics(of scene: PreviewScene) -> [Diagnostic] {
        let result = scene.result
        let name = result.scene.name
        var diagnostics: [Diagnostic] = []
        func text(_ constraint: LayoutConstraintNode) -> String {
            ConstraintText.describe(constraint, holder: scene.constraintHolders[constraint.source.element])
        }
        for broken in result.broken {
            let count = broken.conflicting.count
            let conflicts = count == 0 ? "" : "; it conflicts with \(count) required constraint\(count == 1 ? "" : "s")"
            diagnostics.append(.warning(
                "unable to satisfy constraint \(text(broken.constraint)) in scene '\(name)'\(conflicts); it was left out",
                at: broken.constraint.source.element, rule: Rule.unsatisfiable,
                notes: broken.conflicting.map { .note("conflicting constraint \(text($0))", at: $0.source.element, rule: Rule.unsatisfiable) }))
        }
        for unresolved in result.unresolved {
            diagnostics.append(.warning(
                "constraint \(text(unresolved.constraint)) names '\(unresolved.missingItem)', which is no view or layout guide of scene '\(name)'",
                at: unresolved.constraint.source.element, rule: Rule.unresolvedItem))
        }
        for view in result.views where view.isAmbiguous {
            diagnostics.append(.warning(
                "the frame of \(describe(view)) in scene '\(name)' is ambiguous: its constraints do not fix its position or size",
                at: view.source.element, rule: Rule.ambiguous))
        }
        return diagnostics
    }

    /// The warnings of several scenes, sorted by location.
    public static func diagnostics(of scenes: [PreviewScene]) -> [Diagnostic] {
        scenes.flatMap(diagnostics(of:)).sorted()
    }

    /// `label 'id' (“text”)`.
    static func describe(_ view: LaidOutView) -> String {
        var text = view.element
        if let id = view.id { text += " '\(id)'" }
        if let label = view.text, !label.isEmpty { text += " (“\(label)”)" }
        return text
    }
}
