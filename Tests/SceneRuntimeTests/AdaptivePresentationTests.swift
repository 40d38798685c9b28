import Foundation
import Testing
@testable import SceneRuntime

/// An adaptive delegate that logs what it is asked and can wrap the presented controller in
/// a navigation controller for the adapted style (the classic popover-on-iPhone pattern).
@MainActor
final class AdaptiveLog: AdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var wraps = true
    var coordinators: [TransitionCoordinator?] = []
    private(set) var wrappers: [NavigationController] = []

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        calls.append("style(\(traitCollection.horizontalSizeClass))")
        return controller.adaptivePresentationStyle(for: traitCollection)
    }

    func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        calls.append("replacement(\(style))")
        guard wraps else { return nil }
        let navigation = NavigationController(rootViewController: controller.presentedViewController)
        navigation.debugName = "Wrapper"
        wrappers.append(navigation)
        return navigation
    }

    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        calls.append("willPresent(\(style))")
        coordinators.append(transitionCoordinator)
    }
}

@MainActor
@Suite("Adaptive presentation")
struct AdaptivePresentationTests {
    /// A popover on an iPad with an anchor in the root's view.
    private func popover(in root: ViewController, named name: String = "Content") -> ProbeViewController {
        let anchor = View(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.view.addSubview(anchor)
        let content = ProbeViewController(name)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.popoverPresentationController?.sourceView = anchor
        return content
    }

    /// UIAdaptivePresentationControllerDelegate: the delegate is asked for the style, then —
    /// since it adapts — for a controller to display in place of the presented one, then told
    /// `willPresentWithAdaptiveStyle` with the transition coordinator. The replacement (popover
    /// content wrapped in a navigation controller) is what the presenter presents and shows;
    /// the content lives inside it and can still dismiss itself.
    @Test func anAdaptedPopoverShowsTheDelegatesReplacement() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let content = popover(in: root)
        let delegate = AdaptiveLog()
        content.popoverPresentationController?.delegate = delegate
        let recorder = EventRecorder(categories: .appearance)
        root.present(content, animated: true)

        #expect(delegate.calls == ["style(compact)", "replacement(overFullScreen)", "willPresent(overFullScreen)"])
        #expect(delegate.coordinators.first??.presentationStyle == .overFullScreen)
        let wrapper = try! #require(delegate.wrappers.first)
        #expect(root.presentedViewController === wrapper)
        #expect(content.navigationController === wrapper)
        #expect(content.presentingViewController === root)
        #expect(content.presentationController === content.popoverPresentationController)
        #expect(content.presentationController?.presentedView === wrapper.view)
        #expect(wrapper.view.window === window && wrapper.view.frame == window.bounds)
        #expect(recorder.lines == ["Wrapper.viewWillAppear(animated)", "Content.viewWillAppear(animated)",
                                   "Wrapper.viewDidAppear(animated)", "Content.viewDidAppear(animated)"])
        #expect(window.hierarchyDescription().contains("NavigationController \"Wrapper\" (presented (overFullScreen)) [visible]"))
        #expect(hierarchyProblems(in: window).isEmpty)

        content.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(wrapper.viewIfLoaded?.window == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`: when
    /// the presentation does not adapt the style is `.none`; the replacement is not asked for.
    @Test func willPresentIsToldNoneWhenTheStyleDoesNotAdapt() {
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        let content = popover(in: root)
        let delegate = AdaptiveLog()
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        #expect(delegate.calls == ["style(regular)", "willPresent(none)"])
        #expect(delegate.coordinators.first??.isAnimated == false)
        #expect(root.presentedViewController === content)
        #expect(content.presentationController?.effectivePresentationStyle == .popover)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// `adaptivePresentationStyle(for:)` (the pre-8.3 method) is asked only when the
    /// environment is horizontally compact, and its answer is used there.
    @Test func theOlderStyleMethodIsAskedInCompactWidthOnly() {
        final class Older: AdaptivePresentationControllerDelegate {
            var asked = 0
            func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
                asked += 1
                return .overFullScreen
            }
        }
        let delegate = Older()
        let padRoot = ViewController()
        let padWindow = makePadWindow(root: padRoot)
        let onPad = ViewController()
        onPad.modalPresentationStyle = .formSheet
        onPad.presentationController?.delegate = delegate
        padRoot.present(onPad, animated: false)
        #expect(delegate.asked == 0)
        #expect(onPad.presentationController?.effectivePresentationStyle == .formSheet)
        #expect(hierarchyProblems(in: padWindow).isEmpty)

        let phoneRoot = ProbeViewController("Phone")
        let window = makeVisibleWindow(root: phoneRoot)
        let onPhone = ViewController()
        onPhone.modalPresentationStyle = .formSheet
        onPhone.presentationController?.delegate = delegate
        phoneRoot.present(onPhone, animated: false)
        #expect(delegate.asked == 1)
        #expect(onPhone.presentationController?.effectivePresentationStyle == .overFullScreen)
        #expect(phoneRoot.appearanceState == .appeared, "over full screen keeps the presenter")
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// `adaptivePresentationStyle(for:traitCollection:)` picks the adapted style (here full
    /// screen for a popover, which removes the presenter). A replacement that cannot be shown
    /// — the presenting controller itself — is reported and the content is shown instead.
    @Test func theTraitStyleDecidesAndABadReplacementIsRefused() {
        final class FullScreen: AdaptivePresentationControllerDelegate {
            weak var offered: ViewController?
            func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
                .fullScreen
            }
            func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
                offered
            }
        }
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        let content = popover(in: root)
        let delegate = FullScreen()
        delegate.offered = root
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        #expect(misuse.reported == [.cannotPresent(controller: "Root", reason: "it is a window's root view controller")])
        #expect(root.presentedViewController === content)
        #expect(content.presentationController?.effectivePresentationStyle == .fullScreen)
        #expect(root.appearanceState == .disappeared && root.viewIfLoaded?.superview == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// Popover content is horizontally compact while shown as a popover; adapted, it takes
    /// the (compact) environment of the presenting controller.
    @Test func popoverContentGetsCompactTraits() {
        let padRoot = ViewController()
        let padWindow = makePadWindow(root: padRoot)
        let inPopover = popover(in: padRoot)
        padRoot.present(inPopover, animated: false)
        #expect(inPopover.traitCollection.horizontalSizeClass == .compact)
        #expect(inPopover.traitCollection.verticalSizeClass == .regular)
        #expect(hierarchyProblems(in: padWindow).isEmpty)

        let phoneRoot = ViewController()
        let phoneWindow = makeVisibleWindow(root: phoneRoot)
        let adapted = popover(in: phoneRoot)
        phoneRoot.present(adapted, animated: false)
        #expect(adapted.presentationController?.effectivePresentationStyle == .overFullScreen)
        #expect(adapted.traitCollection == .phonePortrait)
        #expect(hierarchyProblems(in: phoneWindow).isEmpty)
    }

    /// Form and page sheets (and `.automatic`) present as themselves in a regular width and
    /// as full screen in a compact width, where the presenting controller disappears.
    @Test func sheetsAdaptToFullScreenInCompactWidth() {
        for style in [ModalPresentationStyle.formSheet, .pageSheet, .automatic] {
            let padRoot = ProbeViewController("Pad")
            let padWindow = makePadWindow(root: padRoot)
            let onPad = ViewController()
            onPad.modalPresentationStyle = style
            padRoot.present(onPad, animated: false)
            #expect(onPad.presentationController?.effectivePresentationStyle == (style == .formSheet ? .formSheet : .pageSheet))
            #expect(padRoot.appearanceState == .appeared)
            #expect(hierarchyProblems(in: padWindow).isEmpty)

            let phoneRoot = ProbeViewController("Phone")
            let window = makeVisibleWindow(root: phoneRoot)
            let onPhone = ViewController()
            onPhone.modalPresentationStyle = style
            phoneRoot.present(onPhone, animated: false)
            #expect(onPhone.presentationController?.effectivePresentationStyle == .fullScreen)
            #expect(phoneRoot.appearanceState == .disappeared)
            #expect(onPhone.view.frame == window.bounds)
        }
    }

    /// When the size class changes while presented, the presentation controller adapts
    /// again: the delegate is asked for the style and a replacement, and told with the
    /// window's transition coordinator. Going back to its own style, the original controller
    /// is restored: taken out of the replacement, shown as the popover again — staying on
    /// screen throughout, with no appearance callbacks of its own.
    @Test func aWindowTraitChangeReadaptsAndRestoresTheOriginal() {
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        let content = popover(in: root)
        let delegate = AdaptiveLog()
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        #expect(root.presentedViewController === content)

        delegate.calls.removeAll()
        let recorder = EventRecorder(categories: .appearance)
        let compact = TraitCollection.phonePortrait
        window.transition(to: CGSize(width: 390, height: 844), traitCollection: compact)
        #expect(delegate.calls == ["style(compact)", "replacement(overFullScreen)", "willPresent(overFullScreen)"])
        #expect(delegate.coordinators.last??.targetSize == CGSize(width: 390, height: 844))
        let wrapper = try! #require(delegate.wrappers.first)
        #expect(root.presentedViewController === wrapper)
        #expect(content.navigationController === wrapper)
        #expect(content.presentationController?.effectivePresentationStyle == .overFullScreen)
        #expect(wrapper.view.frame == window.bounds)
        #expect(content.view.isDescendant(of: wrapper.view))
        #expect(recorder.lines == ["Wrapper.viewWillAppear(animated)", "Wrapper.viewDidAppear(animated)"])
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        #expect(hierarchyProblems(in: window).isEmpty)

        delegate.calls.removeAll()
        recorder.removeAll()
        window.transition(to: CGSize(width: 1024, height: 768), traitCollection: .padFullScreen)
        #expect(delegate.calls == ["style(regular)", "willPresent(none)"])
        #expect(root.presentedViewController === content)
        #expect(content.parent == nil && wrapper.children.isEmpty)
        #expect(content.presentationController?.effectivePresentationStyle == .popover)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame.size == CGSize(width: 200, height: 150))
        #expect(recorder.lines == ["Wrapper.viewWillDisappear(animated)", "Wrapper.viewDidDisappear(animated)"])
        #expect(content.appearanceState == .appeared && wrapper.appearanceState == .disappeared)
        #expect(hierarchyProblems(in: window).isEmpty)

        content.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    /// A form sheet presented in a regular width adapts to full screen when the window
    /// becomes compact — the presenting view leaves and its controller disappears — and
    /// back when it becomes regular again.
    @Test func aFormSheetReadaptsWithThePresenter() {
        let root = ProbeViewController("Root")
        let window = makePadWindow(root: root)
        let sheet = ProbeViewController("Sheet")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        let recorder = EventRecorder(categories: .appearance)
        window.transition(to: CGSize(width: 390, height: 844), traitCollection: .phonePortrait)
        #expect(sheet.presentationController?.effectivePresentationStyle == .fullScreen)
        #expect(recorder.lines == ["Root.viewWillDisappear(animated)", "Root.viewDidDisappear(animated)"])
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(sheet.view.frame == window.bounds)
        #expect(hierarchyProblems(in: window).isEmpty)

        recorder.removeAll()
        window.transition(to: CGSize(width: 1024, height: 768), traitCollection: .padFullScreen)
        #expect(sheet.presentationController?.effectivePresentationStyle == .formSheet)
        #expect(recorder.lines == ["Root.viewWillAppear(animated)", "Root.viewDidAppear(animated)"])
        #expect(root.view.superview === window)
        #expect(sheet.view.frame.size == CGSize(width: 540, height: 620))
        #expect(hierarchyProblems(in: window).isEmpty)
        root.dismiss(animated: false)
        #expect(window.subviews.count == 1)
    }
}
