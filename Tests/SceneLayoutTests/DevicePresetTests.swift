import Testing
@testable import SceneLayout

@Suite struct DevicePresetTests {
    @Test func lookupByName() throws {
        let se = try #require(DevicePreset.named("iphone-se"))
        #expect(se.portraitWidth == 320 && se.portraitHeight == 568)
        #expect(DevicePreset.named("iPhone SE (1st generation)") == se)
        #expect(DevicePreset.named("IPHONE_5S") == se)
        #expect(DevicePreset.named("iphone-small") == se)
        #expect(DevicePreset.named("iphone-8")?.portraitWidth == 375)
        #expect(DevicePreset.named("iphone-se-3")?.name == "iphone-8")
        #expect(DevicePreset.named("iphone-15")?.portraitHeight == 852)
        #expect(DevicePreset.named("iPhone 16")?.name == "iphone-15")
        #expect(DevicePreset.named("iphone-15-pro-max")?.portraitWidth == 430)
        #expect(DevicePreset.named("iphone-large")?.portraitHeight == 932)
        #expect(DevicePreset.named("ipad")?.portraitWidth == 768)
        #expect(DevicePreset.named("iPad Pro (12.9-inch, 2nd generation)")?.portraitHeight == 1366)
        #expect(DevicePreset.named("nokia-3310") == nil)
        #expect(DevicePreset.standard.name == "iphone-15")
    }

    /// `named(_:)` answers from a table made once; it must answer as the search over the
    /// catalogue does, for every name, display name and alias in any spelling the search accepts.
    @Test func nameTableAnswersAsTheSearch() {
        var questions = ["", "-", "nokia-3310", "iphone", "ipad-", "(iphone 15)", "retina6_1", "ipad9_7"]
        for preset in DevicePreset.all {
            for name in [preset.name, preset.displayName] + preset.aliases + preset.interfaceBuilderIDs {
                questions += [name, name.uppercased(), String(name.map { $0 == "-" ? " " : $0 }),
                              String(name.map { $0 == "-" ? "_" : $0 }) + " ", "(\(name))", name + "x"]
            }
        }
        for question in questions {
            #expect(DevicePreset.named(question) == DevicePreset.searchNamed(question), "\(question)")
        }
        #expect(questions.count > 100)
    }

    @Test func lookupByInterfaceBuilderID() {
        let expected: [(String, Double, Double)] = [
            ("retina3_5", 320, 480), ("retina4_0", 320, 568), ("retina4_7", 375, 667), ("retina5_5", 414, 736),
            ("retina5_9", 375, 812), ("retina6_1", 414, 896), ("retina6_5", 414, 896), ("retina6_12", 393, 852),
            ("ipad9_7", 768, 1024), ("ipad12_9", 1024, 1366),
        ]
        for (id, width, height) in expected {
            let preset = DevicePreset.interfaceBuilder(id: id)
            #expect(preset?.portraitWidth == width && preset?.portraitHeight == height, "\(id)")
        }
        #expect(DevicePreset.interfaceBuilder(id: "retina9_9") == nil)
        let landscape = DevicePreset.metrics(interfaceBuilderID: "ipad9_7", orientation: "landscape")
        #expect(landscape?.screenWidth == 1024 && landscape?.screenHeight == 768)
        #expect(DevicePreset.metrics(interfaceBuilderID: "retina4_7", orientation: nil)?.orientation == .portrait)
    }

    @Test func everyPresetIsConsistent() {
        var names = Set<String>()
        var ids = Set<String>()
        for preset in DevicePreset.all {
            for name in [preset.name] + preset.aliases {
                #expect(names.insert(DevicePreset.normalized(name)).inserted, "\(name) twice")
                #expect(DevicePreset.named(name) == preset)
            }
            for id in preset.interfaceBuilderIDs {
                #expect(ids.insert(id).inserted, "\(id) twice")
                #expect(DevicePreset.interfaceBuilder(id: id) == preset)
            }
            #expect(preset.portraitWidth < preset.portraitHeight)
            for orientation in DeviceOrientation.allCases {
                let metrics = preset.metrics(orientation)
                #expect(metrics.screenWidth * metrics.screenHeight == preset.portraitWidth * preset.portraitHeight)
                #expect((metrics.screenWidth > metrics.screenHeight) == (orientation == .landscape))
            }
        }
    }

    @Test func sizeClasses() throws {
        func classes(_ name: String, _ orientation: DeviceOrientation) throws -> (LayoutSizeClass, LayoutSizeClass) {
            let metrics = try #require(DevicePreset.named(name)).metrics(orientation)
            return (metrics.horizontalSizeClass, metrics.verticalSizeClass)
        }
        #expect(try classes("iphone-8", .portrait) == (.compact, .regular))
        #expect(try classes("iphone-8", .landscape) == (.compact, .compact))
        #expect(try classes("iphone-8-plus", .landscape) == (.regular, .compact))
        #expect(try classes("iphone-11", .landscape) == (.regular, .compact))
        #expect(try classes("iphone-15", .landscape) == (.compact, .compact))
        #expect(try classes("iphone-15-pro-max", .landscape) == (.regular, .compact))
        #expect(try classes("ipad", .portrait) == (.regular, .regular))
        #expect(try classes("ipad-pro-12.9", .landscape) == (.regular, .regular))
        #expect(LayoutSizeClass(rawValue: "compact") == .compact)
    }

    @Test func safeAreasAndStatusBars() throws {
        let x = try #require(DevicePreset.named("iphone-x"))
        #expect(x.metrics(.portrait).safeAreaInsets == LayoutInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.metrics(.landscape).safeAreaInsets == LayoutInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(x.metrics(.landscape).statusBarHeight == 0)
        let fifteen = try #require(DevicePreset.named("iphone-15")).metrics(.portrait)
        #expect(fifteen.safeAreaInsets.top == 59 && fifteen.safeAreaInsets.bottom == 34)
        #expect(try #require(DevicePreset.named("iphone-14")).metrics(.portrait).safeAreaInsets.top == 47)
        let eight = try #require(DevicePreset.named("iphone-8"))
        #expect(eight.metrics(.portrait).safeAreaInsets == LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(eight.metrics(.landscape).safeAreaInsets == .zero)
        let pad = try #require(DevicePreset.named("ipad")).metrics(.landscape)
        #expect(pad.safeAreaInsets.top == 20 && pad.statusBarHeight == 20)
        #expect(try #require(DevicePreset.named("ipad-pro-11")).metrics(.portrait).safeAreaInsets.bottom == 20)
    }

    @Test func marginsAndBars() throws {
        let eight = try #require(DevicePreset.named("iphone-8")).metrics(.portrait)
        #expect(eight.rootLayoutMargins == LayoutInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(try #require(DevicePreset.named("iphone-se")).metrics(.landscape).rootLayoutMargins.left == 16)
        #expect(try #require(DevicePreset.named("iphone-8-plus")).metrics(.portrait).rootLayoutMargins.left == 20)
        #expect(try #require(DevicePreset.named("iphone-15")).metrics(.portrait).rootLayoutMargins.right == 20)
        #expect(try #require(DevicePreset.named("ipad")).metrics(.portrait).rootLayoutMargins.left == 20)
        #expect(eight.navigationBarHeight == 44 && eight.largeTitleNavigationBarHeight == 96)
        #expect(eight.tabBarHeight == 49 && eight.toolbarHeight == 44)
        #expect(eight.tabBarHeightIncludingSafeArea == 49)
        let x = try #require(DevicePreset.named("iphone-x"))
        #expect(x.metrics(.portrait).tabBarHeightIncludingSafeArea == 83)
        #expect(x.metrics(.portrait).navigationBarBottom == 88)
        let landscape = x.metrics(.landscape)
        #expect(landscape.navigationBarHeight == 32 && landscape.largeTitleNavigationBarHeight == 32)
        #expect(landscape.tabBarHeight == 32 && landscape.toolbarHeight == 32)
        let pad = try #require(DevicePreset.named("ipad")).metrics(.portrait)
        #expect(pad.navigationBarHeight == 50 && pad.tabBarHeight == 50)
    }

    @Test func scales() {
        #expect(DevicePreset.named("iphone-8")?.scale == 2)
        #expect(DevicePreset.named("iphone-8-plus")?.scale == 3)
        #expect(DevicePreset.named("iphone-11")?.scale == 2)
        #expect(DevicePreset.named("ipad")?.scale == 2)
        #expect(DevicePreset.named("iphone-15")?.metrics(.portrait).scale == 3)
    }
}
