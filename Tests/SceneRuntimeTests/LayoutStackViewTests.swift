import Foundation
import Testing
@testable import SceneRuntime

/// Stack views arrange through constraints (SceneLayout's `StackArrangement`, UIKit's
/// `UISV-…` constraints): every distribution, the alignments, margins, hidden views.
@MainActor
@Suite("Layout: stack views")
struct LayoutStackViewTests {
    /// A view with a fixed intrinsic content size.
    final class SizedView: View {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 300 × 50 horizontal stack, spacing 10, of views 50 × 20, 60 × 30 and 70 × 40.
    private func row(_ distribution: StackView.Distribution, alignment: StackView.Alignment = .fill) -> (StackView, [View]) {
        let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        return (stack, views)
    }

    private func xs(_ views: [View]) -> [CGFloat] { views.map { ($0.frame.minX * 100).rounded() / 100 } }
    private func widths(_ views: [View]) -> [CGFloat] { views.map { ($0.frame.width * 100).rounded() / 100 } }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (stack, views) = row(.fill)
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(widths(views) == [50, 160, 70])
        #expect(xs(views) == [0, 60, 230])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.frame.height == 50 })
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (stack, views) = row(.fillEqually)
        stack.layoutIfNeeded()
        #expect(widths(views) == [93.33, 93.33, 93.33])
        #expect(xs(views) == [0, 103.33, 206.67])
    }

    @Test func fillProportionallySharesByContentSize() {
        let (stack, views) = row(.fillProportionally)
        stack.layoutIfNeeded()
        let total = views.map(\.frame.width).reduce(0, +)
        #expect(abs(total - 280) < 0.01)
        #expect(abs(views[0].frame.width - 280 * 50 / 180) < 0.5)
        #expect(abs(views[2].frame.width - 280 * 70 / 180) < 0.5)
    }

    @Test func equalSpacingAndEqualCentering() {
        let (spaced, spacedViews) = row(.equalSpacing)
        spaced.layoutIfNeeded()
        #expect(widths(spacedViews) == [50, 60, 70])
        #expect(xs(spacedViews) == [0, 110, 230])

        let (centred, centredViews) = row(.equalCentering)
        centred.layoutIfNeeded()
        #expect(widths(centredViews) == [50, 60, 70])
        #expect(centredViews.map(\.center.x) == [25, 145, 265])
    }

    @Test func alignmentsAcrossTheAxis() {
        for (alignment, ys) in [(StackView.Alignment.top, [0.0, 0, 0]), (.center, [15, 10, 5]), (.bottom, [30, 20, 10])] {
            let (stack, views) = row(.equalSpacing, alignment: alignment)
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == ys.map { CGFloat($0) }, "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 30, 40], "\(alignment)")
        }
        let (filled, filledViews) = row(.equalSpacing, alignment: .fill)
        filled.layoutIfNeeded()
        #expect(filledViews.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 50 })
    }

    @Test func marginsRelativeArrangementAndHiddenViews() {
        let (stack, views) = row(.fillEqually)
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(xs(views) == [10, 106.67, 203.33])
        #expect(views.allSatisfy { $0.frame.minY == 5 && $0.frame.height == 40 })

        views[1].isHidden = true  // leaves the arrangement
        stack.layoutIfNeeded()
        #expect(widths([views[0], views[2]]) == [135, 135])
        #expect(xs([views[0], views[2]]) == [10, 155])
        #expect(stack.arrangedSubviews.count == 3)
    }

    @Test func aStackPlacedByConstraintsTakesItsContentsSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = Label()
        title.text = "Title"
        let toggle = Switch()
        let stack = constrainedView(StackView(arrangedSubviews: [title, toggle]), in: root)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 0, y: title.frame.maxY + 8, width: 51, height: 31))
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(stack.frame.origin == CGPoint(x: 16, y: 20))
        #expect(stack.frame.width == max(51, title.frame.width))
        #expect(stack.frame.height == title.frame.height + 8 + 31)
    }

    @Test func customSpacingAfterAView() {
        let (stack, views) = row(.equalSpacing)
        stack.distribution = .fill
        stack.setCustomSpacing(30, after: views[0])
        views[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(xs(views) == [0, 80, 150])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    }
}
