import SceneGraph

/// Builds `GeneratedScenes.makeDeepLinkRouter()`: for each declared deep link, a handler that
/// rebuilds the way to its scene from the window's root — installing the initial scene,
/// selecting tabs and columns, popping navigation stacks to their root — and then performs
/// the link's segue with the URL's typed parameters.
struct DeepLinkTranslator {
    let context: TranslationContext

    /// One step of the way from a root to a deep link's scene.
    private struct Step {
        let from: SceneID
        let segue: Segue
        let to: SceneID
    }

    /// The router factory, and a warning for each deep link it cannot reach.
    func routerFactory() -> (Declaration, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func unreachable(_ link: DeepLink) {
            diagnostics.append(.warning(
                "deep link '\(link.pattern)' is not generated: no tab, navigation root or split column leads to it from an initial scene, followed by at most one segue with an identifier",
                at: link.source.location(of: "pattern"), rule: SceneTranslator.Rule.unsupported))
        }
        var body: [Statement] = [.binding(isMutable: false, name: "router", type: nil, value: .call(.type(context.rt("DeepLinkRouter")), [], trailingClosure: nil))]
        func add(_ link: DeepLink, target: SceneID, finalSegue: Segue?) {
            do {
                if let handler = try handler(pattern: link.pattern, target: target, finalSegue: finalSegue) { body.append(handler) } else { unreachable(link) }
            } catch {
                diagnostics.append(error.diagnostic(at: link.source.location(of: "pattern")))
            }
        }
        for scene in context.graph.allScenes {
            for link in scene.deepLinks { add(link, target: scene.id, finalSegue: nil) }
            for segue in scene.segues {
                for link in segue.deepLinks { add(link, target: scene.id, finalSegue: segue) }
            }
        }
        body.append(.returnValue(.identifier("router")))
        return (.function(FunctionDeclaration(
            doc: ["A router for the deep links the scene files declare; `open(_:in:)` rebuilds the way to the linked scene."],
            access: context.access, modifiers: [.static], name: "makeDeepLinkRouter", isThrowing: true, returnType: context.rt("DeepLinkRouter"), body: body)),
            diagnostics)
    }

    private func handler(pattern: String, target: SceneID, finalSegue: Segue?) throws(UngatedName) -> Statement? {
        var finalSegue = finalSegue
        var path = pathFromRoot(to: target)
        if path == nil, finalSegue == nil {
            // A scene reached only through a segue: go to a scene that performs an identified segue to it.
            for scene in context.graph.allScenes {
                guard let segue = scene.segues.first(where: {
                    SegueTemplates.isPerformable($0) && $0.kind != .unwind && $0.identifier != nil
                        && $0.parameters.allSatisfy { $0.defaultValue != nil }
                        && context.graph.destination(of: $0, from: scene.id) == target
                }), let found = pathFromRoot(to: scene.id) else { continue }
                path = found
                finalSegue = segue
                break
            }
        }
        guard let path, let root = path.root, let rootScene = context.graph.scene(root),
              let rootFactory = context.factoryCall(for: root) else { return nil }
        var statements: [Statement] = []
        // Placeholder values are bound positionally (`value0`): a parameter named like a local
        // (`parameters`, `window`, `step0`) must not shadow it.
        for (index, parameter) in (finalSegue?.parameters ?? []).enumerated()
        where DeepLink(pattern: pattern, source: SourceRange(element: rootScene.source.element)).placeholders.contains(parameter.name) {
            var typeText = parameter.type
            while typeText.hasSuffix("?") || typeText.hasSuffix("!") { typeText.removeLast() }
            let type = try SwiftType(typeText)
            statements.append(.binding(isMutable: false, name: Self.local("value", index), type: nil, value: .tryExpression(.call(
                .member(.identifier("parameters"), "value"), [Argument(nil, .string(parameter.name)), Argument("as", .metatype(type))], trailingClosure: nil))))
        }
        var current = Self.local("step", 0)
        statements.append(.binding(isMutable: false, name: current, type: nil, value: .tryExpression(.call(
            .member(.type(context.rt("DeepLinkNavigator")), "root"),
            [Argument("of", .identifier("window")), Argument("as", .metatype(try context.className(of: rootScene)))],
            trailingClosure: Closure(body: [.expression(rootFactory)])))))
        for (index, step) in path.steps.enumerated() {
            guard let next = context.graph.scene(step.to) else { return nil }
            let type = Expression.metatype(try context.className(of: next))
            let name = Self.local("step", index + 1)
            let call: Expression
            switch step.segue.relationship {
            case .tab?:
                let tabs = context.graph.scene(step.from)?.segues.filter { $0.relationship == .tab } ?? []
                guard let position = tabs.firstIndex(of: step.segue) else { return nil }
                call = .call(.member(.type(context.rt("DeepLinkNavigator")), "selectTab"), [Argument(nil, .integer(position)), Argument("of", .identifier(current)), Argument("as", type)], trailingClosure: nil)
            case .root?:
                call = .call(.member(.type(context.rt("DeepLinkNavigator")), "popToRoot"), [Argument(nil, .identifier(current)), Argument("as", type)], trailingClosure: nil)
            case .primary?, .secondary?:
                let column: SwiftIdentifier = step.segue.relationship == .primary ? "primary" : "secondary"
                call = .call(.member(.type(context.rt("DeepLinkNavigator")), "column"), [Argument(nil, .implicitMember(column)), Argument("of", .identifier(current)), Argument("as", type)], trailingClosure: nil)
            default:
                return nil
            }
            statements.append(.binding(isMutable: false, name: name, type: nil, value: .tryExpression(call)))
            current = name
        }
        if let segue = finalSegue, let identifier = segue.identifier {
            let caseName = GeneratedNames.identifier(identifier, fallback: "segue")
            let placeholders = DeepLink(pattern: pattern, source: SourceRange(element: rootScene.source.element)).placeholders
            var arguments: [Argument] = []
            for (index, parameter) in segue.parameters.enumerated() where placeholders.contains(parameter.name) {
                arguments.append(Argument(try SwiftIdentifier(parameter.name), .identifier(Self.local("value", index))))
            }
            let value: Expression = arguments.isEmpty && segue.parameters.isEmpty
                ? .implicitMember(caseName)
                : .call(.implicitMember(caseName), arguments, trailingClosure: nil)
            statements.append(.expression(.tryExpression(.call(.member(.identifier(current), "performSegue"), [Argument(nil, value)], trailingClosure: nil))))
        } else if finalSegue != nil {
            return nil
        } else {
            statements.append(.discard(.identifier(current)))
        }
        return .expression(.tryExpression(.call(.member(.identifier("router"), "register"), [Argument(nil, .string(pattern))],
                                                trailingClosure: Closure(parameters: ["parameters", "window"], body: statements))))
    }

    /// A numbered local (`value0`, `step1`).
    private static func local(_ stem: String, _ index: Int) -> SwiftIdentifier {
        SwiftIdentifier(derived: "\(stem)\(index)", fallback: "value")
    }

    /// The shortest way of relationships (tab, root, primary, secondary) from an initial scene to `target`.
    private func pathFromRoot(to target: SceneID) -> (root: SceneID?, steps: [Step])? {
        let roots = context.graph.documents.compactMap { document in
            document.initialScene.flatMap { context.graph.target(of: SceneID(document: document.path, name: $0)) }
        }
        for root in roots {
            var queue: [(SceneID, [Step])] = [(root, [])]
            var seen: Set<SceneID> = [root]
            while !queue.isEmpty {
                let (current, steps) = queue.removeFirst()
                if current == target { return (root, steps) }
                guard let scene = context.graph.scene(current) else { continue }
                for segue in scene.segues where [.tab, .root, .primary, .secondary].contains(segue.relationship) {
                    guard let next = context.graph.destination(of: segue, from: current), seen.insert(next).inserted else { continue }
                    queue.append((next, steps + [Step(from: current, segue: segue, to: next)]))
                }
            }
        }
        return nil
    }
}
