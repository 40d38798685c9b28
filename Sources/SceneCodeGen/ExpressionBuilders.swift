/// Small builders that read like the code they make: `.identifier("controller").dot("navigationItem")`,
/// `.type(label).called(Argument("frame", .implicitMember("zero")))`.
extension Expression {
    /// `self.member`.
    func dot(_ member: SwiftIdentifier) -> Expression {
        .member(self, member)
    }

    /// `self(arguments)`, with an optional trailing closure.
    func called(_ arguments: Argument..., trailing closure: Closure? = nil) -> Expression {
        .call(self, arguments, trailingClosure: closure)
    }

    /// `self(arguments)`, with an optional trailing closure.
    func called(_ arguments: [Argument], trailing closure: Closure? = nil) -> Expression {
        .call(self, arguments, trailingClosure: closure)
    }

    /// `self = value`, as a statement.
    func assigned(_ value: Expression) -> Statement {
        .assignment(target: self, value: value)
    }
}

extension Statement {
    /// `let name = value`.
    static func letBinding(_ name: SwiftIdentifier, _ value: Expression) -> Statement {
        .binding(isMutable: false, name: name, type: nil, value: value)
    }
}

extension Expression {
    /// Whether the expression is a call (what arrays list one per line).
    var isCall: Bool {
        if case .call = self { return true }
        return false
    }
}
