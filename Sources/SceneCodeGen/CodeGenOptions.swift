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

    /// Creates options.
    public init(access: AccessLevel = .internal, runtimeModule: String = "SceneRuntime", module: String? = nil) {
        self.access = access
        self.runtimeModule = runtimeModule
        self.module = module
    }
}
