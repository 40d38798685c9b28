import Foundation

/// Where a preserved object sits: the restoration identifiers from the window's root
/// controller down to the object, each with its position when its container tells
/// children apart by position (navigation stacks and tab bar controllers), so that such
/// children may share identifiers. Written `MainTabs/RecipesNavigation#1/Recipe#2`.
public struct RestorationPath: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One step of a path.
    public struct Component: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The object's restoration identifier.
        public let identifier: String
        /// Its index in a navigation stack or among a tab bar controller's tabs.
        public let position: Int?

        /// Creates a component.
        public init(identifier: String, position: Int? = nil) {
            self.identifier = identifier
            self.position = position
        }

        public var description: String {
            position.map { "\(identifier)#\($0)" } ?? identifier
        }
    }

    /// The steps, root first.
    public let components: [Component]

    /// Creates a path.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// The restoration identifiers alone, root first — what restoration classes and the
    /// application delegate receive as `identifierComponents`.
    public var identifierComponents: [String] { components.map(\.identifier) }

    /// The path of the object containing or presenting this one (`nil` for the root).
    public var parent: RestorationPath? {
        components.count > 1 ? RestorationPath(Array(components.dropLast())) : nil
    }

    /// This path extended by `component`.
    public func appending(_ component: Component) -> RestorationPath {
        RestorationPath(components + [component])
    }

    public var description: String {
        components.map(\.description).joined(separator: "/")
    }

    public init(from decoder: Decoder) throws {
        components = try decoder.singleValueContainer().decode([Component].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(components)
    }
}
