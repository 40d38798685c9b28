/// A small structured representation of the Swift that scenec generates.
///
/// The translator builds these values from the scene graph; ``SwiftRenderer`` turns them into
/// text. Neither knows the other's job: the translator never formats, the renderer never
/// looks at scenes. Every name is a ``SwiftIdentifier``, every type a ``SwiftType``, and the words
/// around them (attributes, modifiers, conditions, patterns) are closed sets of cases: nothing can
/// be made from unchecked text, so nothing read from a scene file reaches the output but through
/// the name gate or the string-literal escaper. The model is `Equatable`, so translators' output
/// can be compared in tests without rendering it.
public enum SwiftCode {}

/// An access level for generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, `internal`

    /// The keyword to print before a declaration (`internal` is implicit and printed as nothing).
    var keyword: String? { self == .public ? "public" : nil }
}

/// A declaration at file or type scope.
public indirect enum Declaration: Equatable, Sendable {
    /// `// text` lines.
    case comment([String])
    /// `enum Name { members }`, used as a namespace (or with cases).
    case enumeration(EnumDeclaration)
    /// `final class Name { members }`.
    case classDeclaration(ClassDeclaration)
    /// `extension Type: Conformances { members }`.
    case extensionOf(ExtensionDeclaration)
    /// `protocol Name: Inherited { requirements }`.
    case protocolDeclaration(ProtocolDeclaration)
    /// A function or initializer.
    case function(FunctionDeclaration)
    /// A stored or computed property.
    case variable(VariableDeclaration)
    /// `typealias Name = Type`.
    case typeAlias(doc: [String], access: AccessLevel?, name: SwiftIdentifier, type: SwiftType)
}

/// An enum: a namespace when it has no cases.
public struct EnumDeclaration: Equatable, Sendable {
    public var doc: [String]
    public var attributes: [Attribute]
    public var access: AccessLevel?
    public var name: SwiftIdentifier
    public var conformances: [SwiftType]
    public var cases: [EnumCase]
    public var members: [Declaration]

    public init(doc: [String] = [], attributes: [Attribute] = [], access: AccessLevel?, name: SwiftIdentifier,
                conformances: [SwiftType] = [], cases: [EnumCase] = [], members: [Declaration] = []) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.name = name
        self.conformances = conformances
        self.cases = cases
        self.members = members
    }
}

/// One case of an enum, with associated values.
public struct EnumCase: Equatable, Sendable {
    public var doc: [String]
    public var name: SwiftIdentifier
    public var associatedValues: [Parameter]

    public init(doc: [String] = [], name: SwiftIdentifier, associatedValues: [Parameter] = []) {
        self.doc = doc
        self.name = name
        self.associatedValues = associatedValues
    }
}

/// A final class (generated code uses small ones as holders; scaffolds use subclasses).
public struct ClassDeclaration: Equatable, Sendable {
    public var doc: [String]
    public var attributes: [Attribute]
    public var access: AccessLevel?
    public var name: SwiftIdentifier
    public var inherits: [SwiftType]
    public var members: [Declaration]

    public init(doc: [String] = [], attributes: [Attribute] = [], access: AccessLevel?, name: SwiftIdentifier, inherits: [SwiftType] = [],
                members: [Declaration] = []) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.name = name
        self.inherits = inherits
        self.members = members
    }
}

/// An extension of a type.
public struct ExtensionDeclaration: Equatable, Sendable {
    public var doc: [String]
    public var attributes: [Attribute]
    public var type: SwiftType
    public var conformances: [SwiftType]
    public var members: [Declaration]

    public init(doc: [String] = [], attributes: [Attribute] = [], type: SwiftType, conformances: [SwiftType] = [],
                members: [Declaration] = []) {
        self.doc = doc
        self.attributes = attributes
        self.type = type
        self.conformances = conformances
        self.members = members
    }
}

/// A protocol and its requirements (functions without bodies, properties with accessors).
public struct ProtocolDeclaration: Equatable, Sendable {
    public var doc: [String]
    public var attributes: [Attribute]
    public var access: AccessLevel?
    public var name: SwiftIdentifier
    public var inherits: [SwiftType]
    public var requirements: [Declaration]

    public init(doc: [String] = [], attributes: [Attribute] = [], access: AccessLevel?, name: SwiftIdentifier,
                inherits: [SwiftType] = [], requirements: [Declaration] = []) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.name = name
        self.inherits = inherits
        self.requirements = requirements
    }
}

/// A function parameter or an associated value: `label name: Type = default`.
public struct Parameter: Equatable, Sendable {
    /// The argument label; nil means the same as `name`, `"_"` means none.
    public var label: SwiftIdentifier?
    public var name: SwiftIdentifier
    public var type: SwiftType
    public var defaultValue: Expression?

    public init(label: SwiftIdentifier? = nil, name: SwiftIdentifier, type: SwiftType, defaultValue: Expression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A function.
public struct FunctionDeclaration: Equatable, Sendable {
    public var doc: [String]
    public var attributes: [Attribute]
    public var access: AccessLevel?
    public var modifiers: [Modifier]
    public var name: SwiftIdentifier
    public var genericParameters: [SwiftIdentifier]
    public var parameters: [Parameter]
    public var isThrowing: Bool
    public var returnType: SwiftType?
    /// The body; nil for a protocol requirement.
    public var body: [Statement]?

    public init(doc: [String] = [], attributes: [Attribute] = [], access: AccessLevel? = nil, modifiers: [Modifier] = [],
                name: SwiftIdentifier, genericParameters: [SwiftIdentifier] = [], parameters: [Parameter] = [], isThrowing: Bool = false,
                returnType: SwiftType? = nil, body: [Statement]?) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.modifiers = modifiers
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
    }
}

/// A property: stored with an initial value, computed with a getter body, or a requirement.
public struct VariableDeclaration: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `let`/`var name: Type = value`.
        case stored(isMutable: Bool, value: Expression?)
        /// `var name: Type { body }`.
        case computed([Statement])
        /// `var name: Type { get { … } set { … } }`.
        case accessors(get: [Statement], set: [Statement])
        /// `var name: Type { get }` or `{ get set }` in a protocol.
        case requirement(settable: Bool)
    }

    public var doc: [String]
    public var attributes: [Attribute]
    public var access: AccessLevel?
    public var modifiers: [Modifier]
    public var name: SwiftIdentifier
    public var type: SwiftType?
    public var kind: Kind

    public init(doc: [String] = [], attributes: [Attribute] = [], access: AccessLevel? = nil, modifiers: [Modifier] = [],
                name: SwiftIdentifier, type: SwiftType?, kind: Kind) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.modifiers = modifiers
        self.name = name
        self.type = type
        self.kind = kind
    }
}

/// A statement inside a body.
///
/// Only the cases whose payload is larger than an expression (bindings, assignments, the
/// conditionals and `switch`) are `indirect` (boxed on the heap): an indirect enum boxed every
/// case, so each name, literal and expression statement of the generated code was an allocation
/// to make, reference-count and free — 2.9 % of `compile`'s instructions on scene files
/// (issue 26). `CodeModelLayoutTests` holds the sizes.
public enum Statement: Equatable, Sendable {
    /// An expression on its own line.
    case expression(Expression)
    /// `let name: Type = value` / `var …`.
    indirect case binding(isMutable: Bool, name: SwiftIdentifier, type: SwiftType?, value: Expression)
    /// `target = value`.
    indirect case assignment(target: Expression, value: Expression)
    /// `return value`.
    case returnValue(Expression?)
    /// `if condition { then } else { otherwise }`.
    indirect case ifStatement(condition: Condition, then: [Statement], otherwise: [Statement]?)
    /// `guard condition else { body }`.
    indirect case guardStatement(condition: Condition, otherwise: [Statement])
    /// `_ = value`.
    case discard(Expression)
    /// `switch subject { cases }`.
    indirect case switchStatement(subject: Expression, cases: [SwitchCase])
    /// `// text`.
    case comment(String)
}

/// One `case pattern: body` (or `default:` when the pattern is nil).
public struct SwitchCase: Equatable, Sendable {
    public var pattern: Pattern?
    public var body: [Statement]

    public init(pattern: Pattern?, body: [Statement]) {
        self.pattern = pattern
        self.body = body
    }
}

/// An expression.
///
/// Names, literals and lists are held inline; the cases that hold an expression by value (which
/// Swift requires to be boxed) or a closure are `indirect` (see ``Statement``).
public enum Expression: Equatable, Sendable {
    /// A name (a variable, a function): escaped by the renderer when it is a keyword.
    case identifier(SwiftIdentifier)
    /// A type used as a value (`SceneRuntime.Label(frame: .zero)`, `Recipe.self`).
    case type(SwiftType)
    /// `self`.
    case selfReference
    /// `Type.self`.
    case metatype(SwiftType)
    /// `value?`, for optional chaining (`creator?()`).
    indirect case optionalChained(Expression)
    /// `value ?? fallback`.
    indirect case nilCoalescing(Expression, Expression)
    /// `$0`, `$1`: a closure's anonymous argument.
    case closureArgument(Int)
    /// A number literal as a scene file wrote it.
    case number(NumberLiteral)
    /// `base.member` (member escaped when it is a keyword).
    indirect case member(Expression, SwiftIdentifier)
    /// `.member` (implicit member).
    case implicitMember(SwiftIdentifier)
    /// `callee(label: argument, …) { trailing closure }`.
    indirect case call(Expression, [Argument], trailingClosure: Closure?)
    /// A string literal of the exact text.
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal.
    case double(Double)
    /// `true` / `false`.
    case bool(Bool)
    /// `nil`.
    case nilLiteral
    /// `[a, b]`.
    case array([Expression])
    /// `[key: value, …]`, one entry per line (`[:]` when empty).
    case dictionary([DictionaryEntry])
    /// `{ [captures] parameters in body }`.
    indirect case closure(Closure)
    /// `value as? Type`.
    indirect case cast(Expression, CastKind, type: SwiftType)
    /// `try expression`.
    indirect case tryExpression(Expression)
}

/// One `key: value` entry of a dictionary literal.
public struct DictionaryEntry: Equatable, Sendable {
    public var key: Expression
    public var value: Expression

    public init(_ key: Expression, _ value: Expression) {
        self.key = key
        self.value = value
    }
}

/// A call argument: `label: value`, or just `value`.
public struct Argument: Equatable, Sendable {
    public var label: SwiftIdentifier?
    public var value: Expression

    public init(_ label: SwiftIdentifier? = nil, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// A closure literal.
public struct Closure: Equatable, Sendable {
    public var captures: [Capture]
    public var parameters: [SwiftIdentifier]
    public var body: [Statement]
    /// Whether the closure is written on one line (`{ value }`); its body is one expression then.
    public var isInline: Bool

    public init(captures: [Capture] = [], parameters: [SwiftIdentifier] = [], body: [Statement], isInline: Bool = false) {
        self.captures = captures
        self.parameters = parameters
        self.body = body
        self.isInline = isInline
    }
}

/// One generated file: a header and declarations.
public struct SwiftFile: Equatable, Sendable {
    /// The file name (`Recipes.swift`).
    public var name: String
    /// Header comment lines (without `//`).
    public var header: [String]
    /// Modules imported.
    public var imports: [SwiftIdentifier]
    /// Top-level declarations.
    public var declarations: [Declaration]

    public init(name: String, header: [String], imports: [SwiftIdentifier], declarations: [Declaration]) {
        self.name = name
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}
