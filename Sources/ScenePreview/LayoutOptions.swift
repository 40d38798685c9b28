import SceneGraph
import SceneGraphLayout
import SceneLayout

/// Which scenes to lay out and where: `scenec layout` and `preview`'s `--scene`, `--device`,
/// `--landscape` and `--compact`/`--regular`.
public struct LayoutOptions: Hashable, Sendable {
    /// Only the scene with this id (or `file#id`); nil for every scene with a view.
    public var scene: String?
    /// The device (a preset name or Interface Builder device id); nil for each file's designed device.
    public var device: String?
    /// Lay out in landscape (on the designed device when ``device`` is nil).
    public var landscape: Bool
    /// The horizontal size class instead of the device's.
    public var horizontalSizeClass: SizeClass?

    /// Creates options; by default every scene on its file's designed device.
    public init(scene: String? = nil, device: String? = nil, landscape: Bool = false, horizontalSizeClass: SizeClass? = nil) {
        self.scene = scene
        self.device = device
        self.landscape = landscape
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Throws when ``device`` names no known device.
    public func validate() throws(PreviewError) {
        if let device, LayoutEnvironment.device(named: device, landscape: landscape) == nil {
            throw .unknownDevice(device, known: LayoutEnvironment.deviceNames)
        }
    }

    /// Where the scenes of `document` are laid out, and whether that is the device the file was
    /// designed on (whose root frames the file gives).
    public func environment(for document: SceneDocument) throws(PreviewError) -> (environment: LayoutEnvironment, isDesignedDevice: Bool) {
        let designed = LayoutEnvironment.designed(for: document)
        var environment: LayoutEnvironment
        if let device {
            guard let named = LayoutEnvironment.device(named: device, landscape: landscape) else {
                throw .unknownDevice(device, known: LayoutEnvironment.deviceNames)
            }
            environment = named
        } else if landscape, designed.screenWidth < designed.screenHeight {
            environment = LayoutEnvironment.device(named: designed.deviceName, landscape: true) ?? designed.rotated
        } else {
            environment = designed
        }
        let isDesigned = environment == designed
        if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
        return (environment, isDesigned)
    }
}

extension LayoutEnvironment {
    /// The environment turned a quarter: width and height swapped, insets moved to the sides.
    var rotated: LayoutEnvironment {
        var environment = self
        environment.screenWidth = screenHeight
        environment.screenHeight = screenWidth
        environment.screenInsets = .init(top: 0, left: screenInsets.top > 20 ? screenInsets.top : 0, bottom: screenInsets.bottom,
                                         right: screenInsets.top > 20 ? screenInsets.top : 0)
        environment.verticalSizeClass = .compact
        return environment
    }
}

/// Why scenes could not be laid out as asked.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// `--device` names no known device.
    case unknownDevice(String, known: [String])
    /// `--scene` names no scene of the files.
    case unknownScene(String, known: [String])
    /// `--scene` names a scene without a view (a container or a reference).
    case sceneWithoutView(String)

    public var description: String {
        switch self {
        case .unknownDevice(let name, let known):
            "unknown device '\(name)'; known devices: \(known.joined(separator: ", "))"
        case .unknownScene(let name, let known):
            "no scene '\(name)' in the files" + (known.isEmpty ? "" : "; scenes with views: " + Self.list(known))
        case .sceneWithoutView(let name):
            "scene '\(name)' has no view to lay out (a container or a reference)"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 20 ? names.joined(separator: ", ") : names.prefix(20).joined(separator: ", ") + ", … (\(names.count) in all)"
    }
}
