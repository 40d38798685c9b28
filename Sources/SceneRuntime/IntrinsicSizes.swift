import Foundation
import SceneLayout

/// The intrinsic content sizes of the standard views and controls: SceneLayout's
/// `ControlMetrics` (UIKit's sizes) and `TextMetrics` (text measured as San Francisco), at the
/// view's display scale.
@MainActor
enum IntrinsicSizes {
    /// No content size on either axis.
    static let none = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    static var switchControl: CGSize { CGSize(ControlMetrics.switchSize) }
    static var stepper: CGSize { CGSize(ControlMetrics.stepper) }
    static var slider: CGSize { CGSize(ControlMetrics.slider) }
    static var progressView: CGSize { CGSize(ControlMetrics.progressView) }
    static var searchBar: CGSize { CGSize(ControlMetrics.searchBar) }
    static var datePicker: CGSize { CGSize(ControlMetrics.datePicker) }
    static var pickerView: CGSize { CGSize(ControlMetrics.pickerView) }

    static func activityIndicator(large: Bool) -> CGSize {
        CGSize(ControlMetrics.activityIndicator(style: large ? .large : .medium))
    }

    static func pageControl(numberOfPages: Int) -> CGSize {
        CGSize(ControlMetrics.pageControl(numberOfPages: numberOfPages))
    }

    static func segmentedControl(titles: [String], in view: View) -> CGSize {
        CGSize(ControlMetrics.segmentedControl(titles: titles, metrics: metrics(for: view)))
    }

    /// An image view's: its image's size when known (a named image's size is not, headless).
    static func image(_ image: Image?) -> CGSize {
        guard let size = image?.size, size.width > 0 || size.height > 0 else { return none }
        return size
    }

    /// A label's: its text in its font, wrapped at `preferredMaxLayoutWidth` (else its current
    /// width) when it may take several lines.
    static func label(_ label: Label) -> CGSize {
        let size = measure(label)
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// A label's baselines: the first from the top, the last from the bottom.
    static func labelBaselines(_ label: Label) -> (first: CGFloat?, last: CGFloat?) {
        let size = measure(label)
        guard size.lineCount > 0 else { return (nil, nil) }
        return (CGFloat(size.firstBaselineFromTop), CGFloat(size.lastBaselineFromBottom))
    }

    /// A button's: its title (15 points, UIKit's default without a configuration) beside its image.
    static func button(title: String?, image: Image?, in view: View) -> CGSize {
        let titled = ControlMetrics.button(title: title ?? "", metrics: metrics(for: view))
        guard let imageSize = image?.size, imageSize.width > 0 || imageSize.height > 0 else { return CGSize(titled) }
        let titleWidth = (title ?? "").isEmpty ? 0 : CGFloat(titled.width ?? 0)
        return CGSize(width: titleWidth + imageSize.width, height: max(CGFloat(titled.height ?? 0), imageSize.height))
    }

    /// A text field's: the wider of its text and placeholder plus its border's padding.
    static func textField(_ field: TextField) -> CGSize {
        let border: ControlMetrics.TextFieldBorder = switch field.borderStyle {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
        return CGSize(ControlMetrics.textField(
            border: border, text: field.text ?? "", placeholder: field.placeholder ?? "",
            fontSize: Double(field.font.pointSize), metrics: metrics(for: field)))
    }

    private static func measure(_ label: Label) -> TextMetrics.Size {
        var maxWidth: Double?
        if label.numberOfLines != 1 {
            if label.preferredMaxLayoutWidth > 0 {
                maxWidth = Double(label.preferredMaxLayoutWidth)
            } else if label.bounds.width > 0 {
                maxWidth = Double(label.bounds.width)
            }
        }
        return metrics(for: label).size(
            of: label.text ?? "", fontSize: Double(label.font.pointSize),
            weight: TextMetrics.Weight(rawValue: label.font.weight.rawValue) ?? .regular,
            maxWidth: maxWidth, numberOfLines: label.numberOfLines)
    }

    /// Text measured at the view's display scale (2 when it has none).
    private static func metrics(for view: View) -> TextMetrics {
        let scale = view.traitCollection.displayScale
        return scale > 0 ? TextMetrics(scale: Double(scale)) : .standard
    }
}
