import Foundation
import Testing
@testable import SceneRuntime

@Suite("Traits")
@MainActor
struct TraitTests {
    @Test func traitCollectionsCombineLaterSpecifiedValuesWinning() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .regular),
            TraitCollection(displayScale: 2),
            TraitCollection(horizontalSizeClass: .compact),
            TraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.displayScale == 2)
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: TraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: TraitCollection(displayScale: 3)))
    }

    @Test func traitsPropagateFromTheWindowDownTheWholeHierarchy() {
        let leaf = ProbeViewController("Leaf")
        let hiddenTab = ProbeViewController("Hidden")
        let navigation = NavigationController(rootViewController: leaf)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, hiddenTab]
        let window = makeVisibleWindow(root: tabs)
        for controller in [tabs, navigation, leaf, hiddenTab] {
            #expect(controller.traitCollection == .phonePortrait)
        }
        #expect(leaf.view.traitCollection == .phonePortrait)
        #expect(leaf.traitChanges == [nil])

        window.environmentTraitCollection = TraitCollection.phonePortrait.applying(TraitCollection(userInterfaceStyle: .dark))
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(hiddenTab.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitChanges == [nil, .phonePortrait])
    }

    @Test func anOverrideReachesTheChildAndItsDescendantsOnce() {
        let parent = ProbeViewController("Parent")
        let child = ProbeViewController("Child")
        let grandchild = ProbeViewController("Grandchild")
        parent.embed(child, in: parent.view)
        child.embed(grandchild, in: child.view)
        let window = makeVisibleWindow(root: parent)
        let before = child.traitChanges.count
        let recorder = EventRecorder(categories: .traits)

        let regular = TraitCollection(horizontalSizeClass: .regular)
        parent.setOverrideTraitCollection(regular, forChild: child)

        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.displayScale == 3)
        #expect(child.traitChanges.count == before + 1)
        #expect(child.traitChanges.last == .phonePortrait)
        #expect(parent.overrideTraitCollection(forChild: child) == regular)

        parent.setOverrideTraitCollection(regular, forChild: child)
        window.environmentTraitCollection = window.environmentTraitCollection.applying(TraitCollection(horizontalSizeClass: .regular))
        #expect(child.traitChanges.count == before + 1)
        #expect(grandchild.traitChanges.count == before + 1)
        #expect(recorder.events(about: "Child").count == 1)
        #expect(recorder.events(about: "Parent").count == 2)
    }

    @Test func removingAnOverrideRestoresTheInheritedTraits() {
        let parent = ProbeViewController("Parent")
        let child = ProbeViewController("Child")
        parent.embed(child, in: parent.view)
        let window = makeVisibleWindow(root: parent)
        parent.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: child)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection == window.traitCollection)
        #expect(child.traitChanges.count == 3)
    }

    @Test func overridingTraitsOfANonChildIsRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let parent = ProbeViewController("Parent")
        let stranger = ProbeViewController("Stranger")
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        #expect(stranger.traitCollection == TraitCollection())
        #expect(capture.reported == [.notInContainer(controller: "Stranger", container: "Parent")])
    }

    @Test func resizingTheWindowSendsViewWillTransitionWithACoordinator() {
        final class Resizable: ViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("will \(size.width) now \(view.bounds.width)")
                let accepted = coordinator.animate(alongsideTransition: { [weak self] _ in
                    guard let self else { return }
                    self.log.append("alongside \(self.view.bounds.width)")
                }, completion: { [weak self] _ in
                    self?.log.append("completion")
                })
                log.append("accepted \(accepted)")
            }
        }
        let root = Resizable()
        let child = ProbeViewController("Child")
        root.embed(child, in: root.view)
        let window = makeVisibleWindow(root: root)
        let recorder = EventRecorder(categories: .traits)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)

        #expect(root.log == ["will 844.0 now 390.0", "accepted true", "alongside 844.0", "completion"])
        #expect(child.sizeTransitions == [CGSize(width: 844, height: 390)])
        #expect(child.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(recorder.events == [
            .viewWillTransitionToSize("Resizable", CGSize(width: 844, height: 390)),
            .viewWillTransitionToSize("Child", CGSize(width: 844, height: 390)),
        ])
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(child.sizeTransitions.count == 1)
    }

    @Test func aTraitTransitionAnnouncesTheNewCollectionFirst() {
        final class Watcher: ViewController {
            var log: [String] = []
            override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                log.append("will \(newCollection.verticalSizeClass) current \(traitCollection.verticalSizeClass)")
            }
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                log.append("did \(traitCollection.verticalSizeClass) was \(previousTraitCollection?.verticalSizeClass.description ?? "nil")")
            }
        }
        let watcher = Watcher()
        let window = makeVisibleWindow(root: watcher)
        watcher.log.removeAll()
        let landscape = TraitCollection.phonePortrait.applying(TraitCollection(verticalSizeClass: .compact))
        window.transition(to: CGSize(width: 844, height: 390), traitCollection: landscape)
        #expect(watcher.log == ["will compact current regular", "did compact was regular"])
    }

    @Test func coordinatorBlocksAddedAfterTheTransitionRunAtOnce() {
        final class Keeper: ViewController {
            var coordinator: TransitionCoordinator?
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                self.coordinator = coordinator
            }
        }
        let keeper = Keeper()
        let window = makeVisibleWindow(root: keeper)
        window.transition(to: CGSize(width: 100, height: 100), traitCollection: nil)
        var ran = false
        keeper.coordinator?.animate(alongsideTransition: { _ in ran = true })
        #expect(ran)
        #expect(keeper.coordinator?.isCompleted == true)
    }
}
