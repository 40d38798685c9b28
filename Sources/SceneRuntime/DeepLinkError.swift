import Foundation

/// Why a deep link could not be registered or opened.
public enum DeepLinkError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The pattern is not of the form `scheme://host/path/{placeholder}…`.
    case invalidPattern(String, reason: String)
    /// A handler is already registered for an equivalent pattern.
    case duplicatePattern(String)
    /// No registered pattern matches the URL.
    case noMatch(url: String, patterns: [String])
    /// The URL gave no value for the parameter.
    case missingParameter(String, url: String)
    /// The parameter's value cannot be converted to the expected type.
    case invalidParameter(String, value: String, expectedType: String)
    /// A step of the way found a controller of another type (or none).
    case unexpectedController(step: String, expected: String, found: String?)
    /// An index outside a container's children.
    case indexOutOfRange(index: Int, count: Int, container: String)
    /// A navigation step could not be carried out.
    case navigationFailed(String)

    public var description: String {
        switch self {
        case let .invalidPattern(pattern, reason):
            return "Invalid deep link pattern '\(pattern)': \(reason)."
        case let .duplicatePattern(pattern):
            return "A deep link handler is already registered for '\(pattern)'."
        case let .noMatch(url, patterns):
            let known = patterns.isEmpty ? "no patterns are registered" : "known patterns: " + patterns.joined(separator: ", ")
            return "No deep link pattern matches '\(url)' (\(known))."
        case let .missingParameter(name, url):
            return "The deep link '\(url)' has no parameter '\(name)'."
        case let .invalidParameter(name, value, expectedType):
            return "The deep link parameter '\(name)' is '\(value)', which is not a valid \(expectedType)."
        case let .unexpectedController(step, expected, found):
            return "Deep link step \(step): expected a \(expected), found \(found ?? "nothing")."
        case let .indexOutOfRange(index, count, container):
            return "Deep link step: index \(index) is out of range 0..<\(count) in \(container)."
        case let .navigationFailed(reason):
            return "Deep link navigation failed: \(reason)."
        }
    }
}
