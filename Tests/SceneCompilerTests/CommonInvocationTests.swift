import ArgumentParser
import Foundation
import SceneLint
import Testing
@testable import SceneCommandLine
@testable import ScenecMain

/// `CommonInvocation` reads the common command lines of `check`, `compile` and `lint` without
/// ArgumentParser: what it reads must be exactly what ArgumentParser reads from the same words,
/// and everything else must be left to ArgumentParser.
@Suite("Common invocations")
struct CommonInvocationTests {
    /// The job a command ArgumentParser parsed describes (nil for other commands).
    static func job(of command: any ParsableCommand) -> (any CommandJob)? {
        switch command {
        case let check as ScenecCommands.Check: check.job
        case let compile as ScenecCommands.Compile: compile.job
        case let lint as ScenecCommands.Lint: lint.job
        default: nil
        }
    }

    /// Whether two jobs are the same command with the same settings.
    static func same(_ one: any CommandJob, _ other: any CommandJob) -> Bool {
        switch (one, other) {
        case let (one as CheckJob, other as CheckJob): one == other
        case let (one as CompileJob, other as CompileJob): one == other
        case let (one as LintJob, other as LintJob): one == other
        default: false
        }
    }

    /// Command lines the fast path reads: ArgumentParser reads the same from them.
    static let read: [[String]] = [
        ["check", "a.scene"],
        ["check", "a.scene", "b.storyboard", "Scenes"],
        ["check", "-q", "a.scene"],
        ["check", "a.scene", "--quiet", "b.scene"],
        ["check", "--max-diagnostics", "0", "a.scene"],
        ["check", "a.scene", "--max-diagnostics", "12"],
        ["compile", "-o", "out", "a.scene"],
        ["compile", "--output", "out", "a.scene", "b.scene"],
        ["compile", "--stub-missing-references", "-o", "out", "a.storyboard", "b.storyboard"],
        ["compile", "a.scene", "--output", "out", "--access", "public", "--runtime-module", "Runtime", "--module", "App"],
        ["compile", "--quiet", "--output", "out", "--default-module", "App", "--emit", "shared", "a.scene", "b.scene"],
        ["compile", "--check", "-q", "-o", "out", "--config", "c.yml", "--sources", "Src", "--sources", "More", "a.scene"],
        ["compile", "--emit", "all", "--access", "internal", "--max-diagnostics", "3", "-o", "out", "a.scene"],
        ["lint", "a.scene"],
        ["lint"],
        ["lint", "--no-config", "--strict", "--reporter", "json", "a.scene", "b.storyboard"],
        ["lint", "--no-strict", "--config", "c.yml", "-q", "--max-diagnostics", "0"],
        ["lint", "--enable", "unreachable-scene", "--disable", "navigation-root", "a.scene"],
        ["lint", "--severity", "unreachable-scene=error", "--list-rules"],
        ["lint", "--rule-docs"],
    ]

    /// Command lines the fast path leaves to ArgumentParser (help, version, other commands,
    /// other spellings, repeats, mistakes, failed validation).
    static let leftToArgumentParser: [[String]] = [
        [], ["--version"], ["--help"], ["check", "--help"], ["help", "check"], ["dump", "a.scene"],
        ["check"], ["check", "--", "a.scene"], ["check", "-", "a.scene"], ["check", "--max-diagnostics=3", "a.scene"],
        ["check", "-qq", "a.scene"], ["check", "-q", "-q", "a.scene"], ["check", "--max-diagnostics", "many", "a.scene"],
        ["check", "--max-diagnostics", "a.scene"], ["check", "--verbose", "a.scene"], ["check", "--output", "out", "a.scene"],
        ["compile", "a.scene"], ["compile", "-o", "a", "-o", "b", "a.scene"], ["compile", "-oout", "a.scene"],
        ["compile", "-o", "out", "--access", "private", "a.scene"], ["compile", "-o", "out", "--emit", "document", "a.scene", "b.scene"],
        ["compile", "-o", "out", "--generate-completion-script", "bash"], ["compile", "-o", "--quiet", "a.scene"],
        ["lint", "--strict", "--no-strict"], ["lint", "--reporter", "yaml"], ["lint", "--config", "c.yml", "--no-config"],
        ["lint", "--enable", "no-such-rule"], ["lint", "--enable", "empty-tab-bar", "--disable", "empty-tab-bar"], ["lint", "--disable", "dangling-outlet"],
        ["lint", "--experimental-dump-help"],
    ]

    @Test(arguments: read)
    func readsWhatArgumentParserReads(arguments: [String]) throws {
        let fast = try #require(CommonInvocation.command(arguments), "\(arguments) is read by the fast path")
        let parsed = try #require(Self.job(of: try Scenec.parseAsRoot(arguments)), "\(arguments) is one of the three commands")
        #expect(Self.same(fast, parsed), "\(fast) against \(parsed)")
    }

    @Test(arguments: leftToArgumentParser)
    func leavesTheRestToArgumentParser(arguments: [String]) {
        #expect(CommonInvocation.command(arguments) == nil, "\(arguments)")
    }

    @Test func everyOptionOfTheThreeCommandsIsReadOrLeft() throws {
        // The options the three commands declare, from ArgumentParser's own help text: a new
        // option must be added to CommonInvocation (or it sends every line that uses it to
        // ArgumentParser, which is correct but slow) — this lists what the fast path knows.
        let known: Set<String> = [
            "--max-diagnostics", "--quiet", "-q", "--output", "-o", "--access", "--runtime-module", "--config",
            "--default-module", "--emit", "--module", "--stub-missing-references", "--sources", "--check",
            "--reporter", "--no-config", "--strict", "--no-strict", "--enable", "--disable", "--severity",
            "--list-rules", "--rule-docs", "--help", "-h", "--version",
        ]
        for command in [ScenecCommands.Check.self, ScenecCommands.Compile.self, ScenecCommands.Lint.self] as [any ParsableCommand.Type] {
            let help = command.helpMessage(columns: 1000)
            let options = help.split(whereSeparator: { " \n,[]|/()".contains($0) })
                .map { String($0.prefix { $0.isLetter || $0 == "-" }) }
                .filter { $0.hasPrefix("-") && $0.contains(where: \.isLetter) }
            for option in Set(options) { #expect(known.contains(option), "\(command): \(option) is not read by CommonInvocation") }
        }
    }
}
