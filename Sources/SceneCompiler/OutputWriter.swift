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

    /// Starts staging files to commit into ``directory``: the folder (and any missing parent) is
    /// created, and the temporary files live in it, so that each commit is a rename within one
    /// file system. Temporary files that interrupted runs left there are removed first.
    public func stage() throws -> StagedFiles {
        let created = try Self.createFolder(directory)
        Self.removeAbandonedTemporaries(in: directory)
        return StagedFiles(folder: directory, createdFolders: created)
    }

    /// Starts staging files only to compare them with ``directory`` (``staleFiles(_:)``); they
    /// live in a private temporary folder and ``directory`` is not touched.
    public func stageForComparison() throws -> StagedFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-check-\(UUID().uuidString)")
        return StagedFiles(folder: folder, createdFolders: try Self.createFolder(folder))
    }

    /// Moves each staged file that differs from the file on disk over it (one rename each) and
    /// removes the others; the staged files are gone afterwards, whatever happens.
    public func commit(_ staged: consuming StagedFiles) throws -> Report {
        defer { staged.discard() }
        try staged.finish()
        var report = Report()
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
        staged.keepFolders()  // they hold the outputs now
        return report
    }

    /// The staged files whose content on disk differs (missing files included); the staged
    /// files are removed.
    public func staleFiles(_ staged: consuming StagedFiles) throws -> [String] {
        defer { staged.discard() }
        try staged.finish()
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

    /// Whether two files have the same bytes (false when either cannot be read), compared in
    /// chunks; symbolic links are followed, as reading them does.
    static func sameContents(_ first: URL, _ second: URL) -> Bool {
        guard let firstSize = size(of: first), let secondSize = size(of: second), firstSize == secondSize,
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

    /// The size of the file at `url` (following symbolic links), or nil.
    private static func size(of url: URL) -> Int? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// Creates `folder` and its missing parents; returns the folders created, outermost first.
    private static func createFolder(_ folder: URL) throws -> [URL] {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.insert(current, at: 0)
            current = current.deletingLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        return missing
    }

    /// Removes the temporary files (`.NAME.PID.UUID.tmp`) of scenec processes that no longer run:
    /// a run that was interrupted while it generated leaves its staged files behind.
    private static func removeAbandonedTemporaries(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.dropLast(4).split(separator: ".")
            guard parts.count >= 3, UUID(uuidString: String(parts[parts.count - 1])) != nil,
                  let pid = Int32(parts[parts.count - 2]), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }
}

/// Generated files staged in temporary files, waiting for ``OutputWriter/commit(_:)``,
/// ``OutputWriter/staleFiles(_:)`` or ``discard()``.
public struct StagedFiles: GeneratedOutput {
    /// Each staged file's name and temporary file, in the order they were begun.
    public private(set) var files: [(name: String, temporary: URL)] = []
    private let folder: URL
    /// Folders made for the staged files, outermost first: removed again (when empty) on discard.
    private var createdFolders: [URL]
    private var handle: FileHandle?

    init(folder: URL, createdFolders: [URL]) {
        self.folder = folder
        self.createdFolders = createdFolders
    }

    public mutating func beginFile(named name: String) throws {
        try finish()
        let temporary = folder.appendingPathComponent(".\(name).\(getpid()).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw OutputWriter.Failure(description: "cannot write \(folder.appendingPathComponent(name).path): \(String(cString: strerror(errno)))")
        }
        files.append((name, temporary))  // from here on, discard() removes it
        guard let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw OutputWriter.Failure(description: "cannot write \(folder.appendingPathComponent(name).path): \(String(cString: strerror(errno)))")
        }
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

    /// After a commit: the folders made for the files hold the outputs and stay.
    mutating func keepFolders() {
        createdFolders = []
    }

    /// Removes every staged file that is still there, and the folders made for them if they are
    /// empty (`rmdir`: a folder another process has just written into is left alone).
    public mutating func discard() {
        try? handle?.close()
        handle = nil
        for file in files { try? FileManager.default.removeItem(at: file.temporary) }
        files = []
        for folder in createdFolders.reversed() {
            guard rmdir(folder.path) == 0 else { break }  // not empty: something else lives there now
        }
        createdFolders = []
    }
}
