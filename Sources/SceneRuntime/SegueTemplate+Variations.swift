import Foundation

extension SegueTemplate {
    /// Settings of a segue for some size classes (a scene file's `<variation>` of a `<segue>`).
    public struct Variation: Sendable {
        /// When it applies.
        public let condition: TraitCondition
        /// The presentation style instead of the segue's, if any.
        public let modalPresentationStyle: ModalPresentationStyle?
        /// The transition style instead of the segue's, if any.
        public let modalTransitionStyle: ModalTransitionStyle?
        /// Whether it animates instead of the segue's setting, if given.
        public let animates: Bool?
    }

    /// The template with settings that apply when the source controller's traits match
    /// `condition`. Variations added later win over earlier ones.
    public func varying(
        _ condition: TraitCondition, modalPresentationStyle: ModalPresentationStyle? = nil,
        modalTransitionStyle: ModalTransitionStyle? = nil, animates: Bool? = nil
    ) -> SegueTemplate {
        var copy = self
        copy.variations.append(Variation(condition: condition, modalPresentationStyle: modalPresentationStyle,
                                         modalTransitionStyle: modalTransitionStyle, animates: animates))
        return copy
    }

    /// The template as it performs for a source whose traits are `traits`: the settings of its
    /// matching variations over its own.
    public func resolved(for traits: TraitCollection) -> SegueTemplate {
        let matching = variations.filter { $0.condition.matches(traits) }
        guard !matching.isEmpty else { return self }
        var resolved = SegueTemplate(
            identifier: identifier, kind: kind,
            animates: matching.last { $0.animates != nil }?.animates ?? animates,
            modalPresentationStyle: matching.last { $0.modalPresentationStyle != nil }?.modalPresentationStyle ?? modalPresentationStyle,
            modalTransitionStyle: matching.last { $0.modalTransitionStyle != nil }?.modalTransitionStyle ?? modalTransitionStyle,
            preferredContentSize: preferredContentSize, permittedArrowDirections: permittedArrowDirections,
            anchor: anchor, destination: destination)
        resolved.variations = variations
        return resolved
    }
}
