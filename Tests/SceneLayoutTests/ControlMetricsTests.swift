import Testing
@testable import SceneLayout

@Suite struct ControlMetricsTests {
    @Test func fixedSizesMatchTheCorpusFrames() {
        // Frames read off /work/shared/corpus: switches 51 × 31 (63 × 28 in an Xcode 26 document).
        #expect(ControlMetrics.intrinsicSize(of: .switch) == ControlSize(width: 51, height: 31))
        #expect(ControlMetrics.switchSizeIOS26 == ControlSize(width: 63, height: 28))
        #expect(ControlMetrics.intrinsicSize(of: .stepper) == ControlSize(width: 94, height: 32))
        #expect(ControlMetrics.intrinsicSize(of: .slider) == ControlSize(width: nil, height: 31))
        #expect(ControlMetrics.intrinsicSize(of: .progressView) == ControlSize(width: nil, height: 4))
        #expect(ControlMetrics.intrinsicSize(of: .searchBar)?.height == 56)
        #expect(ControlMetrics.intrinsicSize(of: .datePicker)?.height == 216)
        #expect(ControlMetrics.intrinsicSize(of: .pickerView) == ControlSize(width: 320, height: 216))
        #expect(ControlMetrics.intrinsicSize(of: .activityIndicatorView) == ControlSize(width: 20, height: 20))
        for kind in [ControlKind.label, .button, .textField, .segmentedControl, .pageControl] {
            #expect(ControlMetrics.intrinsicSize(of: kind) == nil)
        }
        #expect(ControlKind(rawValue: "activityIndicatorView") == .activityIndicatorView)
        #expect(ControlKind(rawValue: "switch") == .switch)
    }

    @Test func activityIndicatorStyles() {
        #expect(ControlMetrics.activityIndicator(style: .large) == ControlSize(width: 37, height: 37))
        #expect(ControlMetrics.activityIndicator(style: .whiteLarge) == ControlSize(width: 37, height: 37))
        #expect(ControlMetrics.activityIndicator(style: .gray) == ControlSize(width: 20, height: 20))
    }

    @Test func buttons() {
        // Corpus: legacy system buttons with 15-point titles are 30 tall and as wide as the title.
        let push = ControlMetrics.button(title: "Push")
        #expect(push.height == 30)
        #expect(abs(push.width! - 35) <= 1)
        #expect(abs(ControlMetrics.button(title: "Present").width! - 53) <= 1)
        // Corpus: a configuration-style "Tap Me" (17 points) is 79.67 × 34.33 at 3×.
        let tap = ControlMetrics.button(title: "Tap Me", style: .configuration, metrics: TextMetrics(scale: 3))
        #expect(abs(tap.height! - 34.33) < 0.01)
        #expect(abs(tap.width! - 79.67) <= 3)
        let inset = ControlMetrics.button(title: "Push", contentInsets: LayoutInsets(top: 1, left: 10, bottom: 2, right: 10))
        #expect(inset.width! == push.width! + 20 && inset.height! == 33)
    }

    @Test func textFields() {
        // Corpus: rounded-rect fields with the default 14-point font are 34 tall.
        #expect(ControlMetrics.textField(border: .roundedRect).height == 34)
        #expect(ControlMetrics.textField(border: .bezel).height == 30)
        #expect(ControlMetrics.textField(border: .none).height == 17)
        let placeholder = ControlMetrics.textField(border: .roundedRect, placeholder: "Email address")
        let text = ControlMetrics.textField(border: .roundedRect, text: "Email address")
        #expect(placeholder == text)
        #expect(placeholder.width! > ControlMetrics.textField(border: .roundedRect).width!)
    }

    @Test func segmentedAndPageControls() {
        // Interface Builder's default "First | Second" control is 121 wide.
        let segmented = ControlMetrics.segmentedControl(titles: ["First", "Second"])
        #expect(segmented.height == 32)
        #expect(abs(segmented.width! - 121) <= 2)
        #expect(ControlMetrics.segmentedControl(titles: []).width == nil)
        #expect(ControlMetrics.pageControl(numberOfPages: 3) == ControlSize(width: 74, height: 26))
        #expect(ControlMetrics.pageControl(numberOfPages: 0).width == 0)
    }

    @Test func labelsUseTheTextModel() {
        let label = ControlMetrics.label(text: "Label")
        let size = TextMetrics.standard.size(of: "Label", fontSize: 17)
        #expect(label == ControlSize(width: size.width, height: size.height))
        #expect(label.height == 20.5)
        #expect(abs(label.width! - 42) <= 1)
    }
}
