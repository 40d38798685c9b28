import Foundation

/// A parsed deep link pattern such as `recipes://recipe/{recipeID}`: a scheme, a host and
/// path components, each a literal or a `{placeholder}` standing for one whole component.
/// Schemes and literal hosts match case-insensitively, paths exactly; a trailing slash is
/// ignored.
struct DeepLinkPattern {
    enum Segment: Equatable {
        case literal(String)
        case placeholder(String)
    }

    let text: String
    let scheme: String
    let host: Segment
    let path: [Segment]

    init(_ text: String) throws(DeepLinkError) {
        self.text = text
        guard let separator = text.range(of: "://") else {
            throw .invalidPattern(text, reason: "it has no scheme (expected scheme://host/…)")
        }
        let scheme = String(text[..<separator.lowerBound])
        guard let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
            throw .invalidPattern(text, reason: "'\(scheme)' is not a URL scheme")
        }
        let rest = text[separator.upperBound...]
        if rest.contains("?") || rest.contains("#") {
            throw .invalidPattern(text, reason: "queries and fragments are not part of a pattern (query items become parameters)")
        }
        var components = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.count > 1, components.last == "" { components.removeLast() }
        guard let hostText = components.first, !hostText.isEmpty else {
            throw .invalidPattern(text, reason: "it has no host")
        }
        if components.dropFirst().contains("") {
            throw .invalidPattern(text, reason: "it has an empty path component")
        }
        let segments = try components.map { component throws(DeepLinkError) in try Self.segment(component, in: text) }
        var names: Set<String> = []
        for case .placeholder(let name) in segments where !names.insert(name).inserted {
            throw .invalidPattern(text, reason: "the placeholder '{\(name)}' appears twice")
        }
        self.scheme = scheme.lowercased()
        self.host = segments[0]
        self.path = Array(segments.dropFirst())
    }

    private static func segment(_ component: String, in text: String) throws(DeepLinkError) -> Segment {
        if component.hasPrefix("{"), component.hasSuffix("}"), component.count >= 2 {
            let name = String(component.dropFirst().dropLast())
            guard let first = name.first, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw .invalidPattern(text, reason: "'\(component)' is not a placeholder (use {name} with a Swift-like name)")
            }
            return .placeholder(name)
        }
        if component.contains("{") || component.contains("}") {
            throw .invalidPattern(text, reason: "'\(component)': a placeholder must be a whole path component")
        }
        return .literal(component)
    }

    /// The placeholder names, in order.
    var placeholders: [String] {
        ([host] + path).compactMap { segment in
            if case .placeholder(let name) = segment { return name }
            return nil
        }
    }

    /// How many segments are literal (more specific patterns win).
    var literalCount: Int { ([host] + path).count - placeholders.count }

    /// A key equal for patterns that match the same URLs.
    var shapeKey: String {
        let parts = ([host] + path).enumerated().map { index, segment -> String in
            switch segment {
            case .literal(let value): return index == 0 ? value.lowercased() : value
            case .placeholder: return "{}"
            }
        }
        return scheme + "://" + parts.joined(separator: "/")
    }

    /// The placeholder values when `url` matches, else `nil`.
    func match(_ url: URL) -> [String: String]? {
        guard url.scheme?.lowercased() == scheme, let urlHost = url.host, !urlHost.isEmpty else { return nil }
        let urlPath = url.path.split(separator: "/").map(String.init)
        guard urlPath.count == path.count else { return nil }
        var values: [String: String] = [:]
        for (segment, value) in zip([host] + path, [urlHost] + urlPath) {
            switch segment {
            case .literal(let literal):
                let matches = segment == host ? literal.lowercased() == value.lowercased() : literal == value
                if !matches { return nil }
            case .placeholder(let name):
                values[name] = value.removingPercentEncoding ?? value
            }
        }
        return values
    }
}
