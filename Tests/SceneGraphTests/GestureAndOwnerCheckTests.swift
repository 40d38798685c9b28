import Testing

@testable import SceneGraph

/// The resolver walks a scene's views for gesture recognizers only when a view it visits names
/// one or a bar button item has a custom view, and makes an outlet owner's groups only for an
/// outlet with an owner (issue 26). Wherever a view naming a recognizer sits — in the tree, in a
/// static or prototype cell, in a bar button item's custom view in the tree or the controller's —
/// its mistakes are still reported, at that view; and owners are still checked in scenes and cells.
@Suite("Gesture and owner checks")
struct GestureAndOwnerCheckTests {
    static func at(_ line: Int) -> SourceRange { SourceRange(element: SourceLocation(file: "A.scene", line: line, column: 3)) }

    /// A scene with a recognizer `tap` and views in every place a view can be, one of which (at
    /// line 50) names `attached`.
    static func scene(placing attached: [String], at place: Int) -> Scene {
        var scene = Scene(id: SceneID(document: "A.scene", name: "s"), kind: .controller, source: at(1))
        scene.gestureRecognizers = [GestureRecognizerNode(id: "tap", kind: .tap, source: at(2))]
        func view(_ id: String, line: Int) -> ViewNode {
            var view = ViewNode(id: id, kind: .view, source: at(line))
            if line == 50 { view.gestureRecognizers = attached }
            return view
        }
        var root = ViewNode(id: "root", kind: .view, source: at(3))
        var subview = view("sub", line: place == 0 ? 50 : 4)
        subview.subviews = [view("deep", line: 5)]
        root.subviews = [subview]
        var table = ViewNode(id: "table", kind: .tableView, source: at(6))
        var prototype = CellPrototype(id: "row", isCollectionCell: false, source: at(7))
        prototype.subviews = [view("rowLabel", line: place == 1 ? 50 : 8)]
        var staticCell = CellPrototype(id: "fixed", isCollectionCell: false, source: at(9))
        staticCell.isStatic = true
        staticCell.subviews = [view("fixedLabel", line: place == 2 ? 50 : 10)]
        table.cells = [prototype, staticCell]
        var toolbar = ViewNode(id: "bar", kind: .toolbar, source: at(11))
        var treeItem = BarButtonItemNode(id: "treeItem", source: at(12))
        if place == 3 { treeItem.customView = view("treeCustom", line: 50) }
        toolbar.barItems = [treeItem]
        root.subviews += [table, toolbar]
        scene.rootView = root
        var navigationItem = NavigationItemNode(source: at(13))
        var item = BarButtonItemNode(id: "item", source: at(14))
        if place == 4 { item.customView = view("itemCustom", line: 50) }
        navigationItem.rightItems = [item]
        scene.navigationItem = navigationItem
        return scene
    }

    static func check(_ scene: Scene) -> [Diagnostic] {
        var document = SceneDocument(path: "A.scene", dialect: .scene, formatVersion: 1, source: at(1))
        document.scenes = [scene]
        return GraphResolver.check(document)
    }

    @Test(arguments: 0..<5)
    func aViewNamingRecognizersIsCheckedWhereverItIs(_ place: Int) {
        let dangling = Self.check(Self.scene(placing: ["tapp"], at: place)).filter { $0.ruleID == GraphResolver.Rule.danglingGesture }
        #expect(dangling.map { $0.location?.line } == [50], "place \(place): \(dangling)")
        #expect(dangling.first?.message.contains("'tapp' is not a gesture recognizer of scene 's'") == true)
        // Attached once there: no problem; the views with none: nothing to say either.
        #expect(Self.check(Self.scene(placing: ["tap"], at: place)).isEmpty, "place \(place)")
        #expect(Self.check(Self.scene(placing: [], at: place)).isEmpty, "place \(place)")
    }

    @Test func aRecognizerAttachedTwiceIsReported() {
        var scene = Self.scene(placing: ["tap"], at: 1)
        scene.rootView?.subviews[0].gestureRecognizers = ["tap"]
        let twice = Self.check(scene).filter { $0.ruleID == GraphResolver.Rule.danglingGesture }
        #expect(twice.count == 1 && twice.first?.message.contains("attached to a second view") == true, "\(twice)")
    }

    @Test func ownersAreCheckedInScenesAndCells() {
        var scene = Self.scene(placing: [], at: 0)
        var owned = Outlet(property: "dataSource", destination: "s", source: Self.at(20))
        owned.owner = "tabel"
        var known = Outlet(property: "delegate", destination: "s", source: Self.at(21))
        known.owner = "table"
        scene.outlets = [known, owned]
        var cellOutlet = Outlet(property: "label", destination: "rowLabel", source: Self.at(22))
        cellOutlet.owner = "nowhere"
        scene.rootView?.subviews[1].cells[0].outlets = [cellOutlet]
        let problems = Self.check(scene).filter { $0.ruleID == GraphResolver.Rule.danglingOutlet }
        #expect(problems.map { $0.location?.line } == [20, 22], "\(problems)")
        #expect(problems.first?.message.contains("owned by 'tabel', which is not a view, bar button item or gesture recognizer of scene 's'; did you mean 'table'?") == true,
                "\(problems.first?.message ?? "")")
        #expect(problems.last?.message.contains("of prototype cell 'row'") == true, "\(problems.last?.message ?? "")")
    }
}
