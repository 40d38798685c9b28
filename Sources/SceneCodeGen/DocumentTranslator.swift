import ParallelWork
import SceneGraph

/// Translates one document: its namespace with a factory per scene, the protocols the scenes'
/// classes adopt, segue enums, cell helpers, and the storyboard registration.
struct DocumentTranslator {
    let document: SceneDocument
    var context: TranslationContext
    let names: GeneratedNames

    init(document: SceneDocument, context: TranslationContext) {
        self.document = document
        self.context = context
        self.names = context.names[document.path] ?? GeneratedNames(document: document)
    }

    private var access: AccessLevel? { context.access }

    /// Describes the document's file to `builder`: the namespace enumeration (the storyboard, the
    /// initial factory, each scene's members), then each scene's top-level declarations. Scenes are
    /// independent parts: a streaming builder makes and renders a round of them at once on every
    /// core, never the whole document's code model.
    mutating func build<Builder: SwiftFileBuilder>(named fileName: String, into builder: inout Builder) throws {
        try builder.begin(
            name: fileName,
            header: GeneratedHeader.lines(source: FilePath.fileName(of: document.path)),
            imports: ["Foundation", context.runtimeImport] + Self.foreignModules(of: document, context: context))
        try builder.openEnumeration(EnumDeclaration(
            doc: ["The scenes of \(document.baseName).\(document.dialect == .scene ? "scene" : "storyboard")."],
            attributes: [.mainActor], access: access, name: names.namespace))
        var opening: [Declaration] = [storyboardDeclaration()]
        if let initial = document.initialScene, let scene = document.scene(named: initial) {
            do {
                opening.append(try initialFactory(for: scene))
            } catch {
                context.diagnostics.append(error.diagnostic(at: scene.source.element))
            }
        }
        do {
            opening += try FirstResponderActions(document: document, names: names, context: context).declarations()
        } catch {
            context.diagnostics.append(error.diagnostic(at: document.source.element))
        }
        try builder.add(opening)
        // Scenes are independent of each other: each is translated from the context as it is
        // here, and the problems found are gathered in scene order.
        let scenes = document.scenes.filter { $0.kind != .reference }
        let (document, names) = (document, names)
        let shared = context.withoutDiagnostics
        // Each scene's facts are made once, for its namespace members, and kept for its top-level
        // declarations (see `IndexedSlots`: a slot is touched by one worker of one pass at a time).
        let facts = IndexedSlots<SceneFacts>(count: scenes.count)
        context.diagnostics += try builder.add(parts: scenes.count) { index in
            Self.part(of: scenes[index]) { () throws(UngatedName) in
                let made = try SceneFacts(scene: scenes[index], document: document, names: names, context: shared)
                facts.set(index, made)
                var translator = SceneDeclarations(facts: made)
                let members = try translator.namespaceMembers()
                return DeclarationPart(declarations: members, diagnostics: translator.diagnostics)
            }
        }
        try builder.closeEnumeration()
        context.diagnostics += try builder.add(parts: scenes.count) { index in
            Self.part(of: scenes[index]) { () throws(UngatedName) in
                // Empty when making them failed in the first pass: made again, they fail again here.
                let kept: SceneFacts
                if let made = facts.take(index) {
                    kept = made
                } else {
                    kept = try SceneFacts(scene: scenes[index], document: document, names: names, context: shared)
                }
                return DeclarationPart(declarations: try SceneDeclarations(facts: kept).topLevelDeclarations())
            }
        }
        try builder.end()
    }

    /// What `make` makes of a scene; when the scene holds a name the code model refuses (one the
    /// name gate did not stop), nothing but an error at the scene.
    private static func part(of scene: Scene, _ make: () throws(UngatedName) -> DeclarationPart) -> DeclarationPart {
        do {
            return try make()
        } catch {
            return DeclarationPart(declarations: [], diagnostics: [error.diagnostic(at: scene.source.element)])
        }
    }

    /// The modules the document's classes come from, other than the one compiled; a module name
    /// the code model refuses is left out (the scenes naming it then fail with an error).
    private static func foreignModules(of document: SceneDocument, context: TranslationContext) -> [SwiftIdentifier] {
        (try? context.foreignModules(in: document)) ?? []
    }

    /// `static let storyboard = Storyboard(name:initial:scenes:)` with every identified scene.
    private func storyboardDeclaration() -> Declaration {
        var entries: [DictionaryEntry] = []
        var seen: Set<String> = []
        for scene in document.scenes where scene.kind != .reference {
            guard let identifier = scene.storyboardID else { continue }
            guard seen.insert(identifier).inserted else { continue }  // lint reports duplicates; the first wins
            entries.append(DictionaryEntry(.string(identifier), .closure(Closure(body: [.expression(factoryCall(scene))]))))
        }
        // In the order of their literals, each made once.
        entries = entries.map { (literal: SwiftRenderer.stringLiteral(stringValue($0.key)), entry: $0) }
            .sorted { $0.literal < $1.literal }.map(\.entry)
        let hasInitial = document.initialScene.flatMap { document.scene(named: $0) } != nil
        let initial: Expression = hasInitial
            ? .closure(Closure(body: [.expression(.call(.member(.identifier(names.namespace), "initialScene"), [], trailingClosure: nil))]))
            : .nilLiteral
        let dictionary = Expression.dictionary(entries)
        return .variable(VariableDeclaration(
            doc: ["The storyboard of \(document.baseName): `instantiateViewController(withIdentifier:)` finds every scene with a storyboard identifier."],
            access: access, modifiers: [.static], name: "storyboard", type: context.rt("Storyboard"),
            kind: .stored(isMutable: false, value: .call(.type(context.rt("Storyboard")), [
                Argument("name", .string(document.baseName)),
                Argument("initial", initial),
                Argument("scenes", dictionary),
            ], trailingClosure: nil))))
    }

    private func initialFactory(for scene: Scene) throws(UngatedName) -> Declaration {
        let type = try context.localType(scene.id.name, in: document.path) ?? context.rt("ViewController")
        let call = context.localCall(scene.id.name, in: document.path) ?? .call(.type(context.rt("ViewController")), [], trailingClosure: nil)
        return .function(FunctionDeclaration(
            doc: ["Creates the initial scene of \(document.baseName)."],
            access: access, modifiers: [.static], name: "initialScene", returnType: type,
            body: [.returnValue(call)]))
    }

    private func stringValue(_ expression: Expression) -> String {
        if case .string(let text) = expression { return text }
        return ""
    }

    private func factoryCall(_ scene: Scene) -> Expression {
        .call(.member(.identifier(names.namespace), names.factory(scene)), [], trailingClosure: nil)
    }
}
