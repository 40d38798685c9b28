import SceneGraph

/// User-defined runtime attributes as typed assignments: a key path that names a property of
/// the runtime class (in Interface Builder's Objective-C spelling, `hidden` for `isHidden`) is
/// assigned a literal of the property's type, as is one naming a stored property of a custom
/// class the app's sources declare (`scenec compile --sources`); any other gets a located
/// warning naming it. There is no key-value coding.
enum RuntimeAttributeStatements {
    /// A settable property of a runtime class: its Swift name and its value type.
    struct Property {
        let name: SwiftIdentifier
        let type: ValueKind
    }

    /// The Swift types the table's properties have.
    enum ValueKind { case bool, integer, number, string }

    /// Properties by key path, for every view.
    static let viewProperties: [String: Property] = [
        "hidden": Property(name: "isHidden", type: .bool), "alpha": Property(name: "alpha", type: .number),
        "tag": Property(name: "tag", type: .integer), "userInteractionEnabled": Property(name: "isUserInteractionEnabled", type: .bool),
        "accessibilityLabel": Property(name: "accessibilityLabel", type: .string),
        "accessibilityIdentifier": Property(name: "accessibilityIdentifier", type: .string),
        "accessibilityHint": Property(name: "accessibilityHint", type: .string),
        "restorationIdentifier": Property(name: "restorationIdentifier", type: .string),
    ]

    /// Properties by key path of a kind of view, besides ``viewProperties`` (empty for most).
    ///
    /// A switch, not a table keyed by kind: a `[ViewKind: …]` table made the runtime check
    /// `ViewKind: Hashable` on first use, a scan of every conformance record of the process
    /// (~0.2 M instructions of every `compile`, issue 26, round 25).
    static func kindProperties(of kind: ViewKind) -> [String: Property] {
        switch kind {
        case .label: labelProperties
        case .textField: textFieldProperties
        default: [:]
        }
    }

    private static let labelProperties: [String: Property] = [
        "text": Property(name: "text", type: .string), "numberOfLines": Property(name: "numberOfLines", type: .integer),
        "enabled": Property(name: "isEnabled", type: .bool),
    ]

    private static let textFieldProperties: [String: Property] = [
        "text": Property(name: "text", type: .string), "placeholder": Property(name: "placeholder", type: .string),
        "secureTextEntry": Property(name: "isSecureTextEntry", type: .bool),
    ]

    /// Properties by key path of controls (``ViewKind/isControl``).
    static let controlProperties: [String: Property] = [
        "enabled": Property(name: "isEnabled", type: .bool), "selected": Property(name: "isSelected", type: .bool),
    ]

    /// Properties by key path of controllers.
    static let controllerProperties: [String: Property] = [
        "title": Property(name: "title", type: .string), "restorationIdentifier": Property(name: "restorationIdentifier", type: .string),
        "definesPresentationContext": Property(name: "definesPresentationContext", type: .bool),
        "hidesBottomBarWhenPushed": Property(name: "hidesBottomBarWhenPushed", type: .bool),
    ]

    /// The property a view's key path names, or nil.
    static func property(_ keyPath: String, ofView kind: ViewKind) -> Property? {
        kindProperties(of: kind)[keyPath] ?? (kind.isControl ? controlProperties[keyPath] : nil) ?? viewProperties[keyPath]
    }

    /// The property a key path names in a class the app's sources declare (or one of its
    /// superclasses there), when its type is one a runtime attribute can hold.
    static func declaredProperty(_ keyPath: String, of className: String?, in classes: [String: DeclaredClass]) -> Property? {
        var current = className.map { String(GeneratedNames.lastPart(of: $0) ?? Substring($0)) }
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted, let declared = classes[name] {
            if let typeName = declared.properties[keyPath] {
                guard let kind = valueKinds[typeName], let identifier = try? SwiftIdentifier(keyPath) else { return nil }
                return Property(name: identifier, type: kind)
            }
            current = declared.superclass
        }
        return nil
    }

    /// The value kinds of the Swift types a runtime attribute can be assigned to.
    static let valueKinds: [String: ValueKind] = [
        "Bool": .bool, "Int": .integer, "Double": .number, "CGFloat": .number, "Float": .number, "String": .string,
    ]

    /// The assignments for `attributes` of an object (`target`), with a warning for each one not
    /// applied. `lookup` finds the property a key path names; `owner` describes the object.
    static func statements(
        _ attributes: [RuntimeAttribute], target: Expression, owner: String, lookup: (String) -> Property?
    ) -> (statements: [Statement], diagnostics: [Diagnostic]) {
        var statements: [Statement] = []
        var diagnostics: [Diagnostic] = []
        for attribute in attributes {
            guard let property = lookup(attribute.keyPath), let value = literal(attribute, as: property.type) else {
                let reason = lookup(attribute.keyPath) == nil
                    ? "\(owner) has no property '\(attribute.keyPath)' scenec can assign (a custom class's stored properties are found with --sources)"
                    : "its \(attribute.type.rawValue) value does not fit the property's type"
                diagnostics.append(.warning(
                    "user-defined runtime attribute '\(attribute.keyPath)' is not applied: \(reason)",
                    at: attribute.source.location(of: "keyPath"), rule: SceneTranslator.Rule.unsupported))
                continue
            }
            statements.append(target.dot(property.name).assigned(value))
        }
        return (statements, diagnostics)
    }

    /// The attribute's value as a literal of `kind`, or nil when it is not one.
    private static func literal(_ attribute: RuntimeAttribute, as kind: ValueKind) -> Expression? {
        guard let value = attribute.value else { return nil }
        switch (kind, attribute.type) {
        case (.bool, .boolean) where value == "true" || value == "false": return .bool(value == "true")
        case (.integer, .number): return Int(value).map(Expression.integer)
        case (.number, .number): return Double(value).flatMap { $0.isFinite ? .double($0) : nil }
        case (.string, .string), (.string, .localizedString): return .string(value)
        default: return nil
        }
    }
}
