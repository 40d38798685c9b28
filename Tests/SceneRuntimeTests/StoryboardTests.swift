import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("Storyboards", .serialized)
struct StoryboardTests {
    final class DetailViewController: ViewController {}

    private func makeStoryboards() -> (Storyboard, Storyboard) {
        Storyboard.unregisterAll()
        let settings = Storyboard(name: "Settings", initial: { NavigationController(rootViewController: ViewController()) },
                                  scenes: ["about": { DetailViewController() }])
        let main = Storyboard(name: "Main", initial: { TabBarController() },
                              scenes: ["recipeDetail": { DetailViewController() }, "recipeList": { ViewController() }],
                              references: ["settingsAbout": StoryboardReference(storyboardName: "Settings", referencedIdentifier: "about"),
                                           "settings": StoryboardReference(storyboardName: "Settings")])
        Storyboard.register(settings)
        Storyboard.register(main)
        return (main, settings)
    }

    @Test func instantiatesScenesAndSetsTheStoryboard() throws {
        let (main, _) = makeStoryboards()
        defer { Storyboard.unregisterAll() }
        let initial = try #require(main.instantiateInitialViewController())
        #expect(initial is TabBarController)
        #expect(initial.storyboard === main)
        let detail = try main.instantiateViewController(withIdentifier: "recipeDetail", as: DetailViewController.self)
        #expect(detail.storyboard === main)
        #expect(Storyboard.named("Main") === main)
        #expect(main.identifiers == ["recipeDetail", "recipeList", "settings", "settingsAbout"])
    }

    @Test func referencesInstantiateScenesOfOtherStoryboards() throws {
        let (main, settings) = makeStoryboards()
        defer { Storyboard.unregisterAll() }
        let about = try main.instantiateViewController(withIdentifier: "settingsAbout")
        #expect(about is DetailViewController)
        #expect(about.storyboard === settings)
        let initial = try main.instantiateViewController(withIdentifier: "settings")
        #expect(initial is NavigationController)
        #expect(initial.storyboard === settings)
        #expect(throws: StoryboardError.unknownStoryboard("Setings", nearMatches: ["Settings"])) {
            try StoryboardReference(storyboardName: "Setings").instantiate()
        }
    }

    @Test func unknownIdentifiersAndWrongTypesThrowClearErrors() {
        let (main, _) = makeStoryboards()
        defer { Storyboard.unregisterAll() }
        #expect(throws: StoryboardError.unknownIdentifier("recipeDetial", storyboard: "Main", nearMatches: ["recipeDetail"])) {
            try main.instantiateViewController(withIdentifier: "recipeDetial")
        }
        #expect(StoryboardError.unknownIdentifier("recipeDetial", storyboard: "Main", nearMatches: ["recipeDetail"]).description
                == "Storyboard 'Main' has no scene with identifier 'recipeDetial'; did you mean 'recipeDetail'?")
        #expect(throws: StoryboardError.typeMismatch(identifier: "recipeList", storyboard: "Main", expected: "DetailViewController", actual: "ViewController")) {
            try main.instantiateViewController(withIdentifier: "recipeList", as: DetailViewController.self)
        }
        let empty = Storyboard(name: "Empty", initial: nil, scenes: [:])
        #expect(empty.instantiateInitialViewController() == nil)
        #expect(throws: StoryboardError.noInitialViewController(storyboard: "Empty")) {
            try empty.instantiateInitialViewController(as: ViewController.self)
        }
    }
}
