import Foundation

extension ViewController {
    /// Overrides traits for `childController`: its traits become this controller's with the
    /// specified values of `collection` replacing them. `nil` removes the override. The child
    /// (and its descendants) receive `traitCollectionDidChange(_:)` only if their traits
    /// actually change. Reports `RuntimeError.notInContainer` if it is not a child.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childController: ViewController) {
        guard childController.parent === self else {
            RuntimeDiagnostics.report(.notInContainer(controller: childController.debugLabel, container: debugLabel))
            return
        }
        childTraitOverrides[ObjectIdentifier(childController)] = collection
        childController.updateTraitCollection(inherited: traitCollection(forChild: childController))
    }

    /// The override set for `childController`, if any.
    public func overrideTraitCollection(forChild childController: ViewController) -> TraitCollection? {
        childTraitOverrides[ObjectIdentifier(childController)]
    }

    /// The traits `child` inherits from this controller: with the override set for it, or
    /// for the controller this one presents, its presentation controller's override.
    func traitCollection(forChild child: ViewController) -> TraitCollection {
        if let record = presentationState.performed, record.presented === child {
            return traitCollection.applying(record.controller.overrideTraitCollection)
        }
        return traitCollection.applying(overrideTraitCollection(forChild: child))
    }

    /// Adopts `inherited` as the new traits. If they changed: records the event, calls
    /// `traitCollectionDidChange(_:)` (with `nil` the first time), runs container hooks, then passes traits down the
    /// whole hierarchy (children and the presented controller).
    func updateTraitCollection(inherited: TraitCollection) {
        let previous = traitCollection
        guard inherited != previous else { return }
        let isFirst = !hasReceivedTraits
        hasReceivedTraits = true
        traitCollection = inherited
        LayoutInvalidation.invalidate()  // margins and text measure by traits
        controllerTraitVariations?.update(for: inherited)
        RuntimeEventCenter.record(.traitCollectionDidChange(debugLabel, inherited))
        traitCollectionDidChange(isFirst ? nil : previous)
        viewIfLoaded?.updateTraitsInTree(previous: isFirst ? nil : previous)
        traitCollectionDidUpdate(from: previous)
        for child in hierarchyChildren {
            child.updateTraitCollection(inherited: traitCollection(forChild: child))
        }
    }

    /// Announces a trait transition to this controller (when its traits will change).
    func deliverTraitTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        guard newCollection != traitCollection else { return }
        RuntimeEventCenter.record(.willTransitionToTraitCollection(debugLabel, newCollection))
        willTransition(to: newCollection, with: coordinator)
    }

    /// Announces a size transition to this controller.
    func deliverSizeTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        RuntimeEventCenter.record(.viewWillTransitionToSize(debugLabel, size))
        viewWillTransition(to: size, with: coordinator)
    }
}
