import SceneGraph
import SceneParser

/// Navigation items and bar button items.
extension ConversionState {
    mutating func write(_ item: NavigationItemNode, in scene: Scene, to writer: inout XMLWriter) {
        let spec = SceneVocabulary.elements["navigationItem"]
        let attributes: [(String, String?)] = ["title", "prompt", "largeTitleDisplayMode"].map { key in
            (key, item.properties[key].flatMap { Self.fits($0, spec?.attribute(key)?.type) ? $0 : nil })
        }
        writer.element("navigationItem", attributes) { writer in
            for (placement, items) in [("left", item.leftItems), ("right", item.rightItems)] {
                for barItem in items { self.write(barItem, placement: placement, in: scene, to: &writer) }
            }
        }
    }

    /// A `<barButtonItem>`; `placement` is nil outside a navigation item.
    mutating func write(_ item: BarButtonItemNode, placement: String?, in scene: Scene, to writer: inout XMLWriter) {
        var attributes: [(String, String?)] = [
            ("id", item.id), ("placement", placement), ("class", typeName(item.className, at: item.source.element)),
        ]
        attributes += Self.fittingProperties(item.properties, of: "barButtonItem", except: ["id", "placement", "class"])
        attributes += [("accessibilityLabel", item.accessibilityLabel), ("accessibilityIdentifier", item.accessibilityIdentifier)]
        writer.element("barButtonItem", attributes) { writer in
            self.write(item.actions, withEvent: false, to: &writer)
            if let custom = item.customView { self.write(custom, in: scene, to: &writer) }
        }
    }
}
