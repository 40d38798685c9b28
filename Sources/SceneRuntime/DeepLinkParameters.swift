import Foundation

/// The values a deep link carries: its placeholders' values, plus its query items (a
/// placeholder wins over a query item of the same name).
public struct DeepLinkParameters: Sendable {
    /// The URL that was opened.
    public let url: URL
    /// Every value by name, as text.
    public let values: [String: String]

    /// Creates parameters.
    public init(url: URL, values: [String: String]) {
        self.url = url
        self.values = values
    }

    /// The value named `name` as text, if any.
    public subscript(name: String) -> String? { values[name] }

    /// The value named `name` converted to `T` (`Int(_:)`, `Double(_:)`, `String`…). Throws
    /// `DeepLinkError.missingParameter` when there is none and `.invalidParameter` when it
    /// does not convert.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws -> T {
        guard let text = values[name] else {
            throw DeepLinkError.missingParameter(name, url: url.absoluteString)
        }
        guard let value = T(text) else {
            throw DeepLinkError.invalidParameter(name, value: text, expectedType: String(describing: T.self))
        }
        return value
    }
}
