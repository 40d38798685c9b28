import SceneGraph

/// The bars each scene of a document sits under, inferred as Interface Builder infers its
/// simulated metrics: a navigation controller's root and what it pushes get a navigation bar, a
/// tab bar controller's tabs (and what their navigation controllers push) get a tab bar; a
/// scene's own simulated metrics win over the inference.
public enum ContainerBars {
    /// The bars of every scene of `document`, by scene id name.
    public static func bars(in document: SceneDocument) -> [String: SceneBars] {
        var underNavigation: Set<String> = []
        // Scenes under a navigation controller whose own bar is opaque (`translucent="NO"`).
        var underOpaqueNavigation: Set<String> = []
        var underTabs: Set<String> = []
        var toolbarShown: Set<String> = []
        let scenes = Dictionary(document.scenes.map { ($0.id.name, $0) }, uniquingKeysWith: { first, _ in first })

        // Breadth first along relationships and pushes, carrying the containers above.
        struct Visit { var scene: String; var navigation: Bool; var tabs: Bool; var toolbar: Bool; var opaque = false }
        var queue: [Visit] = []
        for scene in document.scenes where scene.kind == .tabBar {
            for segue in scene.segues where segue.relationship == .tab {
                if let destination = segue.destination { queue.append(Visit(scene: destination, navigation: false, tabs: true, toolbar: false)) }
            }
        }
        for scene in document.scenes where scene.kind == .navigation {
            let toolbar = scene.flags["toolbarHidden"] == false
            for segue in scene.segues where segue.relationship == .root {
                if let destination = segue.destination {
                    queue.append(Visit(
                        scene: destination, navigation: scene.flags["navigationBarHidden"] != true, tabs: false, toolbar: toolbar,
                        opaque: scene.designedBars.opaqueTopBar))
                }
            }
        }
        var seen: Set<String> = []
        var index = 0
        while index < queue.count {
            var visit = queue[index]
            index += 1
            let key = "\(visit.scene)|\(visit.navigation)|\(visit.tabs)|\(visit.toolbar)|\(visit.opaque)"
            guard seen.insert(key).inserted, let scene = scenes[visit.scene] else { continue }
            if scene.kind == .navigation {
                // A navigation controller inside a tab passes the tab bar on to its root.
                for segue in scene.segues where segue.relationship == .root {
                    if let destination = segue.destination {
                        queue.append(Visit(
                            scene: destination, navigation: scene.flags["navigationBarHidden"] != true, tabs: visit.tabs,
                            toolbar: scene.flags["toolbarHidden"] == false, opaque: scene.designedBars.opaqueTopBar))
                    }
                }
                continue
            }
            if visit.navigation { underNavigation.insert(visit.scene) }
            if visit.navigation && visit.opaque { underOpaqueNavigation.insert(visit.scene) }
            if visit.tabs { underTabs.insert(visit.scene) }
            if visit.toolbar { toolbarShown.insert(visit.scene) }
            guard visit.navigation else { continue }
            for segue in scene.segues where segue.kind == .show || segue.kind == .push {
                guard let destination = segue.destination, scenes[destination]?.kind != .navigation else { continue }
                if scenes[destination]?.flags["hidesBottomBarWhenPushed"] == true { visit.tabs = false }
                queue.append(Visit(scene: destination, navigation: true, tabs: visit.tabs, toolbar: visit.toolbar, opaque: visit.opaque))
            }
        }

        var result: [String: SceneBars] = [:]
        for scene in document.scenes {
            let name = scene.id.name
            var bars = SceneBars.none
            bars.navigationBar = underNavigation.contains(name)
            bars.tabBar = underTabs.contains(name)
            bars.toolbar = toolbarShown.contains(name) && !scene.toolbarItems.isEmpty
            let designed = scene.designedBars
            if let status = designed.statusBar { bars.statusBar = status }
            switch designed.topBar {
            case "none"?: bars.navigationBar = false
            case "navigationBar"?: bars.navigationBar = true
            default: break
            }
            switch designed.bottomBar {
            case "none"?: bars.tabBar = false; bars.toolbar = false
            case "tabBar"?: bars.tabBar = true; bars.toolbar = false
            case "toolbar"?: bars.toolbar = true; bars.tabBar = false
            default: break
            }
            let opaqueContainerBar = designed.topBar == nil && underOpaqueNavigation.contains(name)
            bars.opaqueTopBar = (designed.opaqueTopBar || opaqueContainerBar) && bars.navigationBar
            bars.opaqueBottomBar = designed.opaqueBottomBar && (bars.tabBar || bars.toolbar)
            result[name] = bars
        }
        return result
    }
}

extension Scene {
    /// Whether any view, cell or cell content view of the scene holds a constraint.
    ///
    /// A view is asked in place (``ViewNode/holdsConstraints``): a copy of each view's layout was
    /// ~300 instructions a view, for every scene of a file whose rules read layouts, before the
    /// rules start (issue 26).
    public var declaresConstraints: Bool {
        var found = false
        forEachView { view in
            if view.holdsConstraints { found = true }
            for cell in view.cells where !cell.contentLayout.constraints.isEmpty || !cell.layout.constraints.isEmpty {
                found = true
            }
        }
        return found
    }
}
