import SceneCompiler
import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// `outlet-type-mismatch` gathers a scene's views only when one of its connections declares a
/// type (issue 26); on the rules' examples, the sample app and its scenes with random outlet
/// types and destinations, it reports exactly what the former rule reported.
@Suite("Outlet type mismatch, typed connections only")
struct OutletTypeMismatchEquivalenceTests {
    /// The former rule, as it was.
    enum Former {
        /// What an outlet can point at: its runtime class and custom class.
        struct Target {
            var runtimeClass: String
            var customClass: String?
            var source: SourceRange
        }

        static func violations(_ context: LintContext) -> [Violation] {
            var violations: [Violation] = []
            context.graph.forEachScene { scene in
                violations += checkCells(of: scene)
                guard !scene.outlets.isEmpty || !scene.outletCollections.isEmpty else { return }
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
        static func checkCells(of scene: Scene) -> [Violation] {
            var violations: [Violation] = []
            scene.forEachCell { cell in
                guard !cell.isStatic, !cell.outlets.isEmpty || !cell.outletCollections.isEmpty else { return }
                var cellTargets: [String: Target] = [:]
                for view in cell.allViews where !Self.isUnknown(view.kind) {
                    if let id = view.id { cellTargets[id] = Target(runtimeClass: view.kind.runtimeClassName, customClass: view.className, source: view.source) }
                }
                violations += check(cell.outlets, cell.outletCollections, targets: cellTargets)
            }
            return violations
        }

        /// Views a storyboard names but the graph does not model: their class is unknown.
        static func isUnknown(_ kind: ViewKind) -> Bool {
            if case .other = kind { return true }
            return false
        }

        static func check(_ outlets: [Outlet], _ collections: [OutletCollection], targets: [String: Target]) -> [Violation] {
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
        static func mismatch(_ type: String, _ target: Target) -> String? {
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

    static func compare(_ graph: ResolvedGraph, note: String) -> Int {
        let context = LintContext(graph: graph, layingOut: { _ in false })
        let expected = Former.violations(context)
        #expect(OutletTypeMismatchRule().check(context) == expected, "\(note)")
        return expected.count
    }

    @Test func reportsWhatTheFormerRuleReported() throws {
        var reported = 0
        forEachRuleExample { graph, note in reported += Self.compare(graph, note: note) }
        let sample = ["Recipes.scene", "Settings.scene"].map { packageRoot.appendingPathComponent("Scenes/\($0)").path }
        let loaded = Compiler().load(sample)
        reported += Self.compare(loaded.graph, note: "Scenes/")
        // The sample's scenes with their outlets retyped and repointed at random.
        var random = SeededRandom(seed: 0x07E7)
        let types: [String?] = [nil, "Label", "Button", "View", "Control", "ScrollView", "TableViewCell", "BarButtonItem", "StarRatingView", "Kit.StarRatingView"]
        for round in 0..<40 {
            var documents = loaded.graph.documents
            for documentIndex in documents.indices {
                for sceneIndex in documents[documentIndex].scenes.indices {
                    var scene = documents[documentIndex].scenes[sceneIndex]
                    var ids: [String] = ["missing"]
                    scene.rootView?.forEachInTree { view in if let id = view.id { ids.append(id) } }
                    scene.forEachBarButtonItem { item in if let id = item.id { ids.append(id) } }
                    scene.forEachCell { cell in if let id = cell.id { ids.append(id) } }
                    for index in scene.outlets.indices {
                        scene.outlets[index].type = types[random.below(types.count)]
                        scene.outlets[index].destination = ids[random.below(ids.count)]
                    }
                    for index in scene.outletCollections.indices {
                        scene.outletCollections[index].type = types[random.below(types.count)]
                        scene.outletCollections[index].destinations = (0..<random.below(4)).map { _ in ids[random.below(ids.count)] }
                    }
                    documents[documentIndex].scenes[sceneIndex] = scene
                }
            }
            reported += Self.compare(GraphResolver.resolve(documents).graph, note: "round \(round)")
        }
        #expect(reported > 50, "violations compared: \(reported)")
    }

    /// Prototype cells' outlets, retyped and repointed at random, and an id written twice in a
    /// cell and in a scene (an error of its own): the last view with the id is the one checked,
    /// as the table by id had it.
    @Test func prototypeCellsAndRepeatedIDsReportAsTheFormerRule() {
        var random = SeededRandom(seed: 0xCE11)
        let types = ["Label", "Button", "View", "Control", "ImageView", "TableViewCell", "StarRatingView", "Kit.StarRatingView"]
        let ids = ["title", "go", "photo", "box", "missing"]
        func pick(_ list: [String]) -> String { list[random.below(list.count)] }
        var reported = 0
        for round in 0..<40 {
            let cellOutlets = (0..<3).map { "<outlet property=\"cell\($0)\" destination=\"\(pick(ids))\" type=\"\(pick(types))\"/>" }
                .joined()
            let cellCollection = "<outletCollection property=\"cells\" destinations=\"\(pick(ids)) \(pick(ids))\" type=\"\(pick(types))\"/>"
            let sceneOutlets = (0..<2).map { "<outlet property=\"scene\($0)\" destination=\"\(pick(["top", "again"]))\" type=\"\(pick(types))\"/>" }
                .joined()
            let text = """
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list" kind="table">
                    <view>
                      <tableView id="table">
                        <cell id="row" reuseIdentifier="Row">
                          <label id="title"/><button id="go" title="Go"/><imageView id="photo"/><view id="box"/><label id="box"/>
                          \(cellOutlets)\(cellCollection)
                        </cell>
                      </tableView>
                    </view>
                    \(sceneOutlets)
                  </controller>
                </scenes>
                """
            reported += Self.compare(run(files: [("Cells.scene", text)]).graph, note: "cells, round \(round)")
        }
        #expect(reported > 20, "violations compared: \(reported)")
    }

    /// The rule walks a tree again for cells and bar items only when it may hold some. Scenes
    /// made at random with views, static and prototype cells, bar items and custom views in every
    /// place — in the tree, in cells, in bar items of the tree and of the controller, a table with
    /// static cells inside a custom view — and ids repeated across them must report as the
    /// former rule, which walked each time.
    @Test func cellsAndBarItemsAnywhereReportAsTheFormerRule() {
        var random = SeededRandom(seed: 0xBA2)
        func below(_ bound: Int) -> Int { random.below(bound) }
        let ids = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        let kinds: [ViewKind] = [.label, .button, .view, .imageView, .tableView]
        // Whether the tree being made may hold cells and bar items (half the trees hold neither,
        // so that only the controller's bar items can lead to cells).
        var plain = false
        let types = ["Label", "Button", "View", "ImageView", "TableViewCell", "BarButtonItem", "Control", "Custom"]
        var line = 1
        func at() -> SourceRange {
            line += 1
            return SourceRange(element: SourceLocation(file: "A.scene", line: line, column: 3))
        }
        func view(depth: Int) -> ViewNode {
            var view = ViewNode(id: below(3) == 0 ? nil : ids[below(ids.count)], kind: kinds[below(kinds.count)], source: at())
            if below(3) == 0 { view.className = "Custom" }
            guard depth < 3 else { return view }
            view.subviews = (0..<below(3)).map { _ in subview(depth + 1) }
            if !plain, below(3) == 0 {
                view.cells = (0..<1 + below(2)).map { _ in
                    var cell = CellPrototype(id: ids[below(ids.count)], isCollectionCell: false, source: at())
                    cell.isStatic = below(2) == 0
                    cell.subviews = (0..<below(2)).map { _ in subview(depth + 1) }
                    return cell
                }
            }
            if !plain, below(5) == 0 { view.barItems = (0..<1 + below(2)).map { _ in item(depth: depth) } }
            return view
        }
        func item(depth: Int) -> BarButtonItemNode {
            var item = BarButtonItemNode(id: ids[below(ids.count)], source: at())
            if below(2) == 0 { item.customView = subview(depth + 1) }
            return item
        }
        func subview(_ depth: Int) -> ViewNode { view(depth: depth) }  // the name `view` is the local variable inside `view(depth:)`
        var reported = 0
        for round in 0..<400 {
            var scene = Scene(id: SceneID(document: "A.scene", name: "s"), kind: .controller, source: at())
            plain = below(2) == 0
            scene.rootView = below(6) == 0 ? nil : view(depth: 0)
            plain = false
            if below(2) == 0 {
                var navigationItem = NavigationItemNode(source: at())
                navigationItem.rightItems = (0..<below(3)).map { _ in item(depth: 1) }
                scene.navigationItem = navigationItem
            }
            scene.outlets = (0..<below(8)).map { index in
                var outlet = Outlet(property: "outlet\(index)", destination: ids[below(ids.count)], source: at())
                outlet.type = below(5) == 0 ? nil : types[below(types.count)]
                return outlet
            }
            var document = SceneDocument(path: "A.scene", dialect: .scene, formatVersion: 1, source: at())
            document.scenes = [scene]
            reported += Self.compare(GraphResolver.resolve([document]).graph, note: "round \(round)")
        }
        #expect(reported > 200, "violations compared: \(reported)")
    }
}
