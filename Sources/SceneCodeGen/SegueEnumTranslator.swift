import SceneGraph

/// A scene's segues with identifiers as Swift: the segue enum (cases with typed parameters, the
/// identifier, typed destinations for `prepare(for:sender:)`) and the typed `performSegue`.
struct SegueEnumTranslator: SceneConstructTranslator {
    let facts: SceneFacts
    let scene: Scene

    init(facts: SceneFacts) {
        self.facts = facts
        scene = facts.scene
    }

    func segueEnum() throws(UngatedName) -> Declaration {
        var cases: [EnumCase] = []
        var identifierCases: [SwitchCase] = []
        var destinationCases: [EnumCase] = []
        var destinationSwitch: [SwitchCase] = []
        for identified in facts.identifiedSegues {
            let (segue, caseName) = (identified.segue, identified.caseName)
            let values = try segue.parameters.map { parameter throws(UngatedName) in
                Parameter(name: try SwiftIdentifier(parameter.name), type: try SwiftType(parameter.type), defaultValue: try ParameterDefaults.expression(parameter))
            }
            let place = facts.place(of: segue.source.element)
            let doc = segue.destination.map { JoinedText.join("`", identified.identifier, "`: ", segue.kind.rawValue, " → ", $0, " (", place, ").") }
                ?? JoinedText.join("`", identified.identifier, "`: ", segue.kind.rawValue, " (", place, ").")
            cases.append(EnumCase(doc: [doc], name: caseName, associatedValues: values))
            identifierCases.append(SwitchCase(pattern: .enumCase(caseName, bindings: []), body: [.returnValue(.string(identified.identifier))]))
            if let type = try context.localType(segue.destination, in: scene.id.document) {
                destinationCases.append(EnumCase(name: caseName, associatedValues: [Parameter(name: "destination", type: type)]))
                let typed = Expression.identifier("segue").dot("destination").called(Argument("as", .metatype(type)))
                destinationSwitch.append(SwitchCase(pattern: .string(identified.identifier), body: [
                    .returnValue(typed.dot("map").called(Argument(nil, .identifier("Destination").dot(caseName)))),
                ]))
            }
        }
        destinationSwitch.append(SwitchCase(pattern: nil, body: [.returnValue(.nilLiteral)]))
        var members: [Declaration] = [
            .variable(VariableDeclaration(doc: ["The segue identifier."], access: access, name: "identifier", type: "String",
                                          kind: .computed([.switchStatement(subject: .selfReference, cases: identifierCases)]))),
        ]
        if !destinationCases.isEmpty {
            members.append(.enumeration(EnumDeclaration(
                doc: ["The typed destination of one of these segues, for `prepare(for:sender:)`."],
                access: access, name: "Destination", cases: destinationCases)))
            members.append(.function(FunctionDeclaration(
                doc: ["The typed destination of `segue`, or nil when it is not one of these segues."],
                access: access, modifiers: [.static], name: "destination",
                parameters: [Parameter(label: "of", name: "segue", type: context.rt("StoryboardSegue"))], returnType: "Destination?",
                body: [.guardStatement(condition: .optionalBinding("identifier", .identifier("segue").dot("identifier")), otherwise: [.returnValue(.nilLiteral)]),
                       .switchStatement(subject: .identifier("identifier"), cases: destinationSwitch)])))
        }
        return .enumeration(EnumDeclaration(
            doc: [JoinedText.join("The segues of `", scene.id.name, "` that have identifiers; cases carry the typed parameters.")],
            attributes: [.mainActor], access: access, name: names.segueEnum(scene), cases: cases, members: members))
    }

    func performExtension() throws(UngatedName) -> Declaration {
        var cases: [SwitchCase] = []
        for identified in facts.identifiedSegues {
            let (segue, caseName) = (identified.segue, identified.caseName)
            // Positional bindings: a parameter named like a local (`destination`, `sender`) must not shadow it.
            let pattern = Pattern.enumCase(caseName, bindings: segue.parameters.indices.map { SwiftIdentifier(derived: "value\($0)", fallback: "value") })
            var configure: Expression = .nilLiteral
            if !segue.parameters.isEmpty {
                let type: SwiftType = "any \(SwiftType(names.namespace).member(names.parametersProtocol(scene, caseName: caseName)))"
                var body: [Statement] = [
                    .guardStatement(condition: .optionalBinding("destination", .cast(.identifier("destination"), .conditional, type: type)), otherwise: [
                        .expression(.call(.identifier("preconditionFailure"), [Argument(nil, .string("the destination of segue \(identified.identifier) has no parameters to receive"))], trailingClosure: nil)),
                    ]),
                ]
                for (index, parameter) in segue.parameters.enumerated() {
                    body.append(.assignment(target: .member(.identifier("destination"), try SwiftIdentifier(parameter.name)),
                                            value: .identifier(SwiftIdentifier(derived: "value\(index)", fallback: "value"))))
                }
                configure = .closure(Closure(parameters: ["destination"], body: body))
            }
            cases.append(SwitchCase(pattern: pattern, body: [
                .expression(.tryExpression(.call(.identifier("performSegue"), [
                    Argument("withIdentifier", .string(identified.identifier)), Argument("sender", .identifier("sender")), Argument("configure", configure),
                ], trailingClosure: nil))),
            ]))
        }
        let perform = FunctionDeclaration(
            doc: [JoinedText.join("Performs one of the segues of `", scene.id.name, "` with its typed parameters (assigned before the destination's view loads)."),
                  "Like UIKit's `performSegue(withIdentifier:sender:)`, it does not ask `shouldPerformSegue`."],
            access: access, name: "performSegue",
            parameters: [Parameter(label: "_", name: "segue", type: SwiftType(names.namespace).member(names.segueEnum(scene))), Parameter(name: "sender", type: "Any?", defaultValue: .nilLiteral)],
            isThrowing: true, body: [.switchStatement(subject: .identifier("segue"), cases: cases)])
        return .extensionOf(ExtensionDeclaration(
            doc: [JoinedText.join("Typed segues of `", scene.id.name, "`.")], attributes: [.mainActor], type: try className, members: [.function(perform)]))
    }
}
