import Foundation
import Testing
import TestSupport

/// `scenec compile`: deterministic, atomic, change-only output; golden files for the sample.
@Suite("scenec compile")
struct CompileCommandTests {
    static let generatedFiles = ["Recipes.swift", "ScenecShared.swift", "Settings.swift"]

    private func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    /// The sample's generated code equals the checked-in reference; a mismatch shows a unified
    /// diff. Rewrite the reference after an intended change with
    /// `SCENEC_UPDATE_GOLDENS=1 swift test --filter outputMatchesReferenceFiles`.
    @Test func outputMatchesReferenceFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runScenec(["compile", "Scenes", "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try contents(of: folder)
        #expect(generated.keys.sorted() == Self.generatedFiles)
        for name in Self.generatedFiles {
            try GoldenFile.check(String(decoding: generated[name] ?? Data(), as: UTF8.self),
                                 against: "Tests/SceneCompilerTests/Fixtures/Generated/\(name)")
        }
    }

    /// The compile: section of the configuration sets what the command line does not.
    @Test func configurationSetsTheCompileSettings() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "compile:\n  access: public\n  module: Kit\n".write(to: folder.appendingPathComponent(".scenec.yml"), atomically: true, encoding: .utf8)
        let fromFile = try runScenec(["compile", packageRoot.appendingPathComponent("Scenes").path, "-o", "Public"], in: folder)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("Public/Recipes.swift"), encoding: .utf8)
        #expect(text.contains("public static func recipeList("))
        let overridden = try runScenec(["compile", packageRoot.appendingPathComponent("Scenes").path, "-o", "Internal", "--access", "internal"], in: folder)
        #expect(overridden.status == 0)
        #expect(!(try String(contentsOf: folder.appendingPathComponent("Internal/Recipes.swift"), encoding: .utf8)).contains("public static func"))

        try "compile:\n  acess: public\n  runtimeModule: Scene-Runtime\n".write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        let bad = try runScenec(["compile", packageRoot.appendingPathComponent("Scenes").path, "-o", "Bad", "--config", "bad.yml"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.yml:2:3: error: unknown key 'compile.acess'; did you mean 'access'?"), "\(bad.stderr)")
        #expect(bad.stderr.contains("bad.yml:3:18: error: 'Scene-Runtime' is not a Swift module name (compile.runtimeModule)"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Bad").path))
    }

    @Test func outputIsDeterministicAndIndependentOfInputOrder() throws {
        let first = try makeTemporaryFolder(), second = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(try runScenec(["compile", "Scenes/Recipes.scene", "Scenes/Settings.scene", "-o", first.path]).status == 0)
        #expect(try runScenec(["compile", "Scenes/Settings.scene", "Scenes/Recipes.scene", "-o", second.path]).status == 0)
        #expect(try contents(of: first) == contents(of: second))
        for (name, data) in try contents(of: first) {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains(packageRoot.path), "\(name) contains an absolute path")
        }
    }

    @Test func eachDocumentsOutputDependsOnThatDocumentAlone() throws {
        let all = try makeTemporaryFolder(), parts = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: all)
            try? FileManager.default.removeItem(at: parts)
        }
        #expect(try runScenec(["compile", "Scenes", "-o", all.path]).status == 0)
        #expect(try runScenec(["compile", "--emit", "document", "Scenes/Recipes.scene", "-o", parts.path]).status == 0)
        #expect(try runScenec(["compile", "--emit", "document", "Scenes/Settings.scene", "-o", parts.path]).status == 0)
        #expect(try runScenec(["compile", "--emit", "shared", "Scenes", "-o", parts.path]).status == 0)
        #expect(try contents(of: all) == contents(of: parts))
    }

    /// `--emit document` makes one file's output: a folder (whose first file it compiled) is refused.
    @Test func documentOutputOfAFolderIsRefused() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for input in ["Scenes", "Scenes/."] {
            let run = try runScenec(["compile", "--emit", "document", input, "-o", folder.path])
            #expect(run.status == 2, "\(input): \(run.stdout)")
            #expect(run.stderr.contains("\(input): a folder, not a scene file"), "\(run.stderr)")
            #expect(try contents(of: folder).isEmpty, "nothing written for \(input)")
        }
    }

    /// A symbolic link to a scene file is a scene file.
    @Test func documentOutputOfALinkToAFile() throws {
        let folder = try makeTemporaryFolder(), output = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let link = folder.appendingPathComponent("Recipes.scene")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: packageRoot.appendingPathComponent("Scenes/Recipes.scene"))
        let run = try runScenec(["compile", "--emit", "document", link.path, "-o", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try contents(of: output).keys.sorted() == ["Recipes.swift"])
    }

    @Test func unchangedOutputIsNotRewritten() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runScenec(["compile", "Scenes", "-o", folder.path]).status == 0)
        let file = folder.appendingPathComponent("Recipes.swift")
        let before = try modificationDate(file)
        Thread.sleep(forTimeInterval: 0.05)
        let again = try runScenec(["compile", "Scenes", "-o", folder.path])
        #expect(again.stdout.contains("wrote 0 of 3 files"), "\(again.stdout)")
        #expect(try modificationDate(file) == before)
    }

    @Test func checkReportsStaleFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runScenec(["compile", "Scenes", "-o", folder.path, "--check"]).status == 1)
        #expect(try runScenec(["compile", "Scenes", "-o", folder.path]).status == 0)
        #expect(try runScenec(["compile", "Scenes", "-o", folder.path, "--check"]).status == 0)
        try Data("// edited\n".utf8).write(to: folder.appendingPathComponent("Settings.swift"))
        let stale = try runScenec(["compile", "Scenes", "-o", folder.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("Settings.swift is out of date"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Settings.swift"), encoding: .utf8) == "// edited\n", "--check writes nothing")
    }

    @Test func aFailingCompileLeavesEarlierOutputUntouched() throws {
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let scenes = work.appendingPathComponent("Scenes"), output = work.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for name in ["Recipes.scene", "Settings.scene"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Scenes/\(name)"), to: scenes.appendingPathComponent(name))
        }
        #expect(try runScenec(["compile", "Scenes", "-o", output.path], in: work).status == 0)
        let before = try contents(of: output)
        let broken = try String(contentsOf: scenes.appendingPathComponent("Settings.scene"), encoding: .utf8)
            .replacingOccurrences(of: "destination=\"generalSettings\" trigger=\"generalRow\"", with: "destination=\"generalSetings\" trigger=\"generalRow\"")
        try broken.write(to: scenes.appendingPathComponent("Settings.scene"), atomically: true, encoding: .utf8)
        let result = try runScenec(["compile", "Scenes", "-o", output.path], in: work)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Scenes/Settings.scene:"), "\(result.stderr)")
        #expect(result.stderr.contains("[dangling-destination]"))
        #expect(try contents(of: output) == before, "outputs changed, or a temporary file was left behind")
    }

    @Test func concurrentRunsLeaveWholeFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = try scenecExecutable()
        var processes: [Process] = []
        for _ in 0..<4 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["compile", "Scenes", "-o", folder.path, "--quiet"]
            process.currentDirectoryURL = packageRoot
            try process.run()
            processes.append(process)
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let reference = packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Generated")
        let written = try contents(of: folder)
        #expect(written.keys.sorted() == Self.generatedFiles, "temporary files left: \(written.keys.sorted())")
        for name in Self.generatedFiles {
            #expect(written[name] == (try Data(contentsOf: reference.appendingPathComponent(name))))
        }
    }
}
