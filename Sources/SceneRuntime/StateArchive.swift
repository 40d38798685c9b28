import Foundation

/// The restoration archive as stored: versioned JSON.
///
/// ```json
/// { "format": "SceneRuntime.StateRestoration", "version": 1,
///   "application": { … },
///   "controllers": [ { "path": [{"identifier": "Tabs"}], "type": "TabBarController",
///                      "relation": "root", "state": { … }, "views": [],
///                      "container": { "kind": "tabBar", "entries": [ … ], "selectedIndex": 1 },
///                      "storyboard": { "name": "Main", "initial": true } }, … ] }
/// ```
/// Controllers are listed parents first (a presented controller after its presenter's
/// children), which is the order they are restored in.
struct StateArchive: Codable {
    static let formatName = "SceneRuntime.StateRestoration"
    static let currentVersion = 1

    var format: String
    var version: Int
    var application: [String: ArchivedValue]
    var controllers: [ArchivedController]

    /// The fields read first, to tell a foreign or newer archive from a corrupt one.
    struct Header: Decodable {
        var format: String?
        var version: Int?
    }
}

/// One preserved controller.
struct ArchivedController: Codable {
    enum Relation: String, Codable {
        /// The window's root view controller.
        case root
        /// A child of the controller at the parent path.
        case child
        /// Presented by the controller at the parent path.
        case presented
    }

    var path: RestorationPath
    var type: String
    var relation: Relation
    /// The requested `modalPresentationStyle` (raw value) of a presented controller.
    var modalPresentationStyle: Int?
    var storyboard: ArchivedStoryboardOrigin?
    var restorationClass: String?
    var container: ArchivedContainer?
    var state: [String: ArchivedValue]
    var views: [ArchivedView]
    /// References to other preserved controllers (`RestorationCoder.encode(_:forKey:)` of a
    /// controller), by key; absent when there are none.
    var references: [String: RestorationPath]?
}

/// The storyboard a controller was instantiated from.
struct ArchivedStoryboardOrigin: Codable, Hashable {
    var name: String
    /// The identifier used; `nil` for the initial scene or an unidentified scene.
    var identifier: String?
    var initial: Bool
}

/// How a container arranged its children.
struct ArchivedContainer: Codable {
    enum Kind: String, Codable { case navigation, tabBar, split, page }
    var kind: Kind
    /// One entry per position: the child's path, or `nil` for a child that was not
    /// preserved (no restoration identifier) — restoring keeps whatever the container
    /// has at that position.
    var entries: [RestorationPath?]
    var selectedIndex: Int?
}

/// One preserved view of a controller's view tree.
struct ArchivedView: Codable {
    var identifier: String
    var type: String
    var state: [String: ArchivedValue]
}
