@testable import SceneLint
import Testing
import TestSupport

/// `included` and `excluded` patterns: prefixes and globs.
@Suite("Path patterns")
struct PathPatternTests {
    @Test(arguments: [
        ("Scenes", "Scenes/Main.scene", true),
        ("Scenes/", "Scenes/Sub/Main.scene", true),
        ("./Scenes", "Scenes/Main.scene", true),
        ("Scenes/Legacy", "Scenes/LegacyKit/Main.scene", false),
        ("Scenes/Main.scene", "Scenes/Main.scene", true),
        ("*.storyboard", "Main.storyboard", true),
        ("*.storyboard", "Scenes/Main.storyboard", false),
        ("**/*.storyboard", "Scenes/Deep/Main.storyboard", true),
        ("**/*.storyboard", "Main.storyboard", true),
        ("**/Generated", "App/Generated/Main.scene", true),
        ("Scenes/**/Old?.scene", "Scenes/a/b/Old1.scene", true),
        ("Scenes/**/Old?.scene", "Scenes/a/b/Old12.scene", false),
        ("Tests", "Scenes/Tests.scene", false),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(PathPattern(pattern).matches(path) == expected)
    }

    @Test func literalPrefixIsTheFolderToSearch() {
        #expect(PathPattern("Scenes/**/*.scene").literalPrefix == ["Scenes"])
        #expect(PathPattern("**/*.scene").literalPrefix == [])
        #expect(PathPattern("App/Scenes").literalPrefix == ["App", "Scenes"])
    }
}
