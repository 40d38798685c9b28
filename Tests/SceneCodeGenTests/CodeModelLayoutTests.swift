import Testing
@testable import SceneCodeGen

/// The code model's enums box only the cases that hold another expression or statement by
/// value, or more than an expression's inline payload (issue 26): a statement or expression that
/// is a name, a literal or a list stays inline, and arrays of them stay small.
@Suite("Code model layout")
struct CodeModelLayoutTests {
    /// An expression is as large as its largest inline payload (a string: 16 bytes) and its tag.
    /// A larger payload made inline (a closure's three lists, two expressions) would grow every
    /// argument, statement and array element; this fails then.
    @Test func expressionsAreAStringWide() {
        #expect(MemoryLayout<Expression>.size <= MemoryLayout<String>.size + 1)
        // Inline, not boxed: an enum whose every case is boxed is one pointer wide.
        #expect(MemoryLayout<Expression>.size > MemoryLayout<UnsafeRawPointer>.size)
    }

    /// A statement holds an expression inline (`.expression`, `.returnValue`) and boxes the rest.
    @Test func statementsAreAnExpressionWide() {
        #expect(MemoryLayout<Statement>.size <= MemoryLayout<Expression>.size + 1)
        #expect(MemoryLayout<Statement>.size > MemoryLayout<UnsafeRawPointer>.size)
    }

    /// Boxed or not, the cases still compare and nest as before.
    @Test func inlineAndBoxedCasesCompare() {
        let call = Expression.call(.member(.identifier("view"), "addSubview"), [Argument(nil, .identifier("label"))], trailingClosure: nil)
        #expect(call == .call(.member(.identifier("view"), "addSubview"), [Argument(nil, .identifier("label"))], trailingClosure: nil))
        #expect(call != .call(.member(.identifier("view"), "addSubview"), [Argument(nil, .identifier("image"))], trailingClosure: nil))
        #expect(Statement.expression(call) != .discard(call))
        #expect(Statement.returnValue(.string("a")) == .returnValue(.string("a")))
        #expect(Statement.assignment(target: .identifier("a"), value: .bool(true)) != .assignment(target: .identifier("a"), value: .bool(false)))
    }
}
