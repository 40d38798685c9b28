import Foundation
import SceneCompiler
import SceneGraph

/// A storyboard with the interactions the interpreter builds: a navigation controller whose
/// toolbar is shown, a static table (two sections; rows triggering `show` segues) with
/// toolbar items (an action, a segue), and a detail scene with a tap gesture recognizer
/// (an action and a `presentation` segue), a search bar, a picker view, a toolbar view (an item with an action, one with a
/// custom view), a first-responder action and a text field whose delegate is the controller.
let interactionStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-1">
        <scenes>
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav-1" toolbarHidden="NO" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar-1"/>
                        <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="toolbar-1"/>
                        <connections>
                            <segue destination="menu-1" kind="relationship" relationship="rootViewController" id="rel-1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s-menu">
                <objects>
                    <tableViewController title="Requests" id="menu-1" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="table-1">
                            <sections>
                                <tableViewSection headerTitle="Data" id="sec-1">
                                    <cells>
                                        <tableViewCell reuseIdentifier="Cell" textLabel="lbl-get" style="IBUITableViewCellStyleDefault" accessoryType="disclosureIndicator" id="cell-get">
                                            <tableViewCellContentView key="contentView" id="cv-get">
                                                <subviews>
                                                    <label text="GET Request" id="lbl-get"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="detail-1" kind="show" identifier="GET" id="seg-get"/>
                                            </connections>
                                        </tableViewCell>
                                        <tableViewCell reuseIdentifier="Cell" textLabel="lbl-post" style="IBUITableViewCellStyleDefault" id="cell-post">
                                            <tableViewCellContentView key="contentView" id="cv-post">
                                                <subviews>
                                                    <label text="POST Request" id="lbl-post"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="detail-1" kind="show" identifier="POST" id="seg-post"/>
                                            </connections>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="Upload" footerTitle="Sent as multipart" id="sec-2">
                                    <cells>
                                        <tableViewCell reuseIdentifier="Cell" textLabel="lbl-upload" style="IBUITableViewCellStyleDefault" id="cell-upload">
                                            <tableViewCellContentView key="contentView" id="cv-upload">
                                                <subviews>
                                                    <label text="Upload Data" id="lbl-upload"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                            <connections>
                                <outlet property="dataSource" destination="menu-1" id="out-ds"/>
                                <outlet property="delegate" destination="menu-1" id="out-dl"/>
                            </connections>
                        </tableView>
                        <toolbarItems>
                            <barButtonItem title="Refresh" id="refresh-item">
                                <connections>
                                    <action selector="refresh:" destination="menu-1" id="act-refresh"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="flex-item"/>
                            <barButtonItem title="About" id="about-item">
                                <connections>
                                    <segue destination="detail-1" kind="show" identifier="about" id="seg-about"/>
                                </connections>
                            </barButtonItem>
                        </toolbarItems>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s-detail">
                <objects>
                    <viewController title="Detail" id="detail-1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-1">
                            <subviews>
                                <imageView userInteractionEnabled="YES" contentMode="scaleToFill" id="photo-1">
                                    <accessibility key="accessibilityConfiguration" identifier="photo"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="oc-1"/>
                                    </connections>
                                </imageView>
                                <button opaque="NO" contentMode="scaleToFill" id="copy-1">
                                    <state key="normal" title="Copy"/>
                                    <connections>
                                        <action selector="copyLink:" destination="fr-3" eventType="touchUpInside" id="act-copy"/>
                                    </connections>
                                </button>
                                <textField opaque="NO" contentMode="scaleToFill" placeholder="Name" id="name-1">
                                    <connections>
                                        <outlet property="delegate" destination="detail-1" id="out-field"/>
                                    </connections>
                                </textField>
                                <searchBar contentMode="redraw" placeholder="Search requests" id="search-1"/>
                                <pickerView contentMode="scaleToFill" id="picker-1"/>
                                <toolbar opaque="NO" contentMode="scaleToFill" id="bar-1">
                                    <items>
                                        <barButtonItem title="Share" id="share-item">
                                            <connections>
                                                <action selector="share:" destination="detail-1" id="act-share"/>
                                            </connections>
                                        </barButtonItem>
                                        <barButtonItem style="plain" id="mode-item">
                                            <switch key="customView" opaque="NO" contentMode="scaleToFill" id="mode-1">
                                                <connections>
                                                    <action selector="modeChanged:" destination="detail-1" eventType="valueChanged" id="act-mode"/>
                                                </connections>
                                            </switch>
                                        </barButtonItem>
                                    </items>
                                </toolbar>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-3" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="tap-1">
                        <connections>
                            <action selector="photoTapped:" destination="detail-1" id="act-tap"/>
                            <segue destination="zoom-1" kind="presentation" identifier="zoom" id="seg-zoom"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="s-zoom">
                <objects>
                    <viewController title="Zoom" id="zoom-1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-2"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-4" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

/// The graph of `interactionStoryboard`, read as the Compiler facade reads a file; the
/// problems it found, for a test to show when the graph is not what it expects.
func interactionGraph() -> (graph: ResolvedGraph, diagnostics: [Diagnostic]) {
    let (document, diagnostics) = Compiler().parse(bytes: Array(interactionStoryboard.utf8), path: "Requests.storyboard")
    guard let document else { return (ResolvedGraph(documents: []), diagnostics) }
    let resolved = GraphResolver.resolve([document])
    return (resolved.graph, diagnostics + resolved.diagnostics)
}
