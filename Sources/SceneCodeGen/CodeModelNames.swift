import SceneGraph

/// A name the code model cannot take: text from the graph that is not what its slot needs.
///
/// ``SwiftNameGate`` refuses such names with a located diagnostic before code generation; this
/// error is the code model's own backstop, for a graph that did not pass the gate (a field the
/// gate does not know yet, a graph built by hand). Generation stops with an error, never
/// writes the text.
public struct UngatedName: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refused text.
    public var text: String
    /// What it was meant to be.
    public var kind: SwiftNameGate.Kind

    public var description: String {
        "'\(SwiftName.displayed(text))' cannot be written into Swift as a \(kind == .typeName || kind == .type ? "type" : "name")"
    }

    /// The error diagnostic for this name, at `location`.
    func diagnostic(at location: SourceLocation?) -> Diagnostic {
        .error("\(description); nothing is generated", at: location, rule: SwiftNameGate.rule)
    }
}

/// A Swift identifier in the code model. It is made only from a string literal of the
/// generator's own source, from text that passes ``SwiftName/isIdentifier(_:)``, or from a
/// name the generator derives and checks; plain text cannot become one.
public struct SwiftIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as written (without back-ticks).
    public let text: String

    /// The identifier `text`, or ``UngatedName`` when Swift cannot use it as one.
    public init(_ text: String) throws(UngatedName) {
        guard SwiftName.isIdentifier(text) else { throw UngatedName(text: text, kind: .identifier) }
        self.text = text
    }

    /// A name of the generator's own source (`controller`, `_`); a literal that is not an
    /// identifier is a programming error.
    ///
    /// The literal is a `String`, not a `StaticString`: the compiler makes a `String` literal in
    /// place (a small one in two registers, a longer one pointing into the executable), where
    /// `StaticString.description` cost ~220 instructions a name, and for the 18,000 longer than a
    /// small string an allocation — 22 M (2.4 %) of `compile` of 1,000 scenes (issue 26). Only the
    /// compiler may call this initialiser, for literals: called by name or referred to unapplied
    /// (`SwiftIdentifier.init`), it would let text read from a file past the gate. The type no
    /// longer refuses that; `LiteralOnlyTests` scans the sources for such uses.
    public init(stringLiteral literal: String) {
        assert(literal == "_" || SwiftName.isIdentifier(literal), "not an identifier: \(literal)")  // the tests run every literal
        text = literal
    }

    /// A name the generator derived (a sanitised id, a suffixed name): `text` when it is an
    /// identifier, else `fallback` — made only then: a literal fallback made for every derived
    /// name (an action's event, `primaryActionTriggered`, longer than a small string) cost an
    /// allocation and a copy each time (issue 26).
    init(derived text: String, fallback: @autoclosure () -> SwiftIdentifier) {
        self.text = SwiftName.isIdentifier(text) ? text : fallback().text
    }

    /// The name as Swift source needs it where a declaration or a reference stands: back-ticked
    /// when it is a reserved word.
    public var rendered: String { SwiftRenderer.name(text) }

    public var description: String { text }

    public static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.text < rhs.text }

    /// `prefix` followed by the name (`_` + `RecipeListViews`), itself an identifier.
    func prefixed(_ prefix: String) -> SwiftIdentifier {
        SwiftIdentifier(derived: prefix + text, fallback: self)
    }

    /// The name followed by `suffix` (identifier characters), itself an identifier.
    func appending(_ suffix: String) -> SwiftIdentifier {
        SwiftIdentifier(derived: text + suffix, fallback: self)
    }
}

/// A Swift type in the code model (`Int`, `SceneRuntime.Label!`, `[String: Recipe.ID]?`). It is
/// made from a string literal of the generator's own source — whose interpolations may only be
/// other types and identifiers — or from text that passes the gate's type check.
public struct SwiftType: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The type as written.
    public let text: String

    /// The type `text` (a type name or a type of the parameter grammar), or ``UngatedName``.
    public init(_ text: String) throws(UngatedName) {
        guard SwiftName.isType(text) else { throw UngatedName(text: text, kind: .type) }
        self.text = text
    }

    /// The type name `text` (identifiers joined by dots), or ``UngatedName``.
    public init(typeName text: String) throws(UngatedName) {
        guard SwiftName.isTypeName(text) else { throw UngatedName(text: text, kind: .typeName) }
        self.text = text
    }

    /// The type an identifier names.
    public init(_ name: SwiftIdentifier) {
        text = name.text
    }

    /// A type of the generator's own source (`Int`, `Any?`); `literal` is static text, never
    /// text read from a file: only the compiler may call this initialiser (a `String` literal, as
    /// ``SwiftIdentifier/init(stringLiteral:)`` says why; `LiteralOnlyTests` scans for other uses).
    public init(stringLiteral literal: String) {
        text = literal
    }

    public init(stringInterpolation: CodeInterpolation) {
        text = stringInterpolation.text
    }

    public var description: String { text }

    /// `Type!`.
    public var implicitlyUnwrapped: SwiftType { SwiftType(checked: text + "!") }
    /// `Type?`.
    public var optional: SwiftType { SwiftType(checked: text + "?") }
    /// `[Type]`.
    public var array: SwiftType { SwiftType(checked: "[" + text + "]") }
    /// `Type.Member`.
    public func member(_ name: SwiftIdentifier) -> SwiftType { SwiftType(checked: text + "." + name.text) }

    /// A type composed from checked parts.
    private init(checked text: String) {
        self.text = text
    }
}

/// The interpolation of ``SwiftType`` literals (`"(@MainActor () -> \(type))?"`): literal segments
/// are the generator's own static text; interpolated values are only names and types.
public struct CodeInterpolation: StringInterpolationProtocol, Sendable {
    fileprivate var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// A literal segment: only the compiler calls this, for the literal's text (`LiteralOnlyTests`).
    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// An identifier where a reference stands (back-ticked when reserved).
    public mutating func appendInterpolation(_ name: SwiftIdentifier) {
        text += name.rendered
    }

    /// A type, as written.
    public mutating func appendInterpolation(_ type: SwiftType) {
        text += type.text
    }

}
