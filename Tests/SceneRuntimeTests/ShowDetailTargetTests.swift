import Foundation
import Testing
@testable import SceneRuntime

/// Collects the objects of one notification name posted on `NotificationCenter.default`.
final class PostedObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var identifiers: [ObjectIdentifier] = []
    private var token: (any NSObjectProtocol)?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            guard let object = notification.object.map({ $0 as AnyObject }) else { return }
            self?.append(ObjectIdentifier(object))
        }
    }

    private func append(_ identifier: ObjectIdentifier) {
        lock.withLock { identifiers.append(identifier) }
    }

    /// How many were posted with `object`.
    func count(of object: AnyObject) -> Int {
        lock.withLock { identifiers.filter { $0 == ObjectIdentifier(object) }.count }
    }

    func finish() {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor
@Suite("showDetailTargetDidChangeNotification")
struct ShowDetailTargetTests {
    /// UIKit: `showDetailTargetDidChangeNotification` is "posted when a split view controller
    /// is expanded or collapsed"; its object is the view controller that caused the change.
    @Test func collapsingAndExpandingPostTheNotification() {
        let posted = PostedObjects(ViewController.showDetailTargetDidChangeNotification)
        defer { posted.finish() }
        let split = SplitViewController()
        split.viewControllers = [NavigationController(rootViewController: ViewController()), ViewController()]
        let window = makeVisibleWindow(root: split, traits: .padFullScreen, size: CGSize(width: 1024, height: 768))
        #expect(posted.count(of: split) == 0)

        window.transition(to: CGSize(width: 500, height: 768), traitCollection: .phonePortrait)
        #expect(split.isCollapsed)
        #expect(posted.count(of: split) == 1)

        window.transition(to: CGSize(width: 1024, height: 768), traitCollection: .padFullScreen)
        #expect(!split.isCollapsed)
        #expect(posted.count(of: split) == 2)
    }
}
