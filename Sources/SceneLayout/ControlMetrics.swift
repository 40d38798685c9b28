/// A content size (UIKit's `intrinsicContentSize`): nil on an axis means none
/// (`UIView.noIntrinsicMetric`), so constraints alone size the control that way.
public struct ControlSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    /// Creates a size.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// The standard controls, by their Interface Builder element names.
public enum ControlKind: String, CaseIterable, Hashable, Sendable {
    case label, button, textField, segmentedControl, pageControl
    case `switch`, stepper, slider, progressView, activityIndicatorView, searchBar, datePicker, pickerView
}

/// The content sizes UIKit gives its standard controls (the iOS 13–18 look), as Interface
/// Builder frames show them.
///
/// Sources: "corpus" values were read off the frames of `/work/shared/corpus/storyboards`;
/// "UIKit" values are UIKit's documented or long-standing sizes, matching the default frames
/// Interface Builder gives a control dropped on a canvas; "model" values are formulas around
/// ``TextMetrics`` whose paddings are approximations. Frames include UIKit's alignment-rect
/// outsets (a slider's frame is 31 tall, its alignment rectangle 30): this engine has no
/// alignment rectangles, so the frame is the size.
public enum ControlMetrics {
    /// `UISwitch`: 51 × 31 (corpus: 9 switches in Xcode 9–16 documents).
    public static let switchSize = ControlSize(width: 51, height: 31)
    /// `UISwitch` in the iOS 26 design: 63 × 28 (corpus: 2 switches in an Xcode 26 document).
    public static let switchSizeIOS26 = ControlSize(width: 63, height: 28)
    /// `UIStepper`: 94 × 32 (UIKit, iOS 13+; 94 × 29 before).
    public static let stepper = ControlSize(width: 94, height: 32)
    /// `UISlider`: no width, 31 tall (UIKit; Interface Builder frames are 31 tall and extend 2
    /// points beyond the alignment rectangle on each side).
    public static let slider = ControlSize(width: nil, height: 31)
    /// `UIProgressView` (default and bar styles): no width, 4 tall (UIKit, iOS 13+; 2 before).
    public static let progressView = ControlSize(width: nil, height: 4)
    /// `UISearchBar`: no width, 56 tall (UIKit, iOS 11+; 44 before).
    public static let searchBar = ControlSize(width: nil, height: 56)
    /// `UIDatePicker` with wheels: 320 × 216 (UIKit; the compact and inline styles of iOS 14+
    /// are not modelled and use this too).
    public static let datePicker = ControlSize(width: 320, height: 216)
    /// `UIPickerView`: 320 × 216 (UIKit; corpus frames are stretched by constraints).
    public static let pickerView = ControlSize(width: 320, height: 216)
    /// `UISegmentedControl` height: 32 (UIKit, iOS 13+; the corpus's one is 33 in an Xcode 26
    /// document, 29 before iOS 13).
    public static let segmentedControlHeight = 32.0

    /// Default font sizes: `UILabel` 17, `UIButton` 15 (17 with a button configuration),
    /// `UITextField` 14, `UISegmentedControl` 13 (UIKit; Interface Builder writes them).
    public static let labelFontSize = 17.0
    public static let buttonFontSize = 15.0
    public static let configurationButtonFontSize = 17.0
    public static let textFieldFontSize = 14.0
    public static let segmentedControlFontSize = 13.0

    /// The size of a control whose size does not depend on its content: switch, stepper,
    /// slider, progress view, activity indicator (medium), search bar, date picker, picker view;
    /// nil for the content-sized kinds (label, button, text field, segmented control, page
    /// control: see the functions below).
    public static func intrinsicSize(of kind: ControlKind) -> ControlSize? {
        switch kind {
        case .switch: switchSize
        case .stepper: stepper
        case .slider: slider
        case .progressView: progressView
        case .activityIndicatorView: activityIndicator(style: .medium)
        case .searchBar: searchBar
        case .datePicker: datePicker
        case .pickerView: pickerView
        case .label, .button, .textField, .segmentedControl, .pageControl: nil
        }
    }

    /// `UIActivityIndicatorView` styles, with Interface Builder's names.
    public enum ActivityIndicatorStyle: String, CaseIterable, Hashable, Sendable {
        case medium, large, gray, white, whiteLarge
    }

    /// `UIActivityIndicatorView`: 20 × 20 for medium, gray and white, 37 × 37 for large and
    /// white-large (UIKit; Interface Builder frames in public storyboards show the same).
    public static func activityIndicator(style: ActivityIndicatorStyle) -> ControlSize {
        switch style {
        case .medium, .gray, .white: ControlSize(width: 20, height: 20)
        case .large, .whiteLarge: ControlSize(width: 37, height: 37)
        }
    }

    /// `UILabel`: its text's size (``TextMetrics``); `maxWidth` wraps multi-line labels.
    public static func label(
        text: String, fontSize: Double = labelFontSize, weight: TextMetrics.Weight = .regular,
        numberOfLines: Int = 1, maxWidth: Double? = nil, metrics: TextMetrics = .standard
    ) -> ControlSize {
        let size = metrics.size(of: text, fontSize: fontSize, weight: weight, maxWidth: maxWidth, numberOfLines: numberOfLines)
        return ControlSize(width: size.width, height: size.height)
    }

    /// How a `UIButton` is drawn.
    public enum ButtonStyle: String, CaseIterable, Hashable, Sendable {
        /// A button without a configuration (system, custom, rounded-rect; UIKit before iOS 15 or
        /// without `buttonConfiguration`): the title plus 6 points above and below.
        case legacy
        /// A button with a `UIButton.Configuration` (iOS 15+): the title plus 7 points above and
        /// below and 12 on each side (corpus: a 17-point "Tap Me" button, 79.67 × 34.33).
        case configuration
    }

    /// `UIButton`: the title's size plus the style's padding and `contentInsets` (model; the
    /// corpus's legacy 15-point buttons are 30 tall, their widths within a point of the title).
    public static func button(
        title: String, fontSize: Double? = nil, weight: TextMetrics.Weight = .regular,
        contentInsets: LayoutInsets = .zero, style: ButtonStyle = .legacy, metrics: TextMetrics = .standard
    ) -> ControlSize {
        let size = fontSize ?? (style == .legacy ? buttonFontSize : configurationButtonFontSize)
        let lineHeight = metrics.roundUp(TextMetrics.lineHeight(fontSize: size))
        let titleWidth = title.isEmpty ? 0 : metrics.size(of: title, fontSize: size, weight: weight).width
        let (vertical, horizontal) = style == .legacy ? (6.0, 0.0) : (7.0, 12.0)
        return ControlSize(
            width: titleWidth + 2 * horizontal + contentInsets.left + contentInsets.right,
            height: lineHeight + 2 * vertical + contentInsets.top + contentInsets.bottom)
    }

    /// `UITextField` border styles, with Interface Builder's names.
    public enum TextFieldBorder: String, CaseIterable, Hashable, Sendable {
        case none, line, bezel, roundedRect
    }

    /// `UITextField`: the wider of the text and the placeholder, plus the border's padding; one
    /// line tall plus the border's padding. Rounded rect: 34 tall with the default 14-point font
    /// (corpus: 34 in Xcode 16–26 documents; 30 before iOS 13) and 7 points each side; bezel and
    /// line: 30 tall at 14 points (model); none: the line alone.
    public static func textField(
        border: TextFieldBorder, text: String = "", placeholder: String = "", fontSize: Double = textFieldFontSize,
        metrics: TextMetrics = .standard
    ) -> ControlSize {
        let lineHeight = metrics.roundUp(TextMetrics.lineHeight(fontSize: fontSize))
        let content = max(
            metrics.size(of: text, fontSize: fontSize).width, metrics.size(of: placeholder, fontSize: fontSize).width)
        let (vertical, horizontal): (Double, Double) = switch border {
        case .roundedRect: (17, 14)
        case .bezel, .line: (13, 8)
        case .none: (0, 0)
        }
        return ControlSize(width: content + horizontal, height: lineHeight + vertical)
    }

    /// `UISegmentedControl`: equal segments as wide as the widest title (13-point) plus 16
    /// points, 32 tall (model, sized so that Interface Builder's default "First | Second"
    /// control is 121 wide: 122 here).
    public static func segmentedControl(titles: [String], metrics: TextMetrics = .standard) -> ControlSize {
        guard !titles.isEmpty else { return ControlSize(width: nil, height: segmentedControlHeight) }
        let widest = titles.map { metrics.size(of: $0, fontSize: segmentedControlFontSize).width }.max() ?? 0
        return ControlSize(width: Double(titles.count) * (widest + 16), height: segmentedControlHeight)
    }

    /// `UIPageControl`: 26 tall, 16 points per page plus 26 (model of the iOS 14+ control; before
    /// iOS 14 it was 37 tall and `16 × pages − 9` wide).
    public static func pageControl(numberOfPages: Int) -> ControlSize {
        let pages = max(0, numberOfPages)
        return ControlSize(width: pages == 0 ? 0 : Double(pages) * 16 + 26, height: 26)
    }
}
