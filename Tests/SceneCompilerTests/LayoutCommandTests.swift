import Foundation
import SceneGraph
import SceneGraphLayout
import Testing
import TestSupport

/// `scenec layout`: every view's frame as text and as JSON, the constraint problems as located
/// warnings, and the device options.
@Suite("scenec layout")
struct LayoutCommandTests {
    /// The fixtures, relative to the package root (where `runScenec` runs).
    static let form = "Tests/SceneCompilerTests/Fixtures/Layout/Form.storyboard"
    static let shop = "Tests/SceneCompilerTests/Fixtures/Layout/Shop.scene"

    @Test func textIsAnIndentedTreeOfFramesInTheSuperviewAndTheRoot() throws {
        let result = try runScenec(["layout", "--scene", "frm-00-aaa", Self.form])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            \(Self.form)#frm-00-aaa “Sign In” on iphone-8: 375×667 portrait, compact width, regular height
              vw0-00-aaa view (0, 0, 375, 667) in root (0, 0, 375, 667)
                ttl-00-aaa label (16, 40, 343, 21) in root (16, 40, 343, 21) "Welcome"
                nam-00-aaa textField (16, 77, 343, 34) in root (16, 77, 343, 34) "Name"
                sav-00-aaa button (127.5, 127, 120, 44) in root (127.5, 127, 120, 44) "Save"
                img-00-aaa imageView (16, 187, 343, 200) in root (16, 187, 343, 200)
                swi-00-aaa switch (16, 403, 51, 31) in root (16, 403, 51, 31)

            """)
        #expect(!result.stderr.contains("[layout-"), "a scene whose constraints agree has no layout warnings: \(result.stderr)")
    }

    @Test func nestedViewsShowTheirFrameInTheSuperviewAndInTheRoot() throws {
        let result = try runScenec(["layout", "--scene", "products", Self.shop])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("      productCell cell (0, 28, 375, 44) in root (0, 28, 375, 44) \"Product\""), "\(result.stdout)")
        #expect(lines.contains("        productContent contentView (0, 0, 375, 44) in root (0, 28, 375, 44)"))
        #expect(lines.contains("          productName label (16, 11.5, 200, 21) in root (16, 39.5, 200, 21) \"Tea & <biscuits>\""))
    }

    /// `--emit-systems` (what the layout benchmark solves with kiwisolver too) writes one linear
    /// system per laid-out scene, in the documented shape. (The tests run a debug build: the
    /// release-only crash of an optional function as the observer is guarded by the observer's
    /// type, `LayoutProblemObserver`, not by this test.)
    @Test func emittedSystemsAreOnePerScene() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runScenec(["layout", "--emit-systems", folder.path, Self.form])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["000-Form-frm-00-aaa.json", "001-Form-prb-00-aaa.json"])
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let system = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((system["variables"] as? Int ?? 0) > 4, "\(name)")
            let constraints = try #require(system["constraints"] as? [[String: Any]])
            #expect(!constraints.isEmpty, "\(name)")
            #expect(constraints.allSatisfy { ["==", "<=", ">="].contains($0["op"] as? String ?? "") }, "\(name)")
        }
    }

    @Test func jsonIsTheDocumentedStructure() throws {
        let result = try runScenec(["layout", "--format", "json", Self.form])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["format"] as? String == "scenec-layout")
        #expect(root["version"] as? Int == 1)
        let scenes = try #require(root["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["scene"] as? String } == ["frm-00-aaa", "prb-00-aaa"])
        #expect(scenes.allSatisfy { Set($0.keys) == ["file", "scene", "title", "device", "bars", "views", "problems"] })

        let form = scenes[0]
        #expect(form["file"] as? String == Self.form)
        #expect(form["title"] as? String == "Sign In")
        let device = try #require(form["device"] as? [String: Any])
        #expect(device["name"] as? String == "iphone-8")
        #expect(device["width"] as? Int == 375 && device["height"] as? Int == 667)
        #expect(device["orientation"] as? String == "portrait")
        #expect(device["horizontalSizeClass"] as? String == "compact" && device["verticalSizeClass"] as? String == "regular")
        #expect(form["bars"] as? [String: Bool] == ["statusBar": true, "navigationBar": false, "toolbar": false, "tabBar": false])

        let views = try #require(form["views"] as? [[String: Any]])
        let keys: Set<String> = ["index", "id", "element", "text", "parent", "depth", "frame", "rootFrame", "designedFrame",
                                 "underConstraints", "ambiguous", "hidden", "misplaced", "line", "column"]
        #expect(views.allSatisfy { Set($0.keys) == keys }, "every key is always there")
        #expect(views.map { $0["id"] as? String } == ["vw0-00-aaa", "ttl-00-aaa", "nam-00-aaa", "sav-00-aaa", "img-00-aaa", "swi-00-aaa"])
        let button = views[3]
        #expect(button["element"] as? String == "button")
        #expect(button["text"] as? String == "Save")
        #expect(button["parent"] as? Int == 0 && button["depth"] as? Int == 1)
        #expect(button["frame"] as? [String: Double] == ["x": 127.5, "y": 127, "width": 120, "height": 44])
        #expect(button["rootFrame"] as? [String: Double] == ["x": 127.5, "y": 127, "width": 120, "height": 44])
        #expect(button["designedFrame"] as? [String: Double] == ["x": 127.5, "y": 127, "width": 120, "height": 44])
        #expect(button["underConstraints"] as? Bool == true && button["ambiguous"] as? Bool == false)
        #expect(button["misplaced"] as? Bool == false && button["hidden"] as? Bool == false)
        #expect(button["line"] as? Int == 29 && button["column"] as? Int == 29)
        #expect(views[0]["parent"] is NSNull && views[0]["text"] is NSNull)
        #expect(views[5]["underConstraints"] as? Bool == false, "the switch is laid out by its frame")
        #expect((form["problems"] as? [Any])?.isEmpty == true)

        let problems = try #require(scenes[1]["problems"] as? [[String: Any]])
        #expect(problems.compactMap { $0["rule"] as? String }.sorted() == ["layout-ambiguous", "layout-unsatisfiable"])
        let broken = try #require(problems.first { $0["rule"] as? String == "layout-unsatisfiable" })
        #expect(broken["line"] as? Int == 80 && broken["column"] as? Int == 37)
        let notes = try #require(broken["notes"] as? [[String: Any]])
        #expect(notes.count == 1 && notes[0]["line"] as? Int == 79)
    }

    @Test func constraintProblemsAreLocatedWarningsAndTheExitStatusIsZero() throws {
        let result = try runScenec(["layout", "--scene", "prb-00-aaa", Self.form])
        #expect(result.status == 0, "layout problems are warnings: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(Self.form):80:37: warning: unable to satisfy constraint box-00-aaa.height == 200 ('tallBox') in scene "
                               + "'prb-00-aaa'; it conflicts with 1 required constraint; it was left out [layout-unsatisfiable]"), "\(result.stderr)")
        #expect(lines.contains("\(Self.form):79:37: note: conflicting constraint box-00-aaa.height == 100"), "the conflicting constraint, located")
        #expect(lines.contains("\(Self.form):83:29: warning: the frame of label 'flt-00-aaa' (“Floating”) in scene 'prb-00-aaa' is "
                               + "ambiguous: its constraints do not fix its position or size [layout-ambiguous]"), "\(result.stderr)")
        #expect(result.stdout.contains("flt-00-aaa label (16, ") && result.stdout.contains("\"Floating\" [ambiguous]"), "\(result.stdout)")
    }

    @Test func constraintsNamingNothingAreReportedAsUnresolvedItems() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1" module="U" device="retina4_7">
              <controller id="main">
                <view id="root" frame="0 0 375 667">
                  <label id="title" text="Hi" frame="16 40 100 21" translatesAutoresizingMask="false"/>
                  <constraints>
                    <constraint first="title.top" second="ghost.bottom" constant="8"/>
                    <constraint first="title.leading" second="superview.leading" constant="16"/>
                  </constraints>
                </view>
              </controller>
            </scenes>
            """.write(to: folder.appendingPathComponent("U.scene"), atomically: true, encoding: .utf8)
        let result = try runScenec(["layout", "U.scene"], in: folder)
        #expect(result.stderr.contains("U.scene:7:9: warning: constraint title.top == ghost.bottom + 8 names 'ghost', which is no view or "
                                       + "layout guide of scene 'main' [layout-unresolved-item]"), "\(result.stderr)")
        #expect(result.stdout.contains("title label (16, "), "the scene is still laid out")
    }

    @Test func unknownDeviceIsAnErrorListingTheKnownNames() throws {
        let result = try runScenec(["layout", "--device", "nokia-3310", Self.form])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "scenec: error: unknown device 'nokia-3310'; known devices: "
                    + LayoutEnvironment.deviceNames.joined(separator: ", ") + " [usage]\n")
        #expect(LayoutEnvironment.deviceNames.contains("iphone-8"))
    }

    @Test func unknownSceneIsAnErrorNamingTheScenes() throws {
        let result = try runScenec(["layout", "--scene", "nowhere", Self.form])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no scene 'nowhere' in the files; scenes with views: frm-00-aaa, prb-00-aaa [usage]"), "\(result.stderr)")
        let container = try runScenec(["layout", "--scene", "tabs", Self.shop])
        #expect(container.status == 2)
        #expect(container.stderr.contains("scene 'tabs' has no view to lay out"), "\(container.stderr)")
    }

    @Test func anotherDeviceLaysTheScenesOutAtItsSize() throws {
        let name = try #require(LayoutEnvironment.deviceNames.first { name in
            guard let environment = LayoutEnvironment.device(named: name) else { return false }
            return environment.screenWidth != 375 && environment.screenInsets.left == 0 && environment.screenInsets.right == 0
        })
        let environment = try #require(LayoutEnvironment.device(named: name))
        let result = try runScenec(["layout", "--device", name, "--scene", "frm-00-aaa", Self.form])
        #expect(result.status == 0, "\(result.stderr)")
        let width = (environment.screenWidth - 32).layoutText
        #expect(result.stdout.contains("ttl-00-aaa label (16, "), "\(result.stdout)")
        #expect(result.stdout.contains(", \(width), 21) in root (16, "), "the label stretches to the device's width: \(result.stdout)")
        #expect(result.stdout.hasPrefix("\(Self.form)#frm-00-aaa “Sign In” on \(name): \(environment.screenWidth.layoutText)×"))
    }

    @Test func landscapeAndSizeClassOptionsChangeTheEnvironment() throws {
        let landscape = try runScenec(["layout", "--landscape", "--scene", "frm-00-aaa", Self.form])
        #expect(landscape.status == 0, "\(landscape.stderr)")
        #expect(landscape.stdout.hasPrefix("\(Self.form)#frm-00-aaa “Sign In” on iphone-8: 667×375 landscape"), "\(landscape.stdout)")
        #expect(landscape.stdout.contains("ttl-00-aaa label (16, "), "\(landscape.stdout)")
        #expect(landscape.stdout.contains(", 635, 21)"), "the label spans the landscape width: \(landscape.stdout)")

        let regular = try runScenec(["layout", "--regular", "--scene", "frm-00-aaa", Self.form])
        #expect(regular.stdout.contains("375×667 portrait, regular width, regular height"), "\(regular.stdout)")
        let compact = try runScenec(["layout", "--compact", "--device", "iphone-8", "--landscape", "--scene", "frm-00-aaa", Self.form])
        #expect(compact.stdout.contains("667×375 landscape, compact width, compact height"), "\(compact.stdout)")
        let both = try runScenec(["layout", "--compact", "--regular", Self.form])
        #expect(both.status == 64 || both.status == 2, "--compact and --regular exclude each other: exit \(both.status)")
        #expect(both.stderr.contains("'--regular' had already been set with flag '--compact'"), "\(both.stderr)")
    }

    @Test func outputIsDeterministicWhateverTheFileOrder() throws {
        let first = try runScenec(["layout", "--format", "json", Self.form, Self.shop])
        let second = try runScenec(["layout", "--format", "json", Self.shop, Self.form])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr == second.stderr)
    }
}
