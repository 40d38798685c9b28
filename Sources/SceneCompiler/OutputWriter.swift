#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SceneCodeGen
import SceneGraph

/// Writes generated files atomically (a temporary file renamed over the target) and only when
/// their content changed, so unchanged outputs keep their timestamps and builds stay incremental.
///
/// Files are first staged (``StagedFiles``, a `GeneratedOutput`): their text is compared piece
/// by piece with the file on disk, and only a file that differs is written, into a temporary file,
/// so that a large file is never held whole in memory and an unchanged one costs no write. Then
/// the staged files are either committed together (``commit(_:)``), reported as stale
/// (``staleFiles(_:)``) or discarded.
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
        return StagedFiles(folder: directory, comparedWith: directory, createdFolders: created)
    }

    /// Starts staging files only to compare them with ``directory`` (``staleFiles(_:)``); those
    /// that differ are written into a private temporary folder and ``directory`` is not touched.
    public func stageForComparison() throws -> StagedFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-check-\(UUID().uuidString)")
        return StagedFiles(folder: folder, comparedWith: directory, createdFolders: try Self.createFolder(folder))
    }

    /// Moves each staged file that differs from the file on disk over it (one rename each); the
    /// staged files are gone afterwards, whatever happens.
    public func commit(_ staged: consuming StagedFiles) throws -> Report {
        defer { staged.discard() }
        try staged.finish()
        var report = Report()
        let directoryPath = directory.path
        for (index, (name, temporary)) in staged.files.enumerated() {
            guard let temporary else {  // the same text as on disk: nothing was written
                report.unchanged.append(name)
                continue
            }
            let target = FilePath.appending(name, to: directoryPath)
            guard rename(temporary, target) == 0 else {
                let reason = SystemCall.lastError  // at once, before anything else can change errno
                throw Failure(description: "cannot replace \(target): \(reason)")
            }
            staged.markRenamed(index)
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
        return staged.files.filter { $0.temporary != nil }.map(\.name)
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

    /// Creates `folder` and its missing parents; returns the paths of the folders created,
    /// outermost first.
    ///
    /// The parents are worked out as text (``FilePath``), `.` and `..` resolved as a standardized
    /// `URL` resolves them (compared on Linux), rather than as a standardized `URL` and a `URL` for each parent (~50,000
    /// instructions of every `compile`, issue 26, round 25).
    private static func createFolder(_ folder: URL) throws -> [String] {
        var missing: [String] = []
        var current = FilePath.normalize(folder.path)
        while SystemCall.isFolder(current) == nil, current != "/" {  // nothing there (links followed)
            missing.insert(current, at: 0)
            current = FilePath.directory(of: current)
        }
        for created in missing where mkdir(created, 0o777) != 0 && errno != EEXIST {
            let reason = SystemCall.lastError  // before the path is computed, which may change errno
            throw Failure(description: "cannot create \(folder.path): \(reason)")
        }
        guard SystemCall.isFolder(folder.path) == true else {
            throw Failure(description: "cannot create \(folder.path): \(SystemCall.describe(ENOTDIR))")
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

/// Generated files being compared with the files on disk and, where they differ, written into
/// temporary files, waiting for ``OutputWriter/commit(_:)``, ``OutputWriter/staleFiles(_:)`` or
/// ``discard()``.
///
/// A file's text is compared with the file on disk as it comes. While they agree nothing is
/// written; at the first difference (or when the file on disk is missing, shorter or longer) a
/// temporary file is made, the part that agreed is copied into it from the file on disk, and the
/// rest of the text follows. The copied part is checked against a digest of the text it stands
/// for (`Hasher.combine(bytes:)` digests a byte stream the same however it is cut), so a file
/// changed on disk meanwhile cannot slip into the output. A file edited on disk after its text
/// was found equal is left as it is. Once staging a file has failed, every later call fails too,
/// so a failed file is never taken for an unchanged one.
public struct StagedFiles: GeneratedOutput, @unchecked Sendable {  // a value used by one thread at a time; its file handles are not shared
    /// Each staged file's name and, when its text differs from the file on disk, the path of the
    /// temporary file holding it (nil: the same text as on disk, or already renamed over its
    /// target by a commit), in the order they were begun.
    public private(set) var files: [(name: String, temporary: String?)] = []
    /// Where temporary files are made.
    private let folder: URL
    /// Where the files they are compared with are.
    private let comparedWith: URL
    /// Folders made for the staged files, outermost first: removed again (when empty) on discard.
    private var createdFolders: [String]
    /// The current file's state: compared with the file on disk, or written to a temporary file.
    private var current: Current?

    private enum Current {
        /// The text so far is the start of the file on disk, read up to `count` bytes.
        case matching(onDisk: SystemFile, count: Int, digest: Hasher)
        /// The text differs; it goes to the temporary file.
        case writing(SystemFile)
        /// Staging the file failed with this error; the staged files must be discarded.
        case failed(OutputWriter.Failure)
    }

    /// ``folder`` and ``comparedWith`` as paths, made once: each file's paths are joined to them
    /// as text (``FilePath/appending(_:to:)``) rather than through `URL`. (Nothing changes the
    /// current folder, so a relative folder's path made here is the one `URL` made each time.)
    private let folderPath: String, comparedWithPath: String

    init(folder: URL, comparedWith: URL, createdFolders: [String]) {
        self.folder = folder
        self.comparedWith = comparedWith
        folderPath = folder.path
        comparedWithPath = comparedWith.path
        self.createdFolders = createdFolders
    }

    public mutating func beginFile(named name: String) throws {
        try finish()
        files.append((name, nil))
        if let onDisk = SystemFile.reading(FilePath.appending(name, to: comparedWithPath)) {
            current = .matching(onDisk: onDisk, count: 0, digest: Hasher())
            return
        }
        do {
            current = .writing(try startTemporary(copying: 0, expected: nil))
        } catch {
            throw failed(error)
        }
    }

    public mutating func append(_ text: String) throws {
        try append(bytes: Array(text.utf8))
    }

    /// Takes the generator's bytes as they are: converting them to a `String` first checked
    /// every byte again (2 % of `compile`'s instructions for 1,000 scenes, callgrind).
    public mutating func append(utf8 bytes: [UInt8]) throws {
        try append(bytes: bytes)
    }

    private mutating func append(bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        switch current {
        case .matching(let onDisk, let count, var digest):
            if Self.readBytes(bytes.count, from: onDisk) == bytes {
                bytes.withUnsafeBytes { digest.combine(bytes: $0) }
                current = .matching(onDisk: onDisk, count: count + bytes.count, digest: digest)
                return
            }
            try? onDisk.close()
            current = nil
            do {
                let handle = try startTemporary(copying: count, expected: digest)
                current = .writing(handle)
                try write(bytes, to: handle)
            } catch {
                throw failed(error)
            }
        case .writing(let handle):
            do { try write(bytes, to: handle) } catch { throw failed(error) }
        case .failed(let failure):
            throw failure
        case nil:
            return
        }
    }

    public func makePart() -> StagedFiles {
        StagedFiles(folder: folder, comparedWith: comparedWith, createdFolders: [])  // the folders stay this output's
    }

    public mutating func join(_ part: consuming StagedFiles) throws {
        var part = part
        var failure: (any Error)?
        do { try finish() } catch { failure = error }
        do { try part.finish() } catch { failure = failure ?? error }
        files += part.files  // from here on, this output commits or discards them
        if let failure { throw failure }
    }

    /// Ends the file being staged: a file on disk with more bytes than the text differs too.
    mutating func finish() throws {
        guard let state = current else { return }
        switch state {
        case .matching(let onDisk, let count, let digest):
            let atEnd = Self.readBytes(1, from: onDisk)?.isEmpty == true
            try? onDisk.close()
            current = nil
            if atEnd { return }  // the file on disk ends here too: the same text
            do { try close(try startTemporary(copying: count, expected: digest)) } catch { throw failed(error) }
        case .writing(let handle):
            current = nil
            do { try close(handle) } catch { throw failed(error) }
        case .failed(let failure):
            throw failure
        }
    }

    /// Marks the current file failed (later calls throw the failure again) and returns the failure.
    private mutating func failed(_ error: any Error) -> OutputWriter.Failure {
        if case .writing(let handle) = current { try? handle.close() }
        let failure = error as? OutputWriter.Failure ?? OutputWriter.Failure(description: "\(error)")
        current = .failed(failure)
        return failure
    }

    /// Up to `count` bytes read from `handle`: no bytes at the end of the file, nil when reading fails.
    private static func readBytes(_ count: Int, from handle: SystemFile) -> [UInt8]? {
        do {
            return try handle.read(upToCount: count)
        } catch {
            return nil
        }
    }

    /// Makes the current file's temporary file, starting with the first `count` bytes of the file
    /// on disk, which must have the digest `expected`.
    private mutating func startTemporary(copying count: Int, expected: Hasher?) throws -> SystemFile {
        let name = files[files.count - 1].name
        let temporary = FilePath.appending(JoinedText.join(".", name, ".", String(getpid()), ".", UUID().uuidString, ".tmp"), to: folderPath)
        let handle: SystemFile
        do {
            handle = try SystemFile.creating(temporary)
        } catch {
            throw OutputWriter.Failure(description: "cannot write \(FilePath.appending(name, to: folderPath)): \(error)")
        }
        files[files.count - 1].temporary = temporary  // from here on, discard() removes it
        guard count > 0 else { return handle }
        do {
            try copyPrefix(of: FilePath.appending(name, to: comparedWithPath), count: count, expected: expected, to: handle)
        } catch {
            try? handle.close()
            throw error
        }
        return handle
    }

    /// Copies the first `count` bytes of `source` to `handle`, checking them against `expected`.
    private func copyPrefix(of source: String, count: Int, expected: Hasher?, to handle: SystemFile) throws {
        guard let reader = SystemFile.reading(source) else {
            let reason = SystemCall.lastError  // at once, before anything else can change errno
            throw OutputWriter.Failure(description: "cannot read \(source) again to copy its unchanged part: \(reason)")
        }
        defer { try? reader.close() }
        var digest = Hasher()
        var left = count
        while left > 0 {
            guard let chunk = Self.readBytes(min(left, 1 << 20), from: reader) else {
                throw OutputWriter.Failure(description: "cannot read \(source) again to copy its unchanged part")
            }
            guard !chunk.isEmpty else { break }
            chunk.withUnsafeBytes { digest.combine(bytes: $0) }
            try write(chunk, to: handle)
            left -= chunk.count
        }
        guard left == 0, let expected, digest.finalize() == expected.finalize() else {
            throw OutputWriter.Failure(description: "\(source) changed while it was being regenerated; run again")
        }
    }

    private func write(_ bytes: [UInt8], to handle: SystemFile) throws {
        do {
            try bytes.withUnsafeBytes { try handle.write($0) }
        } catch {
            let name = files.last?.name ?? ""
            throw OutputWriter.Failure(description: "cannot write \(FilePath.appending(name, to: folderPath)): \(error)")
        }
    }

    private func close(_ handle: SystemFile) throws {
        do {
            try handle.close()
        } catch {
            throw OutputWriter.Failure(description: "cannot write \(folderPath): \(error)")
        }
    }

    /// Records that the file at `index` was renamed over its target: its temporary file is gone,
    /// so ``discard()`` does not try to remove it (a failing remove cost ~14 µs a file).
    mutating func markRenamed(_ index: Int) {
        files[index].temporary = nil
    }

    /// After a commit: the folders made for the files hold the outputs and stay.
    mutating func keepFolders() {
        createdFolders = []
    }

    /// Removes every staged file that is still there, and the folders made for them if they are
    /// empty (`rmdir`: a folder another process has just written into is left alone).
    public mutating func discard() {
        switch current {
        case .matching(let onDisk, _, _): try? onDisk.close()
        case .writing(let handle): try? handle.close()
        case .failed, nil: break
        }
        current = nil
        for file in files {
            if let temporary = file.temporary { try? FileManager.default.removeItem(atPath: temporary) }
        }
        files = []
        for folder in createdFolders.reversed() {
            guard rmdir(folder) == 0 else { break }  // not empty: something else lives there now
        }
        createdFolders = []
    }
}
