/// The source language of a document.
public enum Dialect: String, Hashable, Sendable {
    /// scenec's own XML scene format (`.scene`).
    case scene
    /// Xcode's Interface Builder storyboard format (`.storyboard`).
    case storyboard
}

/// One input file: its scenes, in source order, and its document-level settings.
public struct SceneDocument: Hashable, Sendable {
    /// The path as given to the compiler.
    public var path: String
    /// The language it was written in.
    public var dialect: Dialect
    /// The format version it declares.
    public var formatVersion: Int
    /// The Swift namespace generated code uses for the file's scenes (defaults to the file name).
    public var module: String?
    /// The id of the initial scene, if any.
    public var initialScene: String?
    /// The scenes, in source order.
    public var scenes: [Scene]
    /// The screen the file was designed on (a storyboard's `<device>`), when it names one.
    public var designedDevice: DesignedDevice?
    /// For storyboards: the root element's attributes (`targetRuntime`, `toolsVersion`, …).
    public var attributes: [String: String]
    /// The root element's source positions.
    public var source: SourceRange
    /// The file's comments, in order (inline `scenec:` directives live in them).
    public var comments: [Comment]

    /// A comment: its text (without `<!--` and `-->`) and where its `<!--` is.
    public struct Comment: Hashable, Sendable {
        /// The text between `<!--` and `-->`.
        public var text: String
        /// Where `<!--` is.
        public var location: SourceLocation

        /// Creates a comment.
        public init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// Creates a document with no scenes.
    public init(path: String, dialect: Dialect, formatVersion: Int, source: SourceRange) {
        self.path = path
        self.dialect = dialect
        self.formatVersion = formatVersion
        self.scenes = []
        self.attributes = [:]
        self.source = source
        self.comments = []
    }

    /// The scene with an id, if the document declares one.
    public func scene(named name: String) -> Scene? {
        scenes.first { $0.id.name == name }
    }

    /// The file name without folders or extension (`Scenes/Main.scene` → `Main`).
    public var baseName: String { FilePath.baseName(of: path) }
}
