import Foundation

/// Writes generated files atomically (a temporary file renamed over the target) and only when
/// their content changed, so unchanged outputs keep their timestamps and builds stay incremental.
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

    /// The files whose content on disk differs from `files` (missing files included).
    public func staleFiles(_ files: [(name: String, contents: String)]) -> [String] {
        files.filter { current(of: $0.name) != Data($0.contents.utf8) }.map(\.name)
    }

    /// Writes every file that changed. Each file is replaced whole or not at all.
    public func write(_ files: [(name: String, contents: String)]) throws -> Report {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        var report = Report()
        for file in files {
            let data = Data(file.contents.utf8)
            if current(of: file.name) == data {
                report.unchanged.append(file.name)
                continue
            }
            let target = directory.appendingPathComponent(file.name)
            let temporary = directory.appendingPathComponent(".\(file.name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
            do {
                try data.write(to: temporary)
                guard rename(temporary.path, target.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    try? FileManager.default.removeItem(at: temporary)
                    throw Failure(description: "cannot replace \(target.path): \(reason)")
                }
            } catch let failure as Failure {
                throw failure
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw Failure(description: "cannot write \(target.path): \(error.localizedDescription)")
            }
            report.written.append(file.name)
        }
        return report
    }

    private func current(of name: String) -> Data? {
        try? Data(contentsOf: directory.appendingPathComponent(name))
    }
}
