import Testing
@testable import SceneCodeGen
import TestSupport

/// The renderer writes `if`, `guard` and `case` lines where the line is instead of making the
/// condition or pattern a string first (issue 26). Random statements must render to what the
/// former formulas — written out here — gave, also when a condition's value wraps its
/// arguments or holds a closure spanning lines.
@Suite("Renderer writes conditions and patterns in place")
struct RendererConditionTests {
    static let names: [SwiftIdentifier] = ["typed", "class", "état", "value0", "x𝔸y", "default", "a"]

    /// A value whose argument list is near the line width (so it wraps for some widths and
    /// indentations, not others), optionally with a closure argument.
    static func value(_ random: inout SeededRandom) -> Expression {
        var arguments = (0..<(1 + random.below(3))).map { index in
            Argument(index == 0 ? "withIdentifier" : "and", .string(String(repeating: "w", count: 5 + random.below(60))))
        }
        if random.below(3) == 0 {
            arguments.append(Argument("then", .closure(Closure(parameters: ["item"], body: [.expression(.identifier("item").dot("load").called())]))))
        }
        let callee: Expression = random.below(2) == 0 ? .identifier("controller").dot("dequeue") : .identifier("make")
        return random.below(4) == 0 ? .identifier("plain") : .call(callee, arguments, trailingClosure: nil)
    }

    /// The former formulas.
    static func formerCondition(_ condition: Condition, indent: Int) -> String {
        switch condition {
        case .optionalBinding(let name, nil): "let \(name.rendered)"
        case .optionalBinding(let name, let value?): "let \(name.rendered) = " + SwiftRenderer().expression(value, indent: indent)
        }
    }

    static func formerPattern(_ pattern: Pattern) -> String {
        switch pattern {
        case .enumCase(let name, let bindings):
            "." + name.rendered + (bindings.isEmpty ? "" : "(" + bindings.map { "let " + $0.rendered }.joined(separator: ", ") + ")")
        case .string(let text):
            SwiftRenderer.stringLiteral(text)
        }
    }

    @Test func conditionsAndPatternsAreTheFormerLines() {
        var random = SeededRandom(seed: 18)
        var wrapped = 0
        var closures = 0
        for _ in 0..<600 {
            let indent = random.below(4)
            let pad = String(repeating: "    ", count: indent)
            let name = random.pick(Self.names)
            let condition = Condition.optionalBinding(name, random.below(5) == 0 ? nil : Self.value(&random))
            let body: [Statement] = [.returnValue(nil)]
            func rendered(_ statement: Statement) -> String {
                var writer = CodeWriter(indent: indent)
                SwiftRenderer().write(.function(FunctionDeclaration(name: "f", body: [statement])), to: &writer)
                #expect(writer.columnOrigin == 0)
                return writer.text
            }
            // Rendered in a function one level in: the statement's lines carry that level.
            let inner = pad + "    "
            let head = Self.formerCondition(condition, indent: indent + 1)
            if head.contains("\n") { head.contains("{") ? (closures += 1) : (wrapped += 1) }
            let expectedIf = pad + "func f() {\n" + inner + "if " + head + " {\n" + inner + "    return\n" + inner + "}\n" + pad + "}\n"
            #expect(rendered(.ifStatement(condition: condition, then: body, otherwise: nil)) == expectedIf)
            let expectedGuard = pad + "func f() {\n" + inner + "guard " + head + " else {\n" + inner + "    return\n" + inner + "}\n" + pad + "}\n"
            #expect(rendered(.guardStatement(condition: condition, otherwise: body)) == expectedGuard)
            let pattern: Pattern = random.below(3) == 0
                ? .string(random.pick(["segue", "a\"b", "é\n", ""]))
                : .enumCase(name, bindings: (0..<random.below(3)).map { _ in random.pick(Self.names) })
            let expectedSwitch = pad + "func f() {\n" + inner + "switch self {\n" + inner + "case " + Self.formerPattern(pattern) + ":\n"
                + inner + "    return\n" + inner + "default:\n" + inner + "    break\n" + inner + "}\n" + pad + "}\n"
            #expect(rendered(.switchStatement(subject: .selfReference, cases: [SwitchCase(pattern: pattern, body: body), SwitchCase(pattern: nil, body: [])])) == expectedSwitch)
        }
        #expect(wrapped > 50 && closures > 50, "wrapped values and closures should be tested often: \(wrapped) wrapped, \(closures) with closures")
    }
}
