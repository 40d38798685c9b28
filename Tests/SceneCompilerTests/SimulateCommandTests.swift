import Foundation
import Testing
import TestSupport

/// `scenec simulate`: scripted and interactive sessions over interpreted scenes.
@Suite("scenec simulate")
struct SimulateCommandTests {
    private func simulate(_ paths: [String], script: String) throws -> CommandResult {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.txt")
        try Data(script.utf8).write(to: file)
        return try runScenec(["simulate"] + paths + ["--script", file.path])
    }

    /// The lines a command printed in a trace: from its echo to the next echo.
    private func output(of command: String, in trace: String, occurrence: Int = 0) -> [String] {
        let blocks = trace.components(separatedBy: "\n> ").map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
        let matching = blocks.filter { $0.split(separator: "\n").first.map(String.init) == command }
        guard matching.indices.contains(occurrence) else { return [] }
        return matching[occurrence].split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func theSampleFlowRunsFromAScript() throws {
        let result = try simulate(["Scenes"], script: """
            # into a recipe by its row, back, then the add form and its cancel (an unwind)
            tap RecipeCell
            back
            tap addButton
            show
            tap cancel
            tab 1
            regular
            compact
            tab 0
            tap 4
            preserve
            restore
            quit
            show
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let trace = result.stdout
        #expect(output(of: "tap RecipeCell", in: trace).contains("segue showRecipe: Recipes → RecipeDetail"))
        #expect(output(of: "back", in: trace) == ["Visible: recipeList \"Recipes\" (RecipeListViewController as TableViewController, Recipes.scene)"])
        #expect(output(of: "tap addButton", in: trace).contains("MainTabs.present(AddRecipeNavigation, fullScreen)"))
        let form = output(of: "show", in: trace)
        #expect(form.contains("   └─ NavigationController \"AddRecipeNavigation\" (presented (fullScreen)) [visible]"))
        #expect(form.contains("  1. bar item cancelButton \"cancel\" → segue cancel (unwind → cancelAddingRecipe)"))
        #expect(form.contains("Segues (perform ID): cancel, save"))
        #expect(output(of: "tap cancel", in: trace) == [
            "tapped: bar item cancelButton \"cancel\" → segue cancel (unwind → cancelAddingRecipe)",
            "unwind action cancelAddingRecipe reached RecipeListViewController (from New Recipe)",
            "segue cancel: New Recipe → Recipes",
            "MainTabs.dismiss(AddRecipeNavigation)",
            "Visible: recipeList \"Recipes\" (RecipeListViewController as TableViewController, Recipes.scene)",
        ])
        #expect(output(of: "tab 1", in: trace) == ["Visible: settingsMenu \"Settings\" (SettingsMenuViewController as TableViewController, Settings.scene)"])
        #expect(output(of: "regular", in: trace).first == "size class: regular width (926x428)")
        #expect(output(of: "compact", in: trace).first == "size class: compact width (390x844)")
        #expect(output(of: "tap 4", in: trace).first == "tapped: row 0 RecipeCell → segue showRecipe (show → recipeDetail)")
        #expect(output(of: "preserve", in: trace).contains("  MainTabs/RecipesNavigation#0/RecipeDetail#1"))
        let restore = output(of: "restore", in: trace)
        #expect(restore.contains("Restored 6 of 6 controller(s)"))
        #expect(restore.last == "Visible: nutritionFacts (NutritionFactsViewController as ViewController, Recipes.scene)")
        #expect(trace.hasSuffix("> quit\n"), "quit ends the session: the show after it does not run")
    }

    @Test func sizeClassVariationsShowWhenRotating() throws {
        // The session starts horizontally compact: the recipe summary is hidden, the add form full screen.
        let result = try simulate(["Scenes"], script: """
            regular
            tap addButton
            dismiss
            compact
            tap addButton
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let trace = result.stdout
        let regular = output(of: "regular", in: trace)
        #expect(regular.first == "size class: regular width (926x428)")
        #expect(regular.contains("recipeSummary: shown again"))
        #expect(regular.contains("segue addRecipe: presentationStyle formSheet again"))
        let sheet = output(of: "tap addButton", in: trace)
        #expect(sheet.contains("MainTabs.present(AddRecipeNavigation, formSheet)"))
        #expect(!sheet.contains { $0.contains("(variation") })
        let compact = output(of: "compact", in: trace)
        #expect(compact.contains("recipeSummary: hidden (variation w: compact)"))
        #expect(compact.contains("segue addRecipe: presentationStyle fullScreen (variation w: compact)"))
        let fullScreen = output(of: "tap addButton", in: trace, occurrence: 1)
        #expect(fullScreen.contains("segue addRecipe: presentationStyle fullScreen (variation w: compact)"))
        #expect(fullScreen.contains("MainTabs.present(AddRecipeNavigation, fullScreen)"))
    }

    @Test func errorLinesAreReportedAndTheScriptExitsOne() throws {
        let result = try simulate(["Scenes"], script: "jump\ntap 99\ntap nothingLikeThis\nperform nope\nback\ndismiss\nrestore\nshow\n")
        #expect(result.status == 1)
        let trace = result.stdout
        #expect(output(of: "jump", in: trace) == ["error: unknown command 'jump'; `help` lists the commands"])
        #expect(output(of: "tap 99", in: trace) == ["error: no action 99: the visible scene has 6"])
        #expect(output(of: "tap nothingLikeThis", in: trace) == ["error: no action 'nothingLikeThis' on the visible scene; `show` lists them"])
        #expect(output(of: "perform nope", in: trace) == ["error: no segue 'nope' on the visible scene; known: showRecipe, addRecipe, showTips, showShoppingList"])
        #expect(output(of: "dismiss", in: trace) == ["error: nothing is presented"])
        #expect(output(of: "restore", in: trace) == ["error: nothing preserved yet: `preserve` first"])
        #expect(output(of: "show", in: trace).first == "Window", "the session goes on after errors")
    }

    @Test func staticRowsToolbarItemsAndGesturesOfAStoryboard() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Requests.storyboard")
        try Data(Self.interactionStoryboard.utf8).write(to: storyboard)
        let result = try simulate([storyboard.path], script: """
            show
            tap row "GET"
            back
            tap toolbar Refresh
            tap row GET
            gesture tap on photo
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let trace = result.stdout
        let show = output(of: "show", in: trace)
        #expect(show.contains("  1. row 0.0 \"GET Request\" (Data) → segue GET (show → detail-1)"))
        #expect(show.contains("  2. toolbar item refresh-item \"Refresh\" → action refresh"))
        #expect(output(of: "tap row \"GET\"", in: trace).contains("segue GET: Requests → Detail"))
        #expect(output(of: "tap toolbar Refresh", in: trace) == [
            "tapped: toolbar item refresh-item \"Refresh\" → action refresh",
            "sent refresh(_:) from refresh-item to TableViewController (its code is not at hand)",
            "Visible: menu-1 \"Requests\" (TableViewController, Requests.storyboard)",
        ])
        #expect(output(of: "gesture tap on photo", in: trace) == [
            "gesture: tap gesture tap-1 on label photo-1 \"Photo\" → action photoTapped, segue zoom (present → zoom-1)",
            "sent photoTapped(_:) from tap-1 to ViewController (its code is not at hand)",
            "segue zoom: Detail → Zoom",
            "nav-1.present(Zoom, fullScreen)",
            "Visible: zoom-1 \"Zoom\" (ViewController, Requests.storyboard)",
        ])
    }

    /// A navigation controller showing its toolbar over a static table (a row with a `show`
    /// segue, a toolbar item with an action) and a detail scene whose label has a tap gesture
    /// recognizer with an action and a `presentation` segue.
    private static let interactionStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav-1" toolbarHidden="NO" sceneMemberID="viewController">
                            <connections>
                                <segue destination="menu-1" kind="relationship" relationship="rootViewController" id="rel-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-menu">
                    <objects>
                        <tableViewController title="Requests" id="menu-1" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" id="table-1">
                                <sections>
                                    <tableViewSection headerTitle="Data" id="sec-1">
                                        <cells>
                                            <tableViewCell reuseIdentifier="Cell" textLabel="lbl-get" style="IBUITableViewCellStyleDefault" id="cell-get">
                                                <tableViewCellContentView key="contentView" id="cv-get">
                                                    <subviews>
                                                        <label text="GET Request" id="lbl-get"/>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="detail-1" kind="show" identifier="GET" id="seg-get"/>
                                                </connections>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <toolbarItems>
                                <barButtonItem title="Refresh" id="refresh-item">
                                    <connections>
                                        <action selector="refresh:" destination="menu-1" id="act-refresh"/>
                                    </connections>
                                </barButtonItem>
                            </toolbarItems>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s-detail">
                    <objects>
                        <viewController title="Detail" id="detail-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <subviews>
                                    <label userInteractionEnabled="YES" text="Photo" id="photo-1">
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="oc-1"/>
                                        </connections>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
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
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(Requirement.corpus.trait) func aCorpusStoryboardRunsWithoutItsCode() throws {
        try Requirement.corpus.require()
        let storyboard = packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/corpus/storyboards/mattneub__Programming-iOS-Book-Examples__Main-bk2ch06p326TabbedUnwind.storyboard")
        let result = try simulate([storyboard.path], script: "show\ntap Push\nback\ntab 1\ntap Present\ntap unwind\ndismiss\n")
        #expect(result.status == 0, "\(result.stderr)")
        let trace = result.stdout
        let show = output(of: "show", in: trace)
        #expect(show.contains("└─ TabBarController \"MyTabBarController\" [visible]"))
        #expect(show.contains("  1. button Ziv-rB-lC5 \"Push\" → segue (no identifier) (show → 6Bb-yP-bmr)"))
        #expect(output(of: "tap Push", in: trace).contains("segue -: FirstViewController → PushedViewController"))
        #expect(output(of: "tap Present", in: trace).contains("MyTabBarController.present(PresentedViewController, fullScreen)"))
        // Storyboards declare no unwind actions: no controller handles it, and the trace says so.
        #expect(output(of: "tap unwind", in: trace).contains {
            $0.hasPrefix("runtime: ") && $0.contains("handles the unwind action 'iAmFirst'")
        })
        #expect(output(of: "dismiss", in: trace).contains("MyTabBarController.dismiss(PresentedViewController)"))
    }

    /// A scene designed on an iPhone 8: a header under the safe area between the margins (its
    /// height varies in compact height), a label of fixed size below it with a contradicting
    /// width, a view the constraints leave open, and a footer placed by autoresizing.
    private static let cardScene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <scenes xmlns="urn:scenec:scene:1" module="Cards" initial="card" device="iphone-8">
          <controller id="card" class="CardViewController" title="Card">
            <view id="root" frame="0 0 375 667">
              <view id="header" frame="16 28 343 44"/>
              <label id="title" text="Hello"/>
              <view id="loose"/>
              <view id="footer" frame="0 617 375 50" autoresizing="flexibleWidth flexibleTopMargin"/>
              <constraints>
                <constraint first="header.top" second="safeArea.top" constant="8"/>
                <constraint first="header.leading" second="margins.leading"/>
                <constraint first="header.trailing" second="margins.trailing"/>
                <constraint id="headerHeight" first="header.height" constant="44">
                  <variation verticalSizeClass="compact" constant="32"/>
                </constraint>
                <constraint first="title.top" second="header.bottom" constant="8"/>
                <constraint first="title.leading" second="header.leading"/>
                <constraint first="title.width" constant="120"/>
                <constraint first="title.height" constant="21"/>
                <constraint id="tooWide" first="title.width" constant="2000" identifier="tooWide"/>
                <constraint first="loose.top" second="title.bottom" constant="8"/>
                <constraint first="loose.height" constant="10"/>
              </constraints>
            </view>
          </controller>
        </scenes>
        """

    /// `scenec simulate` over the card scene with `arguments`, running `script`.
    private func simulateCard(_ arguments: [String] = [], script: String) throws -> CommandResult {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("Cards.scene")
        try Data(Self.cardScene.utf8).write(to: scene)
        return try simulate([scene.path] + arguments, script: script)
    }

    private static let unsatisfiable = "runtime: Unable to simultaneously satisfy constraints: <LayoutConstraint Label.width == 120>, "
        + "<LayoutConstraint 'tooWide' Label.width == 2000>. Will attempt to recover by breaking constraint <LayoutConstraint 'tooWide' Label.width == 2000>."

    @Test func showFramesListsEachViewInWindowCoordinates() throws {
        // The designed device by default: an iPhone 8 in portrait.
        let result = try simulateCard(script: "show --frames\nshow -x\n")
        #expect(result.status == 1, "show -x fails")
        #expect(output(of: "show --frames", in: result.stdout) == [
            "Screen: iPhone 8, portrait, 375x667",
            "card \"Card\" (CardViewController as ViewController, Cards.scene):",
            "  View root 0 0 375 667",
            "    View header 16 28 343 44",
            "    Label title \"Hello\" 16 80 120 21",
            "    View loose 0 109 0 10 [ambiguous]",
            "    View footer 0 617 375 50",
            Self.unsatisfiable,
        ])
        #expect(output(of: "show -x", in: result.stdout) == ["error: show takes no argument but --frames"])
        // The runtime reported the conflict as the scene was first shown: a diagnostic.
        #expect(result.stderr.contains(Self.unsatisfiable))
    }

    @Test func rotatingChangesTheFrames() throws {
        let result = try simulateCard(script: "rotate landscape\nshow --frames\nrotate portrait\nshow --frames\nrotate sideways\n")
        #expect(result.status == 1, "rotate sideways fails")
        let trace = result.stdout
        #expect(output(of: "rotate landscape", in: trace) == [
            "orientation: iPhone 8, landscape, 667x375 (compact width)",
            "headerHeight: constant 32 (variation h: compact)",
            "Visible: card \"Card\" (CardViewController as ViewController, Cards.scene)",
        ])
        // No status bar in landscape: the header 8 points from the top, 32 tall; the footer
        // follows the bottom and the width.
        let landscape = output(of: "show --frames", in: trace)
        #expect(landscape.first == "Screen: iPhone 8, landscape, 667x375")
        #expect(Array(landscape.dropFirst(2).prefix(5)) == [
            "  View root 0 0 667 375",
            "    View header 16 8 635 32",
            "    Label title \"Hello\" 16 48 120 21",
            "    View loose 0 77 0 10 [ambiguous]",
            "    View footer 0 325 667 50",
        ])
        #expect(output(of: "rotate portrait", in: trace).contains("headerHeight: constant 44 again"))
        let portrait = output(of: "show --frames", in: trace, occurrence: 1)
        #expect(portrait.contains("    View header 16 28 343 44") && portrait.contains("    View footer 0 617 375 50"))
        #expect(output(of: "rotate sideways", in: trace) == ["error: rotate needs landscape or portrait"])
    }

    @Test func theDeviceComesFromTheCommandLine() throws {
        let result = try simulateCard(["--device", "iphone-15", "--landscape"], script: "show --frames\ncompact\nshow --frames\n")
        #expect(result.status == 0, "\(result.stderr)")
        let landscape = output(of: "show --frames", in: result.stdout)
        #expect(landscape.first == "Screen: iPhone 15, landscape, 852x393")
        // The sensor housing's 59 points on the left, then the 20-point margin.
        #expect(landscape.contains("    View header 79 8 694 32"))
        #expect(output(of: "compact", in: result.stdout).first == "size class: compact width (390x844)")
        #expect(output(of: "show --frames", in: result.stdout, occurrence: 1).first == "Screen: iPhone 14, portrait, 390x844")

        let unknown = try simulateCard(["--device", "iphone-1"], script: "show\n")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("error: unknown device 'iphone-1'; known: iphone-4s, iphone-se, iphone-8,"))
    }

    @Test func theInteractiveModeReadsStandardInput() throws {
        let result = try runScenec(["simulate", "Scenes"], stdin: "tap addButton\ndismiss\nhelp\nquit\ntap 1\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.timedOut)
        let out = result.stdout
        #expect(out.hasPrefix("scenec simulate — `help` lists the commands, `quit` ends.\n> "))
        #expect(out.contains("MainTabs.present(AddRecipeNavigation, fullScreen)"))
        #expect(out.contains("MainTabs.dismiss(AddRecipeNavigation)"))
        #expect(out.contains("  tap N|NAME            trigger action N (or by id, title, segue id) as a user would"))
        #expect(out.contains("  gesture KIND on VIEW  perform a recognizer's gesture on a view (or: gesture NAME)"))
        #expect(!out.contains("tap addButton"), "commands typed are not echoed")
        #expect(out.components(separatedBy: "> ").count == 5, "a prompt before each line read until quit")
    }
}
