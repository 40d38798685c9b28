import Foundation
import Testing
@testable import SceneRuntime

/// Size-class variations (Interface Builder's "Vary for Traits"): values in place when the view
/// loads and whenever traits change — before `traitCollectionDidChange(_:)`, as a storyboard's
/// trait-dependent values are — and put back when they stop matching.
@Suite("Trait variations")
@MainActor
struct TraitVariationTests {
    static let landscape = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 3,
                                           userInterfaceIdiom: .phone, userInterfaceStyle: .light)

    /// A label that records, at each trait change, whether it was hidden then.
    final class RecordingLabel: Label {
        private(set) var hiddenAtTraitChange: [Bool] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            hiddenAtTraitChange.append(isHidden)
        }
    }

    /// A controller whose view holds a summary label hidden in compact width.
    final class SummaryViewController: ViewController {
        let summary = RecordingLabel(frame: .zero)
        private(set) var events: [String] = []
        override func loadView() {
            let root = View(frame: .zero)
            summary.addTraitVariation(TraitCondition(horizontalSizeClass: .compact), apply: { $0.isHidden = true }, restore: { $0.isHidden = false })
            root.addSubview(summary)
            view = root
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            events.append("viewDidLoad hidden=\(summary.isHidden)")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            events.append("controller traits hidden=\(summary.isHidden)")
        }
    }

    @Test func aVariationIsInPlaceBeforeViewDidLoadAndFollowsTheSizeClass() {
        let controller = SummaryViewController()
        let window = makeVisibleWindow(root: controller)
        #expect(controller.events.contains("viewDidLoad hidden=true"))
        #expect(controller.summary.appliedTraitVariations == [TraitCondition(horizontalSizeClass: .compact)])

        window.transition(to: CGSize(width: 844, height: 390), traitCollection: Self.landscape)
        #expect(!controller.summary.isHidden, "restored when the width is no longer compact")
        #expect(controller.summary.appliedTraitVariations.isEmpty)
        window.transition(to: CGSize(width: 390, height: 844), traitCollection: .phonePortrait)
        #expect(controller.summary.isHidden)
    }

    @Test func viewsLearnOfTraitChangesAfterTheirControllerWithValuesAlreadyVaried() {
        let controller = SummaryViewController()
        let window = makeVisibleWindow(root: controller)
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: Self.landscape)
        // Top down: the controller is told first (its views not yet varied), then the label, which
        // sees itself shown at its own callback: its variation was undone just before.
        #expect(controller.events.last == "controller traits hidden=true")
        #expect(controller.summary.hiddenAtTraitChange == [false])
    }

    @Test func theVariationRegisteredLastWinsAndRestoresInReverse() {
        let label = Label(frame: .zero)
        label.text = "base"
        label.addTraitVariation(TraitCondition(horizontalSizeClass: .compact), apply: { $0.text = "compact" }, restore: { $0.text = "base" })
        label.addTraitVariation(TraitCondition(verticalSizeClass: .regular), apply: { $0.text = "tall" }, restore: { $0.text = "base" })
        let controller = ViewController()
        controller.loadViewHandler = { _ in label }
        let window = makeVisibleWindow(root: controller)
        #expect(label.text == "tall")
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: Self.landscape)
        #expect(label.text == "base")
    }

    @Test func aViewAddedLaterTakesTheVariationsOfItsNewTraits() {
        let controller = ViewController()
        let window = makeVisibleWindow(root: controller)
        let badge = Label(frame: .zero)
        badge.addTraitVariation(TraitCondition(horizontalSizeClass: .regular), apply: { $0.alpha = 0.5 }, restore: { $0.alpha = 1 })
        #expect(badge.alpha == 1, "a view in no hierarchy has unspecified traits: nothing matches")
        controller.view.addSubview(badge)
        #expect(badge.alpha == 1)
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: Self.landscape)
        #expect(badge.alpha == 0.5)
    }

    @Test func aControllerVariesItsOwnValues() {
        let controller = ViewController()
        controller.title = "Recipes"
        controller.addTraitVariation(TraitCondition(horizontalSizeClass: .regular), apply: { $0.title = "All Recipes" }, restore: { $0.title = "Recipes" })
        let window = makeVisibleWindow(root: controller)
        #expect(controller.title == "Recipes")
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: Self.landscape)
        #expect(controller.title == "All Recipes")
        #expect(controller.appliedTraitVariations == [TraitCondition(horizontalSizeClass: .regular)])
    }

    @Test func aSegueTemplatePresentsWithTheStyleOfItsSourcesTraits() throws {
        let source = ViewController()
        let navigation = NavigationController(rootViewController: source)
        let window = makeVisibleWindow(root: navigation)
        source.registerSegue(SegueTemplate(identifier: "add", kind: .present, modalPresentationStyle: .formSheet, destination: { ViewController() })
            .varying(TraitCondition(horizontalSizeClass: .compact), modalPresentationStyle: .fullScreen))
        try source.performSegue(withIdentifier: "add", sender: nil)
        #expect(source.presentedViewController?.modalPresentationStyle == .fullScreen)
        source.dismiss(animated: false)
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: Self.landscape)
        try source.performSegue(withIdentifier: "add", sender: nil)
        #expect(source.presentedViewController?.modalPresentationStyle == .formSheet)
    }

    @Test func conditionsMatchOnlyTheSizeClassesTheyName() {
        let compactWidth = TraitCondition(horizontalSizeClass: .compact)
        #expect(compactWidth.matches(.phonePortrait))
        #expect(!compactWidth.matches(.padFullScreen))
        #expect(!compactWidth.matches(TraitCollection()), "unspecified traits match no named size class")
        #expect(TraitCondition().matches(TraitCollection()))
        #expect(TraitCondition(horizontalSizeClass: .regular, verticalSizeClass: .compact).matches(Self.landscape))
    }

    @Test func aSplitViewReportsItsDisplayMode() {
        let split = SplitViewController()
        split.setViewController(ViewController(), for: .primary)
        split.setViewController(ViewController(), for: .secondary)
        split.preferredDisplayMode = .oneOverSecondary
        _ = makeVisibleWindow(root: split, traits: .padFullScreen, size: CGSize(width: 1024, height: 768))
        #expect(split.displayMode == .oneOverSecondary)
        split.preferredDisplayMode = .automatic
        #expect(split.displayMode == .oneBesideSecondary)
    }
}
