/// Where generated files go, piece by piece.
///
/// ``SceneTranslator/generate(_:selection:into:)`` calls ``beginFile(named:)`` for each file and
/// then ``append(_:)`` with its text in order, scene by scene, so that no large file's code model
/// or text is ever held whole. What the output does with a file once the next one begins, or once
/// generation ends, is its own affair (``GeneratedFiles`` keeps them; scenec's writer stages them
/// on disk and commits them only when generation succeeded).
///
/// Documents are generated concurrently: each document's file goes to a part of the output of
/// its own (``makePart()``), filled on one thread, and the parts are joined back in document order
/// (``join(_:)``) before the shared file is generated into the output itself.
public protocol GeneratedOutput: Sendable {
    /// Starts the file `name`; the text that follows belongs to it until the next file begins.
    mutating func beginFile(named name: String) throws
    /// Appends text to the current file.
    mutating func append(_ text: String) throws
    /// Appends text given as UTF-8 bytes (valid UTF-8) to the current file. The code generator
    /// writes its text as bytes, so an output that stores bytes takes them without the check and
    /// copy a `String` needs; by default, the same as ``append(_:)`` of the string they encode.
    mutating func append(utf8 bytes: [UInt8]) throws
    /// An empty output that puts its files where this one does.
    func makePart() -> Self
    /// Takes the files of `part`, in order, after this output's own; also when generating them
    /// failed (and then throws), so that what happens to this output happens to them.
    mutating func join(_ part: consuming Self) throws
}

extension GeneratedOutput {
    public mutating func append(utf8 bytes: [UInt8]) throws {
        try append(String(decoding: bytes, as: UTF8.self))
    }
}

/// Generated files kept in memory, in the order they were generated.
public struct GeneratedFiles: GeneratedOutput, Sendable {
    /// Each file's name and complete text.
    public private(set) var files: [(name: String, contents: String)] = []

    /// Creates an empty collection.
    public init() {}

    public mutating func beginFile(named name: String) {
        files.append((name, ""))
    }

    public mutating func append(_ text: String) {
        files[files.count - 1].contents += text
    }

    public func makePart() -> GeneratedFiles {
        GeneratedFiles()
    }

    public mutating func join(_ part: consuming GeneratedFiles) {
        files += part.files
    }
}
