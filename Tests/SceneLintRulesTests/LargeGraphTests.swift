import SceneGraph
import SceneLintRules
import Testing
import TestSupport

/// Long chains of scenes: the analyses are iterative (no recursion to overflow the stack) and
/// propagate along the whole chain whatever the declaration order.
@Suite("Large graphs")
struct LargeGraphTests {
    static let count = 5_000

    @Test func longEmbedCycleIsOneDiagnostic() {
        var body = ""
        for index in 0..<Self.count {
            body += "  <controller id=\"s\(index)\"><view><containerView id=\"c\(index)\" embed=\"s\((index + 1) % Self.count)\"/></view></controller>\n"
        }
        let result = lint("<scenes xmlns=\"urn:scenec:scene:1\" initial=\"s0\">\n\(body)</scenes>\n")
        #expect(result.reader.isEmpty && result.resolver.isEmpty)
        let cycles = result.lint.filter { $0.ruleID == "containment-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.location == SourceLocation(file: "Example.scene", line: 2, column: 59))
        #expect(result.lint.filter { $0.ruleID == "unreachable-scene" }.isEmpty)
    }

    @Test func navigationReachesTheEndOfALongShowChainDeclaredBackwards() {
        var body = ""
        for index in stride(from: Self.count - 1, through: 0, by: -1) {
            let next = index + 1 < Self.count ? "s\(index + 1)" : "s0"
            body += "  <controller id=\"s\(index)\"><segue id=\"next\" kind=\"show\" destination=\"\(next)\"/></controller>\n"
        }
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="nav">
              <navigation id="nav"><relationship kind="root" destination="s0"/></navigation>
            \(body)</scenes>
            """
        let result = lint(text)
        #expect(result.reader.isEmpty && result.resolver.isEmpty)
        #expect(result.lint.isEmpty, "\(result.lint.prefix(3).map(\.description))")
    }
}
