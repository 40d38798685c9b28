import SceneGraph

/// A custom class that Swift cannot name.
public struct InvalidClassNameRule: LintRule {
    public static let description = RuleDescription(
        id: "invalid-class-name", name: "Class name that is not a Swift type name", severity: .error,
        summary: """
            A custom class (of a scene, view, cell, custom segue or other object) or a custom \
            module that is not a Swift type name (identifiers joined by dots, no keywords).
            """,
        rationale: """
            Generated code instantiates custom classes by name, so each must be a Swift type \
            name. Interface Builder accepts anything in its Custom Class field (a typo, a \
            trailing space, an Objective-C name with a `-`), and the mistake surfaces at run time \
            as "Unknown class in Interface Builder file". Scene files refuse such names when they \
            are read; storyboards are checked here.
            """,
        triggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <viewController id="vc" customClass="↓Recipe List" customModule="↓My-App" sceneMemberID="viewController">
                          <view key="view" id="root" customClass="↓class"/>
                        </viewController>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ],
        nonTriggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <viewController id="vc" customClass="RecipeListViewController" customModule="Recipes" sceneMemberID="viewController">
                          <view key="view" id="root" customClass="RecipeKit.GradientView"/>
                        </viewController>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        // `what` is described only for a violation: describing every view's kind would cost more than the check.
        func check(_ name: String?, of what: @autoclosure () -> String, _ source: SourceRange) {
            guard let name, !SwiftName.isTypeName(name) else { return }
            violations.append(Violation(
                "custom class '\(name)' of \(what()) is not a Swift type name", at: source.location(ofAny: "customClass", "class")))
        }
        context.graph.forEachScene { scene in
            check(scene.className, of: "scene '\(scene.id.name)'", scene.source)
            if let module = scene.moduleName, !SwiftName.isIdentifier(module) || SwiftName.keywords.contains(module) {
                violations.append(Violation(
                    "custom module '\(module)' of scene '\(scene.id.name)' is not a Swift module name",
                    at: scene.source.location(ofAny: "customModule")))
            }
            scene.forEachView { view in  // every view and cell, without copying the tree
                check(view.className, of: "\(view.kind) \(view.id.map { "'\($0)'" } ?? "")", view.source)
                for cell in view.cells { check(cell.className, of: "cell \(cell.id.map { "'\($0)'" } ?? "")", cell.source) }
            }
            for segue in scene.segues { check(segue.customClass, of: "a \(segue.kind.rawValue) segue", segue.source) }
            for object in scene.otherObjects { check(object.className, of: "\(object.element) \(object.id.map { "'\($0)'" } ?? "")", object.source) }
        }
        return violations
    }
}
