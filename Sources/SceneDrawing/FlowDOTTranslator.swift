import SceneGraph

/// Translates a scene graph into the DOT graph of its flow: one cluster per file, a box per
/// scene, an arrow per segue, embed and relationship, and a legend.
///
/// Arrows go to the destination named in the file (a reference scene when the destination
/// lives in another file); a reference box has a dashed line to the scene it stands for when
/// that file is part of the graph. Unwind segues, which have no static destination, are
/// drawn dashed to every scene that declares their unwind action, or to an exit box when none
/// does. Every box and arrow gets an id from ``FlowIDs`` and classes the HTML page uses:
/// boxes `scene kind-<kind>` (and `initial`), arrows `segue kind-<kind> from-<id> to-<id>`.
public enum FlowDOTTranslator {
    /// The size a box reserves for its thumbnail, in points.
    public struct ThumbnailSize: Hashable, Sendable {
        public var width: Int
        public var height: Int
        /// Creates a size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The graph's flow as DOT; `legend: false` leaves the legend out. The boxes named in
    /// `thumbnails` (by ``FlowIDs`` id) reserve a cell of that size under their text, filled
    /// with a placeholder colour that ``FlowThumbnailInliner`` finds in Graphviz's SVG.
    public static func translate(_ graph: ResolvedGraph, legend: Bool = true, thumbnails: [String: ThumbnailSize] = [:]) -> DOTGraph {
        var translation = Translation(graph: graph, thumbnails: thumbnails)
        for index in graph.documents.indices { translation.add(document: index) }
        var dot = DOTGraph(
            name: "scenes",
            attributes: [
                "rankdir": "LR", "fontname": .string(FlowStyle.font), "fontsize": "12", "bgcolor": "white",
                "pad": "0.3", "nodesep": "0.35", "ranksep": "0.7", "outputorder": "edgesfirst",
            ],
            nodeDefaults: ["fontname": .string(FlowStyle.font), "fontsize": "11", "color": .string(FlowStyle.outline), "margin": "0.12,0.06"],
            edgeDefaults: ["fontname": .string(FlowStyle.font), "fontsize": "9", "arrowsize": "0.8"],
            statements: translation.clusters + translation.edges)
        if legend {
            dot.attributes["label"] = .html(FlowLegend.label())
            dot.attributes["labelloc"] = "t"
            dot.attributes["labeljust"] = "l"
        }
        return dot
    }

    /// The DOT node name of a scene: its `path#id`. (A second scene with the same id in a file,
    /// an error the resolver reports, is drawn as `path#id#index`.)
    public static func nodeName(_ id: SceneID) -> String { id.description }

    private struct Translation {
        let graph: ResolvedGraph
        let thumbnails: [String: ThumbnailSize]
        /// DOT node name → SVG id, for every scene of every document.
        var svgIDs: [String: String] = [:]
        /// Unwind action → the scenes that declare it, in graph order.
        var declarers: [String: [SceneID]] = [:]
        var clusters: [DOTStatement] = []
        var edges: [DOTStatement] = []

        init(graph: ResolvedGraph, thumbnails: [String: ThumbnailSize]) {
            self.graph = graph
            self.thumbnails = thumbnails
            for (d, document) in graph.documents.enumerated() {
                for (s, scene) in document.scenes.enumerated() where svgIDs[nodeName(scene.id)] == nil {
                    svgIDs[nodeName(scene.id)] = FlowIDs.scene(d, s)
                }
            }
            for scene in graph.allScenes {
                for action in scene.unwindActions where declarers[action.method]?.contains(scene.id) != true {
                    declarers[action.method, default: []].append(scene.id)
                }
            }
        }

        mutating func add(document d: Int) {
            let document = graph.documents[d]
            var nodes: [DOTStatement] = []
            var seen: Set<String> = []
            var exits: [String: String] = [:], missing: [String: String] = [:]

            if let initial = document.initialScene, let s = document.scenes.firstIndex(where: { $0.id.name == initial }) {
                let start = FlowIDs.initial(d)
                nodes.append(.node(DOTNode(start, [
                    "id": .string(start), "class": "initial-marker", "shape": "point", "width": "0.14",
                    "color": .string(FlowStyle.initialArrow.color), "label": "",
                ])))
                edges.append(.edge(DOTEdge(from: start, to: nodeName(document.scenes[s].id),
                                           attributes(FlowStyle.initialArrow, id: "\(start)-arrow", classes: "initial-arrow to-\(FlowIDs.scene(d, s))"))))
            }

            for (s, scene) in document.scenes.enumerated() {
                let isDuplicate = !seen.insert(scene.id.name).inserted
                let name = isDuplicate ? "\(nodeName(scene.id))#\(s)" : nodeName(scene.id)
                let isInitial = scene.id.name == document.initialScene && !isDuplicate
                nodes.append(.node(sceneNode(scene, name: name, id: FlowIDs.scene(d, s), initial: isInitial)))
                if scene.kind == .reference, let target = graph.target(of: scene.id), target != scene.id,
                   let targetID = svgIDs[nodeName(target)] {
                    var link = attributes(FlowStyle.referenceLink, id: FlowIDs.reference(d, s),
                                          classes: "reference-link from-\(FlowIDs.scene(d, s)) to-\(targetID)")
                    link["label"] = "reference"
                    edges.append(.edge(DOTEdge(from: name, to: nodeName(target), link)))
                }
                for (k, segue) in scene.segues.enumerated() {
                    let from = FlowIDs.scene(d, s)
                    let style = FlowStyle.edge(segue.kind)
                    let label = FlowDOTTranslator.label(of: segue, in: scene)
                    var targets: [String] = []
                    if segue.kind == .unwind {
                        targets = (declarers[segue.unwindAction ?? ""] ?? []).map(nodeName)
                        if targets.isEmpty {
                            let method = segue.unwindAction ?? ""
                            let exit = exits[method] ?? FlowIDs.exit(d, exits.count)
                            if exits[method] == nil {
                                exits[method] = exit
                                nodes.append(.node(auxiliaryNode(exit, style: FlowStyle.exit, classes: "exit",
                                    heading: "Exit", detail: method.isEmpty ? "no unwind action" : "\(method)()",
                                    note: "no scene declares it")))
                            }
                            targets = [exit]
                        }
                    } else if let destination = segue.destination {
                        if document.scene(named: destination) != nil {
                            targets = [nodeName(SceneID(document: document.path, name: destination))]
                        } else {
                            let box = missing[destination] ?? FlowIDs.missing(d, missing.count)
                            if missing[destination] == nil {
                                missing[destination] = box
                                nodes.append(.node(auxiliaryNode(box, style: FlowStyle.missing, classes: "missing",
                                    heading: destination, detail: "missing destination", note: "no scene has this id",
                                    outline: FlowStyle.missingOutline)))
                            }
                            targets = [box]
                        }
                    }
                    for (t, target) in targets.enumerated() {
                        let id = targets.count == 1 ? FlowIDs.segue(d, s, k) : "\(FlowIDs.segue(d, s, k))-\(t)"
                        var edge = attributes(style, id: id, classes: "segue kind-\(segue.kind.rawValue) from-\(from) to-\(svgIDs[target] ?? target)")
                        if !label.isEmpty { edge["label"] = .string(label) }
                        if segue.kind == .unwind { edge["constraint"] = "false" }
                        edges.append(.edge(DOTEdge(from: name, to: target, edge)))
                    }
                }
            }

            var title = DOTHTML.element("B", [:], .text(document.path))
            if let module = document.module { title = title + .text("  (\(module))") }
            clusters.append(.subgraph(DOTSubgraph(
                name: "cluster_\(d)",
                attributes: [
                    "id": .string(FlowIDs.file(d)), "class": "file", "label": .html(title), "labeljust": "l",
                    "style": "rounded,filled", "color": "#9ca3af", "fillcolor": "#f9fafb", "margin": "16",
                ],
                statements: nodes)))
        }

        func sceneNode(_ scene: Scene, name: String, id: String, initial: Bool) -> DOTNode {
            let style = FlowStyle.node(scene.kind)
            var classes = "scene kind-\(scene.kind.rawValue)"
            if initial { classes += " initial" }
            var node = DOTNode(name, [
                "id": .string(id), "class": .string(classes), "shape": .string(style.shape),
                "style": .string(style.style), "fillcolor": .string(style.fill),
            ])
            if style.peripheries != 1 { node.attributes["peripheries"] = .string(String(style.peripheries)) }
            if initial { node.attributes["penwidth"] = "2.5" }
            var rows: [DOTHTML]
            if scene.kind == .reference {
                let target = scene.reference
                let resolved = graph.target(of: scene.id)
                rows = [
                    .element("B", [:], .text("→ \(target?.file ?? "another file")")),
                    .element("FONT", ["POINT-SIZE": "10"], .text(
                        target?.scene.map { "scene \($0)" } ?? target?.storyboardID.map { "storyboard id \($0)" } ?? "its initial scene")),
                    .element("FONT", ["POINT-SIZE": "9", "COLOR": "#4b5563"], .text(
                        "reference · " + (resolved.map { "\($0)" } ?? "file not in this graph"))),
                ]
            } else {
                let facts = FlowSceneFacts(scene)
                let className = DOTHTML.text(facts.className)
                rows = [
                    .element("B", [:], .text(facts.heading)),
                    .element("FONT", ["POINT-SIZE": "10"], facts.declaresClass ? className : .element("I", [:], className)),
                    .element("FONT", ["POINT-SIZE": "9", "COLOR": "#4b5563"], .text(facts.summary(kind: scene.kind))),
                ]
            }
            if initial { rows.append(.element("FONT", ["POINT-SIZE": "9"], .element("B", [:], .text("▶ initial scene")))) }
            node.attributes["label"] = .html(table(rows, thumbnail: thumbnails[id]))
            return node
        }

        func auxiliaryNode(_ name: String, style: FlowStyle.Node, classes: String, heading: String, detail: String,
                           note: String, outline: String = FlowStyle.outline) -> DOTNode {
            DOTNode(name, [
                "id": .string(name), "class": .string(classes), "shape": .string(style.shape), "style": .string(style.style),
                "fillcolor": .string(style.fill), "color": .string(outline),
                "label": .html(table([
                    .element("B", [:], .text(heading)),
                    .element("FONT", ["POINT-SIZE": "10"], .text(detail)),
                    .element("FONT", ["POINT-SIZE": "9", "COLOR": "#4b5563"], .text(note)),
                ])),
            ])
        }
    }

    /// Rows of a box's label, centred, without borders; then, with a `thumbnail` size, an empty
    /// cell of that size for the thumbnail.
    static func table(_ rows: [DOTHTML], thumbnail: ThumbnailSize? = nil) -> DOTHTML {
        var cells = rows.map { DOTHTML.element("TR", [:], .element("TD", [:], $0)) }
        if let thumbnail {
            cells.append(.element("TR", [:], .element("TD", [
                "FIXEDSIZE": "TRUE", "WIDTH": String(thumbnail.width), "HEIGHT": String(thumbnail.height),
                "BGCOLOR": FlowThumbnailInliner.placeholderFill,
            ], .empty)))
        }
        return .element("TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "1"], .joined(cells))
    }

    /// The attributes that draw an edge in a style.
    static func attributes(_ style: FlowStyle.Edge, id: String, classes: String) -> DOTAttributes {
        var attributes: DOTAttributes = [
            "id": .string(id), "class": .string(classes), "color": .string(style.color), "fontcolor": .string(style.color),
            "style": .string(style.style), "arrowhead": .string(style.arrowhead),
        ]
        attributes["penwidth"] = .string(String(style.penWidth))
        return attributes
    }

    /// An arrow's label: the identifier, the relationship's role, or the unwind action.
    static func label(of segue: Segue, in scene: Scene) -> String {
        var parts: [String] = []
        if segue.kind == .relationship {
            var role = segue.relationship?.rawValue ?? segue.relationshipName ?? "relationship"
            if segue.relationship == .tab || segue.relationship == .page {
                let siblings = scene.segues.filter { $0.kind == .relationship && $0.relationship == segue.relationship }
                if siblings.count > 1, let index = siblings.firstIndex(of: segue) { role += " \(index + 1)" }
            }
            parts.append(role)
        } else {
            if segue.kind.isLegacy { parts.append(segue.kind.rawValue) }
            if let identifier = segue.identifier, !identifier.isEmpty { parts.append(identifier) }
            if segue.kind == .unwind, let action = segue.unwindAction { parts.append("⇠ \(action)()") }
        }
        return parts.joined(separator: "\n")
    }
}
