import Foundation
import SceneGraph
import SceneRuntime

/// One attribute a `<variation>` can change on a runtime object: how a value of the scene
/// file is assigned, and how the runtime's default reads.
@MainActor
struct VariableAttribute<Target> {
    /// The runtime's default as the scene file would write it (nil: no value).
    let defaultValue: String?
    /// The assignment of `value` (nil: the runtime's default); nil when the value does not fit.
    let assignment: @MainActor (_ value: String?) -> (@MainActor (Target) -> Void)?
}

/// The attributes of views, table cells and controllers that variations can change, with
/// the values and defaults generated code's `VariationStatements` uses — the same table,
/// done at run time. An attribute missing here cannot vary (generated code warns, the
/// interpreter notes it).
@MainActor
enum VariationValues {
    // MARK: Views

    /// How a view's attribute is set, by kind; nil when it cannot vary.
    static func viewAttribute(_ key: String, kind: ViewKind) -> VariableAttribute<View>? {
        switch (key, kind) {
        case ("hidden", _): return bool(default: false) { $0.isHidden = $1 }
        case ("alpha", _): return number(default: 1) { $0.alpha = CGFloat($1) }
        case ("tag", _): return integer(default: 0) { $0.tag = $1 }
        case ("accessibilityLabel", _): return text { $0.accessibilityLabel = $1 }
        case ("accessibilityHint", _): return text { $0.accessibilityHint = $1 }
        case ("text", .label): return text(Label.self) { $0.text = $1 }
        case ("text", .textField): return text(TextField.self) { $0.text = $1 }
        case ("text", .textView): return text(TextView.self) { $0.text = $1 }
        case ("text", .searchBar): return text(SearchBar.self) { $0.text = $1 }
        case ("placeholder", .textField): return text(TextField.self) { $0.placeholder = $1 }
        case ("placeholder", .searchBar): return text(SearchBar.self) { $0.placeholder = $1 }
        case ("prompt", .searchBar): return text(SearchBar.self) { $0.prompt = $1 }
        case ("title", .button): return text(Button.self) { $0.setTitle($1, for: .normal) }
        case ("image", .button): return text(Button.self) { $0.setImage($1.flatMap { Image(named: $0) }, for: .normal) }
        case ("image", .imageView): return text(ImageView.self) { $0.image = $1.flatMap { Image(named: $0) } }
        case ("on", .switch): return bool(default: false, Switch.self) { $0.isOn = $1 }
        case ("editable", .textView): return bool(default: true, TextView.self) { $0.isEditable = $1 }
        case ("value", .slider): return number(default: 0, Slider.self) { $0.value = Float($1) }
        case ("value", .stepper): return number(default: 0, Stepper.self) { $0.value = $1 }
        case ("minimumValue", .slider), ("minValue", .slider): return number(default: 0, Slider.self) { $0.minimumValue = Float($1) }
        case ("maximumValue", .slider), ("maxValue", .slider): return number(default: 1, Slider.self) { $0.maximumValue = Float($1) }
        case ("minimumValue", .stepper), ("minValue", .stepper): return number(default: 0, Stepper.self) { $0.minimumValue = $1 }
        case ("maximumValue", .stepper), ("maxValue", .stepper): return number(default: 100, Stepper.self) { $0.maximumValue = $1 }
        case ("stepValue", .stepper): return number(default: 1, Stepper.self) { $0.stepValue = $1 }
        case ("selectedSegmentIndex", .segmentedControl): return integer(default: -1, SegmentedControl.self) { $0.selectedSegmentIndex = $1 }
        case ("axis", .stackView):
            let axes: [String: StackView.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
            return word(default: "horizontal", among: axes, StackView.self) { $0.axis = $1 }
        case ("spacing", .stackView): return number(default: 0, StackView.self) { $0.spacing = CGFloat($1) }
        case ("numberOfPages", .pageControl): return integer(default: 0, PageControl.self) { $0.numberOfPages = $1 }
        case ("currentPage", .pageControl): return integer(default: 0, PageControl.self) { $0.currentPage = $1 }
        case ("progress", .progressView): return number(default: 0, ProgressView.self) { $0.progress = Float($1) }
        case ("animating", .activityIndicator):
            // As generated code: "true" starts it, anything else stops it.
            return VariableAttribute(defaultValue: "false") { value in
                let animates = value == "true"
                return on(ActivityIndicatorView.self) { if animates { $0.startAnimating() } else { $0.stopAnimating() } }
            }
        default: return nil
        }
    }

    /// A view's attribute as its element sets it outside any variation (nil: not set).
    static func baseValue(of key: String, in node: ViewNode) -> String? {
        switch key {
        case "accessibilityLabel": node.accessibilityLabel
        case "accessibilityHint": node.accessibilityHint
        default: node.properties[key]
        }
    }

    // MARK: Cells

    /// How a cell's attribute is set; nil when it cannot vary (its style is fixed when made;
    /// a collection cell has no accessory).
    static func cellAttribute(_ key: String, isCollectionCell: Bool) -> VariableAttribute<View>? {
        switch key {
        case "accessoryType" where !isCollectionCell:
            let types: [String: TableViewCell.AccessoryType] = [
                "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
                "checkmark": .checkmark, "detailButton": .detailButton,
            ]
            return word(default: "none", among: types, TableViewCell.self) { $0.accessoryType = $1 }
        case "accessibilityLabel":
            return text { $0.accessibilityLabel = $1 }
        default:
            return nil
        }
    }

    /// A cell's attribute as its element sets it outside any variation.
    static func baseValue(of key: String, in cell: CellPrototype) -> String? {
        key == "accessibilityLabel" ? cell.accessibilityLabel : cell.properties[key]
    }

    // MARK: Controllers

    /// How a controller's attribute is set; nil when it cannot vary (`preferredDisplayMode`
    /// is a split view controller's).
    static func controllerAttribute(_ key: String, isSplit: Bool) -> VariableAttribute<ViewController>? {
        switch key {
        case "title":
            return VariableAttribute(defaultValue: nil) { value in { $0.title = value } }
        case "presentationStyle":
            return VariableAttribute(defaultValue: "automatic") { value in
                guard let style = PresentationStyle(rawValue: value ?? "automatic") else { return nil }
                let runtimeStyle = RuntimeValues.presentationStyle(style)
                return { controller in controller.modalPresentationStyle = runtimeStyle }
            }
        case "transitionStyle":
            return VariableAttribute(defaultValue: "coverVertical") { value in
                guard let style = TransitionStyle(rawValue: value ?? "coverVertical") else { return nil }
                let runtimeStyle = RuntimeValues.transitionStyle(style)
                return { controller in controller.modalTransitionStyle = runtimeStyle }
            }
        case "preferredDisplayMode" where isSplit:
            return VariableAttribute(defaultValue: "automatic") { value in
                guard let mode = displayMode(value) else { return nil }
                return { controller in (controller as? SplitViewController)?.preferredDisplayMode = mode }
            }
        case "definesPresentationContext":
            return bool(default: false) { $0.definesPresentationContext = $1 }
        case "hidesBottomBarWhenPushed":
            return bool(default: false) { $0.hidesBottomBarWhenPushed = $1 }
        case "providesPresentationContextTransitionStyle":
            return bool(default: false) { $0.providesPresentationContextTransitionStyle = $1 }
        default:
            return nil
        }
    }

    /// A controller's attribute as its scene sets it outside any variation.
    static func baseValue(of key: String, in scene: Scene) -> String? {
        switch key {
        case "title": scene.title
        case "presentationStyle": scene.presentationStyle?.rawValue
        case "transitionStyle": scene.transitionStyle?.rawValue
        case "preferredDisplayMode": scene.settings[key]
        default: scene.flags[key].map { $0 ? "true" : "false" }
        }
    }

    /// A split view's display mode by name (nil: `automatic`), with Interface Builder's older
    /// names (`allVisible`, `primaryOverlay`, `primaryHidden`); nil when it names none.
    static func displayMode(_ name: String?) -> SplitViewController.DisplayMode? {
        let legacy = ["allVisible": "oneBesideSecondary", "primaryOverlay": "oneOverSecondary", "primaryHidden": "secondaryOnly"]
        let modes: [String: SplitViewController.DisplayMode] = [
            "automatic": .automatic, "secondaryOnly": .secondaryOnly, "oneBesideSecondary": .oneBesideSecondary,
            "oneOverSecondary": .oneOverSecondary, "twoBesideSecondary": .twoBesideSecondary,
            "twoOverSecondary": .twoOverSecondary, "twoDisplaceSecondary": .twoDisplaceSecondary,
        ]
        return modes[name.map { legacy[$0] ?? $0 } ?? "automatic"]
    }

    // MARK: Segues

    /// The runtime defaults of the attributes a segue's variation can change, as they read
    /// (nil: the destination's own setting stands).
    static let segueDefaults: [String: String?] = ["presentationStyle": nil, "transitionStyle": nil, "animates": "true"]

    /// Whether `value` is one a segue's `key` can vary to (`presentationStyle`,
    /// `transitionStyle`, `animates`), as generated code's `varying(_:…)` takes them.
    static func segueAccepts(_ key: String, value: String) -> Bool {
        switch key {
        case "presentationStyle": PresentationStyle(rawValue: value) != nil
        case "transitionStyle": TransitionStyle(rawValue: value) != nil
        case "animates": value == "true" || value == "false"
        default: false
        }
    }

    // MARK: Value kinds

    private static func on<T>(_ type: T.Type, _ body: @escaping @MainActor (T) -> Void) -> @MainActor (View) -> Void {
        { view in (view as? T).map(body) }
    }

    private static func bool<Target>(default standard: Bool, _ set: @escaping @MainActor (Target, Bool) -> Void) -> VariableAttribute<Target> {
        VariableAttribute(defaultValue: standard ? "true" : "false") { value in
            let parsed: Bool
            switch value {
            case nil: parsed = standard
            case "true"?: parsed = true
            case "false"?: parsed = false
            default: return nil
            }
            return { set($0, parsed) }
        }
    }

    private static func bool<T>(default standard: Bool, _ type: T.Type, _ set: @escaping @MainActor (T, Bool) -> Void) -> VariableAttribute<View> {
        bool(default: standard) { (view: View, value) in (view as? T).map { set($0, value) } }
    }

    private static func number<Target>(default standard: Double, _ set: @escaping @MainActor (Target, Double) -> Void) -> VariableAttribute<Target> {
        VariableAttribute(defaultValue: format(standard)) { value in
            guard let parsed = value.map({ Double($0).flatMap { $0.isFinite ? $0 : nil } }) ?? standard else { return nil }
            return { set($0, parsed) }
        }
    }

    private static func number<T>(default standard: Double, _ type: T.Type, _ set: @escaping @MainActor (T, Double) -> Void) -> VariableAttribute<View> {
        number(default: standard) { (view: View, value) in (view as? T).map { set($0, value) } }
    }

    private static func integer<Target>(default standard: Int, _ set: @escaping @MainActor (Target, Int) -> Void) -> VariableAttribute<Target> {
        VariableAttribute(defaultValue: String(standard)) { value in
            guard let parsed = value.map({ Int($0) }) ?? standard else { return nil }
            return { set($0, parsed) }
        }
    }

    private static func integer<T>(default standard: Int, _ type: T.Type, _ set: @escaping @MainActor (T, Int) -> Void) -> VariableAttribute<View> {
        integer(default: standard) { (view: View, value) in (view as? T).map { set($0, value) } }
    }

    private static func text<Target>(_ set: @escaping @MainActor (Target, String?) -> Void) -> VariableAttribute<Target> {
        VariableAttribute(defaultValue: nil) { value in { set($0, value) } }
    }

    private static func text<T>(_ type: T.Type, _ set: @escaping @MainActor (T, String?) -> Void) -> VariableAttribute<View> {
        text { (view: View, value) in (view as? T).map { set($0, value) } }
    }

    private static func word<T, Value>(default standard: String, among words: [String: Value], _ type: T.Type,
                                       _ set: @escaping @MainActor (T, Value) -> Void) -> VariableAttribute<View> {
        VariableAttribute(defaultValue: standard) { value in
            guard let parsed = words[value ?? standard] else { return nil }
            return on(T.self) { set($0, parsed) }
        }
    }

    /// `1` rather than `1.0`.
    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
