import Foundation
import Testing
import TestSupport

/// The `scenec` command line: exit statuses, help, and the bundled scenes.
@Suite("scenec command line")
struct CommandLineTests {
    @Test func bundledScenesCheckClean() throws {
        let result = try runScenec(["check", "Scenes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("0 errors, 0 warnings"))
    }

    @Test(arguments: [["--help"], ["check", "--help"], ["dump", "--help"], ["help", "dump"]])
    func helpIsAvailable(_ arguments: [String]) throws {
        let result = try runScenec(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: scenec"), "\(result.stdout)")
    }

    /// Help texts are paragraphs that ArgumentParser wraps to the terminal: on a wide terminal no
    /// sentence is broken across lines (`scenec convert --help` once broke "(gesture\nrecognizers").
    @Test(arguments: ["check", "compile", "convert", "dump", "graph", "lint", "scaffold", "simulate"])
    func helpParagraphsAreNotBrokenInsideSentences(_ command: String) throws {
        let result = try runScenec([command, "--help"], environment: ["COLUMNS": "1000"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, next) in zip(lines, lines.dropFirst()) where !line.hasPrefix(" ") && !next.hasPrefix(" ") {
            guard let last = line.last, let first = next.first else { continue }
            let brokenSentence = (last.isLetter || last == ",") && first.isLowercase
            #expect(!brokenSentence, "\(command) --help breaks a sentence:\n\(line)\n\(next)")
        }
        if command == "convert" { #expect(result.stdout.contains("(gesture recognizers,")) }
    }

    @Test func subcommandHelpDescribesExitStatus() throws {
        for command in ["check", "dump"] {
            let result = try runScenec([command, "--help"])
            #expect(result.stdout.contains("Exit status: 0 clean, 1 errors"), "\(command): \(result.stdout)")
        }
    }

    /// A file with 10,000 errors prints the first 200 and one note; the exit status and the count
    /// stay those of all of them, and `--max-diagnostics 0` prints everything.
    @Test func diagnosticsAreCappedWithOneNote() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = (0..<10_000).map { "  <controller id=\"c\($0)\" colour=\"red\"/>" }.joined(separator: "\n")
        try "<scenes xmlns=\"urn:scenec:scene:1\">\n\(body)\n</scenes>\n".write(to: folder.appendingPathComponent("Many.scene"), atomically: true, encoding: .utf8)
        let capped = try runScenec(["check", "Many.scene"], in: folder, timeout: 60)
        #expect(capped.status == 1)
        let lines = capped.stderr.split(separator: "\n")
        #expect(lines.count == 201, "\(lines.count) lines")
        #expect(lines.last?.contains("9800 more diagnostics in 1 file not shown") == true, "\(lines.last ?? "")")
        #expect(capped.stdout.contains("10000 errors"), "\(capped.stdout)")
        let all = try runScenec(["check", "--max-diagnostics", "0", "Many.scene"], in: folder, timeout: 60)
        #expect(all.stderr.split(separator: "\n").count == 10_000)
        let lint = try runScenec(["lint", "Many.scene"], in: folder, timeout: 60)
        #expect(lint.status == 1)
        #expect(lint.stdout.split(separator: "\n").count <= 201, "lint printed \(lint.stdout.split(separator: "\n").count) lines")
    }

    @Test func missingInputIsAnInputFailure() throws {
        let result = try runScenec(["check", "NoSuchFolder/Missing.scene"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or folder: NoSuchFolder/Missing.scene"))
    }

    @Test func noArgumentsIsAUsageError() throws {
        let result = try runScenec(["check"])
        #expect(result.status == 64 || result.status == 2, "exit \(result.status)")
        #expect(result.stderr.contains("give at least one scene file or folder"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try runScenec(["dump", "--format", "yaml", "Scenes"])
        #expect(result.status != 0 && result.status != 1)
        #expect(result.stderr.contains("yaml"))
    }

    @Test func errorsExitWithOneAndAreLocated() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <scenes xmlns="urn:scenec:scene:1" initial="list">
              <controller id="list">
                <segue id="open" kind="show" destination="detial"/>
              </controller>
              <controller id="detail"/>
            </scenes>
            """.write(to: folder.appendingPathComponent("Broken.scene"), atomically: true, encoding: .utf8)
        let result = try runScenec(["check", "Broken.scene"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "Broken.scene:3:47: error: destination 'detial' is not a scene in this file; did you mean 'detail'? [dangling-destination]\n")
    }

    @Test func crossFileReferencesResolveOnlyWhenBothFilesAreGiven() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <scenes xmlns="urn:scenec:scene:1" initial="tabs">
              <tabBar id="tabs"><relationship kind="tab" destination="more"/></tabBar>
              <reference id="more" file="Sub/More.scene" scene="moreRoot"/>
            </scenes>
            """.write(to: folder.appendingPathComponent("Main.scene"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try """
            <scenes xmlns="urn:scenec:scene:1"><controller id="moreRoot"/></scenes>
            """.write(to: folder.appendingPathComponent("Sub/More.scene"), atomically: true, encoding: .utf8)

        let alone = try runScenec(["check", "Main.scene"], in: folder)
        #expect(alone.status == 1)
        #expect(alone.stderr.contains("Main.scene:3:30: error: referenced file 'Sub/More.scene' is not among the files compiled together [missing-file]"), "\(alone.stderr)")

        let together = try runScenec(["dump", "--format", "text", "."], in: folder)
        #expect(together.status == 0, "\(together.stderr)")
        #expect(together.stdout.contains("relationship tab → more (Sub/More.scene#moreRoot)"), "\(together.stdout)")
    }

    @Test func inputOrderDoesNotChangeTheDump() throws {
        let forward = try runScenec(["dump", "Scenes/Recipes.scene", "Scenes/Settings.scene"])
        let backward = try runScenec(["dump", "Scenes/Settings.scene", "Scenes/Recipes.scene"])
        #expect(forward.status == 0)
        #expect(forward.stdout == backward.stdout)
    }
}
