import SceneGraph
import SceneParser

/// What the JSON dump (docs/DumpFormat.md, "Layout") shows for a layout attribute written in a
/// scene file, for the sample's every-attribute-lands-in-the-graph check: nil when the attribute
/// is not about layout. Items named by the holder's keywords (`superview`, `self`, `safeArea`,
/// `margins`) have no id of their own in the dump; only their attribute is looked for.
enum LayoutDumpFragments {
    static func fragments(element: String, attribute: String, value: String) -> [String]? {
        func literal(_ text: String) -> String { "\"\(text)\"" }
        func number(_ text: String) -> String {
            guard let value = Double(text) else { return text }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        func numbers(_ keys: [String], _ text: String) -> [String] {
            zip(keys, text.split(whereSeparator: \.isWhitespace)).map { "\"\($0)\": \(number(String($1)))" }
        }
        func side(_ name: String) -> [String] {
            guard let (item, attribute) = SceneVocabulary.layoutItem(parsing: value) else { return [] }
            let ownItem = SceneVocabulary.layoutItemKeywords.contains(item) ? [] : ["\"\(name)Item\": \(literal(item))"]
            return ownItem + ["\"\(name)Attribute\": \(literal(attribute.rawValue))"]
        }
        switch (element, attribute) {
        case ("constraint", "first"): return side("first")
        case ("constraint", "second"): return side("second")
        case ("constraint", "firstAttribute"), ("constraint", "secondAttribute"):
            return ["\"\(attribute)\": \(literal(LayoutAttributeName(storyboardName: value)?.rawValue ?? value))"]
        case ("constraint", "firstItem"), ("constraint", "secondItem"):
            return SceneVocabulary.layoutItemKeywords.contains(value) ? [] : ["\"\(attribute)\": \(literal(value))"]
        case ("constraint", "constant"), ("constraint", "priority"), (_, "horizontalHugging"), (_, "verticalHugging"),
             (_, "horizontalCompressionResistance"), (_, "verticalCompressionResistance"):
            return ["\"\(attribute)\": \(number(value))"]
        case ("constraint", "multiplier"):
            return [LayoutConstraintNode.multiplier(parsing: value).map { "\"multiplier\": \(number(String($0)))" } ?? value]
        case ("constraint", "active"):
            return value == "false" ? ["\"active\": false"] : []
        case (_, "frame"): return numbers(["x", "y", "width", "height"], value)
        case (_, "layoutMargins"): return numbers(["top", "left", "bottom", "right"], value)
        case (_, "intrinsicWidth"): return ["\"width\": \(number(value))"]
        case (_, "intrinsicHeight"): return ["\"height\": \(number(value))"]
        case (_, "autoresizing"):
            return value == "none" ? ["\"autoresizingMask\": []"] : value.split(separator: " ").map { literal(String($0)) }
        case (_, "fixedFrame"): return value == "true" ? ["\"fixedFrame\": true"] : []
        case (_, "translatesAutoresizingMask"), (_, "preservesSuperviewLayoutMargins"), (_, "insetsLayoutMarginsFromSafeArea"):
            return ["\"\(attribute)\": \(value)"]
        case (_, "device"):
            let words = value.split(separator: " ")
            return words.map { $0 == "landscape" ? "\"landscape\": true" : $0 == "portrait" ? "\"id\"" : "\"id\": \(literal(String($0)))" }
        case (_, "simulatedStatusBar"): return ["\"statusBar\": \(value)"]
        case (_, "simulatedTopBar"), (_, "simulatedBottomBar"):
            let key = attribute == "simulatedTopBar" ? "topBar" : "bottomBar"
            guard value.hasPrefix("opaque") else { return ["\"\(key)\": \(literal(value))"] }
            let bar = value.dropFirst("opaque".count)
            return ["\"\(key)\": \(literal(bar.prefix(1).lowercased() + bar.dropFirst()))", "\"opaque\(key.prefix(1).uppercased() + key.dropFirst())\": true"]
        case ("contentView", "id"): return ["\"contentView\": \(literal(value))"]
        default: return nil
        }
    }
}
