import Foundation
import Testing

/// Something a test needs that a plain clone of the project may lack: the shared corpus, or a
/// tool to install. A test that needs one carries its ``trait``: without it the test is skipped
/// and the skip says what to install — unless `SCENEC_TEST_STRICT=1` is set (`.ci/run` sets it),
/// under which the test runs and its ``require()`` fails, so CI runs everything.
public struct Requirement: Sendable, CustomStringConvertible {
    /// What is needed (`Graphviz's dot`).
    public let what: String
    /// How to get it (`apt-get install graphviz`).
    public let remedy: String
    /// Whether this machine has it.
    public let isMet: Bool

    public init(what: String, remedy: String, isMet: Bool) {
        self.what = what
        self.remedy = remedy
        self.isMet = isMet
    }

    public var description: String { "needs \(what): \(remedy)" }

    /// Whether missing requirements fail instead of skipping (`SCENEC_TEST_STRICT=1`).
    public static let isStrict = ProcessInfo.processInfo.environment["SCENEC_TEST_STRICT"] == "1"

    /// Runs the test when the requirement is met or the run is strict; skips it with the reason otherwise.
    public var trait: ConditionTrait {
        .enabled(if: isMet || Self.isStrict, Comment(rawValue: description + (Self.isStrict ? "" : " (skipped; SCENEC_TEST_STRICT=1 makes this a failure)")))
    }

    /// Throws when the requirement is not met: the first line of a test that carries ``trait``.
    public func require() throws {
        guard isMet else { throw RequirementMissing(requirement: self) }
    }

    // MARK: The requirements

    /// The shared storyboard corpus beside the project.
    public static let corpus = Requirement(
        what: "the storyboard corpus at \(sharedCorpus.path)",
        remedy: "clone the project beside the shared/ folder (CI does)",
        isMet: FileManager.default.fileExists(atPath: sharedCorpus.appendingPathComponent("expected-counts.json").path))

    /// Graphviz's `dot`, for svg, png and html drawings.
    public static let graphviz = tool("dot", package: "graphviz")

    /// Headless Chromium, for the graph page tests.
    public static let chromium = tool("chromium", package: "chromium")

    /// Neovim, the editor the language server's end-to-end test drives headless.
    public static let neovim = tool("nvim", package: "neovim")

    /// GNU time, for peak-memory measurements.
    public static let gnuTime = Requirement(
        what: "GNU time at /usr/bin/time", remedy: "apt-get install time (.ci/run does)",
        isMet: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"))

    /// An executable on `PATH`, from a Debian package.
    public static func tool(_ name: String, package: String) -> Requirement {
        Requirement(what: "'\(name)' on PATH", remedy: "apt-get install \(package) (.ci/run does)", isMet: executable(named: name) != nil)
    }

    /// The executable `name` on `PATH`, or nil.
    public static func executable(named name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// A test ran without what it needs (under `SCENEC_TEST_STRICT=1`, or without its trait).
public struct RequirementMissing: Error, CustomStringConvertible {
    public let requirement: Requirement
    public var description: String { "missing requirement: \(requirement)" }
}
