/// Settings of the code generator.
public struct CodeGenOptions: Sendable {
    /// The access level of generated declarations (`internal` inside an app, `public` for a library).
    public var access: AccessLevel
    /// The runtime module generated code imports.
    public var runtimeModule: String

    /// Creates options.
    public init(access: AccessLevel = .internal, runtimeModule: String = "SceneRuntime") {
        self.access = access
        self.runtimeModule = runtimeModule
    }
}
