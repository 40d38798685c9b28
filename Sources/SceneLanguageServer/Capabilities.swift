import SceneCompiler

/// What the client says it can do (`initialize`'s `capabilities`), reduced to what changes the
/// server's answers.
struct ClientCapabilities: Sendable {
    /// Completion items may be snippets (`$1`, `$0`).
    var snippets = false
    /// `documentSymbol` may answer a tree (`DocumentSymbol[]`) rather than a flat list.
    var hierarchicalSymbols = false
    /// Workspace edits may use `documentChanges` with file creation (scaffold actions).
    var createFiles = false
    /// The server may register for watched-file events.
    var watchedFilesRegistration = false
    /// Completion item documentation may be Markdown.
    var markdownDocumentation = false
    /// The client accepts `window/showMessage` (every client does; kept for symmetry).
    var showMessage = true

    init() {}

    init(_ json: JSONValue?) {
        guard let json else { return }
        let completion = json.at("textDocument", "completion", "completionItem")
        snippets = completion?["snippetSupport"]?.boolValue ?? false
        markdownDocumentation = completion?["documentationFormat"]?.arrayValue?.contains(.string("markdown")) ?? false
        hierarchicalSymbols = json.at("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport")?.boolValue ?? false
        let workspaceEdit = json.at("workspace", "workspaceEdit")
        createFiles = (workspaceEdit?["documentChanges"]?.boolValue ?? false)
            && (workspaceEdit?["resourceOperations"]?.arrayValue?.contains(.string("create")) ?? false)
        watchedFilesRegistration = json.at("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue ?? false
    }
}

/// What the server answers to `initialize`.
enum ServerCapabilities {
    /// Characters after which editors ask for completion: a new element, an attribute, a value.
    static let completionTriggers = ["<", " ", "\""]

    /// The `InitializeResult`.
    static func initializeResult(version: String) -> JSONValue {
        let capabilities: JSONValue = .members(
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", .members(
                ("openClose", .bool(true)),
                ("change", .int(2)),  // incremental
                ("save", .members(("includeText", .bool(false)))))),
            ("completionProvider", .members(
                ("triggerCharacters", .array(completionTriggers.map(JSONValue.string))),
                ("resolveProvider", .bool(false)))),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("renameProvider", .members(("prepareProvider", .bool(true)))),
            ("documentSymbolProvider", .bool(true)),
            ("codeActionProvider", .members(("codeActionKinds", .array([.string("quickfix")])))),
            ("documentFormattingProvider", .bool(true)))
        return .members(
            ("capabilities", capabilities),
            ("serverInfo", .members(("name", .string("scenec")), ("version", .string(version)))))
    }

    /// The files whose changes on disk matter: scene files, storyboards, Swift sources (declared
    /// classes) and lint configurations.
    static let watchedGlobs = ["**/*.scene", "**/*.storyboard", "**/*.swift", "**/.scenec.yml"]

    /// The `client/registerCapability` parameters for watched files.
    static var watchedFilesRegistration: JSONValue {
        .members(("registrations", .array([.members(
            ("id", .string("scenec-watched-files")),
            ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .members(("watchers", .array(watchedGlobs.map { .members(("globPattern", .string($0))) })))))])))
    }
}
