import Foundation
import SceneGraph
import SceneRuntime

/// Makes a runtime view for a `ViewNode` and applies its attributes — what `ViewProperties`
/// and `ViewTreeTranslator` write in generated code, done at run time.
@MainActor
enum ViewAttributes {
    /// A new view of the node's kind (the runtime class of the kind: custom classes are not at hand).
    static func makeView(_ node: ViewNode) -> View {
        switch node.kind {
        case .label: Label(frame: .zero)
        case .button: Button(frame: .zero)
        case .textField: TextField(frame: .zero)
        case .textView: TextView(frame: .zero)
        case .switch: Switch(frame: .zero)
        case .slider: Slider(frame: .zero)
        case .stepper: Stepper(frame: .zero)
        case .segmentedControl: SegmentedControl(frame: .zero)
        case .datePicker: DatePicker(frame: .zero)
        case .imageView: ImageView(frame: .zero)
        case .scrollView: ScrollView(frame: .zero)
        case .stackView: StackView(frame: .zero)
        case .tableView: TableView(frame: .zero, style: RuntimeValues.tableStyle(node.properties["style"]))
        case .collectionView: CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        case .containerView: ContainerView(frame: .zero)
        case .activityIndicator: ActivityIndicatorView(frame: .zero)
        case .pageControl: PageControl(frame: .zero)
        case .progressView: ProgressView(frame: .zero)
        case .toolbar: Toolbar(frame: .zero)
        case .pickerView: PickerView(frame: .zero)
        case .searchBar: SearchBar(frame: .zero)
        case .view, .other: View(frame: .zero)
        }
    }

    /// Applies accessibility, restoration id and the kind-specific attributes.
    static func apply(_ node: ViewNode, to view: View) {
        let properties = node.properties
        func number(_ keys: String...) -> Double? {
            keys.lazy.compactMap { properties[$0].flatMap(Double.init) }.first { $0.isFinite }
        }
        if let label = node.accessibilityLabel { view.accessibilityLabel = label }
        if let identifier = node.accessibilityIdentifier { view.accessibilityIdentifier = identifier }
        if let hint = node.accessibilityHint { view.accessibilityHint = hint }
        if let restorationID = node.restorationID { view.restorationIdentifier = restorationID }
        if properties["hidden"] == "true" { view.isHidden = true }
        if let tag = properties["tag"].flatMap(Int.init), tag != 0 { view.tag = tag }
        if let alpha = number("alpha"), alpha != 1 { view.alpha = CGFloat(alpha) }
        switch view {
        case let label as Label:
            if let text = properties["text"] { label.text = text }
        case let button as Button:
            if let title = properties["title"] { button.setTitle(title, for: .normal) }
            if let image = properties["image"] { button.setImage(Image(named: image), for: .normal) }
        case let field as TextField:
            if let text = properties["text"] { field.text = text }
            if let placeholder = properties["placeholder"] { field.placeholder = placeholder }
        case let textView as TextView:
            if let text = properties["text"] { textView.text = text }
            if properties["editable"] == "false" { textView.isEditable = false }
        case let control as Switch:
            if properties["on"] == "true" { control.isOn = true }
        case let slider as Slider:
            // Bounds first: the value is clamped to them.
            if let minimum = number("minimumValue", "minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = number("maximumValue", "maxValue") { slider.maximumValue = Float(maximum) }
            if let value = number("value") { slider.value = Float(value) }
        case let stepper as Stepper:
            if let minimum = number("minimumValue", "minValue") { stepper.minimumValue = minimum }
            if let maximum = number("maximumValue", "maxValue") { stepper.maximumValue = maximum }
            if let step = number("stepValue") { stepper.stepValue = step }
            if let value = number("value") { stepper.value = value }
        case let segmented as SegmentedControl:
            if let segments = properties["segments"] {
                let titles = segments.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, title) in titles.enumerated() { segmented.insertSegment(withTitle: title, at: index, animated: false) }
            }
            if let index = properties["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = index }
        case let picker as DatePicker:
            switch properties["mode"] {
            case "time": picker.datePickerMode = .time
            case "date": picker.datePickerMode = .date
            case "dateAndTime": picker.datePickerMode = .dateAndTime
            case "countDownTimer": picker.datePickerMode = .countDownTimer
            default: break
            }
        case let imageView as ImageView:
            if let image = properties["image"] { imageView.image = Image(named: image) }
        case let stack as StackView:
            if properties["axis"] == "vertical" { stack.axis = .vertical }
            if properties["axis"] == "horizontal" { stack.axis = .horizontal }
            if let spacing = number("spacing") { stack.spacing = CGFloat(spacing) }
            if let distribution = properties["distribution"].flatMap(StackView.Distribution.init(name:)) { stack.distribution = distribution }
            if let alignment = properties["alignment"].flatMap(StackView.Alignment.init(name:)) { stack.alignment = alignment }
            if let relative = properties["baselineRelativeArrangement"] { stack.isBaselineRelativeArrangement = relative == "true" }
            if let relative = properties["layoutMarginsRelativeArrangement"] { stack.isLayoutMarginsRelativeArrangement = relative == "true" }
        case let indicator as ActivityIndicatorView:
            if properties["animating"] == "true" { indicator.startAnimating() }
        case let pageControl as PageControl:
            if let pages = properties["numberOfPages"].flatMap(Int.init) { pageControl.numberOfPages = pages }
            if let page = properties["currentPage"].flatMap(Int.init) { pageControl.currentPage = page }
        case let progressView as ProgressView:
            if let progress = number("progress") { progressView.progress = Float(progress) }
        case let searchBar as SearchBar:
            if let text = properties["text"] { searchBar.text = text }
            if let placeholder = properties["placeholder"] { searchBar.placeholder = placeholder }
            if let prompt = properties["prompt"] { searchBar.prompt = prompt }
        default:
            break
        }
    }

    /// A short human name for a view: its title or text, else its accessibility label.
    static func caption(of view: View) -> String? {
        if let button = view as? Button, let title = button.currentTitle, !title.isEmpty { return title }
        if let label = view as? Label, let text = label.text, !text.isEmpty { return text }
        return view.accessibilityLabel
    }
}

extension StackView.Distribution {
    /// The distribution a scene-file or storyboard word names.
    init?(name: String) {
        let all: [String: StackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        guard let value = all[name] else { return nil }
        self = value
    }
}

extension StackView.Alignment {
    /// The alignment a scene-file or storyboard word names (`top` and `bottom` included).
    init?(name: String) {
        let all: [String: StackView.Alignment] = [
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
        ]
        guard let value = all[name] else { return nil }
        self = value
    }
}
