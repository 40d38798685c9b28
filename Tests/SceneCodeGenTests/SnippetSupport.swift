import SceneCompiler
import TestSupport
import SceneGraph
import Testing
@testable import SceneCodeGen

/// Snippet tests, after swift-openapi-generator's: a few lines of scene XML in, the exact Swift of
/// one generated construct out. The scene elements are wrapped in a `<scenes module="Demo">`
/// document; a construct is picked by its declared name.
enum Snippet {
    /// Where a construct is declared.
    enum Place {
        /// A member of the document's namespace (`Demo`): a factory, a protocol, an enum.
        case namespaceMember(String)
        /// A top-level declaration of the document's file: an extension of a type.
        case topLevel(String)
        /// A member of the shared file's `GeneratedScenes`.
        case shared(String)
    }

    /// The rendered declarations named `place` generated for `body`; records an issue when the
    /// file has problems or holds no such construct.
    static func render(_ body: String, _ place: Place, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let text = "<scenes xmlns=\"urn:scenec:scene:1\" module=\"Demo\" initial=\"first\">\n\(body)\n</scenes>\n"
        let compiler = Compiler()
        let (document, diagnostics) = compiler.parse(bytes: Array(text.utf8), path: "Demo.scene")
        guard let document, !diagnostics.containsErrors else {
            Issue.record("the snippet does not read: \(diagnostics.map(\.description))", sourceLocation: sourceLocation)
            return ""
        }
        let (graph, resolution) = GraphResolver.resolve([document])
        let translation = SceneTranslator().translate(graph)
        let problems = (resolution + translation.diagnostics).filter { $0.severity != .note }
        if !problems.isEmpty { Issue.record("the snippet has problems: \(problems.map(\.description))", sourceLocation: sourceLocation) }
        let declarations: [Declaration]
        switch place {
        case .namespaceMember(let name):
            declarations = translation.files.first { $0.name == "Demo.swift" }.map { members(of: "Demo", in: $0.declarations) }?.filter { self.name(of: $0) == name } ?? []
        case .topLevel(let name):
            declarations = translation.files.first { $0.name == "Demo.swift" }?.declarations.filter { self.name(of: $0) == name } ?? []
        case .shared(let name):
            declarations = translation.files.first { $0.name == SceneTranslator.sharedFileName }.map { members(of: "GeneratedScenes", in: $0.declarations) }?
                .filter { self.name(of: $0) == name } ?? []
        }
        if declarations.isEmpty { Issue.record("no \(place) in the generated code", sourceLocation: sourceLocation) }
        var writer = CodeWriter()
        SwiftRenderer().write(declarations, to: &writer)
        return writer.text
    }

    private static func members(of enumeration: String, in declarations: [Declaration]) -> [Declaration] {
        for declaration in declarations {
            if case .enumeration(let decl) = declaration, decl.name.text == enumeration { return decl.members }
        }
        return []
    }

    /// The name a declaration declares (the extended type for an extension).
    static func name(of declaration: Declaration) -> String? {
        switch declaration {
        case .enumeration(let decl): decl.name.text
        case .classDeclaration(let decl): decl.name.text
        case .protocolDeclaration(let decl): decl.name.text
        case .function(let decl): decl.name.text
        case .variable(let decl): decl.name.text
        case .extensionOf(let decl): decl.type.text
        case .typeAlias(_, _, let name, _): name.text
        case .comment: nil
        }
    }
}

extension Snippet {
    /// Expects the construct at `place` generated for `body` to be exactly `expected`; a
    /// mismatch shows a unified diff.
    static func expect(_ body: String, _ place: Place, produces expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let actual = render(body, place, sourceLocation: sourceLocation)
        if actual != expected {
            Issue.record("the generated code differs (- expected, + generated):\n\(GoldenFile.unifiedDiff(expected, actual, labels: ("expected", "generated")))",
                         sourceLocation: sourceLocation)
        }
    }
}
