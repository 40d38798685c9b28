import SceneGraph

/// The statements that make a bar button item (navigation item, toolbar items, a toolbar view's
/// items) and wire its taps to the controller's actions and the segues it triggers.
enum BarItemStatements {
    /// `let name = BarButtonItem(…)` and its accessibility; `customView` is the binding of the
    /// item's custom view, already built.
    static func creation(_ item: BarButtonItemNode, name: SwiftIdentifier, customView: SwiftIdentifier?, context: TranslationContext) throws(UngatedName) -> [Statement] {
        let type = try SceneFacts.typeName(item.className) ?? context.rt("BarButtonItem")
        var statements: [Statement] = [.letBinding(name, try instantiation(item, type: type, customView: customView, context: context))]
        let target = Expression.identifier(name)
        if let label = item.accessibilityLabel { statements.append(target.dot("accessibilityLabel").assigned(.string(label))) }
        if let identifier = item.accessibilityIdentifier { statements.append(target.dot("accessibilityIdentifier").assigned(.string(identifier))) }
        if customView != nil, let title = item.properties["title"] { statements.append(target.dot("title").assigned(.string(title))) }
        return statements
    }

    private static func instantiation(_ item: BarButtonItemNode, type: SwiftType, customView: SwiftIdentifier?, context: TranslationContext) throws(UngatedName) -> Expression {
        if let customView { return Expression.type(type).called(Argument("customView", .identifier(customView))) }
        let style: Expression = .implicitMember(try item.properties["style"].map(SwiftIdentifier.init(_:)) ?? "plain")
        if let system = item.properties["systemItem"] {
            return Expression.type(type).called(Argument("systemItem", .implicitMember(try SwiftIdentifier(system))))
        }
        if let image = item.properties["image"], item.properties["title"] == nil {
            return Expression.type(type).called(Argument("image", Expression.type(context.rt("Image")).called(Argument("named", .string(image)))), Argument("style", style))
        }
        return Expression.type(type).called(Argument("title", .string(item.properties["title"] ?? "")), Argument("style", style))
    }

    /// `name.setTarget(controller) { controller, item in … }` running the item's actions and
    /// performing the segues it triggers; nil when it has neither (or shows a custom view,
    /// whose own controls act).
    static func wiring(_ item: BarButtonItemNode, name: SwiftIdentifier, templates: SegueTemplates?, context: TranslationContext) throws(UngatedName) -> Statement? {
        guard item.customView == nil else { return nil }
        if let action = item.actions.first(where: \.isSentToFirstResponder), !item.actions.contains(where: \.isSentToController),
           templates?.triggered(by: item.id).isEmpty ?? true {
            // Nil-targeted: the tap sends the selector up the responder chain.
            return Expression.identifier(name).dot("action").assigned(
                Expression.type(context.rt("ActionSelector")).called(Argument(nil, .string(action.selectorText))))
        }
        var handlers: [Statement] = []
        for action in item.actions where action.isSentToController {
            handlers.append(.expression(Expression.identifier("controller").dot(try SwiftIdentifier(action.method)).called(Argument(nil, .identifier("item")))))
        }
        for template in templates?.triggered(by: item.id) ?? [] {
            handlers.append(.expression(Expression.identifier("controller").dot("performTriggeredSegue")
                .called(Argument(nil, .identifier(template)), Argument("sender", .identifier("item")))))
        }
        guard !handlers.isEmpty else { return nil }
        return .expression(Expression.identifier(name).dot("setTarget").called(
            Argument(nil, .identifier("controller")), trailing: Closure(parameters: ["controller", "item"], body: handlers)))
    }
}
