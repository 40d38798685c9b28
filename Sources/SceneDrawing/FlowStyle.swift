import SceneGraph

/// How `scenec graph` draws a flow: a shape and fill per scene kind, a colour, line style and
/// arrowhead per segue kind. docs/Graph.md lists the same conventions for people.
public enum FlowStyle {
    /// How edges of one kind look.
    public struct Edge: Hashable, Sendable {
        /// The line and label colour (`#rrggbb`).
        public var color: String
        /// Graphviz `style`: `solid`, `dashed`, `dotted`.
        public var style: String
        /// Line width in points.
        public var penWidth: Double
        /// Graphviz `arrowhead`.
        public var arrowhead: String

        /// A character that looks like the arrowhead, for the legend.
        public var arrowGlyph: String {
            switch arrowhead {
            case "onormal", "empty": "▷"
            case "odiamond": "◇"
            case "vee": "❯"
            case "obox": "□"
            case "dot": "●"
            default: "▶"
            }
        }
    }

    /// How boxes of one kind look.
    public struct Node: Hashable, Sendable {
        /// Graphviz `shape`.
        public var shape: String
        /// Graphviz `style` (`rounded,filled`, `filled,dashed`, …).
        public var style: String
        /// The fill colour (`#rrggbb`).
        public var fill: String
        /// The number of outlines (2 draws a double border).
        public var peripheries: Int
        /// The shape in words, for the legend.
        public var description: String
    }

    /// The segue kinds the legend shows, in order (legacy kinds share one dotted entry).
    public static let legendSegueKinds: [SegueKind] = [.show, .showDetail, .present, .popover, .custom, .unwind, .embed, .relationship, .push]

    /// The scene kinds the legend shows, in order.
    public static let legendSceneKinds: [SceneKind] = SceneKind.allCases

    /// The style of a segue kind; legacy kinds look like their modern counterpart, dotted.
    public static func edge(_ kind: SegueKind) -> Edge {
        switch kind {
        case .show: Edge(color: "#2563eb", style: "solid", penWidth: 1.5, arrowhead: "normal")
        case .showDetail: Edge(color: "#0891b2", style: "solid", penWidth: 1.5, arrowhead: "onormal")
        case .present: Edge(color: "#7c3aed", style: "solid", penWidth: 2.5, arrowhead: "normal")
        case .popover: Edge(color: "#db2777", style: "solid", penWidth: 1.5, arrowhead: "odiamond")
        case .custom: Edge(color: "#ea580c", style: "solid", penWidth: 1.5, arrowhead: "vee")
        case .unwind: Edge(color: "#6b7280", style: "dashed", penWidth: 1.5, arrowhead: "normal")
        case .embed: Edge(color: "#15803d", style: "solid", penWidth: 2.5, arrowhead: "obox")
        case .relationship: Edge(color: "#334155", style: "solid", penWidth: 2.5, arrowhead: "dot")
        case .push: Edge(color: "#2563eb", style: "dotted", penWidth: 1.5, arrowhead: "normal")
        case .modal: Edge(color: "#7c3aed", style: "dotted", penWidth: 2.5, arrowhead: "normal")
        case .replace: Edge(color: "#0891b2", style: "dotted", penWidth: 1.5, arrowhead: "onormal")
        case .legacyPopover: Edge(color: "#db2777", style: "dotted", penWidth: 1.5, arrowhead: "odiamond")
        }
    }

    /// The legend's name for a segue kind.
    public static func legendName(_ kind: SegueKind) -> String {
        kind.isLegacy ? "legacy (push, modal, …)" : kind.rawValue
    }

    /// The style of a scene kind.
    public static func node(_ kind: SceneKind) -> Node {
        switch kind {
        case .controller: Node(shape: "box", style: "rounded,filled", fill: "#ffffff", peripheries: 1, description: "rounded box")
        case .tableController: Node(shape: "box", style: "rounded,filled", fill: "#dbeafe", peripheries: 1, description: "rounded box, blue")
        case .collectionController: Node(shape: "box", style: "rounded,filled", fill: "#dcfce7", peripheries: 1, description: "rounded box, green")
        case .navigation: Node(shape: "box3d", style: "filled", fill: "#fef9c3", peripheries: 1, description: "3-D box")
        case .tabBar: Node(shape: "tab", style: "filled", fill: "#ffedd5", peripheries: 1, description: "tab")
        case .split: Node(shape: "component", style: "filled", fill: "#ede9fe", peripheries: 1, description: "component")
        case .page: Node(shape: "note", style: "filled", fill: "#fce7f3", peripheries: 1, description: "note")
        case .customContainer: Node(shape: "box", style: "filled", fill: "#e0f2fe", peripheries: 2, description: "double border")
        case .reference: Node(shape: "box", style: "rounded,filled,dashed", fill: "#f3f4f6", peripheries: 1, description: "dashed box: a scene of another file")
        }
    }

    /// Where an unwind segue goes when no scene declares its action.
    public static let exit = Node(shape: "invhouse", style: "filled,dashed", fill: "#f3f4f6", peripheries: 1, description: "exit: no scene declares the unwind action")

    /// A destination that names no scene of its file.
    public static let missing = Node(shape: "box", style: "filled,dashed", fill: "#fee2e2", peripheries: 1, description: "missing destination")

    /// The line from a reference box to the scene it stands for (when that file is loaded too).
    public static let referenceLink = Edge(color: "#9ca3af", style: "dashed", penWidth: 1.2, arrowhead: "empty")

    /// The arrow that points at a file's initial scene.
    public static let initialArrow = Edge(color: "#111827", style: "solid", penWidth: 2, arrowhead: "normal")

    /// Outline colour of boxes; the initial scene's outline is thicker.
    public static let outline = "#374151"

    /// Colour of a missing destination's outline.
    public static let missingOutline = "#dc2626"

    /// The font every label uses.
    public static let font = "Helvetica"
}
