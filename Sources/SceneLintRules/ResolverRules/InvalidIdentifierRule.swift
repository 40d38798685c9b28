import SceneGraph

/// The name gate's `invalid-identifier` check, in the catalogue (``SwiftNameGate`` reports it
/// through ``GraphResolver``, for scene files and storyboards alike).
public enum InvalidIdentifierRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: SwiftNameGate.rule, name: "Name that Swift cannot hold", severity: .error, origin: .resolver,
        summary: """
            A name that generated code writes into Swift source — a custom class or module, an \
            outlet or outlet collection property, an action or unwind method, a segue \
            parameter's name or type, a member such as a bar item's system item — that is not a \
            valid Swift identifier or type name.
            """,
        rationale: """
            Generated code declares and calls these names as they are written. Anything else \
            would either fail to compile or, worse, put other code into the app's build: a \
            storyboard arriving in a pull request could inject statements through a Custom \
            Class field. Keywords are back-ticked; `init`, `Type`, `Protocol` and `_` are \
            refused, as is anything with punctuation, spaces or quotes. Interface Builder \
            accepts all of it (an Objective-C name with a `-`, a trailing space) and the mistake \
            surfaces at run time as "Unknown class in Interface Builder file".
            """,
        triggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <viewController id="vc" customClass="↓A&quot;); exit(3); //" customModule="↓My-App" sceneMemberID="viewController">
                          <view key="view" id="root" customClass="↓class">
                            <subviews>
                              <label id="name"/>
                            </subviews>
                          </view>
                          <connections>
                            <outlet property="↓name:Int=0;init(){exit(3)};var y" destination="name"/>
                          </connections>
                        </viewController>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ],
        nonTriggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <viewController id="vc" customClass="RecipeListViewController" customModule="Recipes" sceneMemberID="viewController">
                          <view key="view" id="root" customClass="RecipeKit.GradientView">
                            <subviews>
                              <label id="name"/>
                            </subviews>
                          </view>
                          <connections>
                            <outlet property="nameLabel" destination="name"/>
                          </connections>
                        </viewController>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ])
}
