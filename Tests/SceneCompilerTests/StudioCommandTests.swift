import Foundation
import Testing
import TestSupport

/// `scenec` hands graph, layout, preview, simulate and lsp to `scenec-studio` beside it, and
/// itself loads no Foundation (issue 26: Foundation costs a short run ~2.5 ms of loading).
@Suite("scenec and scenec-studio")
struct StudioCommandTests {
    @Test(arguments: [["graph", "--help"], ["help", "layout"], ["preview", "-h"], ["simulate", "--help"], ["lsp", "--help"]])
    func studioHelpIsScenecs(_ arguments: [String]) throws {
        let result = try runScenec(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let command = arguments[0] == "help" ? arguments[1] : arguments[0]
        #expect(result.stdout.contains("USAGE: scenec \(command)"), "\(result.stdout)")
    }

    /// Completion scripts come from the studio, which has every command's real options: the
    /// studio's commands offer theirs (not the stand-ins' lone arguments), the compiler's too.
    @Test(arguments: ["bash", "zsh"])  // both spell long options `--name`
    func completionScriptsKnowEveryOption(_ shell: String) throws {
        let result = try runScenec(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for option in ["device", "landscape", "script", "stdio", "scene", "stub-missing-references", "quiet"] {
            #expect(result.stdout.contains("--\(option)"), "\(shell): --\(option)")
        }
    }

    /// The studio's exit statuses and streams come through unchanged.
    @Test func statusAndStreamsPassThrough() throws {
        let studio = try scenecExecutable().deletingLastPathComponent().appendingPathComponent("scenec-studio")
        let arguments = ["layout", "no-such-file.scene"]
        let handedOver = try runScenec(arguments)
        let direct = try run(studio, arguments, in: packageRoot)
        #expect(handedOver.status == 2)
        #expect(handedOver.status == direct.status)
        #expect(handedOver.stderr == direct.stderr)
        #expect(handedOver.stdout == direct.stdout)
    }

    /// Standard input reaches the studio command (an editor talks to `scenec lsp` this way).
    @Test func standardInputReachesTheStudio() throws {
        let result = try runScenec(["simulate", "Scenes"], stdin: "quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("scenec simulate"))
    }

    /// A `scenec` without its studio says what is missing and how to build it, exit status 2 —
    /// also when another `scenec-studio` is on PATH (it may belong to another build); its own
    /// commands still run.
    @Test func aMissingStudioIsNamed() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("alone/scenec")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try scenecExecutable(), to: alone)
        let elsewhere = try scenecExecutable().deletingLastPathComponent().path  // a studio is there
        let environment = ["PATH": elsewhere + ":/usr/bin:/bin"]
        let result = try run(alone, ["graph", "Scenes"], in: packageRoot, environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("scenec-studio, which was not found beside"), "\(result.stderr)")
        #expect(result.stderr.contains("swift build --product scenec-studio"))
        let check = try run(alone, ["check", "Scenes"], in: packageRoot, environment: environment)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// The compiler's executable does not load Foundation proper (FoundationEssentials only) nor
    /// the Swift overlay of Dispatch (its threads are its own on Linux): the libraries the
    /// dynamic loader maps for it, as glibc's `ldd` lists them.
    #if os(Linux)
    @Test func theCompilerLoadsNoFoundationAndNoDispatchOverlay() throws {
        let result = try run(URL(fileURLWithPath: "/usr/bin/ldd"), [try scenecExecutable().path], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let libraries = result.stdout.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        #expect(libraries.contains { $0.hasPrefix("libc.so") }, "\(result.stdout)")
        #expect(!libraries.contains { $0.hasPrefix("libFoundation.") || $0.hasPrefix("libFoundationInternationalization") || $0.hasPrefix("lib_FoundationICU") },
                "\(result.stdout)")
        #expect(!libraries.contains { $0.hasPrefix("libswiftDispatch") }, "\(result.stdout)")
    }
    #endif
}
