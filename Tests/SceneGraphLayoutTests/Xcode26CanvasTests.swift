import Foundation
import SceneGraph
import SceneGraphLayout
import SceneLayout
import SceneParser
import Testing

/// Interface Builder in Xcode 26 counts the safe-area insets of iPhones with a sensor housing
/// twice (see `LayoutEnvironment.isXcode26(toolsVersion:)`); the designed environment follows
/// it for files that Xcode wrote, and only for those.
@Suite("Xcode 26's canvas")
struct Xcode26CanvasTests {
    /// A scene with no container whose one view is pinned to the safe area's top and bottom.
    static func storyboard(toolsVersion: String, device: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="pinned" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-1"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" id="c-2"/>
                                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-3"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" id="c-4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func pinnedFrame(toolsVersion: String, device: String, width: Int, height: Int) throws -> LayoutRect {
        let text = storyboard(toolsVersion: toolsVersion, device: device, width: width, height: height)
        let parsed = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Canvas.storyboard")
        let tree = try #require(parsed.tree)
        let document = try #require(StoryboardReader.read(tree, path: "Canvas.storyboard").document)
        let result = try #require(SceneLayouter.layOutAsDesigned(document).first)
        return try #require(result.views.first { $0.id == "pinned" }).frame
    }

    @Test func xcode26CountsTheInsetsOfAnIPhoneWithASensorHousingTwice() throws {
        // retina6_1: 48 and 34 once (UIKit), 96 and 68 on Xcode 26's canvas.
        let frame = try Self.pinnedFrame(toolsVersion: "24127", device: "retina6_1", width: 414, height: 896)
        #expect(frame.isClose(to: LayoutRect(x: 0, y: 96, width: 414, height: 896 - 96 - 68), tolerance: 0.01), "\(frame)")
    }

    @Test func earlierXcodesCountThemOnce() throws {
        for toolsVersion in ["21701", "22505", "23504", "32700.99.1234"] {
            let frame = try Self.pinnedFrame(toolsVersion: toolsVersion, device: "retina6_1", width: 414, height: 896)
            #expect(frame.isClose(to: LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34), tolerance: 0.01), "\(toolsVersion): \(frame)")
        }
    }

    @Test func xcode26LeavesScreensWithoutASensorHousingAlone() throws {
        // retina4_7: the status bar's 20 points, no home indicator, in Xcode 26 as before.
        let frame = try Self.pinnedFrame(toolsVersion: "24127", device: "retina4_7", width: 375, height: 667)
        #expect(frame.isClose(to: LayoutRect(x: 0, y: 20, width: 375, height: 647), tolerance: 0.01), "\(frame)")
    }

    @Test func onlyTheDesignedEnvironmentFollowsTheCanvas() throws {
        let device = try #require(LayoutEnvironment.device(named: "retina6_1"))
        #expect(device.screenInsets == LayoutInsets(top: 48, left: 0, bottom: 34, right: 0))
    }
}
