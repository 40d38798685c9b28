import Foundation
import Testing
@testable import SceneRuntime

/// Intrinsic content sizes (SceneLayout's TextMetrics and ControlMetrics), hugging and
/// compression resistance, and measuring with `systemLayoutSizeFitting(_:)`.
@MainActor
@Suite("Layout: content sizes")
struct LayoutContentSizeTests {
    @Test func controlsHaveUIKitsIntrinsicSizes() {
        #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(Stepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
        #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
        #expect(SearchBar().intrinsicContentSize.height == 56)
        #expect(DatePicker().intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(PickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        let pages = PageControl()
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 74, height: 26))
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(ImageView(image: Image(named: "photo")).intrinsicContentSize.width == View.noIntrinsicMetric)
        #expect(ImageView(image: Image(size: CGSize(width: 24, height: 16))).intrinsicContentSize == CGSize(width: 24, height: 16))
        let segments = SegmentedControl(items: ["First", "Second"])
        #expect(segments.intrinsicContentSize.height == 32 && segments.intrinsicContentSize.width > 100)
    }

    @Test func textMeasuresInItsFont() {
        let label = Label()
        #expect(label.intrinsicContentSize == .zero)  // no text
        label.text = "Hello"
        let regular = label.intrinsicContentSize
        #expect(regular.height > 20 && regular.height < 21)  // one 17-point line
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.intrinsicContentSize.width > regular.width)
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.height > 40)

        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.intrinsicContentSize.height == 30 || abs(button.intrinsicContentSize.height - 30) < 1)
        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test func multiLineLabelsWrapAtTheirWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = constrainedView(Label(), in: root)
        label.numberOfLines = 0
        label.text = "A label with enough words to need several lines at this width"
        let oneLine = label.intrinsicContentSize
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 200)
        #expect(label.frame.height > oneLine.height * 2)  // wrapped in a second pass
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize.height > label.frame.height)
    }

    /// Two labels in a row between the edges: the one with the lower hugging priority
    /// stretches; when there is too little room, the one with the lower compression
    /// resistance shrinks.
    @Test func huggingAndCompressionResistanceDecideBetweenTwoLabels() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let name = constrainedView(Label(), in: root, named: "name")
        let value = constrainedView(Label(), in: root, named: "value")
        name.text = "Name"
        value.text = "Value"
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // name (250) stretches
        root.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == 320 - 32 - 8 - value.frame.width)
        #expect(value.frame.minY == name.frame.minY)
        #expect(name.frame.height == name.intrinsicContentSize.height)  // hugging holds the height

        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // now value stretches
        root.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)

        // Too narrow: the value, which resists less, is compressed; the name keeps its width.
        value.text = String(repeating: "Long value ", count: 8)
        value.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.maxX == 304)
        #expect(value.contentCompressionResistancePriority(for: .horizontal).rawValue == 749)
        #expect(name.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func fittingSizeMeasuresTheConstraints() {
        let card = View()
        let title = constrainedView(Label(), in: card)
        title.text = "Title"
        let switchControl = constrainedView(Switch(), in: card)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            switchControl.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            switchControl.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            switchControl.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            switchControl.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed.width == 16 + title.intrinsicContentSize.width + 8 + 51 + 16)
        #expect(compressed.height == 12 + title.intrinsicContentSize.height + 4 + 31 + 12)
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.width == 400 && wide.height == compressed.height)
        #expect(card.frame == .zero)  // measuring lays nothing out
    }
}
