import ArgumentParser
import SceneCommandLine
import Foundation
import SceneDrawing

/// What `graph` and `preview` share about where a drawing goes: a file written atomically, or
/// standard output — never png to a terminal.
enum DrawingOutput {
    /// Refuses to write png to a terminal (usage error, exit 2) when there is no `--output`.
    static func refusePNGOnTerminal(format isPNG: Bool, output: String?) throws {
        guard output == nil, isPNG, isatty(STDOUT_FILENO) != 0 else { return }
        report([.error("not writing png to a terminal; give --output FILE or redirect standard output", at: nil, rule: "usage")])
        throw ExitCode(2)
    }

    /// Writes `data` to `output` atomically, or to standard output; an I/O failure is exit 2.
    static func write(_ data: Data, to output: String?) throws {
        guard let output else { return FileHandle.standardOutput.write(data) }
        do {
            try AtomicFile.write(data, to: output)
        } catch {
            report([.error(error.description, at: nil, rule: "io-write")])
            throw ExitCode(2)
        }
    }
}
