import SceneGraph
import SceneParser

/// Gesture recognizers and runtime attributes.
extension ConversionState {
    /// The recognizers `view` lists, each written inside the first view that lists it.
    mutating func writeGestures(of view: ViewNode, to writer: inout XMLWriter) {
        for id in view.gestureRecognizers {
            guard let gesture = names.gestures[id] else {
                lose("gesture recognizers that are not their scene's", at: view.source.element)
                continue
            }
            guard names.writtenGestures.insert(id).inserted else {
                lose("gesture recognizers attached to a second view (written in the first)", at: view.source.element)
                continue
            }
            let element = gesture.kind.elementName
            var attributes: [(String, String?)] = [("id", id), ("class", typeName(gesture.className, at: gesture.source.element))]
            attributes += Self.fittingProperties(gesture.properties, of: element, except: ["id", "class"])
            writer.element(element, attributes) { writer in
                self.write(gesture.actions, withEvent: false, to: &writer)
            }
        }
    }

    /// `<runtimeAttribute>` elements, for those whose key path and value the format accepts.
    mutating func write(_ attributes: [RuntimeAttribute], to writer: inout XMLWriter) {
        for attribute in attributes {
            let fits = SwiftNameGate.Kind.keyPath.accepts(attribute.keyPath)
                && (attribute.type == .nil || attribute.value.map { SceneVocabulary.runtimeValueProblem($0, type: attribute.type) == nil } == true)
            guard fits else {
                lose("runtime attributes whose key path or value the scene format does not accept", at: attribute.source.element)
                continue
            }
            writer.element("runtimeAttribute", [
                ("keyPath", attribute.keyPath), ("type", attribute.type.rawValue), ("value", attribute.type == .nil ? nil : attribute.value),
            ])
        }
    }
}
