import SceneLint
import Testing

/// The YAML reader over libyaml: nodes, positions, aliases, and errors where they are.
@Suite("YAML reader")
struct YAMLReaderTests {
    func read(_ text: String) throws(YAMLReader.SyntaxError) -> YAMLNode? {
        try YAMLReader.document(text)
    }

    @Test func readsMappingsSequencesAndScalarsInOrder() throws {
        let root = try #require(try read("""
            b: 1
            a: [x, "y z"]
            c:
              - k: v
            """))
        let pairs = try #require(root.mapping)
        #expect(pairs.map { $0.key.scalar } == ["b", "a", "c"])
        #expect(pairs[0].value.scalar == "1")
        #expect(pairs[1].value.sequence?.map(\.scalar) == ["x", "y z"])
        let nested = try #require(pairs[2].value.sequence?.first?.mapping)
        #expect(nested.map { "\($0.key.scalar ?? "")=\($0.value.scalar ?? "")" } == ["k=v"])
    }

    @Test func positionsAreLinesAndColumnsFromOne() throws {
        let root = try #require(try read("top:\n  - first\n  - second: [a, b]\n"))
        let items = try #require(root.mapping?.first?.value.sequence)
        #expect(root.line == 1 && root.column == 1)
        #expect((items[0].line, items[0].column) == (2, 5))
        let inner = try #require(items[1].mapping?.first)
        #expect((inner.key.line, inner.key.column) == (3, 5))
        #expect(inner.value.sequence?.map { "\($0.line):\($0.column)" } == ["3:14", "3:17"])
    }

    @Test func emptyTextAndCommentsHoldNoDocument() throws {
        #expect(try read("") == nil)
        #expect(try read("# only a comment\n") == nil)
    }

    @Test(arguments: ["", "~", "null", "Null", "NULL"])
    func nullSpellings(_ spelling: String) throws {
        let root = try #require(try read("key: \(spelling)\n"))
        #expect(root.mapping?.first?.value.isNull == true)
    }

    @Test func nullAndTruthRulesOnOtherScalars() throws {
        let root = try #require(try read("a: nothing\nb: Yes\nc: off\nd: maybe\ne: [x]\n"))
        let values = try #require(root.mapping).map(\.value)
        #expect(values.map(\.isNull) == [false, false, false, false, false])
        #expect(values.map(\.bool) == [nil, true, false, nil, nil])
    }

    @Test func aliasesStandForTheirAnchorsNodesAtTheirOwnPlace() throws {
        let root = try #require(try read("base: &rules [a, b]\nagain: *rules\n"))
        let pairs = try #require(root.mapping)
        #expect(pairs[1].value.sequence?.map(\.scalar) == ["a", "b"])
        #expect((pairs[1].value.line, pairs[1].value.column) == (2, 8))
    }

    @Test func anUndefinedAliasIsAnErrorWhereItIs() {
        #expect(throws: YAMLReader.SyntaxError.self) { try read("a: 1\nb: *missing\n") }
        do {
            _ = try read("a: 1\nb: *missing\n")
        } catch {
            #expect(error.problem == "found undefined alias 'missing'")
            #expect((error.line, error.column) == (2, 4))
        }
    }

    @Test func syntaxErrorsCarryLibyamlsPosition() {
        do {
            _ = try read("list:\n  - a\n - b\n")
            Issue.record("bad indentation was read")
        } catch {
            #expect(error.line == 3)
            #expect(!error.problem.isEmpty)
        }
    }

    @Test func aSecondDocumentIsRefused() {
        do {
            _ = try read("a: 1\n---\nb: 2\n")
            Issue.record("two documents were read as one")
        } catch {
            #expect(error.problem == "expected a single document, but found another")
            #expect(error.line == 2)
        }
    }

    /// Deep nesting is refused where it passes the limit, not freed by a recursion that overflows the stack.
    @Test func deepNestingIsRefusedWhereItPassesTheLimit() throws {
        let depth = 100_000
        do {
            _ = try read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
            Issue.record("\(depth) levels were read")
        } catch {
            #expect(error.problem == "collections nested deeper than \(YAMLReader.maximumDepth) levels")
            #expect((error.line, error.column) == (1, YAMLReader.maximumDepth + 1))
        }
        let allowed = YAMLReader.maximumDepth
        let root = try #require(try read(String(repeating: "[", count: allowed) + "x" + String(repeating: "]", count: allowed)))
        #expect(root.sequence?.count == 1)
    }

    /// An alias brings its anchor's depth: nesting built up through aliases is bounded as well
    /// (400 anchors each wrapping the previous alias in brackets crashed the first version).
    @Test func aliasesCannotNestPastTheLimit() throws {
        let wrap = 100
        var text = "a0: &a0 " + String(repeating: "[", count: wrap) + "x" + String(repeating: "]", count: wrap) + "\n"
        for level in 1...3 {
            text += "a\(level): &a\(level) " + String(repeating: "[", count: wrap) + "*a\(level - 1)" + String(repeating: "]", count: wrap) + "\n"
        }
        do {
            _ = try read(text)
            Issue.record("400 levels were read through aliases")
        } catch {
            #expect(error.problem == "collections nested deeper than \(YAMLReader.maximumDepth) levels (through alias 'a1')")
            #expect(error.line == 3)
        }
        let shallow = try #require(try read("a: &a [[x]]\nb: [*a, *a]\n"))
        #expect(shallow.mapping?[1].value.sequence?.first?.sequence?.first?.sequence?.first?.scalar == "x")
    }

    /// libyaml's reader errors (a control character here) are placed by their byte offset.
    @Test func readerErrorsArePlacedWhereTheyAre() {
        do {
            _ = try read("a: 1\nb: x\u{7}y\n")
            Issue.record("a control character was read")
        } catch {
            #expect((error.line, error.column) == (2, 5), "\(error)")
        }
    }

    /// Items are added in place: 200,000 of them take no quadratic copying (the test would time out).
    @Test func longSequencesAreReadWhole() throws {
        let text = "items:\n" + String(repeating: "  - x\n", count: 200_000)
        let root = try #require(try read(text))
        #expect(root.mapping?.first?.value.sequence?.count == 200_000)
    }
}
