import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(MachO)
import MachO  // _NSGetExecutablePath
#endif
import SceneCommandLine

/// A command `scenec-studio` runs (``StudioCommands``): `scenec graph …` executes
/// `scenec-studio graph …` in this process's place — the same arguments, streams and exit
/// status, so editors that start `scenec lsp` talk to the server directly.
///
/// Why two executables: what these commands need (Foundation, the runtime, the interpreter)
/// would otherwise be loaded by every `check`, `lint` and `compile`, the commands builds run
/// once per file; Foundation alone costs a short run about 2.5 ms (docs/Performance.md, round ten).
struct StudioCommand {
    /// The arguments for `scenec-studio`, the command's name first.
    var arguments: [String]

    /// The studio command `arguments` (without the program name) ask for, also as
    /// `help NAME`, or a request that describes the whole command line — a completion script, the
    /// help dump — which the studio answers with the studio's commands' own options (here they
    /// are stand-ins); nil for `scenec`'s own commands.
    static func handOver(_ arguments: [String]) -> StudioCommand? {
        guard let first = arguments.first else { return nil }
        if StudioCommands.contains(first) { return StudioCommand(arguments: arguments) }
        if first.hasPrefix("--generate-completion-script") || first == "--experimental-dump-help" {
            return StudioCommand(arguments: arguments)
        }
        if first == "help", arguments.count >= 2, StudioCommands.contains(arguments[1]) {
            return StudioCommand(arguments: [arguments[1], "--help"])
        }
        return nil
    }

    /// Replaces this process with `scenec-studio`; when it cannot be started, says why and exits 2.
    func run() -> Never {
        guard let executable = ExecutableLocation.sibling(named: StudioCommands.executableName) else {
            StandardStreams.writeError("""
                error: 'scenec \(arguments[0])' runs \(StudioCommands.executableName), which was not found beside \
                \(ExecutableLocation.current ?? "scenec"); build it with `swift build --product \(StudioCommands.executableName)`

                """)
            exit(2)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        execv(executable, argv)
        StandardStreams.writeError("error: cannot run \(executable): \(String(cString: strerror(errno)))\n")
        exit(2)
    }
}

/// Where executables are: this one, and another of the package's beside it.
enum ExecutableLocation {
    /// The path of the running executable, symbolic links resolved; nil when the system cannot say.
    static var current: String? {
        #if os(Linux) || os(Android)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        return nil
        #endif
    }

    /// The executable `name` in the running executable's folder. Only there: a `scenec-studio`
    /// elsewhere on PATH may come from another build or version of scenec.
    static func sibling(named name: String) -> String? {
        guard let current, let slash = current.lastIndex(of: "/") else { return nil }
        let candidate = String(current[..<slash]) + "/" + name
        return access(candidate, X_OK) == 0 ? candidate : nil
    }
}

/// The studio commands in `scenec`'s help: each takes its arguments as they are and hands them
/// over (`scenec` hands them over before parsing, so these run only when called as types; the
/// completion scripts and the help dump come from the studio, which has the real options).
protocol HandedOverCommand: ParsableCommand {
    static var studioName: String { get }
    var arguments: [String] { get }
}

extension HandedOverCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: studioName, abstract: StudioCommands.abstract(of: studioName))
    }

    func run() throws {
        StudioCommand(arguments: [Self.studioName] + arguments).run()
    }
}

extension Scenec {
    struct Graph: HandedOverCommand {
        static let studioName = "graph"
        @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    }

    struct Layout: HandedOverCommand {
        static let studioName = "layout"
        @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    }

    struct Preview: HandedOverCommand {
        static let studioName = "preview"
        @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    }

    struct Simulate: HandedOverCommand {
        static let studioName = "simulate"
        @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    }

    struct Lsp: HandedOverCommand {
        static let studioName = "lsp"
        @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    }
}
