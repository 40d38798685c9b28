import SceneGraph

/// Turns a parameter's default, written as a value in the scene file, into a Swift expression
/// of the parameter's type — or nil when it does not fit (lint reports those).
enum ParameterDefaults {
    static func expression(_ parameter: SegueParameter) -> Expression? {
        guard let text = parameter.defaultValue else { return nil }
        var type = parameter.type.trimmingCharacters(in: " ")
        var isOptional = false
        while type.hasSuffix("?") || type.hasSuffix("!") {
            type.removeLast()
            isOptional = true
        }
        if isOptional, text == "nil" { return .nilLiteral }
        switch type {
        case "String", "Substring": return .string(text)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return Int(text).map(Expression.integer)
        case "Double", "Float", "CGFloat": return Double(text).flatMap { $0.isFinite ? Expression.double($0) : nil }
        case "Bool": return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        default:
            // Other types: an enum case (`.medium`).
            if text.hasPrefix("."), SwiftName.isIdentifier(String(text.dropFirst())) { return .implicitMember(String(text.dropFirst())) }
            return nil
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
