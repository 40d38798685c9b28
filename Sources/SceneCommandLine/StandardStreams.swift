import SceneCompiler
import SceneGraph

/// The version both executables print (`scenec --version`) and the language server announces.
public let scenecVersion = "0.1.0"

/// Standard error written with `write(2)`, whole texts at a time: the compiler's commands do
/// not load Foundation for `FileHandle` (docs/Performance.md, round ten).
public enum StandardStreams {
    /// Writes `text` to standard error; a closed stream ends the writing (nothing else can be
    /// done with the text).
    public static func writeError(_ text: String) {
        var text = text
        _ = text.withUTF8 { SystemCall.writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }

    /// Writes the UTF-8 `bytes` to standard error, as `writeError(_:)` writes a text.
    public static func writeError(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { SystemCall.writeAll($0, to: 2) }
    }
}

/// Writes diagnostics to standard error, one gcc-style line each, within `limit`.
public func report(_ diagnostics: [Diagnostic], limit: DiagnosticLimit = .default) {
    guard !diagnostics.isEmpty else { return }
    var text: [UInt8] = []
    for diagnostic in limit.apply(diagnostics) {
        diagnostic.write(to: &text)
        text.append(UInt8(ascii: "\n"))
    }
    StandardStreams.writeError(text)
}
