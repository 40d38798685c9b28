import Foundation
import SceneRuntime

/// How `tap` and `gesture` name what they trigger.
extension Simulator {
    /// The words that restrict `tap` to one kind of affordance: `tap row "GET"`,
    /// `tap toolbar Refresh`, `tap gesture tap on photo`.
    static let qualifiers: [String: (category: Affordance.Category, noun: String)] = [
        "row": (.row, "row"), "toolbar": (.toolbarItem, "toolbar item"), "gesture": (.gesture, "gesture"),
    ]

    /// The affordance `tap ARGUMENT` names: action `N` of the list, else the first whose name
    /// is the argument (quotes removed, case-insensitive), else — when the argument starts
    /// with `row`, `toolbar` or `gesture` — the first of that kind named by the rest.
    static func choose(_ argument: String, among affordances: [Affordance]) throws -> Affordance {
        let text = unquoted(argument)
        if let number = Int(text) {
            guard affordances.indices.contains(number - 1) else {
                throw SimulatorError("no action \(number): the visible scene has \(affordances.count)")
            }
            return affordances[number - 1]
        }
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2, let qualifier = qualifiers[words[0].lowercased()] {
            let candidates = affordances.filter { $0.category == qualifier.category }
            if let match = match(words[1], in: candidates) ?? match(text, in: candidates) ?? match(text, in: affordances) {
                return match
            }
            throw SimulatorError("no \(qualifier.noun) '\(words[1])' on the visible scene; `show` lists them")
        }
        if let match = match(text, in: affordances) { return match }
        throw SimulatorError("no action '\(argument)' on the visible scene; `show` lists them")
    }

    /// The gesture `gesture ARGUMENT` names: `KIND on VIEW` (the view by id, title or
    /// accessibility identifier), the recognizer's id, a segue or action it triggers, its kind
    /// alone, or `N`, the Nth gesture of the list.
    static func chooseGesture(_ argument: String, among affordances: [Affordance]) throws -> Affordance {
        let gestures = affordances.filter { $0.category == .gesture }
        guard !gestures.isEmpty else { throw SimulatorError("no gesture recognizer of the visible scene does anything") }
        let text = unquoted(argument)
        if let number = Int(text) {
            guard gestures.indices.contains(number - 1) else {
                throw SimulatorError("no gesture \(number): the visible scene has \(gestures.count)")
            }
            return gestures[number - 1]
        }
        guard let match = match(text, in: gestures) else {
            throw SimulatorError("no gesture '\(argument)' on the visible scene; `show` lists them")
        }
        return match
    }

    /// The first affordance with a name equal to `text`, ignoring case.
    static func match(_ text: String, in affordances: [Affordance]) -> Affordance? {
        affordances.first { $0.names.contains { $0.caseInsensitiveCompare(text) == .orderedSame } }
    }

    /// The argument without double quotes, its words separated by single spaces.
    static func unquoted(_ argument: String) -> String {
        argument.replacingOccurrences(of: "\"", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
