import Foundation

/// Reads and checks a restoration archive completely before anything is restored, so that
/// a corrupt, truncated or foreign archive restores nothing.
enum StateArchiveReader {
    static func read(_ data: Data) -> Result<StateArchive, StateRestorationError> {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return .failure(.empty) }
        let header: StateArchive.Header
        do {
            header = try JSONDecoder().decode(StateArchive.Header.self, from: data)
        } catch {
            if text.hasPrefix("{"), !text.hasSuffix("}") {
                return .failure(.truncated("the JSON ends after \(data.count) bytes without closing"))
            }
            if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
                return .failure(.foreign("the JSON is not an object with a format and a version"))
            }
            return .failure(.corrupt("not valid JSON (\(brief(error)))"))
        }
        guard let format = header.format else {
            return .failure(.foreign("no \"format\" field"))
        }
        guard format == StateArchive.formatName else {
            return .failure(.foreign("format \"\(format)\""))
        }
        guard let version = header.version, version >= 1 else {
            return .failure(.corrupt("missing or invalid version"))
        }
        guard version <= StateArchive.currentVersion else {
            return .failure(.unsupportedVersion(found: version, supported: StateArchive.currentVersion))
        }
        let archive: StateArchive
        do {
            archive = try JSONDecoder().decode(StateArchive.self, from: data)
        } catch {
            return .failure(.corrupt(brief(error)))
        }
        if let problem = inconsistency(in: archive) { return .failure(.corrupt(problem)) }
        return .success(archive)
    }

    /// The first structural problem of `archive`, if any: the root must come first and
    /// alone, every other controller after the one containing or presenting it, paths must
    /// be unique, presented controllers must have a style, container entries must be
    /// children of their container, view identifiers unique per controller.
    private static func inconsistency(in archive: StateArchive) -> String? {
        var seen: Set<RestorationPath> = []
        for (index, record) in archive.controllers.enumerated() {
            let path = record.path
            if path.components.isEmpty || path.components.contains(where: { $0.identifier.isEmpty }) {
                return "controller \(index) has an empty restoration path or identifier"
            }
            if !seen.insert(path).inserted { return "the path \(path) appears twice" }
            switch record.relation {
            case .root:
                if index != 0 || path.components.count != 1 { return "the root \(path) is not the first, one-component path" }
            case .child, .presented:
                guard let parent = path.parent, index > 0, seen.contains(parent) else {
                    return "\(path) comes before the controller containing or presenting it"
                }
                if record.relation == .presented {
                    guard let style = record.modalPresentationStyle, ModalPresentationStyle(rawValue: style) != nil else {
                        return "the presented controller \(path) has no valid presentation style"
                    }
                }
            }
            if let container = record.container {
                for entry in container.entries.compactMap({ $0 }) where entry.parent != path {
                    return "the container \(path) lists \(entry), which is not its child"
                }
                if let selected = container.selectedIndex, !container.entries.indices.contains(selected), !container.entries.isEmpty {
                    return "the container \(path) selects index \(selected) of \(container.entries.count)"
                }
            }
            var viewIdentifiers: Set<String> = []
            for view in record.views where !viewIdentifiers.insert(view.identifier).inserted {
                return "the view identifier \(view.identifier) appears twice in \(path)"
            }
        }
        if let first = archive.controllers.first, first.relation != .root {
            return "the first controller is not the root"
        }
        return nil
    }

    private static func brief(_ error: Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context):
            return describe(context)
        case let DecodingError.keyNotFound(key, context):
            return "missing \"\(key.stringValue)\"" + at(context)
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            return describe(context)
        default:
            return String(describing: error)
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        context.debugDescription + at(context)
    }

    private static func at(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "" : " at \(path)"
    }
}
