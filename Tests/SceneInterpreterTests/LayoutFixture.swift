import Foundation
import SceneCompiler
import SceneGraph
import SceneInterpreter
import SceneRuntime
import Testing
import TestSupport

/// A scene designed on an iPhone 8 and laid out by constraints: a header under the safe area's
/// top between the root's margins (its height varies in compact height), a body below it half
/// as wide, whose preferred height (priority 250) gives way to staying 20 points above the safe
/// area's bottom, a view beside the body half its height (priority 750) but at least 60 tall, an
/// inactive constraint, a view inside the body placed by the body's margins, a label sized by its
/// text below the side view, a strip under the top layout guide, a footer and a badge placed by
/// autoresizing, and a view placed by its designed frame alone. The controller has an outlet to
/// the header's height constraint (the interpreter has no class to assign it to).
let layoutScene = """
    <?xml version="1.0" encoding="UTF-8"?>
    <scenes xmlns="urn:scenec:scene:1" module="Laid" initial="card" device="iphone-8">
      <controller id="card" class="CardViewController">
        <view id="root" frame="0 0 375 667">
          <layoutGuide kind="topLayoutGuide" id="topGuide"/>
          <view id="header" frame="16 28 343 44"/>
          <view id="body" frame="16 84 167.5 400" layoutMargins="4 6 4 6">
            <view id="inner" frame="6 4 83.75 50"/>
            <constraints>
              <constraint first="inner.leading" second="margins.leading"/>
              <constraint first="inner.top" second="margins.top"/>
              <constraint first="inner.width" second="superview.width" multiplier="0.5"/>
              <constraint first="inner.height" constant="50"/>
            </constraints>
          </view>
          <view id="side" frame="191.5 84 167.5 200" translatesAutoresizingMask="false"/>
          <view id="footer" frame="0 617 375 50" autoresizing="flexibleWidth flexibleTopMargin"/>
          <view id="badge" frame="335 300 24 24" autoresizing="flexibleLeftMargin flexibleTopMargin flexibleBottomMargin"/>
          <view id="stamp" frame="10 500 30 30"/>
          <label id="title" text="Hello, layout"/>
          <view id="strip"/>
          <constraints>
            <constraint id="headerTop" first="header.top" second="safeArea.top" constant="8"/>
            <constraint first="header.leading" second="margins.leading"/>
            <constraint first="header.trailing" second="margins.trailing"/>
            <constraint id="headerHeight" first="header.height" constant="44" identifier="headerHeight">
              <variation verticalSizeClass="compact" constant="32"/>
            </constraint>
            <constraint first="body.top" second="header.bottom" constant="12"/>
            <constraint first="body.leading" second="header.leading"/>
            <constraint first="body.width" second="header.width" multiplier="0.5" constant="-4"/>
            <constraint id="bodyHeight" first="body.height" constant="400" priority="250"/>
            <constraint first="body.bottom" relation="lessThanOrEqual" second="safeArea.bottom" constant="-20"/>
            <constraint first="side.leading" second="body.trailing" constant="8"/>
            <constraint first="side.trailing" second="header.trailing"/>
            <constraint first="side.top" second="body.top"/>
            <constraint id="sideHalf" first="side.height" second="body.height" multiplier="0.5" priority="750"/>
            <constraint first="side.height" relation="greaterThanOrEqual" constant="60"/>
            <constraint id="sideToBottom" first="side.bottom" second="safeArea.bottom" active="false"/>
            <constraint first="title.top" second="side.bottom" constant="8"/>
            <constraint first="title.leading" second="side.leading"/>
            <constraint first="strip.top" second="topGuide.bottom"/>
            <constraint first="strip.leading" second="superview.leading"/>
            <constraint first="strip.width" constant="50"/>
            <constraint first="strip.height" constant="4"/>
          </constraints>
        </view>
        <outlet property="headerHeightConstraint" destination="headerHeight"/>
      </controller>
    </scenes>
    """

/// A scene file written to a temporary folder and loaded as `scenec` loads files.
func loadScene(_ text: String, named name: String = "Laid.scene") throws -> LoadResult {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    let result = Compiler().load([file.path])
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    return result
}

/// Descendants of a view, depth first.
@MainActor
func descendants(of view: View) -> [View] {
    [view] + view.subviews.flatMap { descendants(of: $0) }
}

/// An interpreter's initial scene shown in a window on a device, laid out.
@MainActor
final class DeviceHarness {
    let interpreter: SceneInterpreter
    let window: Window
    var messages: [String] = []

    init(graph: ResolvedGraph, device: DevicePreset, orientation: InterfaceOrientation = .portrait) {
        interpreter = SceneInterpreter(graph: graph)
        window = Window(device: device, orientation: orientation)
        interpreter.messageHandler = { [unowned self] in self.messages.append($0) }
        window.rootViewController = interpreter.instantiateInitialController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// The views built from elements with ids, by id.
    var viewsByID: [String: View] {
        var result: [String: View] = [:]
        for view in descendants(of: window) {
            if let id = interpreter.viewID(of: view) { result[id] = view }
        }
        return result
    }

    /// A view's frame in the window.
    func frame(of id: String) -> CGRect? {
        viewsByID[id].map { $0.convert($0.bounds, to: window) }
    }
}
