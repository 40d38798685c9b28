import SceneGraph

/// What a box of the flow says about a scene, and what the HTML page's details panel lists.
public struct FlowSceneFacts: Hashable, Sendable {
    /// One action: the method a control, bar item or gesture recognizer calls.
    public struct Action: Hashable, Sendable {
        /// The controller method.
        public var method: String
        /// The event, for controls.
        public var event: String?
        /// The id of the object that sends it.
        public var sender: String?
    }

    /// The heading: the title (the scene's, else its navigation item's), else for storyboards
    /// (whose ids are generated) the storyboard id, else the scene id.
    public var heading: String
    /// The Swift class: the declared one, else the runtime's class for the kind.
    public var className: String
    /// Whether `className` was declared (false: the runtime's default class).
    public var declaresClass: Bool
    /// The controller's own outlets (`property → destination`) and outlet collections.
    public var outlets: [String]
    /// Outlets that belong to other objects than the controller (`owner.property → destination`).
    public var otherOutlets: [String]
    /// The actions of the scene's views, bar items and gesture recognizers, in source order.
    public var actions: [Action]

    /// Gathers the facts about a scene.
    public init(_ scene: Scene) {
        heading = scene.title ?? scene.navigationItem?.properties["title"]
            ?? (scene.storyboardElement != nil ? scene.storyboardID : nil) ?? scene.id.name
        declaresClass = scene.className != nil
        className = scene.className ?? scene.kind.runtimeClassName
        outlets = scene.outlets.filter { $0.owner == nil }.map { "\($0.property) → \($0.destination)" }
            + scene.outletCollections.map { "\($0.property) → [\($0.destinations.joined(separator: ", "))]" }
        otherOutlets = scene.outlets.compactMap { outlet in outlet.owner.map { "\($0).\(outlet.property) → \(outlet.destination)" } }
        var actions: [Action] = []
        for view in scene.allViews {
            actions += view.actions.map { Action(method: $0.method, event: $0.event.rawValue, sender: view.id) }
        }
        for item in scene.allBarButtonItems {
            actions += item.actions.map { Action(method: $0.method, event: nil, sender: item.id) }
        }
        for object in scene.otherObjects {
            actions += object.actions.map { Action(method: $0.method, event: nil, sender: object.id ?? object.element) }
        }
        self.actions = actions
    }

    /// The box's summary line: `kind · N outlets · M actions`.
    public func summary(kind: SceneKind) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [kind.rawValue, plural(outlets.count, "outlet"), plural(actions.count, "action")].joined(separator: " · ")
    }
}
