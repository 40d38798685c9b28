import Foundation

/// The size classes a trait variation applies to (Interface Builder's "Vary for Traits"): a
/// size class it does not name matches any.
public struct TraitCondition: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class it applies to; nil means any.
    public var horizontalSizeClass: TraitCollection.SizeClass?
    /// The vertical size class it applies to; nil means any.
    public var verticalSizeClass: TraitCollection.SizeClass?

    /// Creates a condition.
    public init(horizontalSizeClass: TraitCollection.SizeClass? = nil, verticalSizeClass: TraitCollection.SizeClass? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// Whether `traits` have the size classes the condition names (an unspecified size class
    /// matches none of them).
    public func matches(_ traits: TraitCollection) -> Bool {
        (horizontalSizeClass.map { $0 == traits.horizontalSizeClass } ?? true)
            && (verticalSizeClass.map { $0 == traits.verticalSizeClass } ?? true)
    }

    public var description: String {
        [horizontalSizeClass.map { "w: \($0)" }, verticalSizeClass.map { "h: \($0)" }].compactMap { $0 }.joined(separator: " ")
    }
}

/// The variations registered on one view or controller: each a condition and the closures
/// that apply its values and put the base values back.
///
/// As the object's traits change, the variations that stop matching are undone (in reverse
/// order) and those that match are applied (in registration order: when several set one
/// value, the one registered last wins, as the format's "the one written last").
@MainActor
final class TraitVariationSet {
    private struct Entry {
        let condition: TraitCondition
        let apply: @MainActor () -> Void
        let restore: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    /// Whether each entry is applied now.
    private var applied: [Bool] = []

    func add(_ condition: TraitCondition, apply: @escaping @MainActor () -> Void, restore: @escaping @MainActor () -> Void) {
        entries.append(Entry(condition: condition, apply: apply, restore: restore))
        applied.append(false)
    }

    /// Brings the applied values in line with `traits`; returns whether anything changed.
    @discardableResult
    func update(for traits: TraitCollection) -> Bool {
        let matching = entries.map { $0.condition.matches(traits) }
        guard matching != applied else { return false }
        for index in entries.indices.reversed() where applied[index] { entries[index].restore() }
        for index in entries.indices where matching[index] { entries[index].apply() }
        applied = matching
        return true
    }

    /// The conditions of the variations applied now, in order.
    var appliedConditions: [TraitCondition] {
        entries.indices.filter { applied[$0] }.map { entries[$0].condition }
    }
}

/// Objects whose values can vary with their traits: views and view controllers.
@MainActor
public protocol TraitVariable: AnyObject {}

extension View: TraitVariable {}
extension ViewController: TraitVariable {}

extension TraitVariable where Self: View {
    /// Registers values for when the view's traits match `condition`: `apply` sets them,
    /// `restore` puts the base values back when the traits no longer match. Applied at once if
    /// they match now, and again whenever the view's traits change or it enters a hierarchy
    /// with other traits — before its `traitCollectionDidChange(_:)`.
    public func addTraitVariation(
        _ condition: TraitCondition, apply: @escaping @MainActor (Self) -> Void, restore: @escaping @MainActor (Self) -> Void
    ) {
        let variations = traitVariations ?? TraitVariationSet()
        traitVariations = variations
        variations.add(condition, apply: { [weak self] in if let self { apply(self) } }, restore: { [weak self] in if let self { restore(self) } })
        variations.update(for: traitCollection)
    }
}

extension TraitVariable where Self: ViewController {
    /// Registers values for when the controller's traits match `condition` (see the view's
    /// `addTraitVariation(_:apply:restore:)`); updated before its `traitCollectionDidChange(_:)`.
    public func addTraitVariation(
        _ condition: TraitCondition, apply: @escaping @MainActor (Self) -> Void, restore: @escaping @MainActor (Self) -> Void
    ) {
        let variations = controllerTraitVariations ?? TraitVariationSet()
        controllerTraitVariations = variations
        variations.add(condition, apply: { [weak self] in if let self { apply(self) } }, restore: { [weak self] in if let self { restore(self) } })
        variations.update(for: traitCollection)
    }
}

extension View {
    /// The conditions of the trait variations applied to the view now, in registration order.
    public var appliedTraitVariations: [TraitCondition] { traitVariations?.appliedConditions ?? [] }

    /// Re-evaluates the variations of this view and its subviews (not into other
    /// controllers' views) for their current traits; with `previous`, then tells each view whose
    /// traits changed (`traitCollectionDidChange(_:)`), top down.
    func updateTraitsInTree(previous: TraitCollection?) {
        traitVariations?.update(for: traitCollection)
        if let previous { traitCollectionDidChange(previous) }
        for subview in subviews where subview.owningViewController == nil {
            subview.updateTraitsInTree(previous: previous)
        }
    }
}

extension ViewController {
    /// The conditions of the trait variations applied to the controller now, in registration order.
    public var appliedTraitVariations: [TraitCondition] { controllerTraitVariations?.appliedConditions ?? [] }
}
