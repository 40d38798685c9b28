import Foundation
import SceneGraph
import SceneLint

/// The `.scenec.yml` that applies to each file: the nearest one in the file's folder or a folder
/// above it (up to the workspace root when the file is inside it). Read once and kept until a
/// configuration file changes.
final class LintSettings {
    /// The workspace folder; the search for a file inside it stops there.
    let root: String?
    /// The configuration each folder sees (nil: none), by folder.
    private var found: [String: String?] = [:]
    /// The configurations read, by path.
    private var loaded: [String: (configuration: LintConfiguration, problems: [Diagnostic])] = [:]

    init(root: String?) {
        self.root = root
    }

    /// The configuration that applies to `path` (the defaults when none does).
    func configuration(for path: String) -> LintConfiguration {
        guard let file = configurationFile(forFolder: FilePath.directory(of: path)) else { return LintConfiguration() }
        if let entry = loaded[file] { return entry.configuration }
        let entry = ConfigurationLoader.load(path: file)
        loaded[file] = entry
        return entry.configuration
    }

    /// The problems of every configuration read so far, by configuration path.
    var problems: [String: [Diagnostic]] {
        loaded.mapValues(\.problems)
    }

    /// Forgets what was read: a configuration file was created, changed or deleted.
    func invalidate() {
        found = [:]
        loaded = [:]
    }

    /// Whether a path is a configuration file.
    static func isConfigurationFile(_ path: String) -> Bool {
        FilePath.fileName(of: path) == LintConfiguration.defaultFileName
    }

    private func configurationFile(forFolder folder: String) -> String? {
        if let known = found[folder] { return known }
        let candidate = FilePath.join(folder, LintConfiguration.defaultFileName)
        var result: String?
        if FileManager.default.fileExists(atPath: candidate) {
            result = candidate
        } else if folder != "/", folder != ".", folder != root, FilePath.directory(of: folder) != folder {
            result = configurationFile(forFolder: FilePath.directory(of: folder))
        }
        found[folder] = .some(result)
        return result
    }
}
