import Foundation
import SceneGraph
import SceneRuntime

/// Size-class variations registered with the runtime as generated code registers them:
/// `addTraitVariation(_:apply:restore:)` on views, cells and controllers (the overridden values
/// applied; the element's own values, else the runtime's defaults, restored) and
/// `varying(_:…)` on segue templates. An attribute the runtime cannot vary is noted once.
///
/// Each registration is tracked (`VariedObject`), so that `scenec simulate` can say what a
/// size-class change changed.
extension SceneInterpreter {
    /// `TraitCondition` of a variation.
    static func condition(_ variation: TraitVariation) -> TraitCondition {
        func size(_ size: SizeClass?) -> TraitCollection.SizeClass? {
            size.map { $0 == .compact ? .compact : .regular }
        }
        return TraitCondition(horizontalSizeClass: size(variation.horizontalSizeClass), verticalSizeClass: size(variation.verticalSizeClass))
    }

    /// Registers the variations of a view of kind `node.kind`.
    func registerVariations(of node: ViewNode, on view: View) {
        guard !node.variations.isEmpty else { return }
        register(node.variations, name: node.id ?? node.accessibilityIdentifier ?? node.kind.elementName,
                 owner: "'\(node.id ?? node.kind.elementName)'", object: view,
                 base: { VariationValues.baseValue(of: $0, in: node) },
                 attribute: { VariationValues.viewAttribute($0, kind: node.kind) },
                 add: { view.addTraitVariation($0, apply: $1, restore: $2) })
    }

    /// Registers the variations of a table or collection cell.
    func registerVariations(of cell: CellPrototype, on view: View) {
        guard !cell.variations.isEmpty else { return }
        register(cell.variations, name: cell.id ?? cell.reuseIdentifier ?? "cell",
                 owner: "cell '\(cell.id ?? cell.reuseIdentifier ?? "?")'", object: view,
                 base: { VariationValues.baseValue(of: $0, in: cell) },
                 attribute: { VariationValues.cellAttribute($0, isCollectionCell: cell.isCollectionCell) },
                 add: { view.addTraitVariation($0, apply: $1, restore: $2) })
    }

    /// Registers the variations of a scene's controller.
    func registerVariations(of scene: Scene, on controller: ViewController) {
        guard !scene.variations.isEmpty else { return }
        let isSplit = controller is SplitViewController
        register(scene.variations, name: scene.id.name, owner: "scene '\(scene.id.name)'", object: controller,
                 base: { VariationValues.baseValue(of: $0, in: scene) },
                 attribute: { VariationValues.controllerAttribute($0, isSplit: isSplit) },
                 add: { controller.addTraitVariation($0, apply: $1, restore: $2) })
    }

    /// The template with `varying(_:…)` for each variation of `segue`, tracked for
    /// `controller`, its source; nil tracking when no variation applies anything.
    func varying(_ template: SegueTemplate, segue: Segue, source controller: ViewController) -> (template: SegueTemplate, tracked: VariedObject?) {
        guard !segue.variations.isEmpty else { return (template, nil) }
        let owner = "segue" + (segue.identifier.map { " '\($0)'" } ?? "")
        var result = template
        var entries: [VariedObject.Entry] = []
        for variation in segue.variations {
            var accepted: [String: String] = [:]
            for key in variation.overrides.keys.sorted() {
                let value = variation.overrides[key] ?? ""
                guard VariationValues.segueAccepts(key, value: value) else {
                    noteUnvaried(key, of: owner)
                    continue
                }
                accepted[key] = value
            }
            guard !accepted.isEmpty else { continue }
            let condition = Self.condition(variation)
            result = result.varying(
                condition,
                modalPresentationStyle: accepted["presentationStyle"].flatMap(PresentationStyle.init(rawValue:)).map(RuntimeValues.presentationStyle),
                modalTransitionStyle: accepted["transitionStyle"].flatMap(TransitionStyle.init(rawValue:)).map(RuntimeValues.transitionStyle),
                animates: accepted["animates"].map { $0 == "true" })
            entries.append(VariedObject.Entry(condition: condition, overrides: accepted))
        }
        guard !entries.isEmpty else { return (result, nil) }
        var base: [String: String] = [:]
        for (key, standard) in VariationValues.segueDefaults {
            let own: String? = switch key {
            case "presentationStyle": segue.presentationStyle?.rawValue
            case "transitionStyle": segue.transitionStyle?.rawValue
            default: segue.animates ? "true" : "false"
            }
            if let value = own ?? standard { base[key] = value }
        }
        let conditions = entries.map(\.condition)
        let varied = VariedObject(
            name: "segue \(segue.identifier ?? "(no identifier)")", entries: entries, base: base, object: controller,
            appliedNow: { [weak controller] in controller.map { source in conditions.map { $0.matches(source.traitCollection) } } })
        track(varied)
        return (result, varied)
    }

    // MARK: Registration

    func register<Target>(
        _ variations: [TraitVariation], name: String, owner: String, object: AnyObject,
        base: (String) -> String?, attribute: (String) -> VariableAttribute<Target>?,
        add: (TraitCondition, @escaping @MainActor (Target) -> Void, @escaping @MainActor (Target) -> Void) -> Void
    ) {
        typealias Assignment = @MainActor (Target) -> Void
        var prepared: [(entry: VariedObject.Entry, apply: [Assignment], restore: [Assignment])] = []
        var bases: [String: String] = [:]
        for variation in variations {
            var entry = VariedObject.Entry(condition: Self.condition(variation), overrides: [:])
            var apply: [Assignment] = [], restore: [Assignment] = []
            // In the order generated code writes them: by attribute name.
            for key in variation.overrides.keys.sorted() {
                let own = base(key)
                guard let attribute = attribute(key), let varied = attribute.assignment(variation.overrides[key]),
                      let original = attribute.assignment(own) else {
                    noteUnvaried(key, of: owner)
                    continue
                }
                apply.append(varied)
                restore.append(original)
                entry.overrides[key] = variation.overrides[key]
                if let value = own ?? attribute.defaultValue { bases[key] = value }
            }
            guard !apply.isEmpty else { continue }
            prepared.append((entry, apply, restore))
        }
        guard !prepared.isEmpty else { return }
        let varied = VariedObject(name: name, entries: prepared.map(\.entry), base: bases, object: object, appliedNow: nil)
        track(varied)
        for (index, registration) in prepared.enumerated() {
            let apply = registration.apply, restore = registration.restore
            // The closures keep the record (it holds the object weakly): it knows what is applied.
            add(registration.entry.condition, { target in
                for assignment in apply { assignment(target) }
                varied.applied[index] = true
            }, { target in
                for assignment in restore { assignment(target) }
                varied.applied[index] = false
            })
        }
    }

    /// `note: the variation of 'key' of OWNER is not applied: …` — generated code's warning.
    func noteUnvaried(_ key: String, of owner: String) {
        note("the variation of '\(key)' of \(owner) is not applied: the runtime cannot change it with the size class")
    }
}

/// A view, cell, controller or segue with variations, and what they set: enough to tell which
/// values variations give it now, and which variation gives each.
@MainActor
final class VariedObject {
    /// One registered variation: its condition and the values it applies, by attribute.
    struct Entry {
        let condition: TraitCondition
        var overrides: [String: String]
    }

    /// How `scenec simulate` names it (`recipeSummary`, `segue addRecipe`).
    let name: String
    let entries: [Entry]
    /// Each varied attribute's value outside the variations (its element's, else the
    /// runtime's default); absent when that is no value.
    let base: [String: String]
    /// Whether each entry is applied now (kept by the registered closures).
    var applied: [Bool]
    /// The view, cell or controller (for a segue, its source controller).
    weak var object: AnyObject?
    /// For a segue: which entries match its source's traits now (nil once the source is gone).
    private let appliedNow: (@MainActor () -> [Bool]?)?

    init(name: String, entries: [Entry], base: [String: String], object: AnyObject, appliedNow: (@MainActor () -> [Bool]?)?) {
        self.name = name
        self.entries = entries
        self.base = base
        applied = entries.map { _ in false }
        self.object = object
        self.appliedNow = appliedNow
    }

    /// Whether the object (a segue's source) is in `window`; false once it is gone.
    func isOnScreen(_ window: Window) -> Bool {
        switch object {
        case let view as View: view.window === window
        case let controller as ViewController: controller.viewIfLoaded?.window === window
        default: false
        }
    }

    /// The varied attributes, in name order.
    var keys: [String] {
        Set(entries.flatMap(\.overrides.keys)).sorted()
    }

    /// Each attribute's value now and the variation giving it (nil: its base value).
    func values() -> [String: VariedValue] {
        let applied = appliedNow?() ?? applied
        var result: [String: VariedValue] = [:]
        for key in keys {
            let giving = entries.indices.last { applied.indices.contains($0) && applied[$0] && entries[$0].overrides[key] != nil }
            result[key] = giving.map { VariedValue(value: entries[$0].overrides[key], condition: entries[$0].condition) }
                ?? VariedValue(value: base[key], condition: nil)
        }
        return result
    }

    /// `presentationStyle fullScreen (variation w: compact)` for the values variations give
    /// the object now, or nil when none applies.
    func appliedDescription() -> String? {
        let varied = values().sorted { $0.key < $1.key }.filter { $0.value.condition != nil }
        guard !varied.isEmpty else { return nil }
        return Self.lines(name: nil, changes: varied.map { ($0.key, $0.value) }).joined(separator: "; ")
    }

    /// One line per cause: `recipeSummary: hidden (variation w: compact)`, `recipeSummary: shown again`.
    static func lines(name: String?, changes: [(key: String, value: VariedValue)]) -> [String] {
        var causes: [TraitCondition?] = []
        for change in changes where !causes.contains(change.value.condition) { causes.append(change.value.condition) }
        return causes.map { cause in
            let described = changes.filter { $0.value.condition == cause }.map { describe($0.key, $0.value.value) }.joined(separator: ", ")
            return (name.map { "\($0): " } ?? "") + described + (cause.map { " (variation \($0))" } ?? " again")
        }
    }

    /// `hidden`, `shown`, `title "Recipes"`, `axis vertical`, `text none`.
    static func describe(_ key: String, _ value: String?) -> String {
        if key == "hidden" { return value == "true" ? "hidden" : "shown" }
        guard let value else { return "\(key) none" }
        let quoted: Set<String> = ["title", "text", "placeholder", "prompt", "accessibilityLabel", "accessibilityHint", "image"]
        return quoted.contains(key) ? "\(key) \"\(value)\"" : "\(key) \(value)"
    }
}

/// A varied attribute's value now, and the condition of the variation giving it (nil: the base value).
struct VariedValue: Equatable {
    let value: String?
    let condition: TraitCondition?
}

/// The values variations gave the objects on screen at one moment (`SceneInterpreter.variationSnapshot()`).
@MainActor
public struct VariationSnapshot {
    fileprivate let values: [(object: VariedObject, values: [String: VariedValue])]
}

extension SceneInterpreter {
    /// The values variations give every tracked view, cell, controller and segue now.
    public func variationSnapshot() -> VariationSnapshot {
        VariationSnapshot(values: trackedVariations().map { ($0, $0.values()) })
    }

    /// What variations changed since `snapshot` on the objects in `window`, one line per object
    /// and cause, in the order they were built: `recipeSummary: hidden (variation w: compact)`,
    /// `recipeSummary: shown again`; identical lines (the same view in several cells) once, with
    /// `(×N)`. Objects built since the snapshot are left out: nothing changed on them.
    public func variationChanges(since snapshot: VariationSnapshot, in window: Window) -> [String] {
        var lines: [String] = []
        var counts: [String: Int] = [:]
        for (object, before) in snapshot.values where object.isOnScreen(window) {
            let now = object.values()
            let changed = object.keys.filter { now[$0]?.value != before[$0]?.value }.compactMap { key in now[key].map { (key, $0) } }
            guard !changed.isEmpty else { continue }
            for line in VariedObject.lines(name: object.name, changes: changed) {
                if counts[line] == nil { lines.append(line) }
                counts[line, default: 0] += 1
            }
        }
        return lines.map { line in counts[line, default: 1] > 1 ? "\(line) (×\(counts[line, default: 1]))" : line }
    }
}
