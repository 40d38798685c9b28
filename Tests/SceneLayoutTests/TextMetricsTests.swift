import Testing
@testable import SceneLayout

@Suite struct TextMetricsTests {
    /// Labels (and plain buttons, title only) whose frames Xcode sized to their content, from the
    /// corpus storyboards: text, point size, weight, frame width, frame height, scale.
    static let corpus: [(text: String, size: Double, weight: TextMetrics.Weight, width: Double, height: Double, scale: Double)] = [
        ("Adding numbers", 16, .regular, 119.5, 19.5, 2),
        ("Simple validation", 16, .regular, 123, 19.5, 2),
        ("Geolocation Subscription", 16, .regular, 182.5, 19.5, 2),
        ("Calculator", 16, .regular, 74, 19.5, 2),
        ("ImagePicker", 16, .regular, 89.5, 19.5, 2),
        ("UIPickerView", 16, .regular, 95.5, 19.5, 2),
        ("Simplest table view example", 16, .regular, 205, 19.5, 2),
        ("TableView with editing", 16, .regular, 161.5, 19.5, 2),
        ("Search Wikipedia", 16, .regular, 125.5, 19.5, 2),
        ("GitHub Search Repositories", 16, .regular, 200, 19.5, 2),
        ("Delete", 16, .regular, 47, 19.5, 2),
        ("Accept", 16, .regular, 51.33, 19.33, 3),
        ("Bindings", 11, .regular, 45.5, 13.5, 2),
        ("Observers, service and Drive example", 11, .regular, 198.5, 13.5, 2),
        ("API wrappers Example", 11, .regular, 117, 13.5, 2),
        ("Stateless calculator example", 11, .regular, 150.5, 13.5, 2),
        ("Subtitle", 11, .regular, 40.5, 13.5, 2),
        ("Safe Area vs Superview", 12, .regular, 133, 14.5, 2),
        ("Search Controller", 12, .regular, 99, 14.5, 2),
        ("UIStackView example in iOS9", 12, .regular, 166, 14.5, 2),
        ("#1606", 12, .regular, 36, 14.5, 2),
        ("Should Hide Title?", 12, .regular, 103, 14.5, 2),
        ("No bookmarks added yet", 17, .regular, 191, 20.5, 2),
        ("Try editing the last cell.", 17, .regular, 176, 20.5, 2),
        ("Title", 17, .regular, 33, 20.5, 2),
        ("High Resolution", 17, .regular, 119.67, 20.33, 3),
        ("Network Metrics", 17, .regular, 125.33, 20.33, 3),
        ("UITextField/UITextView example", 16, .medium, 237.5, 19.5, 2),
        ("Safe Area", 16, .medium, 72, 19.5, 2),
        ("StackView", 16, .medium, 78, 19.5, 2),
        ("UICollectionView example", 16, .medium, 192.5, 19.5, 2),
        ("Full Screen TextViewController", 16, .medium, 227.5, 19.5, 2),
        ("Push", 15, .regular, 35, 18, 2),
        ("Present", 15, .regular, 53, 18, 2),
        ("Button", 15, .regular, 46, 18, 2),
    ]

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    @Test func widthsAreWithinTheCalibratedError() {
        var errors: [Double] = []
        for sample in Self.corpus {
            let size = TextMetrics(scale: sample.scale).size(of: sample.text, fontSize: sample.size, weight: sample.weight)
            let error = abs(size.width - sample.width)
            errors.append(error)
            #expect(error <= 4, "\(sample.text): \(size.width) for \(sample.width)")
        }
        #expect(Self.percentile(errors, 0.5) <= 1.5)
        #expect(Self.percentile(errors, 0.9) <= 3)
    }

    @Test func heightsMatchInterfaceBuilderExactly() {
        for sample in Self.corpus {
            let size = TextMetrics(scale: sample.scale).size(of: sample.text, fontSize: sample.size, weight: sample.weight)
            #expect(abs(size.height - sample.height) < 0.01, "\(sample.text)")
            #expect(size.lineCount == 1 && !size.isTruncated)
        }
        #expect(TextMetrics.standard.size(of: "Label", fontSize: 17).height == 20.5)
        #expect(abs(TextMetrics.lineHeight(fontSize: 17) - 20.287) < 0.001)
    }

    @Test func baselines() {
        let size = TextMetrics.standard.size(of: "Label", fontSize: 17)
        // 16.19 ascender plus half of the 0.21 the height was rounded up by.
        #expect(abs(size.firstBaselineFromTop - 16.29) < 0.01)
        #expect(abs(size.lastBaselineFromBottom - 4.21) < 0.01)
        let two = TextMetrics.standard.size(of: "a\nb", fontSize: 17, numberOfLines: 0)
        #expect(abs(two.height - two.lastBaselineFromBottom - (two.height - 20.287 * 2) / 2 - 20.287 - 16.186) < 0.01)
    }

    @Test func wrapsAtWordBoundaries() {
        let metrics = TextMetrics.standard
        let one = metrics.size(of: "alpha beta gamma", fontSize: 17)
        let alphaBeta = TextMetrics.width(of: "alpha beta", fontSize: 17)
        let wrapped = metrics.size(of: "alpha beta gamma", fontSize: 17, maxWidth: alphaBeta + 1, numberOfLines: 0)
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.width == metrics.roundUp(alphaBeta))
        #expect(wrapped.height == metrics.roundUp(2 * TextMetrics.lineHeight(fontSize: 17)))
        #expect(one.lineCount == 1 && one.width > wrapped.width)
        // Each word on its own line when the width is narrower than two words.
        let narrow = metrics.size(of: "alpha beta gamma", fontSize: 17, maxWidth: TextMetrics.width(of: "gamma", fontSize: 17) + 1, numberOfLines: 0)
        #expect(narrow.lineCount == 3)
        // Spaces at the break hang: a line that fits but for its trailing space still fits.
        let exact = metrics.size(of: "alpha beta", fontSize: 17, maxWidth: TextMetrics.width(of: "alpha", fontSize: 17), numberOfLines: 0)
        #expect(exact.lineCount == 2)
    }

    @Test func longWordsBreakBetweenCharacters() {
        let metrics = TextMetrics.standard
        let word = String(repeating: "m", count: 40)
        let size = metrics.size(of: word, fontSize: 10, maxWidth: 50, numberOfLines: 0)
        #expect(size.lineCount == Int((TextMetrics.width(of: word, fontSize: 10) / 50).rounded(.up)))
        #expect(size.width <= 50)
    }

    @Test func lineLimitAndTruncation() {
        let metrics = TextMetrics.standard
        let text = "one two three four five six seven eight nine ten"
        let two = metrics.size(of: text, fontSize: 17, maxWidth: 80, numberOfLines: 2)
        #expect(two.lineCount == 2 && two.isTruncated && two.width == 80)
        let unlimited = metrics.size(of: text, fontSize: 17, maxWidth: 80, numberOfLines: 0)
        #expect(unlimited.lineCount > 2 && !unlimited.isTruncated)
        let single = metrics.size(of: text, fontSize: 17, maxWidth: 80)
        #expect(single.lineCount == 1 && single.isTruncated && single.width == 80)
        // Explicit line breaks start lines even without a width; one line shows the first.
        let lines = metrics.size(of: "short\nmuch longer line\u{2028}x", fontSize: 17, numberOfLines: 0)
        #expect(lines.lineCount == 3)
        #expect(lines.width == metrics.roundUp(TextMetrics.width(of: "much longer line", fontSize: 17)))
        let first = metrics.size(of: "short\nmuch longer line", fontSize: 17)
        #expect(first.lineCount == 1 && first.isTruncated)
    }

    /// Multi-line corpus labels (12 pt, `numberOfLines="0"`, in cells of the frame's width).
    @Test func multiLineCorpusLabels() {
        let metrics = TextMetrics.standard
        let wrapping = "IQKeyboardManager doesn't affet UITableViewController default scrolling implementation. UITableViewController class automatically resizes and repositions its table view when there is in-line editing of text fields"
        #expect(metrics.size(of: wrapping, fontSize: 12, maxWidth: 355.5, numberOfLines: 0).height == 57.5)
        let separated = "- shouldRestoreScrollViewContentOffset\u{2028}A UITableView as a child of UIViewController embedded in the storyboard using a container view."
        #expect(metrics.size(of: separated, fontSize: 12, maxWidth: 353, numberOfLines: 0).height == 43)
        let listed = "- addPreviousNextDoneOnKeyboardWithTarget: previousAction: nextAction: doneAction:\u{2028}- addDoneOnKeyboardWithTarget: action:\u{2028}- Use Toolbar title as button to do something special"
        #expect(metrics.size(of: listed, fontSize: 12, maxWidth: 297, numberOfLines: 0).height == 57.5)
    }

    @Test func deterministicAndMonotonic() {
        let metrics = TextMetrics(scale: 3)
        let text = "The quick brown fox jumps over the lazy dog. 0123456789 ÄÖÜ 日本語 👍🏽"
        #expect(metrics.size(of: text, fontSize: 17, maxWidth: 120, numberOfLines: 0) == metrics.size(of: text, fontSize: 17, maxWidth: 120, numberOfLines: 0))
        #expect(TextMetrics.width(of: "Title", fontSize: 18) > TextMetrics.width(of: "Title", fontSize: 17))
        #expect(TextMetrics.width(of: "Title", fontSize: 17, weight: .bold) > TextMetrics.width(of: "Title", fontSize: 17, weight: .semibold))
        #expect(TextMetrics.width(of: "Title", fontSize: 17, weight: .light) < TextMetrics.width(of: "Title", fontSize: 17))
        #expect(TextMetrics.advance(of: "日") == 1)
        #expect(TextMetrics.advance(of: "👍🏽") == 1.2)
        #expect(TextMetrics.advance(of: "\u{301}") == 0)
        #expect(TextMetrics.advance(of: "Ä") == TextMetrics.advance(of: "A"))
        #expect(TextMetrics.advance(of: "é") == TextMetrics.advance(of: "e"))
        #expect(TextMetrics.advance(of: "W") > TextMetrics.advance(of: "A"))
        #expect(TextMetrics.advance(of: "i") < TextMetrics.advance(of: "n"))
    }

    @Test func emptyTextAndDefaultSize() {
        #expect(TextMetrics.standard.size(of: "", fontSize: 17) == TextMetrics.Size(
            width: 0, height: 0, lineCount: 0, firstBaselineFromTop: 0, lastBaselineFromBottom: 0, isTruncated: false))
        // Interface Builder's pointSize="0.0" is the 12-point default (corpus: "Title" 25 × 14.5).
        let title = TextMetrics.standard.size(of: "Title", fontSize: 0)
        #expect(title.height == 14.5)
        #expect(abs(title.width - 25) <= 1)
    }

    @Test func trackingFollowsTheTable() {
        #expect(TextMetrics.tracking(fontSize: 12) == 0)
        #expect(abs(TextMetrics.tracking(fontSize: 17) + 0.026) < 1e-12)
        #expect(abs(TextMetrics.tracking(fontSize: 28) - 0.014) < 1e-12)
        #expect(abs(TextMetrics.tracking(fontSize: 12.5) + 0.003) < 1e-12)
        #expect(TextMetrics.tracking(fontSize: 2) == 0.041)
        #expect(TextMetrics.tracking(fontSize: 200) == 0)
    }

    @Test func textStylesAndWeights() {
        #expect(TextMetrics.textStyle("UICTFontTextStyleBody")! == (17, .regular))
        #expect(TextMetrics.textStyle("UICTFontTextStyleHeadline")! == (17, .semibold))
        #expect(TextMetrics.textStyle("caption2")! == (11, .regular))
        #expect(TextMetrics.textStyle("UICTFontTextStyleTitle1")! == (28, .regular))
        #expect(TextMetrics.textStyle("poster") == nil)
        #expect(TextMetrics.Weight(interfaceBuilderType: "boldSystem", weight: nil) == .bold)
        #expect(TextMetrics.Weight(interfaceBuilderType: "system", weight: "medium") == .medium)
        #expect(TextMetrics.Weight(interfaceBuilderType: "system", weight: nil) == .regular)
        #expect(abs(TextMetrics.Weight.medium.widthFactor - 1.0199) < 1e-9)
        #expect(TextMetrics.Weight.regular.widthFactor == 1)
    }
}
