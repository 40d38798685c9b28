import SceneGraph

/// Actions sent to the First Responder (nil-targeted): a control sends the selector up the
/// responder chain (`addTarget(nil, action:for:)`), and the first responder that adopts the
/// selector's protocol performs it. Per document: one protocol per selector
/// (`CopyTappedResponder` with `func copyTapped(_ sender: Any?)`) and a function that registers
/// them with the runtime once; every factory whose views send such actions calls it.
struct FirstResponderActions {
    let names: GeneratedNames
    let context: TranslationContext
    /// The selectors of the document and the method each names, sorted by selector.
    let actions: [(selector: String, method: String)]

    init(document: SceneDocument, names: GeneratedNames, context: TranslationContext) {
        self.names = names
        self.context = context
        var found: [String: String] = [:]
        for scene in document.scenes {
            scene.forEachView { view in
                for action in view.actions where action.isSentToFirstResponder {
                    found[action.selectorText] = action.method
                }
            }
            scene.forEachBarButtonItem { item in
                for action in item.actions where action.isSentToFirstResponder {
                    found[action.selectorText] = action.method
                }
            }
        }
        actions = found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether a scene's views send first-responder actions.
    static func isUsed(in scene: Scene) -> Bool {
        var used = false
        scene.forEachView { view in if view.actions.contains(where: \.isSentToFirstResponder) { used = true } }
        scene.forEachBarButtonItem { item in if item.actions.contains(where: \.isSentToFirstResponder) { used = true } }
        return used
    }

    /// The protocol a responder adopts to perform `method`.
    func protocolName(for method: String) -> SwiftIdentifier {
        SwiftIdentifier(derived: GeneratedNames.upperFirst(method) + "Responder", fallback: "ActionResponder")
    }

    /// The protocols and the registration function, members of the namespace.
    func declarations() throws(UngatedName) -> [Declaration] {
        guard !actions.isEmpty else { return [] }
        var declarations: [Declaration] = []
        var registrations: [Statement] = []
        for (selector, method) in actions {
            let name = protocolName(for: method)
            let type = SwiftType(names.namespace).member(name)
            declarations.append(.protocolDeclaration(ProtocolDeclaration(
                doc: ["A responder that performs the First Responder action `\(selector)`: a control sends it up the responder chain."],
                attributes: [.mainActor], access: context.access, name: name, inherits: ["AnyObject"],
                requirements: [.function(FunctionDeclaration(
                    doc: ["Performs `\(selector)`."], name: try SwiftIdentifier(method),
                    parameters: [Parameter(label: "_", name: "sender", type: "Any?")], body: nil))])))
            registrations.append(.expression(Expression.type(context.rt("Responder")).dot("registerActionHandler").called([
                Argument("for", Expression.type(context.rt("ActionSelector")).called(Argument(nil, .string(selector)))),
                Argument("canPerform", .closure(Closure(body: [.expression(.cast(.closureArgument(0), .check, type: type))], isInline: true))),
                Argument("perform", .closure(Closure(body: [.expression(
                    Expression.optionalChained(.cast(.closureArgument(0), .conditional, type: type)).dot(try SwiftIdentifier(method))
                        .called(Argument(nil, .closureArgument(1))))], isInline: true))),
            ])))
        }
        declarations.append(.variable(VariableDeclaration(
            doc: ["Registers this file's First Responder actions with the runtime, once (on first use)."],
            modifiers: [.private, .static], name: "firstResponderActions", type: "Void",
            kind: .stored(isMutable: false, value: Expression.closure(Closure(body: registrations)).called()))))
        declarations.append(.function(FunctionDeclaration(
            doc: ["Registers, once, how responders adopting this file's First Responder protocols perform their actions."],
            access: context.access, modifiers: [.static], name: "registerFirstResponderActions", parameters: [],
            body: [.discard(.identifier("firstResponderActions"))])))
        return declarations
    }
}
