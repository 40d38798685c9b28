import Foundation
import SceneGraph
@testable import SceneParser
import TestSupport

/// A storyboard written for these tests (not taken from an app) with every layout form the
/// storyboard reader maps: frames, autoresizing masks, content priorities, margins, placeholder
/// intrinsic sizes, constraints of every shape (missing first item, ratio multiplier, baseline,
/// priorities, identifiers, relations, size-class constants), installation masks, safe-area
/// and margins guides, a controller's top and bottom layout guides, cells and their content
/// views, an outlet to a constraint, the designed device and simulated bars.
enum StoryboardLayoutFixture {
    /// The fixture's path in the package: `Tests/SceneCompilerTests/Fixtures/Layout.storyboard`
    /// (the conversion tests read it too).
    static let path = "Tests/SceneCompilerTests/Fixtures/Layout.storyboard"

    /// The fixture's text.
    static var text: String {
        get throws { try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8) }
    }

    /// A storyboard from before Xcode 8: the designed screen in the default simulated metrics,
    /// one scene with a screen of its own.
    static func legacy(screenType: String?, orientation: String? = nil, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="\(runtime)" initialViewController="old-01">
            <scenes>
                <scene sceneID="scn-01">
                    <objects>
                        <viewController id="old-01" sceneMemberID="viewController">
                            <view key="view" id="old-v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scn-02">
                    <objects>
                        <viewController id="old-02" sceneMemberID="viewController">
                            <view key="view" id="old-v2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"\(orientation.map { " orientation=\"\($0)\"" } ?? "")/>
                <simulatedScreenMetrics key="destination"\(screenType.map { " type=\"\($0)\"" } ?? "")/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    /// Reads storyboard text into a document and its diagnostics.
    static func read(_ text: String, path: String = "Layout.storyboard") -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        let (tree, xmlDiagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: path)
        guard let tree else { return (nil, xmlDiagnostics) }
        return StoryboardReader.read(tree, path: path)
    }
}
