import Foundation
import Testing
@testable import SceneRuntime

/// A controller class that apps subclass; it preserves `recipe`.
@MainActor
class RecipeBaseViewController: ViewController {
    var recipe = ""
    private(set) var decoded = false

    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(recipe, forKey: "recipe")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        decoded = true
        recipe = coder.decode(String.self, forKey: "recipe") ?? ""
    }
}

/// A subclass of `RecipeBaseViewController`.
@MainActor
final class RecipeSpecialViewController: RecipeBaseViewController {}

/// A custom container (the guide's case): it encodes a reference to its child and, when
/// restored, adds the child it decodes.
@MainActor
final class DrawerViewController: ViewController {
    var content: ViewController?
    var stray: ViewController?

    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let content { coder.encode(content, forKey: "content") }
        if let stray { coder.encode(stray, forKey: "stray") }
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        stray = coder.decodeViewController(forKey: "stray")
        guard let child = coder.decodeViewController(forKey: "content", as: DrawerContentViewController.self) else { return }
        content = child
        embed(child, in: view)
    }
}

/// The drawer's child, recreated by its restoration class.
@MainActor
final class DrawerContentViewController: ViewController, ViewControllerRestoration {
    var note = ""
    private(set) var parentWhenDecoded: ViewController?

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController? {
        let controller = DrawerContentViewController()
        controller.restorationIdentifier = identifierComponents.last
        controller.restorationClass = DrawerContentViewController.self
        return controller
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note, forKey: "note")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        parentWhenDecoded = parent
        note = coder.decode(String.self, forKey: "note") ?? ""
    }
}

@MainActor
@Suite("Restoration: classes and controller references")
struct RestorationReferenceTests {
    /// The guide: restoration decodes into an object of the archived class or of a subclass
    /// of it; only an object of another class is refused (its state is not decoded).
    @Test func aSubclassOfTheArchivedClassIsDecoded() throws {
        let saved = RecipeBaseViewController()
        saved.restorationIdentifier = "Recipe"
        saved.recipe = "Pancakes"
        let data = try StateRestoration.preserve(window: makeHiddenPadWindow(root: saved, application: Application()))

        let special = RecipeSpecialViewController()
        special.restorationIdentifier = "Recipe"
        let report = StateRestoration.restore(from: data, into: makeHiddenPadWindow(root: special, application: Application()))
        #expect(report.result(for: RestorationPath([.init(identifier: "Recipe")])) == .restored(.existing))
        #expect(special.decoded && special.recipe == "Pancakes")

        // The other way round — archived as the subclass, found as its superclass — is another class.
        let specialData = try StateRestoration.preserve(window: makeHiddenPadWindow(root: special, application: Application()))
        let base = RecipeBaseViewController()
        base.restorationIdentifier = "Recipe"
        let baseReport = StateRestoration.restore(from: specialData, into: makeHiddenPadWindow(root: base, application: Application()))
        #expect(baseReport.result(for: RestorationPath([.init(identifier: "Recipe")]))
                == .classMismatch(.existing, found: "RecipeBaseViewController"))
        #expect(!base.decoded)
    }

    /// The guide: a custom container encodes references to its child view controllers;
    /// restored by its restoration path, the child comes back from the coder in the
    /// container's `decodeRestorableState(with:)`, which adds it — then the child decodes.
    @Test func aCustomContainerRestoresTheChildItEncoded() throws {
        let drawer = DrawerViewController()
        drawer.restorationIdentifier = "Drawer"
        let content = DrawerContentViewController()
        content.restorationIdentifier = "Content"
        content.restorationClass = DrawerContentViewController.self
        content.note = "Shopping"
        drawer.content = content
        let window = makePadWindow(root: drawer)
        window.application = Application()
        drawer.embed(content, in: drawer.view)
        drawer.stray = ViewController()  // not in the hierarchy: its reference cannot be archived
        let (data, preservation) = try StateRestoration.archive(window: window)
        #expect(preservation.unresolvedReferences == ["Drawer 'stray' → ViewController"])

        let application = Application()
        application.registerRestorationClass(DrawerContentViewController.self)
        let freshDrawer = DrawerViewController()
        freshDrawer.restorationIdentifier = "Drawer"
        freshDrawer.stray = ViewController()
        let restoredWindow = makeHiddenPadWindow(root: freshDrawer, application: application)
        let report = StateRestoration.restore(from: data, into: restoredWindow)
        let restored = try #require(freshDrawer.content as? DrawerContentViewController)
        #expect(report.result(for: RestorationPath([.init(identifier: "Drawer"), .init(identifier: "Content")])) == .restored(.restorationClass))
        #expect(restored.parent === freshDrawer && restored.parentWhenDecoded === freshDrawer)
        #expect(restored.note == "Shopping")
        #expect(freshDrawer.stray == nil, "a reference that was not archived decodes as nil")
        restoredWindow.makeKeyAndVisible()
        #expect(hierarchyProblems(in: restoredWindow).isEmpty)
    }

    /// References use the coder's keys: reserved keys are refused, and a value stored under
    /// a key replaces a reference there (and the other way round).
    @Test func referencesShareTheCodersKeys() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let coder = RestorationCoder(owner: "Test", identifierComponents: ["Test"])
        let controller = ViewController()
        coder.encode(controller, forKey: "SceneRuntime.child")
        #expect(misuse.reported == [.reservedRestorationKey(key: "SceneRuntime.child", object: "Test")])
        coder.encode(controller, forKey: "child")
        #expect(coder.containsValue(forKey: "child") && coder.allKeys == ["child"])
        #expect(coder.decodeViewController(forKey: "child") === controller)
        coder.encode("text", forKey: "child")
        #expect(coder.decodeViewController(forKey: "child") == nil)
        #expect(coder.decode(String.self, forKey: "child") == "text")
    }
}
