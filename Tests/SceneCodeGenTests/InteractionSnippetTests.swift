import Testing

/// Snippets of the constructs storyboard fidelity and adaptivity added (issues 22 and 23): scene
/// XML in, the exact Swift out.
@Suite("Generated constructs: interactions and variations (snippets)")
struct InteractionSnippetTests {
    /// Size-class variations: a view's registered with the runtime (apply and restore), a segue's on its template.
    @Test func variations() {
        Snippet.expect("""
            <controller id="first" class="RecipeViewController">
              <view>
                <label id="summary" text="Serves 4">
                  <variation horizontalSizeClass="compact" hidden="true"/>
                </label>
              </view>
              <segue id="edit" kind="present" destination="form" presentationStyle="formSheet">
                <variation horizontalSizeClass="compact" presentationStyle="fullScreen"/>
              </segue>
            </controller>
            <controller id="form"/>
            
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `RecipeViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> RecipeViewController)? = nil) -> RecipeViewController {
                let controller = creator?() ?? RecipeViewController()
                let editSegue = SceneRuntime.SegueTemplate(
                    identifier: "edit",
                    kind: .present,
                    modalPresentationStyle: .formSheet,
                    destination: {
                        Demo.form()
                    }
                ).varying(SceneRuntime.TraitCondition(horizontalSizeClass: .compact), modalPresentationStyle: .fullScreen)
                controller.loadViewHandler = { _ in
                    let view1 = SceneRuntime.View(frame: .zero)
                    let summary = SceneRuntime.Label(frame: .zero)
                    summary.text = "Serves 4"
                    summary.addTraitVariation(SceneRuntime.TraitCondition(horizontalSizeClass: .compact), apply: {
                        $0.isHidden = true
                    }, restore: {
                        $0.isHidden = false
                    })
                    view1.addSubview(summary)
                    view1.awakeFromStoryboard()
                    return view1
                }
                controller.registerSegue(editSegue)
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }

    /// Static table content: each static cell built once, its segue registered on selection, the sections handed to the table controller.
    @Test func staticContent() {
        Snippet.expect("""
            <controller id="first" kind="table" class="SettingsViewController">
              <view>
                <tableView id="table" style="grouped">
                  <staticSection headerTitle="Account" footerTitle="Signed in">
                    <staticCell id="profile" accessoryType="disclosureIndicator"><label id="profileLabel" text="Profile"/></staticCell>
                  </staticSection>
                </tableView>
              </view>
              <segue id="showProfile" kind="show" destination="profileScene" trigger="profile"/>
            </controller>
            <controller id="profileScene"/>
            
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `SettingsViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> SettingsViewController)? = nil) -> SettingsViewController {
                let controller = creator?() ?? SettingsViewController()
                let showProfileSegue = SceneRuntime.SegueTemplate(identifier: "showProfile", kind: .show, destination: {
                    Demo.profileScene()
                })
                controller.loadViewHandler = { [unowned controller] _ in
                    let table = SceneRuntime.TableView(frame: .zero, style: .grouped)
                    let profile = SceneRuntime.TableViewCell(style: .default, reuseIdentifier: nil)
                    profile.accessoryType = .disclosureIndicator
                    let profileLabel = SceneRuntime.Label(frame: .zero)
                    profileLabel.text = "Profile"
                    profile.contentView.addSubview(profileLabel)
                    controller.registerCellSegue(showProfileSegue, cell: profile, in: table)
                    profile.awakeFromStoryboard()
                    controller.staticSections = [SceneRuntime.StaticTableSection(
                        headerTitle: "Account",
                        footerTitle: "Signed in",
                        cells: [profile]
                    )]
                    table.awakeFromStoryboard()
                    return table
                }
                controller.registerSegue(showProfileSegue)
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }

    /// A gesture recognizer attached with its action, an outlet owned by a view (a text field's delegate), a First Responder action.
    @Test func gesturesOwnedOutletsAndFirstResponderActions() {
        Snippet.expect("""
            <controller id="first" class="PhotoViewController">
              <view>
                <imageView id="photo" accessibilityLabel="Photo">
                  <tapGesture id="zoomTap" numberOfTapsRequired="2"><action method="zoom"/></tapGesture>
                </imageView>
                <textField id="caption" accessibilityLabel="Caption"/>
                <button id="share" title="Share" accessibilityLabel="Share"><action method="share" target="firstResponder"/></button>
              </view>
              <outlet owner="caption" property="delegate" destination="first"/>
            </controller>
            
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `PhotoViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> PhotoViewController)? = nil) -> PhotoViewController {
                let controller = creator?() ?? PhotoViewController()
                Demo.registerFirstResponderActions()
                controller.loadViewHandler = { [unowned controller] _ in
                    let view1 = SceneRuntime.View(frame: .zero)
                    let photo = SceneRuntime.ImageView(frame: .zero)
                    photo.accessibilityLabel = "Photo"
                    view1.addSubview(photo)
                    let zoomTap = SceneRuntime.TapGestureRecognizer()
                    zoomTap.numberOfTapsRequired = 2
                    _ = zoomTap.addTarget(controller) { controller, sender in
                        controller.zoom(sender)
                    }
                    photo.addGestureRecognizer(zoomTap)
                    let caption = SceneRuntime.TextField(frame: .zero)
                    caption.accessibilityLabel = "Caption"
                    view1.addSubview(caption)
                    let share = SceneRuntime.Button(frame: .zero)
                    share.accessibilityLabel = "Share"
                    share.setTitle("Share", for: .normal)
                    view1.addSubview(share)
                    share.addTarget(nil, action: SceneRuntime.ActionSelector("share:"), for: .primaryActionTriggered)
                    caption.delegate = controller
                    view1.awakeFromStoryboard()
                    return view1
                }
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }

    /// The protocol a responder adopts to perform a First Responder action.
    @Test func firstResponderProtocol() {
        Snippet.expect("""
            <controller id="first" class="PhotoViewController">
              <view>
                <button id="share" title="Share" accessibilityLabel="Share"><action method="share" target="firstResponder"/></button>
              </view>
            </controller>
            
            """, .namespaceMember("ShareResponder"), produces: """
            /// A responder that performs the First Responder action `share:`: a control sends it up the responder chain.
            @MainActor
            protocol ShareResponder: AnyObject {
                /// Performs `share:`.
                func share(_ sender: Any?)
            }

            """)
    }

    /// The one-time registration of the file's First Responder actions with the runtime.
    @Test func firstResponderRegistration() {
        Snippet.expect("""
            <controller id="first" class="PhotoViewController">
              <view>
                <button id="share" title="Share" accessibilityLabel="Share"><action method="share" target="firstResponder"/></button>
              </view>
            </controller>
            
            """, .namespaceMember("firstResponderActions"), produces: """
            /// Registers this file's First Responder actions with the runtime, once (on first use).
            private static let firstResponderActions: Void = {
                SceneRuntime.Responder.registerActionHandler(
                    for: SceneRuntime.ActionSelector("share:"),
                    canPerform: { $0 is Demo.ShareResponder },
                    perform: { ($0 as? Demo.ShareResponder)?.share($1) }
                )
            }()

            """)
    }

    /// Toolbar items, one of them a custom view whose control acts on the controller.
    @Test func toolbarItems() {
        Snippet.expect("""
            <controller id="first" class="ListViewController">
              <view><label id="l" text="List"/></view>
              <toolbarItems>
                <barButtonItem id="sort" title="Sort"><action method="sort"/></barButtonItem>
                <barButtonItem id="filterItem"><segmentedControl id="filter" segments="All,Low" accessibilityLabel="Filter"><action method="filterChanged" event="valueChanged"/></segmentedControl></barButtonItem>
              </toolbarItems>
            </controller>
            
            """, .namespaceMember("first"), produces: """
            /// Creates the scene `first` (Demo.scene:2).
            /// - Parameter creator: makes the controller instead of `ListViewController()` (for dependency injection).
            static func first(creator: (@MainActor () -> ListViewController)? = nil) -> ListViewController {
                let controller = creator?() ?? ListViewController()
                let sortItem = SceneRuntime.BarButtonItem(title: "Sort", style: .plain)
                let filter = SceneRuntime.SegmentedControl(frame: .zero)
                filter.accessibilityLabel = "Filter"
                filter.insertSegment(withTitle: "All", at: 0, animated: false)
                filter.insertSegment(withTitle: "Low", at: 1, animated: false)
                filter.addTarget(controller, for: .valueChanged) { controller, sender in
                    controller.filterChanged(sender)
                }
                filter.awakeFromStoryboard()
                let filterItem = SceneRuntime.BarButtonItem(customView: filter)
                controller.toolbarItems = [sortItem, filterItem]
                sortItem.setTarget(controller) { controller, item in
                    controller.sort(item)
                }
                controller.loadViewHandler = { _ in
                    let view1 = SceneRuntime.View(frame: .zero)
                    let l = SceneRuntime.Label(frame: .zero)
                    l.text = "List"
                    view1.addSubview(l)
                    view1.awakeFromStoryboard()
                    return view1
                }
                controller.awakeFromStoryboard(Demo.storyboard)
                return controller
            }

            """)
    }
}
