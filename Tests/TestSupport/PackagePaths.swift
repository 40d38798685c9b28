import Foundation

/// The package's root folder (two levels above this file's folder).
public let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shared storyboard corpus, beside the project (`../shared/corpus`); CI clones the project
/// there, a plain clone has none.
public let sharedCorpus: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

/// The corpus's storyboards folder.
public let corpusStoryboards: URL = sharedCorpus.appendingPathComponent("storyboards")

/// A fresh temporary folder whose name starts with `prefix`; the caller removes it.
public func makeTemporaryFolder(prefix: String = "scenec-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
