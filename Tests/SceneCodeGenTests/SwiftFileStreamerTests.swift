import Foundation
import SceneGraph
import Testing
@testable import SceneCodeGen

/// The streaming renderer writes what ``SwiftRenderer`` writes for the whole file, however the
/// text is cut: blank lines across chunk boundaries, enumerations with cases and members.
@Suite("Swift file streamer")
struct SwiftFileStreamerTests {
    static func member(_ name: String) -> Declaration {
        .typeAlias(doc: ["The \(name)."], access: nil, name: SwiftIdentifier(derived: name, fallback: "member"), type: "Int")
    }

    static let cases = [EnumCase(name: "first"), EnumCase(doc: ["The second."], name: "second")]

    /// A file with an enumeration that has cases and members, one without members, and a comment.
    static let file = SwiftFile(
        name: "Sample.swift", header: ["Generated.", ""], imports: ["Foundation"],
        declarations: [
            .enumeration(EnumDeclaration(access: .public, name: "Outer", conformances: ["Sendable"], cases: cases,
                                         members: [member("A"), member("B")])),
            .enumeration(EnumDeclaration(access: nil, name: "OnlyCases", cases: cases)),
            .comment(["a comment"]),
            member("C"),
        ])

    @Test(arguments: [1, 2, 5, 1 << 16])
    func streamedFileIsTheRenderedFile(_ chunkSize: Int) throws {
        var streamer = SwiftFileStreamer(output: GeneratedFiles(), chunkSize: chunkSize)
        try streamer.begin(name: Self.file.name, header: Self.file.header, imports: Self.file.imports)
        streamer.openEnumeration(EnumDeclaration(access: .public, name: "Outer", conformances: ["Sendable"], cases: Self.cases))
        try streamer.add([Self.member("A")])
        try streamer.add([])
        try streamer.add([Self.member("B")])
        streamer.closeEnumeration()
        try streamer.add([.enumeration(EnumDeclaration(access: nil, name: "OnlyCases", cases: Self.cases))])
        try streamer.add([.comment(["a comment"]), Self.member("C")])
        try streamer.end()
        let rendered = SwiftRenderer().render(Self.file)
        #expect(streamer.output.files.count == 1)
        #expect(streamer.output.files.first?.contents == rendered, "chunks of \(chunkSize) bytes")
    }

    /// Parts made and rendered concurrently, several rounds of them, some empty, at both levels
    /// and after cases: the same text as adding each part's declarations in turn.
    @Test(arguments: [(1, 1), (3, 2), (5, 1 << 16), (64, 7)])
    func partsRenderAsIfAddedInTurn(_ roundSize: Int, _ chunkSize: Int) throws {
        // Part i holds i % 3 declarations: parts 0, 3, 6 … are empty, the first one included.
        @Sendable func part(_ prefix: String) -> @Sendable (Int) -> DeclarationPart {
            { index in
                DeclarationPart(
                    declarations: (0..<index % 3).map { Self.member("\(prefix)\(index)_\($0)") },
                    diagnostics: (0..<index % 2).map { _ in .warning("part \(index)", at: nil, rule: "test") })
            }
        }
        func write(_ builder: inout some SwiftFileBuilder) throws -> [Diagnostic] {
            try builder.begin(name: "Parts.swift", header: ["Generated."], imports: [])
            try builder.openEnumeration(EnumDeclaration(access: nil, name: "Outer", cases: Self.cases))
            var diagnostics = try builder.add(parts: 10, part("Inner"))
            try builder.closeEnumeration()
            diagnostics += try builder.add(parts: 10, part("Top"))
            try builder.add([.comment(["after the parts"])])
            try builder.end()
            return diagnostics
        }
        var collector = SwiftFileCollector()
        let expectedDiagnostics = try write(&collector)
        var streamer = SwiftFileStreamer(output: GeneratedFiles(), chunkSize: chunkSize, roundSize: roundSize)
        let diagnostics = try write(&streamer)
        let expected = try #require(collector.files.first)
        #expect(streamer.output.files.first?.contents == SwiftRenderer().render(expected))
        #expect(diagnostics.map(\.message) == expectedDiagnostics.map(\.message))
        #expect(diagnostics.map(\.message) == [1, 3, 5, 7, 9, 1, 3, 5, 7, 9].map { "part \($0)" })
        // The parts' declarations really are there, in order.
        let text = streamer.output.files.first?.contents ?? ""
        #expect(text.contains("typealias Inner1_0 = Int"))
        #expect(text.range(of: "Top8_1")!.lowerBound > text.range(of: "Top7_0")!.lowerBound)
    }

    /// An output that fails when a file of a given name begins, and keeps what it is given.
    struct FailingOutput: GeneratedOutput {
        struct Failure: Error {}
        let failing: String
        var files: [(name: String, contents: String)] = []

        mutating func beginFile(named name: String) throws {
            files.append((name, ""))
            if name == failing { throw Failure() }
        }

        mutating func append(_ text: String) throws {
            files[files.count - 1].contents += text
        }

        func makePart() -> FailingOutput { FailingOutput(failing: failing) }

        mutating func join(_ part: consuming FailingOutput) throws {
            files += part.files
        }
    }

    /// Files described concurrently come out in order with their problems; when one fails, every
    /// part is still joined (so the caller can discard them all) and the failure is thrown.
    @Test(arguments: ["none", "F2.swift"])
    func filesAreJoinedInOrderEvenWhenOneFails(_ failing: String) throws {
        var streamer = SwiftFileStreamer(output: FailingOutput(failing: failing), chunkSize: 3)
        let describe: @Sendable (Int, inout SwiftFileStreamer<FailingOutput>) throws -> [Diagnostic] = { index, builder in
            try builder.begin(name: "F\(index).swift", header: [], imports: [])
            try builder.add([Self.member("T\(index)")])
            try builder.end()
            return [.warning("file \(index)", at: nil, rule: "test")]
        }
        if failing == "none" {
            let diagnostics = try streamer.addFiles(5, describe)
            #expect(diagnostics.map(\.message) == (0..<5).map { "file \($0)" })
            #expect(streamer.output.files.map(\.name) == (0..<5).map { "F\($0).swift" })
            for (index, file) in streamer.output.files.enumerated() {
                #expect(file.contents == "/// The T\(index).\ntypealias T\(index) = Int\n")
            }
        } else {
            #expect(throws: FailingOutput.Failure.self) { _ = try streamer.addFiles(5, describe) }
            #expect(streamer.output.files.map(\.name) == (0..<5).map { "F\($0).swift" }, "every part is joined")
        }
    }

    @Test func blankLinesSurviveTakingTheText() {
        func write(taking: Bool) -> String {
            var writer = CodeWriter()
            var taken = ""
            func take() { if taking { taken += writer.takeText() } }
            writer.blank()
            take()
            writer.line("a {")
            take()
            writer.blank()  // right after an opening brace: nothing
            writer.line("b")
            take()
            writer.blank()
            take()
            writer.blank()  // a second blank line in a row: nothing
            writer.line("}")
            writer.line("x")
            take()
            writer.blank()
            writer.line("y")
            take()
            return taken + writer.text
        }
        #expect(write(taking: true) == write(taking: false))
        #expect(write(taking: false) == "a {\nb\n\n}\nx\n\ny\n")
    }
}
