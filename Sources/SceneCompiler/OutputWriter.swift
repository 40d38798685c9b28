import Foundation
import SceneCodeGen

/// Writes generated files atomically (a temporary file renamed over the target) and only when
/// their content changed, so unchanged outputs keep their timestamps and builds stay incremental.
///
/// Files are first staged: written piece by piece into temporary files (``StagedFiles``, a
/// ``GeneratedOutput``), so that a large file is never held whole in memory; then either committed
/// together (``commit(_:)``), compared with what is on disk (``staleFiles(_:)``) or discarded.
public struct OutputWriter: Sendable {
    /// What a write did to each file.
    public struct Report: Sendable, Equatable {
        /// Files written because they were new or different.
        public var written: [String] = []
        /// Files left alone because they already had this content.
        public var unchanged: [String] = []
    }

    /// A failure to write.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The folder files go to.
    public var directory: URL

    /// Creates a writer for a folder (created when missing).
    public init(directory: URL) {
        self.directory = directory
    }

    /// Starts staging files to commit into ``directory``: the folder is created when missing, and
    /// the temporary files live in it, so that each commit is a rename within one file system.
    public func stage() throws -> StagedFiles {
        let existed = FileManager.default.fileExists(atPath: directory.path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        return StagedFiles(folder: directory, removeFolderOnDiscard: !existed)
    }

    /// Starts staging files only to compare them with ``directory`` (``staleFiles(_:)``); they
    /// live in a private temporary folder and ``directory`` is not touched.
    public func stageForComparison() throws -> StagedFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-check-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        return StagedFiles(folder: folder, removeFolderOnDiscard: true)
    }

    /// Moves each staged file that differs from the file on disk over it (one rename each) and
    /// removes the others; the staged files are gone afterwards, whatever happens.
    public func commit(_ staged: consuming StagedFiles) throws -> Report {
        try staged.finish()
        var report = Report()
        defer { staged.discard() }
        for (name, temporary) in staged.files {
            let target = directory.appendingPathComponent(name)
            if Self.sameContents(temporary, target) {
                report.unchanged.append(name)
                continue
            }
            guard rename(temporary.path, target.path) == 0 else {
                throw Failure(description: "cannot replace \(target.path): \(String(cString: strerror(errno)))")
            }
            report.written.append(name)
        }
        return report
    }

    /// The staged files whose content on disk differs (missing files included); the staged
    /// files are removed.
    public func staleFiles(_ staged: consuming StagedFiles) throws -> [String] {
        try staged.finish()
        defer { staged.discard() }
        return staged.files.filter { !Self.sameContents($0.temporary, directory.appendingPathComponent($0.name)) }.map(\.name)
    }

    /// Writes every file that changed. Each file is replaced whole or not at all.
    public func write(_ files: [(name: String, contents: String)]) throws -> Report {
        var staged = try stage()
        do {
            for file in files {
                try staged.beginFile(named: file.name)
                try staged.append(file.contents)
            }
        } catch {
            staged.discard()
            throw error
        }
        return try commit(staged)
    }

    /// Whether two files have the same bytes (false when either cannot be read), compared in chunks.
    static func sameContents(_ first: URL, _ second: URL) -> Bool {
        let manager = FileManager.default
        guard let firstSize = (try? manager.attributesOfItem(atPath: first.path))?[.size] as? NSNumber,
              let secondSize = (try? manager.attributesOfItem(atPath: second.path))?[.size] as? NSNumber,
              firstSize == secondSize,
              let a = FileHandle(forReadingAtPath: first.path) else { return false }
        defer { try? a.close() }
        guard let b = FileHandle(forReadingAtPath: second.path) else { return false }
        defer { try? b.close() }
        do {
            while true {  // read(upToCount:) returns nil at the end of the file
                let chunkA = try a.read(upToCount: 1 << 20) ?? Data()
                let chunkB = try b.read(upToCount: 1 << 20) ?? Data()
                if chunkA != chunkB { return false }
                if chunkA.isEmpty { return true }
            }
        } catch {
            return false
        }
    }
}

/// Generated files staged in temporary files, waiting for ``OutputWriter/commit(_:)``,
/// ``OutputWriter/staleFiles(_:)`` or ``discard()``.
public struct StagedFiles: GeneratedOutput {
    /// Each staged file's name and temporary file, in the order they were begun.
    public private(set) var files: [(name: String, temporary: URL)] = []
    private let folder: URL
    private let removeFolderOnDiscard: Bool
    private var handle: FileHandle?

    init(folder: URL, removeFolderOnDiscard: Bool) {
        self.folder = folder
        self.removeFolderOnDiscard = removeFolderOnDiscard
    }

    public mutating func beginFile(named name: String) throws {
        try finish()
        let temporary = folder.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw OutputWriter.Failure(description: "cannot write \(folder.appendingPathComponent(name).path)")
        }
        files.append((name, temporary))
        self.handle = handle
    }

    public mutating func append(_ text: String) throws {
        guard let handle, let name = files.last?.name else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputWriter.Failure(description: "cannot write \(folder.appendingPathComponent(name).path): \(error.localizedDescription)")
        }
    }

    /// Closes the file being written.
    mutating func finish() throws {
        guard let handle else { return }
        self.handle = nil
        do {
            try handle.close()
        } catch {
            throw OutputWriter.Failure(description: "cannot write \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Removes every staged file that is still there (and the staging folder if it was made for them).
    public mutating func discard() {
        try? handle?.close()
        handle = nil
        for file in files { try? FileManager.default.removeItem(at: file.temporary) }
        if removeFolderOnDiscard, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
        files = []
    }
}
