import SceneGraph

/// An outlet whose declared type the destination is not.
public struct OutletTypeMismatchRule: LintRule {
    public static let description = RuleDescription(
        id: "outlet-type-mismatch", name: "Outlet of the wrong type", severity: .error,
        summary: """
            An outlet or outlet collection whose `type` the destination cannot have: a runtime \
            class that is not the destination's class or one of its superclasses (`Label` for a \
            button), or a custom class on a view that has no custom class.
            """,
        rationale: """
            Interface Builder connects outlets by key-value coding and crashes (or, with an \
            implicitly unwrapped optional of the wrong class, misbehaves) at run time when the \
            view is not of the property's type. scenec knows the runtime's class hierarchy, so it \
            says so at compile time. A custom class counts as compatible when it equals the \
            declared type; when the view has a custom class and the type is another custom \
            class, scenec cannot know how they are related and says nothing (the Swift compiler \
            checks the generated code).
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <button id="servingsButton" accessibilityLabel="Servings"/>
                      <view id="ratingView"/>
                    </view>
                    <outlet property="servingsLabel" destination="servingsButton" type="↓Label"/>
                    <outlet property="ratingView" destination="ratingView" type="↓StarRatingView"/>
                  </controller>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <label id="caloriesLabel"/>
                      <imageView id="photo"/>
                    </view>
                    <outletCollection property="valueLabels" destinations="caloriesLabel photo" type="↓Label"/>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <button id="servingsButton" accessibilityLabel="Servings"/>
                      <view id="ratingView" class="StarRatingView"/>
                      <tableView id="table"/>
                    </view>
                    <navigationItem>
                      <barButtonItem id="shareButton" systemItem="action" accessibilityLabel="Share"/>
                    </navigationItem>
                    <outlet property="servingsButton" destination="servingsButton" type="Button"/>
                    <outlet property="servingsControl" destination="servingsButton" type="Control"/>
                    <outlet property="ratingView" destination="ratingView" type="StarRatingView"/>
                    <outlet property="scrollView" destination="table" type="ScrollView"/>
                    <outlet property="shareItem" destination="shareButton" type="BarButtonItem"/>
                    <outlet property="anyView" destination="servingsButton"/>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    /// What an outlet can point at: its runtime class and custom class.
    private struct Target {
        var runtimeClass: String
        var customClass: String?
        var source: SourceRange
    }

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            violations += checkCells(of: scene)
            // Only a connection that declares a type can mismatch: without one (storyboard
            // outlets never have one) the scene's views need not be gathered (1 % of `lint` of
            // the corpus, issue 26). `OutletTypeMismatchEquivalenceTests` compares with the former rule.
            guard Self.hasTypedConnection(scene.outlets, scene.outletCollections) else { return }
            var targets: [String: Target] = [:]
            scene.rootView?.forEachInTree { view in
                guard let id = view.id, !Self.isUnknown(view.kind) else { return }
                targets[id] = Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source)
            }
            scene.forEachCell { cell in
                guard cell.isStatic else { return }
                if let id = cell.id { targets[id] = Target(runtimeClass: "TableViewCell", customClass: cell.className, source: cell.source) }
                for view in cell.allViews where !Self.isUnknown(view.kind) {
                    if let id = view.id { targets[id] = Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source) }
                }
            }
            scene.forEachBarButtonItem { item in
                if let id = item.id { targets[id] = Target(runtimeClass: "BarButtonItem", customClass: item.className, source: item.source) }
                item.customView?.forEachInTree { view in
                    guard let id = view.id, !Self.isUnknown(view.kind) else { return }
                    targets[id] = Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source)
                }
            }
            violations += check(scene.outlets, scene.outletCollections, targets: targets)
        }
        return violations
    }

    /// The outlets of the scene's prototype cells, each against the views of its own cell.
    private func checkCells(of scene: Scene) -> [Violation] {
        var violations: [Violation] = []
        scene.forEachCell { cell in
            guard !cell.isStatic, Self.hasTypedConnection(cell.outlets, cell.outletCollections) else { return }
            var cellTargets: [String: Target] = [:]
            for view in cell.allViews where !Self.isUnknown(view.kind) {
                if let id = view.id { cellTargets[id] = Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source) }
            }
            violations += check(cell.outlets, cell.outletCollections, targets: cellTargets)
        }
        return violations
    }

    /// Whether an outlet or outlet collection declares a type (the only ones checked).
    static func hasTypedConnection(_ outlets: [Outlet], _ collections: [OutletCollection]) -> Bool {
        outlets.contains { $0.type != nil } || collections.contains { $0.type != nil }
    }

    /// Views a storyboard names but the graph does not model: their class is unknown.
    private static func isUnknown(_ kind: ViewKind) -> Bool {
        if case .other = kind { return true }
        return false
    }

    private func check(_ outlets: [Outlet], _ collections: [OutletCollection], targets: [String: Target]) -> [Violation] {
        var violations: [Violation] = []
        let connections = outlets.map { ($0.property, $0.type, [$0.destination], $0.source) }
            + collections.map { ($0.property, $0.type, $0.destinations, $0.source) }
        for (property, type, destinations, source) in connections {
            guard let type else { continue }
            for destination in destinations {
                guard let target = targets[destination], let problem = Self.mismatch(type, target) else { continue }
                violations.append(Violation(
                    "outlet '\(property)' expects \(type), but '\(destination)' is \(problem)",
                    at: source.location(ofAny: "type"),
                    notes: [.init("'\(destination)' is declared here", at: target.source.element)]))
            }
        }
        return violations
    }

    /// Why a target cannot have `type`, or nil when it can (or when scenec cannot tell).
    private static func mismatch(_ type: String, _ target: Target) -> String? {
        let lineage = RuntimeClasses.lineage(of: target.runtimeClass)
        let wanted = RuntimeClasses.unqualified(type)
        if let custom = target.customClass {
            if custom == type || custom.split(separator: ".").last == type.split(separator: ".").last { return nil }
            // The custom class is a subclass of the view's runtime class, possibly through `type`.
            if lineage.contains(wanted) || RuntimeClasses.lineage(of: wanted).contains(target.runtimeClass) { return nil }
            return RuntimeClasses.isRuntimeClass(type) ? "a \(custom), which is a \(target.runtimeClass)" : nil
        }
        if lineage.contains(wanted) { return nil }
        return RuntimeClasses.isRuntimeClass(type)
            ? "a \(target.runtimeClass)"
            : "a plain \(target.runtimeClass) without the custom class \(type)"
    }
}
