import Foundation

/// References to other view controllers in a restoration coder, as a custom container
/// encodes its children (the guide: a container view controller encodes references to the
/// child view controllers it wants preserved; UIKit's `coder.encode(child, forKey:)`).
///
/// A reference is archived as the referenced controller's restoration path, so the
/// controller must be preserved itself — in the window's hierarchy with a restoration
/// identifier on the way — or the reference is left out (listed in
/// `PreservationReport.unresolvedReferences`). On restoration, `decodeViewController(forKey:)`
/// returns the controller found for that path (by its restoration class, the delegate, an
/// existing controller or its storyboard), whether or not it is placed yet: a custom
/// container adds it as a child in `decodeRestorableState(with:)`, and its own state is
/// decoded after its parent's.
extension RestorationCoder {
    /// Stores a reference to `viewController` under `key`, replacing what was there. A
    /// reserved key is reported (`.reservedRestorationKey`) and nothing is stored.
    public func encode(_ viewController: ViewController, forKey key: String) {
        guard !key.hasPrefix(Self.reservedKeyPrefix) else {
            RuntimeDiagnostics.report(.reservedRestorationKey(key: key, object: owner))
            return
        }
        storeReference(to: viewController, forKey: key)
    }

    /// The controller restored for the reference stored under `key`: `nil` when there is no
    /// reference, or when the referenced controller was not restored.
    public func decodeViewController(forKey key: String) -> ViewController? {
        if let encoded = encodedControllers[key] { return encoded }
        guard let path = references[key] else { return nil }
        return resolveReference?(path)
    }

    /// The controller restored for the reference under `key`, as a `T` (`nil` when it is
    /// missing or of another class).
    public func decodeViewController<T: ViewController>(forKey key: String, as type: T.Type) -> T? {
        decodeViewController(forKey: key) as? T
    }
}
