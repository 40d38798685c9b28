import Foundation
import SceneGraph
import SceneRuntime

/// The device the session's window stands for: chosen at the start (`scenec simulate --device`,
/// `--landscape`, else the file's designed device), rotated by `rotate`, and replaced by
/// `compact` and `regular`, which put the window on the phone screens those size classes have
/// always meant here.
extension Simulator {
    /// The device preset named `name` — a preset's name or alias (`iphone-15`, `ipad`), its
    /// display name, or Interface Builder's device id (`retina4_7`); nil for an unknown name.
    public nonisolated static func device(named name: String) -> DevicePreset? {
        DevicePreset.named(name) ?? DevicePreset.interfaceBuilder(id: name)
    }

    /// The names `device(named:)` knows, in the catalogue's order.
    public nonisolated static var deviceNames: [String] { DevicePreset.all.map(\.name) }

    /// The device and orientation `document` was designed on; `DevicePreset.standard` in
    /// portrait when it names none (or one the catalogue does not know).
    static func designedScreen(of document: SceneDocument?) -> (device: DevicePreset, orientation: InterfaceOrientation) {
        guard let designed = document?.designedDevice else { return (.standard, .portrait) }
        return (device(named: designed.id) ?? .standard, designed.isLandscape ? .landscapeRight : .portrait)
    }

    /// `iPhone 15, landscape, 852x393`.
    var screenDescription: String {
        let size = window.bounds.size
        let orientation = window.deviceOrientation.isLandscape ? "landscape" : "portrait"
        return "\(window.device?.displayName ?? "no device"), \(orientation), \(Int(size.width))x\(Int(size.height))"
    }

    /// `rotate landscape` / `rotate portrait`: `Window.rotate(to:)` on the session's device, then
    /// what variations changed and what is visible.
    func rotate(_ argument: String) throws -> [String] {
        let orientation: InterfaceOrientation
        switch argument.lowercased() {
        case "landscape": orientation = .landscapeRight
        case "portrait": orientation = .portrait
        default: throw SimulatorError("rotate needs landscape or portrait")
        }
        let before = interpreter.variationSnapshot()
        window.rotate(to: orientation)
        let width = window.traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
        let changes = interpreter.variationChanges(since: before, in: window)
        return ["orientation: \(screenDescription) (\(width) width)"] + changes + afterChange()
    }

    /// `compact` / `regular`: the window moves to an iPhone 14 in portrait (390×844, compact
    /// width) or an iPhone 14 Plus in landscape (926×428, regular width) in one transition.
    func transition(compact: Bool) -> [String] {
        let device = Self.device(named: compact ? "iphone-14" : "iphone-14-plus") ?? .standard
        let orientation: InterfaceOrientation = compact ? .portrait : .landscapeRight
        let before = interpreter.variationSnapshot()
        if window.device != device, window.deviceOrientation.isLandscape != orientation.isLandscape {
            // Off the device first, so that the move to the new one is a single transition.
            window.device = nil
            window.rotate(to: orientation)
            window.device = device
        } else {
            window.device = device
            window.rotate(to: orientation)
        }
        // What the scenes' variations changed on screen: `recipeSummary: hidden (variation w: compact)`.
        let changes = interpreter.variationChanges(since: before, in: window)
        let size = window.bounds.size
        return ["size class: \(compact ? "compact" : "regular") width (\(Int(size.width))x\(Int(size.height)))"] + changes + afterChange()
    }
}
