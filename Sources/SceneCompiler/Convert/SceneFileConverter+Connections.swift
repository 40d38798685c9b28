import SceneCodeGen
import SceneGraph
import SceneParser

/// Outlets, actions and segues.
extension ConversionState {
    private static let unnamedObjects = "outlets owned by or pointing to objects other than views, bar items, gesture recognizers and the controller"

    /// The id a scene file writes for an outlet's destination, or nil when it cannot name it.
    private func destination(_ id: String, in scope: SceneNames.OutletScope) -> String? {
        if id == names.sceneID { return names.writtenAs }
        return scope.targets.contains(id) ? id : nil
    }

    /// The `owner` a scene file writes (nil for the implicit one), or `.none` when it cannot name it.
    private func owner(_ id: String?, in scope: SceneNames.OutletScope) -> String?? {
        guard let id, id != scope.implicitOwner else { return .some(nil) }
        return scope.owners.contains(id) ? .some(id) : .none
    }

    mutating func writeOutlets(_ outlets: [Outlet], _ collections: [OutletCollection], scope: SceneNames.OutletScope, to writer: inout XMLWriter) {
        for outlet in outlets {
            guard let owner = owner(outlet.owner, in: scope), let destination = destination(outlet.destination, in: scope),
                  SwiftName.isIdentifier(outlet.property) else {
                lose(Self.unnamedObjects, at: outlet.source.element)
                continue
            }
            writer.element("outlet", [("owner", owner), ("property", outlet.property), ("destination", destination), ("type", outlet.type)])
        }
        // Storyboards write one element per member of a collection; the scene format one per collection.
        var grouped: [(owner: String?, property: String, destinations: [String], type: String?)] = []
        for collection in collections {
            guard let owner = owner(collection.owner, in: scope), SwiftName.isIdentifier(collection.property) else {
                lose(Self.unnamedObjects, at: collection.source.element)
                continue
            }
            let destinations = collection.destinations.compactMap { destination($0, in: scope) }
            if destinations.count < collection.destinations.count { lose(Self.unnamedObjects, at: collection.source.element) }
            guard !destinations.isEmpty else { continue }
            if let index = grouped.firstIndex(where: { $0.property == collection.property && $0.owner == owner }) {
                grouped[index].destinations += destinations
            } else {
                grouped.append((owner, collection.property, destinations, collection.type))
            }
        }
        for collection in grouped {
            writer.element("outletCollection", [
                ("owner", collection.owner), ("property", collection.property),
                ("destinations", collection.destinations.joined(separator: " ")), ("type", collection.type),
            ])
        }
    }

    /// `<action>` elements; `withEvent` is false for senders without control events (bar button
    /// items, gesture recognizers).
    mutating func write(_ actions: [ActionConnection], withEvent: Bool, to writer: inout XMLWriter) {
        for action in actions where SwiftName.isIdentifier(action.method) {
            guard action.target == nil else {
                lose("actions sent to objects other than the controller and the first responder", at: action.source.element)
                continue
            }
            writer.element("action", [
                ("method", action.method),
                ("event", withEvent && action.event != .primaryActionTriggered ? action.event.rawValue : nil),
                ("target", action.isSentToFirstResponder ? SceneVocabulary.firstResponderTarget : nil),
            ])
        }
    }

    mutating func write(_ segue: Segue, of scene: Scene, container: String, to writer: inout XMLWriter) {
        let destination = segue.destination.flatMap { sceneNames[$0] }
        if segue.kind == .relationship {
            guard let role = segue.relationship, SceneVocabulary.relationshipRoles[container]?.contains(role) == true, let destination else {
                lose("relationships the scene format has no role for", at: segue.source.element)
                return
            }
            writer.element("relationship", [("kind", role.rawValue), ("destination", destination)])
            return
        }
        let kind: SegueKind
        switch segue.kind {
        case .push: kind = .show
        case .modal: kind = .present
        case .replace: kind = .showDetail
        case .legacyPopover: kind = .popover
        default: kind = segue.kind
        }
        if kind != segue.kind { lose("legacy segue kinds (written as their modern replacement)", at: segue.source.element) }
        var identifier = segue.identifier
        if let raw = identifier, !SwiftName.isIdentifier(raw) {
            identifier = SceneNaming.identifier(from: raw, fallback: "segue")
            lose("segue identifiers that are not Swift identifiers (written as one)", at: segue.source.element)
        }
        var trigger = segue.trigger
        if let value = trigger, !names.triggers.contains(value) {
            trigger = nil
            lose("segue triggers other than views, cells, bar items and gesture recognizers", at: segue.source.element)
        }
        let applies = { (attribute: String) in SceneVocabulary.segueAttributeKinds[attribute]?.contains(kind) ?? true }
        var attributes: [(String, String?)] = [("id", identifier), ("kind", kind.rawValue)]
        if kind != .unwind { attributes.append(("destination", destination)) }
        attributes.append(("trigger", trigger))
        if applies("presentationStyle") { attributes.append(("presentationStyle", segue.presentationStyle?.rawValue)) }
        if applies("transitionStyle") { attributes.append(("transitionStyle", segue.transitionStyle?.rawValue)) }
        if !segue.animates { attributes.append(("animates", "false")) }
        if applies("anchor"), let anchor = segue.anchor, names.anchors.contains(anchor) { attributes.append(("anchor", anchor)) }
        if applies("permittedArrowDirections"), !segue.permittedArrowDirections.isEmpty {
            attributes.append(("permittedArrowDirections", segue.permittedArrowDirections.map(\.rawValue).joined(separator: " ")))
        }
        if applies("preferredContentSize") { attributes.append(("preferredContentSize", segue.preferredContentSize?.description)) }
        if kind == .custom { attributes.append(("class", typeName(segue.customClass, at: segue.source.element))) }
        if kind == .unwind { attributes.append(("action", segue.unwindAction)) }
        if kind != .unwind, destination == nil { return }
        writer.element("segue", attributes) { writer in
            for parameter in segue.parameters {
                writer.element("parameter", [("name", parameter.name), ("type", parameter.type), ("default", parameter.defaultValue)])
            }
            for link in segue.deepLinks { writer.element("deepLink", [("pattern", link.pattern)]) }
        }
    }
}
