import Foundation
import Testing
@testable import SceneRuntime

@Suite("Views")
@MainActor
struct ViewTests {
    @Test func subviewsFormATreeWithWeakSuperviews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = View()
        let second = View()
        root.addSubview(first)
        root.insertSubview(second, belowSubview: first)
        #expect(root.subviews.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
        #expect(first.superview === root)
        #expect(first.isDescendant(of: root))

        let other = View()
        other.addSubview(first)
        #expect(first.superview === other)
        #expect(root.subviews.count == 1)

        root.bringSubviewToFront(second)
        first.removeFromSuperview()
        #expect(first.superview == nil)
        #expect(other.subviews.isEmpty)

        weak var weakChild: View?
        do {
            let child = View()
            weakChild = child
            root.addSubview(child)
            child.removeFromSuperview()
        }
        #expect(weakChild == nil)
    }

    @Test func addingAViewToItsOwnSubtreeIsRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
        #expect(capture.reported == [.viewHierarchyCycle(view: "View"), .viewHierarchyCycle(view: "View")])
    }

    @Test func frameBoundsAndCenterStayConsistent() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds.size = CGSize(width: 200, height: 50)
        #expect(view.frame == CGRect(x: -40, y: 20, width: 200, height: 50))
        view.center = CGPoint(x: 100, y: 25)
        #expect(view.frame.origin == CGPoint(x: 0, y: 0))
    }

    @Test func autoresizingFollowsTheSuperviewsSize() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filling = View(frame: parent.bounds)
        filling.autoresizingMask = .flexibleSize
        let pinnedBottom = View(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
        pinnedBottom.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSubview(filling)
        parent.addSubview(pinnedBottom)
        parent.addSubview(fixed)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(pinnedBottom.frame == CGRect(x: 0, y: 280, width: 200, height: 20))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = View()
        let branch = View()
        let leaf = Label()
        leaf.tag = 7
        root.addSubview(branch)
        branch.addSubview(leaf)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func windowAndTreeCallbacksAreDelivered() {
        final class Watcher: View {
            var log: [String] = []
            override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow \(newWindow != nil)") }
            override func didMoveToWindow() { log.append("didMoveToWindow \(window != nil)") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview \(superview != nil)") }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = View()
        let watcher = Watcher()
        container.addSubview(watcher)
        window.addSubview(container)
        #expect(watcher.window === window)
        container.removeFromSuperview()
        #expect(watcher.log == ["didMoveToSuperview true", "willMoveToWindow true", "didMoveToWindow true", "willMoveToWindow false", "didMoveToWindow false"])
    }

    @Test func accessibilityDefaultsFollowContent() {
        let label = Label()
        label.text = "Soup"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Soup")
        label.accessibilityLabel = "Tomato soup"
        #expect(label.accessibilityLabel == "Tomato soup")
        #expect(label.accessibilityTraits == .staticText)

        let button = Button(type: .system)
        button.setTitle("Add", for: .normal)
        button.accessibilityIdentifier = "add"
        #expect(button.accessibilityLabel == "Add")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        let toggle = Switch()
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let field = TextField()
        field.placeholder = "Name"
        field.isSecureTextEntry = true
        field.text = "secret"
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == nil)
    }

    /// As in UIKit, arranged views are sized by constraints, not by their frames: a `.fill`
    /// stack stretches the view that can grow (here the second, which has no height of its
    /// own) to fill the stack. (The runtime's first, frame-based stacks kept each view's height.)
    @Test func stackViewArrangesVisibleViews() {
        let first = View(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        hidden.isHidden = true
        let second = View(frame: CGRect(x: 0, y: 0, width: 0, height: 20))
        let stack = StackView(arrangedSubviews: [first, hidden, second])
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let firstHeight = first.heightAnchor.constraint(equalToConstant: 30)
        firstHeight.isActive = true
        stack.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(second.frame == CGRect(x: 0, y: 40, width: 100, height: 160))
        firstHeight.isActive = false
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 0, y: 105, width: 100, height: 95))
        stack.removeArrangedSubview(second)
        #expect(second.superview === stack)
        #expect(stack.arrangedSubviews.count == 2)
    }

    @Test func containerViewReportsItsEmbeddedController() {
        let parent = ViewController()
        let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.view.addSubview(container)
        let child = ViewController()
        parent.embed(child, in: container)
        #expect(container.embeddedViewController === child)
        #expect(child.view.frame == container.bounds)
    }

    @Test func animationsRunAtOnce() {
        let view = View()
        var finished: Bool?
        View.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5)
        #expect(finished == true)
    }

    @Test func activityIndicatorHidesWhenStopped() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }
}
