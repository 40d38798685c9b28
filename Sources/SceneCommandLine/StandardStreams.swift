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
}

/// Writes diagnostics to standard error, one gcc-style line each, within `limit`.
public func report(_ diagnostics: [Diagnostic], limit: DiagnosticLimit = .default) {
    guard !diagnostics.isEmpty else { return }
    var text = ""
    for diagnostic in limit.apply(diagnostics) {
        diagnostic.write(to: &text)
        text.append("\n")
    }
    StandardStreams.writeError(text)
}
