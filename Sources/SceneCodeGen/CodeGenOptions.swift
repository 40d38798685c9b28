import SceneGraph

/// Settings of the code generator.
public struct CodeGenOptions: Sendable {
    /// The access level of generated declarations (`internal` inside an app, `public` for a library).
    public var access: AccessLevel
    /// The runtime module generated code imports.
    public var runtimeModule: String
    /// The module the generated code is compiled into. A storyboard class declared in another
    /// module (`customModule`) is then named with its module (`Kit.LoginViewController`) and that
    /// module is imported; nil leaves class names as written.
    public var module: String?
    /// Whether a reference to a file that is not compiled together gets a placeholder controller
    /// (with a warning) instead of stopping generation — for compiling part of an app.
    public var stubsMissingReferences: Bool
    /// Classes the app's Swift sources declare (`scenec compile --sources`): a user-defined
    /// runtime attribute that names one of their properties is assigned to it.
    public var declaredClasses: [String: DeclaredClass] = [:]

    /// Creates options.
    public init(access: AccessLevel = .internal, runtimeModule: String = "SceneRuntime", module: String? = nil,
                stubsMissingReferences: Bool = false) {
        self.access = access
        self.runtimeModule = runtimeModule
        self.module = module
        self.stubsMissingReferences = stubsMissingReferences
    }

    /// Errors for settings that generated code would write into Swift but Swift cannot hold
    /// (module names that are not identifiers).
    public func problems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (setting, value) in [("runtimeModule", runtimeModule), ("module", module)] {
            guard let value, !SwiftName.isIdentifier(value) || SwiftName.isKeyword(value) else { continue }
            problems.append(.error("'\(SwiftName.displayed(value))' is not a Swift module name (the \(setting) setting)", at: nil, rule: SwiftNameGate.rule))
        }
        return problems
    }
}

/// A class the app's Swift sources declare: its superclass and its settable stored properties
/// with their type names, as `DeclaredTypeScanner` reads them.
public struct DeclaredClass: Hashable, Sendable {
    /// The first name after the colon (a superclass or a protocol).
    public var superclass: String?
    /// Property name → type name (`cornerRadius` → `CGFloat`).
    public var properties: [String: String]

    /// Creates a class with no properties.
    public init(superclass: String? = nil, properties: [String: String] = [:]) {
        self.superclass = superclass
        self.properties = properties
    }
}
