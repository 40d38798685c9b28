import Foundation
@testable import SceneCompiler
import Testing
import TestSupport

/// After a commit renamed a staged file, its temporary is no longer the staged files' to remove
/// (`StagedFiles.markRenamed`, issue 26): discarding them afterwards removes only what is still
/// theirs — not even a file that has since appeared under the temporary's name.
@Suite("Staged files after a rename")
struct StagedFilesRenameTests {
    @Test func aRenamedTemporaryIsNotRemovedAgain() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var staged = try OutputWriter(directory: folder).stage()
        for name in ["A.swift", "B.swift"] {
            try staged.beginFile(named: name)
            try staged.append("let \(name.prefix(1).lowercased()) = 1\n")
        }
        try staged.finish()
        let temporaries = staged.files.compactMap(\.temporary)
        #expect(temporaries.count == 2)
        // A's temporary is renamed over its target, as a commit does, then something else takes its name.
        #expect(rename(temporaries[0], folder.appendingPathComponent("A.swift").path) == 0)
        staged.markRenamed(0)
        #expect(staged.files[0].temporary == nil && staged.files[1].temporary != nil)
        #expect(FileManager.default.createFile(atPath: temporaries[0], contents: Data("another's".utf8)))
        staged.discard()
        // B's temporary is removed; the file now under A's temporary name is left alone.
        #expect(!FileManager.default.fileExists(atPath: temporaries[1]))
        #expect(FileManager.default.fileExists(atPath: temporaries[0]))
        #expect(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8) == "let a = 1\n")
    }
}
