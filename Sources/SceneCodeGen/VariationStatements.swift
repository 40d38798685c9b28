import SceneGraph

/// Size-class variations as runtime registrations: `addTraitVariation(_:apply:restore:)` on a
/// view, cell or controller, with closures that set the varied values and put the base values
/// back, and `varying(_:…)` on a segue template. An attribute a variation overrides that the
/// runtime cannot vary gets a located warning.
enum VariationStatements {
    /// The values of one attribute: the statements setting it to a value (nil: its default).
    typealias Setter = (_ value: String?, _ target: Expression) -> [Statement]?

    /// `TraitCondition(horizontalSizeClass: .compact, …)`.
    static func condition(_ variation: TraitVariation, context: TranslationContext) -> Expression {
        var arguments: [Argument] = []
        if let size = variation.horizontalSizeClass { arguments.append(Argument("horizontalSizeClass", .implicitMember(sizeClass(size)))) }
        if let size = variation.verticalSizeClass { arguments.append(Argument("verticalSizeClass", .implicitMember(sizeClass(size)))) }
        return Expression.type(context.rt("TraitCondition")).called(arguments)
    }

    private static func sizeClass(_ size: SizeClass) -> SwiftIdentifier {
        size == .compact ? "compact" : "regular"
    }

    /// `target.addTraitVariation(condition, apply: { … }, restore: { … })` for each variation;
    /// `base` gives an attribute's value outside the variations (nil: the runtime's default);
    /// `setter` the statements for one attribute, nil when the runtime cannot vary it. `owner`
    /// names the view or scene in a warning, and is made only for one (most views have no
    /// variation; making it for each was ~600 instructions a view).
    static func registrations(
        _ variations: [TraitVariation], target: Expression, base: (String) -> String?, owner: @autoclosure () -> String,
        context: TranslationContext, setter: (String) -> Setter?
    ) -> (statements: [Statement], diagnostics: [Diagnostic]) {
        var statements: [Statement] = []
        var diagnostics: [Diagnostic] = []
        for variation in variations {
            var apply: [Statement] = []
            var restore: [Statement] = []
            for key in variation.overrides.keys.sorted() {
                guard let set = setter(key), let varied = set(variation.overrides[key], .closureArgument(0)),
                      let original = set(base(key), .closureArgument(0)) else {
                    diagnostics.append(.warning(
                        "the variation of '\(key)' of \(owner()) is not applied: the runtime cannot change it with the size class",
                        at: variation.source.location(of: key), rule: SceneTranslator.Rule.unsupported))
                    continue
                }
                apply += varied
                restore += original
            }
            guard !apply.isEmpty else { continue }
            statements.append(.expression(target.dot("addTraitVariation").called(
                Argument(nil, condition(variation, context: context)),
                Argument("apply", .closure(Closure(body: apply))),
                Argument("restore", .closure(Closure(body: restore))))))
        }
        return (statements, diagnostics)
    }

    // MARK: Views

    /// How a view's attribute is set, by kind; nil when it cannot vary.
    static func viewSetter(_ key: String, kind: ViewKind, imageType: SwiftType) -> Setter? {
        func property(_ name: SwiftIdentifier, _ literal: @escaping (String?) -> Expression?) -> Setter {
            { value, target in literal(value).map { [target.dot(name).assigned($0)] } }
        }
        switch (key, kind) {
        case ("hidden", _): return property("isHidden", bool(default: false))
        case ("alpha", _): return property("alpha", number(default: 1))
        case ("tag", _): return property("tag", integer(default: 0))
        case ("accessibilityLabel", _): return property("accessibilityLabel", optionalString)
        case ("accessibilityHint", _): return property("accessibilityHint", optionalString)
        case ("text", .label), ("text", .textField), ("text", .textView), ("text", .searchBar): return property("text", optionalString)
        case ("placeholder", .textField), ("placeholder", .searchBar): return property("placeholder", optionalString)
        case ("prompt", .searchBar): return property("prompt", optionalString)
        case ("title", .button):
            return { value, target in [.expression(target.dot("setTitle").called(Argument(nil, optionalString(value)), Argument("for", .implicitMember("normal"))))] }
        case ("image", .button):
            return { value, target in
                [.expression(target.dot("setImage").called(Argument(nil, image(value, imageType)), Argument("for", .implicitMember("normal"))))]
            }
        case ("image", .imageView): return property("image") { image($0, imageType) }
        case ("on", .switch): return property("isOn", bool(default: false))
        case ("editable", .textView): return property("isEditable", bool(default: true))
        case ("value", .slider), ("value", .stepper): return property("value", number(default: 0))
        case ("minimumValue", .slider), ("minValue", .slider), ("minimumValue", .stepper), ("minValue", .stepper):
            return property("minimumValue", number(default: 0))
        case ("maximumValue", .slider), ("maxValue", .slider): return property("maximumValue", number(default: 1))
        case ("maximumValue", .stepper), ("maxValue", .stepper): return property("maximumValue", number(default: 100))
        case ("stepValue", .stepper): return property("stepValue", number(default: 1))
        case ("selectedSegmentIndex", .segmentedControl): return property("selectedSegmentIndex", integer(default: -1))
        case ("axis", .stackView):
            return property("axis") { value in
                switch value ?? "horizontal" {
                case "horizontal": .implicitMember("horizontal")
                case "vertical": .implicitMember("vertical")
                default: nil
                }
            }
        case ("spacing", .stackView): return property("spacing", number(default: 0))
        case ("numberOfPages", .pageControl): return property("numberOfPages", integer(default: 0))
        case ("currentPage", .pageControl): return property("currentPage", integer(default: 0))
        case ("progress", .progressView): return property("progress", number(default: 0))
        case ("animating", .activityIndicator):
            return { value, target in
                [.expression(target.dot(value == "true" ? "startAnimating" : "stopAnimating").called())]
            }
        default: return nil
        }
    }

    /// How a table cell's attribute is set; nil when it cannot vary (its style is fixed when made).
    static func cellSetter(_ key: String) -> Setter? {
        switch key {
        case "accessoryType":
            return { value, target in
                let words: [SwiftIdentifier] = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
                guard let word = words.first(where: { $0.text == (value ?? "none") }) else { return nil }
                return [target.dot("accessoryType").assigned(.implicitMember(word))]
            }
        case "accessibilityLabel":
            return { value, target in [target.dot("accessibilityLabel").assigned(optionalString(value))] }
        default:
            return nil
        }
    }

    /// How a controller's attribute is set; nil when it cannot vary.
    static func controllerSetter(_ key: String) -> Setter? {
        switch key {
        case "title":
            return { value, target in [target.dot("title").assigned(optionalString(value))] }
        case "presentationStyle":
            return { value, target in
                guard let style = PresentationStyle(rawValue: value ?? "automatic") else { return nil }
                return [target.dot("modalPresentationStyle").assigned(.implicitMember(SwiftIdentifier(derived: style.rawValue, fallback: "automatic")))]
            }
        case "transitionStyle":
            return { value, target in
                guard let style = TransitionStyle(rawValue: value ?? "coverVertical") else { return nil }
                return [target.dot("modalTransitionStyle").assigned(.implicitMember(SwiftIdentifier(derived: style.rawValue, fallback: "coverVertical")))]
            }
        case "preferredDisplayMode":
            return { value, target in
                let modes: [SwiftIdentifier] = ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary",
                                                "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary"]
                // Interface Builder's older names: allVisible, primaryOverlay, primaryHidden.
                let legacy = ["allVisible": "oneBesideSecondary", "primaryOverlay": "oneOverSecondary", "primaryHidden": "secondaryOnly"]
                let name = value.map { legacy[$0] ?? $0 } ?? "automatic"
                guard let mode = modes.first(where: { $0.text == name }) else { return nil }
                return [target.dot("preferredDisplayMode").assigned(.implicitMember(mode))]
            }
        case "definesPresentationContext", "hidesBottomBarWhenPushed", "providesPresentationContextTransitionStyle":
            return { value, target in bool(default: false)(value).map { [target.dot(SwiftIdentifier(derived: key, fallback: "title")).assigned($0)] } }
        default:
            return nil
        }
    }

    // MARK: Segues

    /// `template.varying(condition, modalPresentationStyle: …)` for each variation of a segue,
    /// with a warning for an attribute a segue cannot vary.
    static func segueTemplate(_ template: Expression, segue: Segue, context: TranslationContext) -> (Expression, [Diagnostic]) {
        var result = template
        var diagnostics: [Diagnostic] = []
        for variation in segue.variations {
            var arguments: [Argument] = [Argument(nil, condition(variation, context: context))]
            for key in variation.overrides.keys.sorted() {
                let value = variation.overrides[key] ?? ""
                switch key {
                case "presentationStyle" where PresentationStyle(rawValue: value) != nil:
                    arguments.append(Argument("modalPresentationStyle", .implicitMember(SwiftIdentifier(derived: value, fallback: "automatic"))))
                case "transitionStyle" where TransitionStyle(rawValue: value) != nil:
                    arguments.append(Argument("modalTransitionStyle", .implicitMember(SwiftIdentifier(derived: value, fallback: "coverVertical"))))
                case "animates" where value == "true" || value == "false":
                    arguments.append(Argument("animates", .bool(value == "true")))
                default:
                    diagnostics.append(.warning(
                        "the variation of '\(key)' of segue\(segue.identifier.map { " '\($0)'" } ?? "") is not applied: the runtime cannot change it with the size class",
                        at: variation.source.location(of: key), rule: SceneTranslator.Rule.unsupported))
                }
            }
            if arguments.count > 1 { result = result.dot("varying").called(arguments) }
        }
        return (result, diagnostics)
    }

    // MARK: Literals

    private static func bool(default standard: Bool) -> (String?) -> Expression? {
        { value in
            switch value {
            case nil: .bool(standard)
            case "true"?: .bool(true)
            case "false"?: .bool(false)
            default: nil
            }
        }
    }

    private static func number(default standard: Double) -> (String?) -> Expression? {
        { value in
            guard let value else { return .double(standard) }
            return Double(value).flatMap { $0.isFinite ? .double($0) : nil }
        }
    }

    private static func integer(default standard: Int) -> (String?) -> Expression? {
        { value in value.map { Int($0).map(Expression.integer) } ?? .integer(standard) }
    }

    private static func optionalString(_ value: String?) -> Expression {
        value.map(Expression.string) ?? .nilLiteral
    }

    private static func image(_ name: String?, _ type: SwiftType) -> Expression {
        name.map { Expression.type(type).called(Argument("named", .string($0))) } ?? .nilLiteral
    }
}
