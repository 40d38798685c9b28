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
            // Only a connection that declares a type can mismatch: without one (storyboard
            // outlets never have one) the scene's views need not be gathered (1 % of `lint` of
            // the corpus, issue 26). `OutletTypeMismatchEquivalenceTests` compares with the former rule.
            let wanted = Self.typedDestinations(scene.outlets, scene.outletCollections)
            guard !wanted.isEmpty else {
                violations += checkCells(of: scene)
                return
            }
            let isWanted = IDSet(wanted)
            var targets: [String: Target] = [:]
            func add(_ id: String?, _ target: @autoclosure () -> Target) {
                if let id, isWanted.contains(id) { targets[id] = target() }
            }
            // The tree is walked once for its views, and again for its cells and its bar items
            // only when it may hold some (most trees hold neither): each walk visited every view
            // (~2,300 instructions a scene with typed outlets, 0.9 % of `lint` of 1,000 scenes in
            // 10 files, issue 26). Cells are found by `forEachCell`, which also looks inside bar
            // items' custom views: a tree with a bar item, or a controller with a custom view in
            // its bar items, is walked for cells too. Targets are added in the same order as
            // before, the last of an id winning; `OutletTypeMismatchEquivalenceTests` holds it.
            var holdsCells = false, holdsBarItems = false
            scene.rootView?.forEachInTree { view in
                holdsCells = holdsCells || !view.cells.isEmpty
                holdsBarItems = holdsBarItems || !view.barItems.isEmpty
                guard !Self.isUnknown(view.kind) else { return }
                add(view.id, Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source))
            }
            scene.forEachControllerBarButtonItem { item in holdsCells = holdsCells || item.customView != nil }
            if holdsCells || holdsBarItems {
                violations += checkCells(of: scene)
                scene.forEachCell { cell in
                    guard cell.isStatic else { return }
                    add(cell.id, Target(runtimeClass: "TableViewCell", customClass: cell.className, source: cell.source))
                    for view in cell.allViews where !Self.isUnknown(view.kind) {
                        add(view.id, Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source))
                    }
                }
            }
            func addBarItem(_ item: BarButtonItemNode) {
                add(item.id, Target(runtimeClass: "BarButtonItem", customClass: item.className, source: item.source))
                item.customView?.forEachInTree { view in
                    guard !Self.isUnknown(view.kind) else { return }
                    add(view.id, Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source))
                }
            }
            // `forEachBarButtonItem`'s order: the controller's items, then the tree's.
            scene.forEachControllerBarButtonItem(addBarItem)
            if holdsBarItems {
                scene.rootView?.forEachInTree { view in
                    for index in view.barItems.indices { addBarItem(view.barItems[index]) }
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
            guard !cell.isStatic else { return }
            let wanted = Self.typedDestinations(cell.outlets, cell.outletCollections)
            guard !wanted.isEmpty else { return }
            let isWanted = IDSet(wanted)
            var cellTargets: [String: Target] = [:]
            for view in cell.allViews where !Self.isUnknown(view.kind) {
                if let id = view.id, isWanted.contains(id) {
                    cellTargets[id] = Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source)
                }
            }
            violations += check(cell.outlets, cell.outletCollections, targets: cellTargets)
        }
        return violations
    }

    /// The destinations of the outlets and outlet collections that declare a type (the only ones
    /// checked), so that only the views they name are gathered.
    ///
    /// Why: gathering every view of a scene with an id hashed each id into the table of targets
    /// though a scene's typed outlets name two or three of them (~9,500 instructions a scene,
    /// 4.8 % of `lint` of 1,000 scenes over 10 files, callgrind, issue 26); a view whose id is
    /// not among these few is skipped by comparing it with them (``IDSet``: a set past eight, so
    /// that a scene of many views and many typed outlets does not compare every pair). The last view with an id still
    /// wins, as the table's assignments did. `OutletTypeMismatchEquivalenceTests` compares the
    /// rule with the former one.
    static func typedDestinations(_ outlets: [Outlet], _ collections: [OutletCollection]) -> [String] {
        var destinations: [String] = []
        for outlet in outlets where outlet.type != nil { destinations.append(outlet.destination) }
        for collection in collections where collection.type != nil { destinations += collection.destinations }
        return destinations
    }

    /// Views a storyboard names but the graph does not model: their class is unknown.
    private static func isUnknown(_ kind: ViewKind) -> Bool {
        if case .other = kind { return true }
        return false
    }

    private func check(_ outlets: [Outlet], _ collections: [OutletCollection], targets: [String: Target]) -> [Violation] {
        var violations: [Violation] = []
        // Each connection in place: a tuple per connection, with its destination in an array of
        // one, was an allocation per outlet.
        func check(_ property: String, _ type: String?, _ destination: String, _ source: SourceRange) {
            guard let type, let target = targets[destination], let problem = Self.mismatch(type, target) else { return }
            violations.append(Violation(
                "outlet '\(property)' expects \(type), but '\(destination)' is \(problem)",
                at: source.location(ofAny: "type"),
                notes: [.init("'\(destination)' is declared here", at: target.source.element)]))
        }
        for outlet in outlets { check(outlet.property, outlet.type, outlet.destination, outlet.source) }
        for collection in collections {
            for destination in collection.destinations { check(collection.property, collection.type, destination, collection.source) }
        }
        return violations
    }

    /// Why a target cannot have `type`, or nil when it can (or when scenec cannot tell).
    private static func mismatch(_ type: String, _ target: Target) -> String? {
        // The commonest outlet, typed as its view's own runtime class, needs no lineage (each
        // lineage is an array made with a table look-up per ancestor): the lineage starts with
        // that class, a runtime class is never written with the module's prefix, so both paths
        // below find it there — with a custom class too.
        if type == target.runtimeClass { return nil }
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
