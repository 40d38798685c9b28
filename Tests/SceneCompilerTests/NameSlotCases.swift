import Foundation
import SceneGraph
import TestSupport

/// One name slot of one dialect, written as a small file with `⟦P⟧` where the name goes (in
/// an attribute value; the file is escaped as XML around it).
struct NameSlotCase: CustomStringConvertible, Sendable {
    /// The graph field, as ``SwiftNameGate/catalogue`` names it.
    var field: String
    var dialect: Dialect
    /// The file's body (scene elements or storyboard objects).
    var body: String

    static let placeholder = "⟦P⟧"

    var description: String { "\(dialect.rawValue) \(field)" }

    /// The whole file with `payload` in place of every placeholder, escaped for an attribute value.
    func file(with payload: String) -> String {
        let escaped = Self.attributeEscaped(payload)
        return wrapped.replacingAll(Self.placeholder, with: escaped)
    }

    /// Where the first placeholder's attribute value begins: line and column (in Unicode scalars)
    /// of the character after the opening quote.
    var payloadLocation: (line: Int, column: Int) {
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard let marker = line.range(of: Self.placeholder) else { continue }
            let before = line[..<marker.lowerBound]
            let quote = before.lastIndex(of: "\"") ?? before.startIndex
            return (index + 1, line[..<quote].unicodeScalars.count + 2)
        }
        preconditionFailure("\(self) has no placeholder")
    }

    var fileName: String { dialect == .scene ? "Slot.scene" : "Slot.storyboard" }

    private var wrapped: String {
        switch dialect {
        case .scene:
            return """
                <scenes xmlns="urn:scenec:scene:1" initial="a">
                \(body)
                </scenes>

                """
        case .storyboard:
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                \(body)
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="b" customClass="B" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """
        }
    }

    static func attributeEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Every name slot of both dialects that a file can express.
    static let all: [NameSlotCase] = sceneCases + storyboardCases

    static let sceneCases: [NameSlotCase] = [
        NameSlotCase(field: "Scene.className", dialect: .scene, body: """
              <controller id="a" class="⟦P⟧"/>
            """),
        NameSlotCase(field: "Outlet.property", dialect: .scene, body: """
              <controller id="a" class="A">
                <view><label id="l"/></view>
                <outlet property="⟦P⟧" destination="l"/>
              </controller>
            """),
        NameSlotCase(field: "Outlet.type", dialect: .scene, body: """
              <controller id="a" class="A">
                <view><label id="l"/></view>
                <outlet property="label" destination="l" type="⟦P⟧"/>
              </controller>
            """),
        NameSlotCase(field: "OutletCollection.property", dialect: .scene, body: """
              <controller id="a" class="A">
                <view><label id="l"/></view>
                <outletCollection property="⟦P⟧" destinations="l"/>
              </controller>
            """),
        NameSlotCase(field: "OutletCollection.type", dialect: .scene, body: """
              <controller id="a" class="A">
                <view><label id="l"/></view>
                <outletCollection property="labels" destinations="l" type="⟦P⟧"/>
              </controller>
            """),
        NameSlotCase(field: "ActionConnection.method", dialect: .scene, body: """
              <controller id="a" class="A">
                <view>
                  <button id="go" accessibilityLabel="Go"><action method="⟦P⟧"/></button>
                </view>
              </controller>
            """),
        NameSlotCase(field: "UnwindAction.method", dialect: .scene, body: """
              <controller id="a" class="A">
                <unwindAction method="⟦P⟧"/>
              </controller>
            """),
        NameSlotCase(field: "Segue.customClass", dialect: .scene, body: """
              <controller id="a">
                <segue id="s" kind="custom" destination="b" class="⟦P⟧"/>
              </controller>
              <controller id="b"/>
            """),
        NameSlotCase(field: "Segue.unwindAction", dialect: .scene, body: """
              <controller id="a">
                <segue id="back" kind="unwind" action="⟦P⟧"/>
              </controller>
            """),
        NameSlotCase(field: "SegueParameter.name", dialect: .scene, body: """
              <controller id="a">
                <segue id="s" kind="show" destination="b">
                  <parameter name="⟦P⟧" type="Int"/>
                </segue>
              </controller>
              <controller id="b" class="B"/>
            """),
        NameSlotCase(field: "SegueParameter.type", dialect: .scene, body: """
              <controller id="a">
                <segue id="s" kind="show" destination="b">
                  <parameter name="value" type="⟦P⟧"/>
                </segue>
              </controller>
              <controller id="b" class="B"/>
            """),
        NameSlotCase(field: "DeepLink.placeholder", dialect: .scene, body: """
              <controller id="a">
                <segue id="s" kind="show" destination="b">
                  <deepLink pattern="app://item/{⟦P⟧}"/>
                  <parameter name="item" type="Int"/>
                </segue>
              </controller>
              <controller id="b" class="B"/>
            """),
        NameSlotCase(field: "ViewNode.className", dialect: .scene, body: """
              <controller id="a">
                <view class="⟦P⟧"/>
              </controller>
            """),
        NameSlotCase(field: "CellPrototype.className", dialect: .scene, body: """
              <controller id="a">
                <view>
                  <tableView id="t"><cell id="c" reuseIdentifier="Row" class="⟦P⟧"/></tableView>
                </view>
              </controller>
            """),
        NameSlotCase(field: "CellPrototype.properties[accessoryType]", dialect: .scene, body: """
              <controller id="a">
                <view>
                  <tableView id="t"><cell id="c" reuseIdentifier="Row" accessoryType="⟦P⟧"/></tableView>
                </view>
              </controller>
            """),
        NameSlotCase(field: "ViewNode.properties[mode]", dialect: .scene, body: """
              <controller id="a">
                <view><datePicker id="d" mode="⟦P⟧" accessibilityLabel="Date"/></view>
              </controller>
            """),
        NameSlotCase(field: "BarButtonItemNode.properties[systemItem]", dialect: .scene, body: """
              <controller id="a">
                <navigationItem><barButtonItem id="i" systemItem="⟦P⟧" accessibilityLabel="Item"/></navigationItem>
              </controller>
            """),
        NameSlotCase(field: "BarButtonItemNode.properties[style]", dialect: .scene, body: """
              <controller id="a">
                <navigationItem><barButtonItem id="i" title="Go" style="⟦P⟧"/></navigationItem>
              </controller>
            """),
        NameSlotCase(field: "NavigationItemNode.properties[largeTitleDisplayMode]", dialect: .scene, body: """
              <controller id="a">
                <navigationItem title="A" largeTitleDisplayMode="⟦P⟧"/>
              </controller>
            """),
        NameSlotCase(field: "TabBarItemNode.properties[systemItem]", dialect: .scene, body: """
              <controller id="a">
                <tabBarItem systemItem="⟦P⟧"/>
              </controller>
            """),
    ]

    static let storyboardCases: [NameSlotCase] = [
        NameSlotCase(field: "Scene.className", dialect: .storyboard, body: """
                            <viewController id="a" customClass="⟦P⟧" sceneMemberID="viewController"/>
            """),
        NameSlotCase(field: "Scene.moduleName", dialect: .storyboard, body: """
                            <viewController id="a" customClass="A" customModule="⟦P⟧" sceneMemberID="viewController"/>
            """),
        NameSlotCase(field: "Outlet.property", dialect: .storyboard, body: """
                            <viewController id="a" customClass="A" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <label id="l" text="Hi"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="⟦P⟧" destination="l" id="o"/>
                                </connections>
                            </viewController>
            """),
        NameSlotCase(field: "OutletCollection.property", dialect: .storyboard, body: """
                            <viewController id="a" customClass="A" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <label id="l" text="Hi"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outletCollection property="⟦P⟧" destination="l" collectionClass="NSMutableArray" id="o"/>
                                </connections>
                            </viewController>
            """),
        NameSlotCase(field: "ActionConnection.method", dialect: .storyboard, body: """
                            <viewController id="a" customClass="A" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <button id="go">
                                            <connections>
                                                <action selector="⟦P⟧:" destination="a" eventType="touchUpInside" id="x"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
            """),
        NameSlotCase(field: "Segue.customClass", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="b" kind="custom" identifier="s" customClass="⟦P⟧" id="x"/>
                                </connections>
                            </viewController>
            """),
        NameSlotCase(field: "Segue.unwindAction", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <button id="go">
                                            <connections>
                                                <segue destination="e" kind="unwind" unwindAction="⟦P⟧:" id="x"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                            <exit id="e" userLabel="Exit" sceneMemberID="exit"/>
            """),
        NameSlotCase(field: "ViewNode.className", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <view key="view" id="v" customClass="⟦P⟧"/>
                            </viewController>
            """),
        NameSlotCase(field: "CellPrototype.className", dialect: .storyboard, body: """
                            <tableViewController id="a" sceneMemberID="viewController">
                                <tableView key="view" id="t">
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="Row" id="c" customClass="⟦P⟧"/>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
            """),
        NameSlotCase(field: "CellPrototype.properties[accessoryType]", dialect: .storyboard, body: """
                            <tableViewController id="a" sceneMemberID="viewController">
                                <tableView key="view" id="t">
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="Row" id="c" accessoryType="⟦P⟧"/>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
            """),
        NameSlotCase(field: "SceneObject.className", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController"/>
                            <customObject id="o" customClass="⟦P⟧"/>
            """),
        NameSlotCase(field: "BarButtonItemNode.properties[systemItem]", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" id="n">
                                    <barButtonItem key="rightBarButtonItem" systemItem="⟦P⟧" id="i"/>
                                </navigationItem>
                            </viewController>
            """),
        NameSlotCase(field: "BarButtonItemNode.properties[style]", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" id="n">
                                    <barButtonItem key="rightBarButtonItem" title="Go" style="⟦P⟧" id="i"/>
                                </navigationItem>
                            </viewController>
            """),
        NameSlotCase(field: "BarButtonItemNode.className", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <toolbarItems>
                                    <barButtonItem title="Go" customClass="⟦P⟧" id="i"/>
                                </toolbarItems>
                            </viewController>
            """),
        NameSlotCase(field: "GestureRecognizerNode.className", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="g" id="c"/>
                                    </connections>
                                </view>
                            </viewController>
                            <tapGestureRecognizer customClass="⟦P⟧" id="g"/>
            """),
        NameSlotCase(field: "NavigationItemNode.properties[largeTitleDisplayMode]", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="A" largeTitleDisplayMode="⟦P⟧" id="n"/>
                            </viewController>
            """),
        NameSlotCase(field: "TabBarItemNode.properties[systemItem]", dialect: .storyboard, body: """
                            <viewController id="a" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" systemItem="⟦P⟧" id="t"/>
                            </viewController>
            """),
    ]

    /// Names a hostile file can put in a slot: Swift punctuation that would end a declaration
    /// or start a comment, escapes, keywords and reserved names, look-alikes and invisible
    /// characters.
    static let hostileAlphabet: [String] = [
        #"A"); import Foundation; exit(3); //"#, "lab:Int=0;init(){exit(3)};var y", "a)", "a;b", "a{", "a}b", "a//b", "a/*b",
        "a\nb", #"a\b"#, "`a`", "a`", "#a", "a b", " a", "a-b", "1a", "a.b", "a..b", ".a", "a?", "[a]", "a<b>", "a=1", "",
        "self", "Self", "Type", "init", "Protocol", "class", "Any", "_", "super", "var", "import",
        "Ａb", "аb", "e\u{301}", "\u{301}e", "a\u{200B}b", "a\u{202E}b", "a\u{2028}b", "a\u{FEFF}", "😀",
    ]
}

extension String {
    /// The text with every `target` replaced (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
