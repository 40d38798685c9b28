import Foundation
import SceneGraph
import SceneRuntime

/// User-defined runtime attributes applied as typed assignments — the key paths generated
/// code's `RuntimeAttributeStatements` assigns (Interface Builder's Objective-C spellings,
/// `hidden` for `isHidden`), no key-value coding. Any other key path, or a value that does not
/// fit, is noted and left out.
@MainActor
enum RuntimeAttributeValues {
    /// Applies `attributes` to a view (a cell is a view); `owner` names it in notes.
    static func apply(_ attributes: [RuntimeAttribute], to view: View, owner: String, interpreter: SceneInterpreter) {
        for attribute in attributes where !assign(attribute, to: view) {
            interpreter.note("runtime attribute '\(attribute.keyPath)' of \(owner) is not applied: the runtime's \(String(describing: type(of: view))) has no such property the interpreter can set, or the value does not fit")
        }
    }

    /// Applies `attributes` to a controller; `owner` names it in notes.
    static func apply(_ attributes: [RuntimeAttribute], to controller: ViewController, owner: String, interpreter: SceneInterpreter) {
        for attribute in attributes {
            var applied = true
            switch (attribute.keyPath, attribute.type) {
            case ("title", .string), ("title", .localizedString): controller.title = attribute.value
            case ("restorationIdentifier", .string): controller.restorationIdentifier = attribute.value
            case ("definesPresentationContext", .boolean): applied = bool(attribute).map { controller.definesPresentationContext = $0 } != nil
            case ("hidesBottomBarWhenPushed", .boolean): applied = bool(attribute).map { controller.hidesBottomBarWhenPushed = $0 } != nil
            default: applied = false
            }
            if !applied {
                interpreter.note("runtime attribute '\(attribute.keyPath)' of \(owner) is not applied: the runtime's \(controller.typeName) has no such property the interpreter can set, or the value does not fit")
            }
        }
    }

    private static func assign(_ attribute: RuntimeAttribute, to view: View) -> Bool {
        let keyPath = attribute.keyPath
        if let label = view as? Label {
            switch keyPath {
            case "text": return string(attribute).map { label.text = $0 } != nil
            case "numberOfLines": return integer(attribute).map { label.numberOfLines = $0 } != nil
            case "enabled": return bool(attribute).map { label.isEnabled = $0 } != nil
            default: break
            }
        }
        if let field = view as? TextField {
            switch keyPath {
            case "text": return string(attribute).map { field.text = $0 } != nil
            case "placeholder": return string(attribute).map { field.placeholder = $0 } != nil
            case "secureTextEntry": return bool(attribute).map { field.isSecureTextEntry = $0 } != nil
            default: break
            }
        }
        if let control = view as? Control {
            switch keyPath {
            case "enabled": return bool(attribute).map { control.isEnabled = $0 } != nil
            case "selected": return bool(attribute).map { control.isSelected = $0 } != nil
            default: break
            }
        }
        switch keyPath {
        case "hidden": return bool(attribute).map { view.isHidden = $0 } != nil
        case "alpha": return number(attribute).map { view.alpha = CGFloat($0) } != nil
        case "tag": return integer(attribute).map { view.tag = $0 } != nil
        case "userInteractionEnabled": return bool(attribute).map { view.isUserInteractionEnabled = $0 } != nil
        case "accessibilityLabel": return string(attribute).map { view.accessibilityLabel = $0 } != nil
        case "accessibilityIdentifier": return string(attribute).map { view.accessibilityIdentifier = $0 } != nil
        case "accessibilityHint": return string(attribute).map { view.accessibilityHint = $0 } != nil
        case "restorationIdentifier": return string(attribute).map { view.restorationIdentifier = $0 } != nil
        default: return false
        }
    }

    private static func bool(_ attribute: RuntimeAttribute) -> Bool? {
        guard attribute.type == .boolean, let value = attribute.value, value == "true" || value == "false" else { return nil }
        return value == "true"
    }

    private static func integer(_ attribute: RuntimeAttribute) -> Int? {
        attribute.type == .number ? attribute.value.flatMap { Int($0) } : nil
    }

    private static func number(_ attribute: RuntimeAttribute) -> Double? {
        guard attribute.type == .number, let value = attribute.value.flatMap(Double.init), value.isFinite else { return nil }
        return value
    }

    private static func string(_ attribute: RuntimeAttribute) -> String? {
        attribute.type == .string || attribute.type == .localizedString ? attribute.value : nil
    }
}
