import SceneGraph

/// Statements that apply a view's kind-specific attributes (scene files and storyboards).
enum ViewProperties {
    /// The words of `UIStackView.Distribution`.
    static let stackDistributions: Set<String> = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    /// The words of `UIStackView.Alignment` (`top` and `bottom` are the runtime's aliases).
    static let stackAlignments: Set<String> = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]

    /// Appends the statements that apply `view`'s kind-specific attributes to `statements` (the
    /// view tree's own list: a list of their own for each view was an allocation and a copy, 0.5 %
    /// of `compile` of scene files, issue 26).
    static func appendStatements(for view: ViewNode, target: Expression, image imageType: SwiftType, to statements: inout [Statement]) throws(UngatedName) {
        let properties = view.properties
        // Most views have one or two properties: compared, not hashed (``PropertyLookup``).
        func setting(_ key: String) -> String? { PropertyLookup.value(of: key, in: properties) }
        func set(_ property: SwiftIdentifier, _ value: Expression) {
            statements.append(.assignment(target: .member(target, property), value: value))
        }
        func number(_ keys: String...) -> Double? {
            keys.lazy.compactMap { setting($0).flatMap(Double.init) }.first { $0.isFinite }
        }
        if let hidden = setting("hidden"), hidden == "true" { set("isHidden", .bool(true)) }
        if let tag = setting("tag").flatMap(Int.init), tag != 0 { set("tag", .integer(tag)) }
        if let alpha = number("alpha"), alpha != 1 { set("alpha", .double(alpha)) }
        switch view.kind {
        case .label:
            if let text = setting("text") { set("text", .string(text)) }
        case .button:
            if let title = setting("title") {
                statements.append(.expression(.call(.member(target, "setTitle"), [Argument(nil, .string(title)), Argument("for", .implicitMember("normal"))], trailingClosure: nil)))
            }
            if let image = setting("image") {
                statements.append(.expression(.call(.member(target, "setImage"), [Argument(nil, imageNamed(image, imageType)), Argument("for", .implicitMember("normal"))], trailingClosure: nil)))
            }
        case .textField:
            if let text = setting("text") { set("text", .string(text)) }
            if let placeholder = setting("placeholder") { set("placeholder", .string(placeholder)) }
        case .textView:
            if let text = setting("text") { set("text", .string(text)) }
            if setting("editable") == "false" { set("isEditable", .bool(false)) }
        case .switch:
            if setting("on") == "true" { set("isOn", .bool(true)) }
        case .slider, .stepper:
            // Bounds first: the value is clamped to them.
            if let minimum = number("minimumValue", "minValue") { set("minimumValue", .double(minimum)) }
            if let maximum = number("maximumValue", "maxValue") { set("maximumValue", .double(maximum)) }
            if let step = number("stepValue") { set("stepValue", .double(step)) }
            if let value = number("value") { set("value", .double(value)) }
        case .segmentedControl:
            if let segments = setting("segments") {
                let titles = segments.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
                for (index, title) in titles.enumerated() {
                    statements.append(.expression(.call(.member(target, "insertSegment"), [
                        Argument("withTitle", .string(title)), Argument("at", .integer(index)), Argument("animated", .bool(false)),
                    ], trailingClosure: nil)))
                }
            }
            if let index = setting("selectedSegmentIndex").flatMap(Int.init) { set("selectedSegmentIndex", .integer(index)) }
        case .datePicker:
            if let mode = setting("mode") { set("datePickerMode", .implicitMember(try SwiftIdentifier(mode))) }
        case .imageView:
            if let image = setting("image") { set("image", imageNamed(image, imageType)) }
        case .stackView:
            if let axis = setting("axis"), axis == "vertical" || axis == "horizontal" { set("axis", .implicitMember(axis == "vertical" ? "vertical" : "horizontal")) }
            if let spacing = number("spacing") { set("spacing", .double(spacing)) }
            if let distribution = setting("distribution"), Self.stackDistributions.contains(distribution) {
                set("distribution", .implicitMember(try SwiftIdentifier(distribution)))
            }
            if let alignment = setting("alignment"), Self.stackAlignments.contains(alignment) {
                set("alignment", .implicitMember(try SwiftIdentifier(alignment)))
            }
            if let relative = setting("baselineRelativeArrangement") { set("isBaselineRelativeArrangement", .bool(relative == "true")) }
            if let relative = setting("layoutMarginsRelativeArrangement") { set("isLayoutMarginsRelativeArrangement", .bool(relative == "true")) }
        case .activityIndicator:
            if setting("animating") == "true" {
                statements.append(.expression(.call(.member(target, "startAnimating"), [], trailingClosure: nil)))
            }
        case .pageControl:
            if let pages = setting("numberOfPages").flatMap(Int.init) { set("numberOfPages", .integer(pages)) }
            if let page = setting("currentPage").flatMap(Int.init) { set("currentPage", .integer(page)) }
        case .progressView:
            if let progress = number("progress") { set("progress", .double(progress)) }
        case .searchBar:
            if let text = setting("text") { set("text", .string(text)) }
            if let placeholder = setting("placeholder") { set("placeholder", .string(placeholder)) }
            if let prompt = setting("prompt") { set("prompt", .string(prompt)) }
        case .view, .scrollView, .tableView, .collectionView, .containerView, .toolbar, .pickerView, .other:
            break
        }
    }

    private static func imageNamed(_ name: String, _ imageType: SwiftType) -> Expression {
        .call(.type(imageType), [Argument("named", .string(name))], trailingClosure: nil)
    }
}
