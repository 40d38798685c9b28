import SceneGraph

/// The tabs of a document's tab bar controllers, and which tab each scene is shown in: the
/// tab's own scene, the root of its navigation controller and what they push.
struct TabDirectory: Sendable {
    /// Each tab bar controller's tab titles, in order.
    private var tabBars: [[String]] = []
    /// For each scene reached from a tab: the tab bar (index in `tabBars`) and the tab.
    private var placement: [String: (bar: Int, tab: Int)] = [:]

    init(document: SceneDocument, graph: ResolvedGraph?) {
        for scene in document.scenes where scene.kind == .tabBar {
            let destinations = scene.segues.filter { $0.relationship == .tab }.compactMap(\.destination)
            guard !destinations.isEmpty else { continue }
            let bar = tabBars.count
            tabBars.append(destinations.enumerated().map { index, name in
                Self.title(ofTab: name, index: index, in: document, graph: graph)
            })
            for (tab, destination) in destinations.enumerated() {
                for name in Self.reached(from: destination, in: document) where placement[name] == nil {
                    placement[name] = (bar, tab)
                }
            }
        }
    }

    /// The tab titles of the tab bar a scene is shown in, and its tab; nil outside tabs.
    func tabs(of scene: String) -> (titles: [String], selected: Int)? {
        placement[scene].map { (tabBars[$0.bar], $0.tab) }
    }

    /// The scenes a tab shows: the tab's scene, through navigation roots and show or push segues.
    private static func reached(from start: String, in document: SceneDocument) -> [String] {
        var seen: Set<String> = [start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let name = queue[index]
            index += 1
            guard let scene = document.scene(named: name) else { continue }
            for segue in scene.segues {
                let follows = segue.relationship == .root || segue.kind == .show || segue.kind == .push
                if follows, let destination = segue.destination, document.scene(named: destination)?.kind != .tabBar,
                   seen.insert(destination).inserted {
                    queue.append(destination)
                }
            }
        }
        return queue
    }

    /// A tab's title: its tab bar item's title or system item, else (through references) the
    /// scene it stands for, else the scene's title, else `Item n`.
    private static func title(ofTab name: String, index: Int, in document: SceneDocument, graph: ResolvedGraph?) -> String {
        guard var scene = document.scene(named: name) else { return "Item \(index + 1)" }
        if let title = tabItemTitle(scene) { return title }
        if scene.kind == .reference, let graph, let target = graph.target(of: scene.id), let resolved = graph.scene(target) {
            scene = resolved
            if let title = tabItemTitle(scene) { return title }
        }
        return scene.title ?? scene.navigationItem?.properties["title"] ?? "Item \(index + 1)"
    }

    private static func tabItemTitle(_ scene: Scene) -> String? {
        guard let item = scene.tabBarItem else { return nil }
        if let title = item.properties["title"], !title.isEmpty { return title }
        guard let system = item.properties["systemItem"], !system.isEmpty else { return nil }
        return system.prefix(1).uppercased() + system.dropFirst()
    }
}
