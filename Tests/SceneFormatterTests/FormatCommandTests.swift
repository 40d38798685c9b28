import Foundation
import SceneFormatter
import Testing
import TestSupport

/// `scenec format FILES [--check]`: in-place rewrites, the check for CI, refusals and exit statuses.
@Suite("scenec format")
struct FormatCommandTests {
    static let messy = """
        <scenes xmlns="urn:scenec:scene:1" initial="a">
        <controller title="A" id="a">
              <view/></controller>
        </scenes>
        """
    static let canonical = """
        <?xml version="1.0" encoding="UTF-8"?>
        <scenes xmlns="urn:scenec:scene:1" initial="a">
          <controller id="a" title="A">
            <view/>
          </controller>
        </scenes>

        """

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    private func attribute(_ key: FileAttributeKey, of url: URL) throws -> Any? {
        try FileManager.default.attributesOfItem(atPath: url.path)[key]
    }

    @Test func canonicalTextIsWhatTheFormatterGives() throws {
        #expect(SceneFormatter().format(Self.messy, path: "Messy.scene") == .formatted(Self.canonical))
    }

    /// Files are rewritten in place, keeping their permissions; a second run changes nothing and
    /// leaves the file's modification date alone.
    @Test func formatsInPlaceAndOnlyWhenTheLayoutChanges() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.scene")
        try write(Self.messy, to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)

        let first = try runScenec(["format", "Main.scene"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "formatted Main.scene\n")
        #expect(try contents(file) == Self.canonical)
        #expect(try attribute(.posixPermissions, of: file) as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Main.scene"], "no temporary file is left")

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let second = try runScenec(["format", "Main.scene"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.isEmpty, "\(second.stdout)")
        #expect(try attribute(.modificationDate, of: file) as? Date == past)
    }

    /// `--check` writes nothing, lists the files that would change and exits 1 when there are any;
    /// folders are searched for scene files (storyboards in them are not formatted).
    @Test func checkListsTheFilesThatWouldChange() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.messy, to: folder.appendingPathComponent("Scenes/A.scene"))
        try write(Self.canonical, to: folder.appendingPathComponent("Scenes/B.scene"))
        try write(Self.messy, to: folder.appendingPathComponent("Scenes/Nested/C.scene"))
        try write("<document/>", to: folder.appendingPathComponent("Scenes/Main.storyboard"))

        let check = try runScenec(["format", "--check", "Scenes"], in: folder)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout == "Scenes/A.scene\nScenes/Nested/C.scene\n")
        #expect(check.stderr.isEmpty, "\(check.stderr)")
        #expect(try contents(folder.appendingPathComponent("Scenes/A.scene")) == Self.messy)

        let format = try runScenec(["format", "-q", "Scenes"], in: folder)
        #expect(format.status == 0, "\(format.stderr)")
        #expect(format.stdout.isEmpty)
        let clean = try runScenec(["format", "--check", "Scenes"], in: folder)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
        #expect(try contents(folder.appendingPathComponent("Scenes/Nested/C.scene")) == Self.canonical)
    }

    /// A file with errors is left as it is, with its diagnostics; the other files are formatted.
    @Test func filesWithErrorsAreLeftAlone() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = "<scenes xmlns=\"urn:scenec:scene:1\">\n<controller id=\"a\" colour=\"red\"/>\n</scenes>\n"
        try write(broken, to: folder.appendingPathComponent("Broken.scene"))
        try write(Self.messy, to: folder.appendingPathComponent("Fine.scene"))

        let result = try runScenec(["format", "Broken.scene", "Fine.scene"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "Broken.scene:2:20: error: unknown attribute 'colour' on <controller> [unknown-attribute]\n")
        #expect(try contents(folder.appendingPathComponent("Broken.scene")) == broken)
        #expect(try contents(folder.appendingPathComponent("Fine.scene")) == Self.canonical)
        #expect(result.stdout == "formatted Fine.scene\n")
    }

    @Test func storyboardsAreRefusedAsUsageErrors() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("<document/>", to: folder.appendingPathComponent("Main.storyboard"))
        let result = try runScenec(["format", "Main.storyboard"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Main.storyboard: scenec format lays out scene files, not storyboards"), "\(result.stderr)")
        #expect(try contents(folder.appendingPathComponent("Main.storyboard")) == "<document/>")
    }

    @Test func missingFilesAndNoInputAreUsageErrors() throws {
        let missing = try runScenec(["format", "Nowhere.scene"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or folder: Nowhere.scene"), "\(missing.stderr)")
        #expect(try runScenec(["format"]).status != 0)
    }

    @Test func aFileThatIsNotUTF8IsAnError() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Latin1.scene")
        let latin1 = Array("<scenes xmlns=\"urn:scenec:scene:1\" module=\"Caf".utf8) + [0xE9] + Array("\"/>\n".utf8)  // é in ISO 8859-1
        try Data(latin1).write(to: file)
        let result = try runScenec(["format", "Latin1.scene"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Latin1.scene:1:"), "\(result.stderr)")
    }

    @Test func helpDescribesTheCommand() throws {
        let help = try runScenec(["format", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--check"))
        #expect(help.stdout.contains("Exit status: 0"))
    }
}
