import Foundation
import SceneCompiler
import SceneGraph
import SceneParser
import Testing
import TestSupport

/// Reading a file's bytes: the size limit holds whether the size is known up front (a regular
/// file) or only found while reading (a pipe, read on in growing requests), and what is read is
/// the whole file.
@Suite("Reading files")
struct FileBytesTests {
    private static let sample = packageRoot.appendingPathComponent("Scenes/Settings.scene")

    private func compiler(maxBytes: Int) -> Compiler {
        Compiler(limits: XMLLimits(maxBytes: maxBytes, maxDepth: XMLLimits.default.maxDepth, maxElements: XMLLimits.default.maxElements))
    }

    @Test func fileOverTheLimitIsRefusedWithItsSize() throws {
        let bytes = try Data(contentsOf: Self.sample)
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("Settings.scene").path
        try bytes.write(to: URL(fileURLWithPath: path))

        let refused = compiler(maxBytes: bytes.count - 1).load([path])
        #expect(refused.graph.documents.isEmpty)
        #expect(refused.diagnostics.map(\.ruleID) == [SafeXMLReader.Rule.limit])
        #expect(refused.diagnostics.first?.message == "file is \(bytes.count) bytes, more than the limit of \(bytes.count - 1)")
        #expect(refused.diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))

        let atTheLimit = compiler(maxBytes: bytes.count).load([path])
        let usual = Compiler().load([path])
        #expect(atTheLimit.diagnostics == usual.diagnostics)
        #expect(atTheLimit.graph.documents == usual.graph.documents)
        #expect(usual.graph.documents.count == 1)
    }

    /// A pipe has no size: the reader reads on until the end. The text is made long enough for
    /// several requests of the growing reads.
    @Test func pipeIsReadToItsEnd() throws {
        let text = try paddedSample(to: 300_000)
        let (fromPipe, writeFailed) = try loadThroughPipe(text, maxBytes: XMLLimits.default.maxBytes)
        #expect(!writeFailed)
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("Piped.scene").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let fromFile = Compiler().load([path])

        // The same findings at the same places (the two files sit in different folders).
        func findings(_ result: LoadResult) -> [String] {
            result.diagnostics.map { "\($0.ruleID) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        }
        #expect(findings(fromPipe) == findings(fromFile))
        let pipedScenes = try #require(fromPipe.graph.documents.first).scenes
        let fileScenes = try #require(fromFile.graph.documents.first).scenes
        #expect(pipedScenes.map(\.id.name) == fileScenes.map(\.id.name))
        #expect(!pipedScenes.isEmpty)
    }

    @Test func pipeOverTheLimitIsRefused() throws {
        let text = try paddedSample(to: 200_000)
        let (result, _) = try loadThroughPipe(text, maxBytes: 100_000)
        #expect(result.graph.documents.isEmpty)
        #expect(result.diagnostics.map(\.ruleID) == [SafeXMLReader.Rule.limit])
        #expect(result.diagnostics.first?.message == "file is larger than the limit of 100000 bytes")
    }

    /// The sample scene file with a comment before its root element, `count` bytes or more in all.
    private func paddedSample(to count: Int) throws -> String {
        let sample = try String(contentsOf: Self.sample, encoding: .utf8)
        let padding = "<!-- " + String(repeating: "padding ", count: count / 8) + "-->\n"
        guard let rootStart = sample.range(of: "<scenes") ?? sample.range(of: "<document") else {
            Issue.record("the sample has no root element")
            return sample
        }
        return sample.replacingCharacters(in: rootStart.lowerBound..<rootStart.lowerBound, with: padding)
    }

    /// Loads `text` written into a named pipe by another thread.
    private func loadThroughPipe(_ text: String, maxBytes: Int) throws -> (LoadResult, writeFailed: Bool) {
        signal(SIGPIPE, SIG_IGN)  // a reader that stops early must fail the write, not end the process
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("Piped.scene").path
        try #require(mkfifo(path, 0o600) == 0)
        let writer = PipeWriter(path: path, bytes: Data(text.utf8))
        writer.start()
        let result = compiler(maxBytes: maxBytes).load([path])
        // Should the reader never have opened the pipe, opening it here lets the writer finish.
        let unblock = open(path, O_RDONLY | O_NONBLOCK)
        if unblock >= 0 { close(unblock) }
        return (result, writer.waitForFailure())
    }
}

/// Writes bytes into a named pipe on its own thread (opening a pipe for writing waits for a reader).
private final class PipeWriter: @unchecked Sendable {
    private let path: String
    private let bytes: Data
    private let done = DispatchSemaphore(value: 0)
    private var failed = false  // written before `done` is signalled, read after it is waited for

    init(path: String, bytes: Data) {
        self.path = path
        self.bytes = bytes
    }

    func start() {
        Thread.detachNewThread { [self] in
            defer { done.signal() }
            guard let handle = FileHandle(forWritingAtPath: path) else { failed = true; return }
            do { try handle.write(contentsOf: bytes) } catch { failed = true }
            try? handle.close()
        }
    }

    func waitForFailure() -> Bool {
        done.wait()
        return failed
    }
}
