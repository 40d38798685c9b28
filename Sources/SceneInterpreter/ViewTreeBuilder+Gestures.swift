import Foundation
import SceneGraph
import SceneRuntime

/// Gesture recognizers, as generated code's `attachGestures` makes them: the runtime class of
/// each recognizer's kind with its settings, its actions reported (or sent up the responder
/// chain) and the segues it triggers performed, attached to its view.
extension ViewTreeBuilder {
    /// Creates the recognizers the view lists, wires them and attaches them; outside cells,
    /// each one that does something becomes an affordance (`gesture tap on photo`).
    mutating func attachGestures(_ node: ViewNode, to view: View) {
        for id in node.gestureRecognizers {
            guard let gesture = scene.gestureRecognizers.first(where: { $0.id == id }) else { continue }
            let recognizer = GestureValues.make(gesture)
            recognizer.name = gesture.id
            let name = gesture.id ?? gesture.kind.elementName
            let handlers = actions.handlers(for: gesture.actions, from: name)
            let segues = inCell ? [] : triggers.triggered(by: gesture.id)
            let templates = segues.map(\.template)
            let isContinuous = gesture.kind.isContinuous
            if !handlers.isEmpty || !segues.isEmpty {
                // Each action runs at every state transition: once for a discrete gesture,
                // at began, changed and ended for a continuous one — as in UIKit.
                recognizer.addAction { [weak controller] sender in
                    let detail = isContinuous ? GestureValues.stateName(sender.state) : nil
                    for entry in handlers { entry.handler(sender, detail) }
                    for template in templates { controller?.performTriggeredSegue(template, sender: sender) }
                }
            }
            view.addGestureRecognizer(recognizer)
            if !segues.isEmpty { builtTriggers.insert(id) }
            guard !inCell, !handlers.isEmpty || !segues.isEmpty else { continue }
            let kind = gesture.kind.rawValue
            let outcomes = handlers.map(\.outcome) + segues.map { SegueTriggers.summary($0.segue) }
            let viewKind = node.kind.elementName, viewID = node.id, viewIdentifier = node.accessibilityIdentifier
            let identifiers = segues.compactMap(\.segue.identifier), methods = gesture.actions.map(\.method)
            // Read when listed: a variation may change the view's title or text.
            record?.affordances.append(Affordance(
                trigger: .gesture(recognizer),
                names: { [weak view] in
                    let viewNames = [viewID, view.flatMap(ViewAttributes.caption), viewIdentifier].compactMap { $0 }
                    return [id] + viewNames.map { "\(kind) on \($0)" } + identifiers + methods + [kind]
                },
                summary: { [weak view] in
                    let caption = view.flatMap(ViewAttributes.caption)
                    let viewDescription = "\(viewKind)\(viewID.map { " \($0)" } ?? "")\(caption.map { " \"\($0)\"" } ?? "")"
                    return "\(kind) gesture \(id) on \(viewDescription) → " + outcomes.joined(separator: ", ")
                }))
        }
    }
}

/// Recognizers of a scene's kinds with their settings, as generated code's `GestureSettings` writes them.
@MainActor
enum GestureValues {
    /// A new recognizer of the gesture's kind (the runtime class: custom classes are not at
    /// hand) with its settings applied.
    static func make(_ gesture: GestureRecognizerNode) -> GestureRecognizer {
        let properties = gesture.properties
        func integer(_ key: String) -> Int? { properties[key].flatMap { Int($0) } }
        func number(_ key: String) -> Double? { properties[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        func words(_ key: String) -> Set<String> {
            Set((properties[key] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
        }
        let recognizer: GestureRecognizer
        switch gesture.kind {
        case .tap:
            let tap = TapGestureRecognizer()
            if let taps = integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case .longPress:
            let press = LongPressGestureRecognizer()
            if let duration = number("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = number("allowableMovement") { press.allowableMovement = CGFloat(movement) }
            if let touches = integer("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
            recognizer = press
        case .swipe:
            let swipe = SwipeGestureRecognizer()
            if let touches = integer("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
            let all: [(String, SwipeGestureRecognizer.Direction)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]
            let given = words("direction")
            let direction = all.filter { given.contains($0.0) }.reduce(into: SwipeGestureRecognizer.Direction()) { $0.insert($1.1) }
            if !direction.isEmpty { swipe.direction = direction }
            recognizer = swipe
        case .pan, .screenEdgePan:
            let pan = gesture.kind == .screenEdgePan ? ScreenEdgePanGestureRecognizer() : PanGestureRecognizer()
            if let minimum = integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = minimum }
            if let maximum = integer("maximumNumberOfTouches") { pan.maximumNumberOfTouches = maximum }
            if let edgePan = pan as? ScreenEdgePanGestureRecognizer {
                let all: [(String, RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all)]
                let given = words("edges")
                edgePan.edges = all.filter { given.contains($0.0) }.reduce(into: RectEdge()) { $0.formUnion($1.1) }
            }
            recognizer = pan
        case .pinch:
            recognizer = PinchGestureRecognizer()
        case .rotation:
            recognizer = RotationGestureRecognizer()
        }
        func flag(_ key: String) -> Bool? { properties[key].flatMap { $0 == "true" ? true : $0 == "false" ? false : nil } }
        if let value = flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = value }
        if let value = flag("delaysTouchesBegan") { recognizer.delaysTouchesBegan = value }
        if let value = flag("delaysTouchesEnded") { recognizer.delaysTouchesEnded = value }
        if let value = flag("enabled") { recognizer.isEnabled = value }
        return recognizer
    }

    /// `began`, `changed`, `ended`, …
    static func stateName(_ state: GestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
