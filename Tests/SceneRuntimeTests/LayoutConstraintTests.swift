import Foundation
import Testing
@testable import SceneRuntime

/// Constraints and anchors: UIKit's `NSLayoutConstraint` rules — installation on the closest
/// common ancestor, priorities, unsatisfiable constraints as UIKit logs them, ambiguity.
@MainActor
@Suite("Layout: constraints and anchors")
struct LayoutConstraintTests {
    @Test func anchorsPlaceViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        let aConstraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
        ]
        LayoutConstraint.activate(aConstraints)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 128, y: 50, width: 172, height: 10))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)

        // Installed on the closest common ancestor of their items.
        #expect(aConstraints[0].isActive && aConstraints[0].installedView === root)
        #expect(a.constraints.count == 2)  // its width and its height-to-width
        #expect(root.constraints.count == 5)
        aConstraints[2].isActive = false
        #expect(a.constraints.count == 1)
    }

    @Test func theItemInitializerAndLeftRightAndCentres() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = constrainedView(in: root)
        let constraints = [
            LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 10),
            LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
            LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 75, y: 140, width: 150, height: 40))
        #expect(constraints[0].firstItem === box && constraints[0].secondItem === root)
        #expect(constraints[3].secondItem == nil && constraints[3].secondAttribute == .notAnAttribute)
        #expect(constraints[2].description == "<LayoutConstraint View.width == 0.5*View.width>")
    }

    @Test func inequalitiesAndPriorities() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = constrainedView(in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let wish = box.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = .defaultHigh
        let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        LayoutConstraint.activate([wish, limit])
        root.layoutIfNeeded()
        #expect(box.frame.width == 150)  // the required limit beats the wish

        let narrow = box.widthAnchor.constraint(equalToConstant: 80)
        narrow.priority = .defaultLow
        narrow.isActive = true
        limit.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)  // 750 beats 250
        narrow.priority = .required - 1
        root.layoutIfNeeded()
        #expect(box.frame.width == 80)
        #expect(narrow.priority.rawValue == 999)
    }

    @Test func unsatisfiableConstraintsAreReportedAsUIKitLogsThem() throws {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = constrainedView(in: root, named: "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let fixed = box.widthAnchor.constraint(equalToConstant: 100)
        fixed.identifier = "fixed"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        LayoutConstraint.activate([fixed, wide])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)  // the later constraint is broken
        let report = try #require(misuse.reported.first)
        #expect(report == .unsatisfiableConstraints(
            broken: "<LayoutConstraint 'wide' View'box'.width == 200>",
            conflicting: ["<LayoutConstraint 'fixed' View'box'.width == 100>"]
        ))
        #expect(report.description.contains("Will attempt to recover by breaking constraint <LayoutConstraint 'wide'"))

        // Reported once, not at every pass; again once it broke, recovered and broke again.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(misuse.reported.count == 1)
        wide.isActive = false
        root.layoutIfNeeded()
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(misuse.reported.count == 2)
    }

    @Test func ambiguousLayoutIsDetected() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = constrainedView(in: root)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)  // no position
        LayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        #expect(!box.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 135, y: 25, width: 50, height: 50))
    }

    @Test func activationNeedsACommonAncestor() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let one = View()
        let other = View()
        let constraint = one.leadingAnchor.constraint(equalTo: other.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(misuse.reported == [.constraintItemsWithoutCommonAncestor(constraint: "<LayoutConstraint View.leading == View.leading>")])
        let parent = View()
        parent.addSubview(one)
        parent.addSubview(other)
        constraint.isActive = true
        #expect(constraint.isActive && parent.constraints.count == 1)
    }

    @Test func invalidConstraintsAreReportedAndNeverActivate() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let parent = View()
        let view = View()
        parent.addSubview(view)
        let position = LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
        let mixed = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .leading, multiplier: 1, constant: 0)
        let directions = LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .left, multiplier: 1, constant: 0)
        LayoutConstraint.activate([position, mixed, directions])
        #expect(!position.isActive && !mixed.isActive && !directions.isActive)
        #expect(misuse.reported.count == 3)
        // A width may equal a height (an aspect ratio).
        let aspect = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 2, constant: 0)
        aspect.isActive = true
        #expect(aspect.isActive && misuse.reported.count == 3)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachIntoIt() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = constrainedView(in: root)
        let child = constrainedView(in: container)
        let outer = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inner = child.widthAnchor.constraint(equalTo: container.widthAnchor)
        let own = child.heightAnchor.constraint(equalToConstant: 4)
        LayoutConstraint.activate([outer, inner, own])
        container.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(inner.isActive && own.isActive)  // inside the subtree that left
    }

    @Test func addConstraintInstallsOnTheViewItNames() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = constrainedView(in: root)
        let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25)
        child.addConstraint(constraint)  // root is not in child's subtree
        #expect(!constraint.isActive && misuse.reported.count == 1)
        root.addConstraints([constraint])
        #expect(constraint.isActive && root.constraints.first === constraint)
        root.removeConstraints(root.constraints)
        #expect(!constraint.isActive)
    }

    @Test func priorityChangesBetweenRequiredAndOptionalAreRefusedWhileActive() {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let view = View()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = .defaultHigh  // inactive: allowed
        constraint.isActive = true
        constraint.priority = .required
        #expect(constraint.priority == .defaultHigh)
        #expect(misuse.reported.count == 1)
        constraint.priority = LayoutPriority(rawValue: 600)
        #expect(constraint.priority.rawValue == 600)
    }

    @Test func customGuidesArePlacedByConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = LayoutGuide()
        guide.identifier = "gap"
        root.addLayoutGuide(guide)
        let left = constrainedView(in: root)
        let right = constrainedView(in: root)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            guide.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 40),
            right.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 20),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 100, y: 0, width: 40, height: 1))
        #expect(right.frame == CGRect(x: 140, y: 0, width: 160, height: 20))
        #expect(guide.owningView === root && root.layoutGuides.contains { $0 === guide })
        root.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && root.constraints.filter { $0.firstItem === guide }.isEmpty)
    }
}

extension LayoutConstraintTests {
    @Test func attributesAreFoundByName() {
        #expect(LayoutConstraint.Attribute(name: "leadingMargin") == .leadingMargin)
        #expect(LayoutConstraint.Attribute(name: "baseline") == .lastBaseline)
        #expect(LayoutConstraint.Attribute(name: "middle") == nil)
        #expect(LayoutConstraint.Attribute.firstBaseline.rawValue == 12 && LayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    }
}

extension LayoutConstraintTests {
    /// A constraint against a view its frame places (autoresizing) is reported with that view's
    /// autoresizing constraint, as UIKit lists an `NSAutoresizingMaskLayoutConstraint`.
    @Test func aConflictWithAnAutoresizingViewNamesIt() throws {
        let misuse = MisuseCapture()
        defer { misuse.finish() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let fixed = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        fixed.accessibilityIdentifier = "fixed"
        root.addSubview(fixed)
        fixed.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(fixed.frame.width == 100)
        guard case let .unsatisfiableConstraints(broken, conflicting) = try #require(misuse.reported.first) else {
            Issue.record("not an unsatisfiable-constraints report")
            return
        }
        #expect(broken == "<LayoutConstraint View'fixed'.width == 50>")
        #expect(conflicting.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint View'fixed'") })
    }
}
