import Foundation
import Testing
@testable import SceneRuntime

/// The passes: constraint updates bottom-up before layout, layout top-down with the
/// controller's callbacks around `layoutSubviews()`, and incremental solves.
@MainActor
@Suite("Layout: passes")
struct LayoutPassTests {
    /// Records the layout callbacks of a controller and its views into one log.
    final class Log {
        var lines: [String] = []
    }

    final class LoggingView: View {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        override func updateConstraints() {
            log.lines.append("\(name).updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log.lines.append("\(name).layoutSubviews")
            super.layoutSubviews()
        }
    }

    final class LoggingController: ViewController {
        let log: Log
        var badge: LoggingView!
        init(log: Log) {
            self.log = log
            super.init()
        }
        override func loadView() {
            let root = LoggingView("root", log: log)
            let card = LoggingView("card", log: log)
            let badge = LoggingView("badge", log: log)
            root.addSubview(card)
            card.addSubview(badge)
            for view in [card, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
            LayoutConstraint.activate(edges(of: card, to: root.layoutMarginsGuide) + [
                badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            self.badge = badge
            view = root
        }
        override func updateViewConstraints() {
            log.lines.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.lines.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.lines.append("viewDidLayoutSubviews") }
    }

    @Test func updatesComeBottomUpBeforeTheLayoutPassTopDown() {
        let log = Log()
        let controller = LoggingController(log: log)
        let recorder = EventRecorder(categories: [.constraints, .layout])
        let window = makeVisibleWindow(root: controller)
        #expect(log.lines == [
            "badge.updateConstraints", "card.updateConstraints", "updateViewConstraints", "root.updateConstraints",
            "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews",
            "card.layoutSubviews", "badge.layoutSubviews",
        ])
        #expect(recorder.lines.prefix(3) == [
            "LoggingController.updateViewConstraints", "LoggingController.viewWillLayoutSubviews", "LoggingController.viewDidLayoutSubviews",
        ])
        // The root view fills the 390-point window; its margins are 16 at the sides, 8 above and below.
        #expect(controller.badge.superview?.frame == CGRect(x: 16, y: 8, width: 358, height: 828))
        #expect(controller.badge.frame == CGRect(x: 169, y: 404, width: 20, height: 20))

        // Nothing pending: no callbacks.
        log.lines = []
        window.layoutIfNeeded()
        #expect(log.lines.isEmpty)
        // setNeedsUpdateConstraints: only that view's update, then nothing moves.
        controller.badge.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log.lines == ["badge.updateConstraints"])
    }

    /// Changing a constant and calling `layoutIfNeeded()` re-solves and moves only the views
    /// that depend on it: their superview lays out again, nothing else does.
    @Test func changingAConstantMovesOnlyWhatDependsOnIt() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let left = constrainedView(CountingView(), in: root)
        let right = constrainedView(CountingView(), in: root)
        let below = constrainedView(CountingView(), in: root)
        let inner = constrainedView(CountingView(), in: below)
        let gap = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.topAnchor.constraint(equalTo: root.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 100), left.heightAnchor.constraint(equalToConstant: 40),
            gap, right.topAnchor.constraint(equalTo: root.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 50), right.heightAnchor.constraint(equalToConstant: 40),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor), below.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            below.topAnchor.constraint(equalTo: left.bottomAnchor), below.heightAnchor.constraint(equalToConstant: 100),
            inner.centerXAnchor.constraint(equalTo: below.centerXAnchor), inner.centerYAnchor.constraint(equalTo: below.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 110, y: 0, width: 50, height: 40))
        let views = [root, left, right, below, inner]
        let layouts = views.map(\.layoutCount)
        let frames = views.map(\.frameChanges)

        gap.constant = 30
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 130, y: 0, width: 50, height: 40))
        #expect(views.map(\.frameChanges) == [frames[0], frames[1], frames[2] + 1, frames[3], frames[4]])
        #expect(views.map(\.layoutCount) == [layouts[0] + 1, layouts[1], layouts[2], layouts[3], layouts[4]])

        // A constant deep in the tree lays out only the superview of what moves.
        let innerLayouts = views.map(\.layoutCount)
        below.constraints.first { $0.firstItem === inner && $0.firstAttribute == .centerX }?.constant = 5
        root.layoutIfNeeded()
        #expect(inner.frame.minX == 160)
        #expect(views.map(\.layoutCount) == [innerLayouts[0], innerLayouts[1], innerLayouts[2], innerLayouts[3] + 1, innerLayouts[4]])
    }

    @Test func autoresizingViewsKeepTheirFramesBesideConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let banner = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(banner)
        let content = constrainedView(in: root)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            content.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 8),
            content.trailingAnchor.constraint(equalTo: banner.trailingAnchor, constant: -8),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(content.frame == CGRect(x: 8, y: 52, width: 284, height: 148))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)  // the banner autoresizes
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(content.frame == CGRect(x: 8, y: 52, width: 384, height: 248))
    }

    @Test func aTreeWithoutConstraintsNeverBuildsAProblem() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(root.layoutState.host?.frame(of: child) == nil)
    }
}
