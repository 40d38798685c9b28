import SceneGraph

/// The legend of a flow: a table with a line sample per segue kind
/// (colour, width, dash pattern and arrowhead) and a swatch per scene kind (fill, outline and
/// the shape in words). It is the graph's label, placed above the flow, so it takes no part in
/// the layout and keeps its size whatever the graph.
enum FlowLegend {
    /// The table, as the graph's label.
    static func label() -> DOTHTML {
        var segues = FlowStyle.legendSegueKinds.map { kind in
            segueRow(FlowStyle.edge(kind), name: FlowStyle.legendName(kind))
        }
        segues.append(segueRow(FlowStyle.referenceLink, name: "reference → its scene"))
        segues.append(segueRow(FlowStyle.initialArrow, name: "initial scene"))
        var scenes = FlowStyle.legendSceneKinds.map { kind in
            sceneRow(FlowStyle.node(kind), name: kind.rawValue)
        }
        scenes.append(sceneRow(FlowStyle.exit, name: "exit", outline: FlowStyle.outline))
        scenes.append(sceneRow(FlowStyle.missing, name: "missing", outline: FlowStyle.missingOutline))
        let column = { (rows: [DOTHTML]) -> DOTHTML in
            .element("TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "2"], .joined(rows))
        }
        let body = DOTHTML.element("TR", [:], .element("TD", ["COLSPAN": "2", "ALIGN": "LEFT"], .element("B", [:], .text("Legend"))))
            + .element("TR", [:],
                       .element("TD", ["VALIGN": "TOP"], column(segues)) + .element("TD", ["VALIGN": "TOP"], column(scenes)))
        return .element("FONT", ["POINT-SIZE": "9"], .element("TABLE", [
            "BORDER": "1", "COLOR": "#d1d5db", "BGCOLOR": "#ffffff", "CELLBORDER": "0", "CELLSPACING": "0",
            "CELLPADDING": "4",
        ], body))
    }

    private static func segueRow(_ style: FlowStyle.Edge, name: String) -> DOTHTML {
        let width = String(Int(style.penWidth.rounded()))
        let line: KeyValuePairs<String, String> = style.style == "solid"
            ? ["BORDER": width, "SIDES": "B", "COLOR": style.color, "WIDTH": "34", "HEIGHT": "9", "FIXEDSIZE": "TRUE"]
            : ["BORDER": width, "SIDES": "B", "COLOR": style.color, "WIDTH": "34", "HEIGHT": "9", "FIXEDSIZE": "TRUE", "STYLE": style.style]
        return .element("TR", [:],
            .element("TD", line, .empty)
            + .element("TD", ["ALIGN": "LEFT"], .element("FONT", ["COLOR": style.color], .text(style.arrowGlyph)))
            + .element("TD", ["ALIGN": "LEFT"], .element("FONT", ["COLOR": style.color], .text(name))))
    }

    private static func sceneRow(_ style: FlowStyle.Node, name: String, outline: String = FlowStyle.outline) -> DOTHTML {
        let dashed = style.style.contains("dashed")
        let swatch: KeyValuePairs<String, String> = dashed
            ? ["BGCOLOR": style.fill, "BORDER": "1", "COLOR": outline, "WIDTH": "26", "HEIGHT": "12", "FIXEDSIZE": "TRUE", "STYLE": "dashed"]
            : ["BGCOLOR": style.fill, "BORDER": String(style.peripheries), "COLOR": outline, "WIDTH": "26", "HEIGHT": "12", "FIXEDSIZE": "TRUE"]
        return .element("TR", [:],
            .element("TD", swatch, .empty)
            + .element("TD", ["ALIGN": "LEFT", "COLSPAN": "2"],
                       .text(name + " ") + .element("FONT", ["COLOR": "#6b7280"], .text("(\(style.description))"))))
    }
}
