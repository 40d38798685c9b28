import SceneGraph

/// Turns a parameter's default, written as a value in the scene file, into a Swift expression
/// of the parameter's type — or nil when it does not fit (lint reports those, with the same reading).
enum ParameterDefaults {
    static func expression(_ parameter: SegueParameter) throws(UngatedName) -> Expression? {
        guard let text = parameter.defaultValue, let value = ParameterDefault.read(text, type: parameter.type).value else { return nil }
        switch value {
        case .nilLiteral: return .nilLiteral
        case .integer(let literal), .number(let literal):
            guard let number = NumberLiteral(literal) else { throw UngatedName(text: literal, kind: .type) }
            return .number(number)
        case .bool(let flag): return .bool(flag)
        case .text(let text), .character(let text): return .string(text)
        case .emptyArray: return .array([])
        case .emptyDictionary: return .dictionary([])
        case .member(let name): return .implicitMember(try SwiftIdentifier(name))
        }
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}
