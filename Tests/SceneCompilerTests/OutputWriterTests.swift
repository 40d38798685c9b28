import Foundation
import SceneCompiler
import Testing
import TestSupport

/// Staging, comparing and committing generated files: unchanged files keep their identity,
/// symbolic links are compared by what they point to, and discarding leaves nothing behind.
@Suite("Output writer")
struct OutputWriterTests {
    private func inode(_ url: URL) throws -> UInt64 {
        var status = stat()
        #expect(stat(url.path, &status) == 0)
        return UInt64(status.st_ino)
    }

    /// Written files get the mode `FileManager.createFile` gives (0666 less the umask), so folders
    /// shared by a group keep their group's write permission.
    @Test func writtenFilesHaveTheModeFileManagerGives() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try OutputWriter(directory: folder).write([("A.swift", "let a = 1\n")])
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("reference").path, contents: Data("x".utf8)))
        func mode(_ name: String) throws -> Int {
            var status = stat()
            #expect(stat(folder.appendingPathComponent(name).path, &status) == 0)
            return Int(status.st_mode) & 0o777
        }
        #expect(try mode("A.swift") == mode("reference"))
    }

    /// A folder that cannot be written is named in the error with the C library's reason for the
    /// file that failed (the reason is read before anything else can change it).
    @Test func aFailedCreationSaysWhy() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        // A regular file where the output folder should be: creating the folder fails with ENOTDIR/EEXIST.
        #expect(throws: OutputWriter.Failure.self) { try OutputWriter(directory: blocker.appendingPathComponent("out")).write([("A.swift", "x")]) }
        do {
            _ = try OutputWriter(directory: blocker.appendingPathComponent("out")).write([("A.swift", "x")])
        } catch let failure as OutputWriter.Failure {
            #expect(failure.description == "cannot create \(blocker.path)/out: Not a directory")
        }
    }

    @Test func unchangedFilesAreNotRewritten() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(directory: folder)
        let first = try writer.write([("A.swift", "let a = 1\n"), ("B.swift", "let b = 2\n")])
        #expect(first.written == ["A.swift", "B.swift"])
        let before = try inode(folder.appendingPathComponent("A.swift"))
        let second = try writer.write([("A.swift", "let a = 1\n"), ("B.swift", "let b = 3\n")])
        #expect(second.unchanged == ["A.swift"] && second.written == ["B.swift"])
        #expect(try inode(folder.appendingPathComponent("A.swift")) == before, "an unchanged file was replaced")
        #expect(try String(contentsOf: folder.appendingPathComponent("B.swift"), encoding: .utf8) == "let b = 3\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.swift", "B.swift"])
    }

    /// Text that agrees with the file on disk is never written; text that differs anywhere (first
    /// byte, middle, last byte, shorter, longer, no file) is written whole, cut into pieces of 1, 3
    /// or 64 bytes.
    @Test(arguments: [1, 3, 64])
    func onlyDifferingTextIsWrittenAndItIsWrittenWhole(_ pieceSize: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = String(repeating: "let value = 42 // é\n", count: 20)
        var variants = ["Same.swift": original, "First.swift": "X" + original.dropFirst(), "Middle.swift": original.replacingOccurrences(of: "42 // é\nlet value = 42", with: "42 // é\nlet value = 43"),
                        "Last.swift": original.dropLast() + "!", "Shorter.swift": String(original.dropLast(5)),
                        "Longer.swift": original + "// more\n", "Empty.swift": ""]
        for name in variants.keys.sorted() where name != "Empty.swift" {
            try original.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try original.write(to: folder.appendingPathComponent("Empty.swift"), atomically: true, encoding: .utf8)
        variants["New.swift"] = original  // no file on disk
        let writer = OutputWriter(directory: folder)
        var staged = try writer.stage()
        for name in variants.keys.sorted() {
            try staged.beginFile(named: name)
            var text = Substring(variants[name]!)
            while !text.isEmpty {
                try staged.append(String(text.prefix(pieceSize)))
                text = text.dropFirst(pieceSize)
            }
        }
        try staged.beginFile(named: "Unused.swift")  // begun, then the last file: finished by commit
        try staged.append(original)
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        // One for each file but Same.swift, Unused.swift included (there is no such file on disk).
        #expect(temporaries.count == variants.count, "\(temporaries)")
        let sameInode = try inode(folder.appendingPathComponent("Same.swift"))
        let report = try writer.commit(staged)
        #expect(report.unchanged == ["Same.swift"])
        #expect(report.written.sorted() == (Array(variants.keys) + ["Unused.swift"]).filter { $0 != "Same.swift" }.sorted())
        #expect(try inode(folder.appendingPathComponent("Same.swift")) == sameInode)
        for (name, text) in variants {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text, "\(name)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// The part of a file that agreed is copied from the disk when a difference comes: if the file
    /// changed meanwhile, that is an error, not a mix of two texts.
    @Test func aFileChangedWhileBeingComparedIsAnError() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("A.swift")
        try "let a = 1\nlet b = 2\n".write(to: target, atomically: true, encoding: .utf8)
        let writer = OutputWriter(directory: folder)
        var staged = try writer.stage()
        try staged.beginFile(named: "A.swift")
        try staged.append("let a = 1\n")  // agrees so far
        try "let x = 1\nlet b = 2\n".write(to: target, atomically: false, encoding: .utf8)
        #expect(throws: OutputWriter.Failure.self) { try staged.append("let b = 3\n") }
        staged.discard()
        #expect(try String(contentsOf: target, encoding: .utf8) == "let x = 1\nlet b = 2\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
    }

    /// A file whose staging failed stays failed: later text, the commit and the comparison throw,
    /// and nothing reports it unchanged.
    @Test func aFailedFileIsNeverTakenForAnUnchangedOne() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let writer = OutputWriter(directory: output)
        _ = try writer.write([("A.swift", "let a = 1\n")])
        for commits in [true, false] {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try "let a = 1\n".write(to: output.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
            var staged = try writer.stage()
            try staged.beginFile(named: "A.swift")
            try staged.append("let a = 1\n")  // agrees with the file on disk: nothing written yet
            try FileManager.default.removeItem(at: output)  // no temporary file can be made now
            #expect(throws: OutputWriter.Failure.self) { try staged.append("let b = 2\n") }
            #expect(throws: OutputWriter.Failure.self) { try staged.append("let c = 3\n") }
            if commits {
                #expect(throws: OutputWriter.Failure.self) { _ = try writer.commit(staged) }
            } else {
                #expect(throws: OutputWriter.Failure.self) { _ = try writer.staleFiles(staged) }
            }
        }
    }

    @Test func aSymbolicLinkToTheSameTextIsUpToDate() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated"), real = folder.appendingPathComponent("real.swift")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "let a = 1\n".write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("A.swift"), withDestinationURL: real)
        let writer = OutputWriter(directory: output)
        var staged = try writer.stageForComparison()
        try staged.beginFile(named: "A.swift")
        try staged.append("let a = 1\n")
        #expect(try writer.staleFiles(staged).isEmpty)
        #expect(try writer.write([("A.swift", "let a = 1\n")]).unchanged == ["A.swift"])
        let kind = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("A.swift").path)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink, "the link was replaced")
    }

    @Test func discardingRemovesTheFilesAndTheFoldersMadeForThem() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("out/deep/er")
        var staged = try OutputWriter(directory: nested).stage()
        try staged.beginFile(named: "A.swift")
        try staged.append("let a = 1\n")
        staged.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "folders made for the staged files remain")

        // A folder someone else has written into meanwhile stays, with their file.
        var other = try OutputWriter(directory: nested).stage()
        try "mine\n".write(to: folder.appendingPathComponent("out/keep.txt"), atomically: true, encoding: .utf8)
        other.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["keep.txt"])
    }

    /// `.` and `..` in the folder's path are resolved before its missing parents are made: the
    /// folders the path names are made, and discarding removes exactly those.
    @Test func dotsInTheFoldersPathAreResolvedBeforeItsParentsAreMade() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: folder.path + "/here", withIntermediateDirectories: false)
        let dotted = URL(fileURLWithPath: folder.path + "/here/../out/./deep")
        var staged = try OutputWriter(directory: dotted).stage()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["here", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["deep"])
        staged.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["here"], "folders made for the staged files remain")
    }

    @Test func temporariesOfEndedRunsAreRemovedWhenStaging() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A process that has ended: run one and keep its pid.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let abandoned = ".Main.swift.\(ended.processIdentifier).\(UUID().uuidString).tmp"
        let running = ".Main.swift.1.\(UUID().uuidString).tmp"  // pid 1 always runs
        for name in [abandoned, running, ".hidden.tmp", "Main.swift"] {
            try "x\n".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        var staged = try OutputWriter(directory: folder).stage()
        staged.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [running, ".hidden.tmp", "Main.swift"].sorted())
    }
}
