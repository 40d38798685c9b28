import Foundation

/// The keyed coder of one preserved object (UIKit's `NSCoder` in
/// `encodeRestorableState(with:)` / `decodeRestorableState(with:)`): each controller, view
/// and the application get their own, so keys only need to be unique per object. Values
/// are any `Codable` type, stored as JSON in the archive.
///
/// Misuse is a reported no-op (`RuntimeDiagnostics`): encoding under a reserved key
/// (prefix `SceneRuntime.`) or a value JSON cannot hold (a non-finite number) stores
/// nothing; decoding a value as the wrong type returns `nil`.
@MainActor
public final class RestorationCoder {
    /// Keys starting with this prefix belong to the runtime and are refused.
    public static let reservedKeyPrefix = "SceneRuntime."

    /// The reserved key under which the runtime records the storyboard a controller came
    /// from (UIKit's `UIStateRestorationViewControllerStoryboardKey`); read it with
    /// `storyboard`.
    public static let viewControllerStoryboardKey = "SceneRuntime.ViewControllerStoryboard"

    private(set) var values: [String: ArchivedValue]
    /// Encoded controller references, by key, until preservation knows their paths.
    private(set) var encodedControllers: [String: ViewController] = [:]
    /// Decoded controller references: the paths archived by key (see `RestorationCoder+References.swift`).
    let references: [String: RestorationPath]
    /// Finds the controller restored at a path (set by restoration).
    let resolveReference: (@MainActor (RestorationPath) -> ViewController?)?
    let owner: String

    /// The storyboard the object was instantiated from, when it came from one that is
    /// registered (`Storyboard.register(_:)`) in this process (UIKit:
    /// `coder.decodeObject(forKey: UIStateRestorationViewControllerStoryboardKey)`).
    public let storyboard: Storyboard?

    /// The restoration identifiers from the window's root to the object.
    public let identifierComponents: [String]

    init(owner: String, identifierComponents: [String], values: [String: ArchivedValue] = [:], storyboard: Storyboard? = nil,
         references: [String: RestorationPath] = [:], resolveReference: (@MainActor (RestorationPath) -> ViewController?)? = nil) {
        self.owner = owner
        self.identifierComponents = identifierComponents
        self.values = values
        self.storyboard = storyboard
        self.references = references
        self.resolveReference = resolveReference
    }

    /// The keys that hold values or controller references, sorted.
    public var allKeys: [String] { Set(values.keys).union(encodedControllers.keys).union(references.keys).sorted() }

    /// Whether a value or a controller reference is stored under `key`.
    public func containsValue(forKey key: String) -> Bool {
        values[key] != nil || encodedControllers[key] != nil || references[key] != nil
    }

    /// Stores `value` under `key`, replacing what was there. A reserved key or a value
    /// that cannot be encoded as JSON is reported and nothing is stored.
    public func encode<Value: Encodable>(_ value: Value, forKey key: String) {
        guard !key.hasPrefix(Self.reservedKeyPrefix) else {
            RuntimeDiagnostics.report(.reservedRestorationKey(key: key, object: owner))
            return
        }
        do {
            values[key] = try ArchivedValue.encoding(value)
            encodedControllers[key] = nil
        } catch {
            RuntimeDiagnostics.report(.unencodableRestorationValue(key: key, object: owner, reason: String(describing: error)))
        }
    }

    /// The value stored under `key` as a `Value`: `nil` when there is none, and `nil` with a
    /// reported `RuntimeError.restorationValueTypeMismatch` when it is not a `Value`.
    public func decode<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let stored = values[key] else { return nil }
        do {
            return try stored.decoded(as: Value.self)
        } catch {
            RuntimeDiagnostics.report(.restorationValueTypeMismatch(key: key, object: owner, requested: String(describing: Value.self)))
            return nil
        }
    }

    /// Stores a reference to `controller` under `key` (see `encode(_:forKey:)` for controllers).
    func storeReference(to controller: ViewController, forKey key: String) {
        encodedControllers[key] = controller
        values[key] = nil
    }

    /// Stores `value` under a key of the runtime's own (`reservedKeyPrefix`), which `encode` refuses.
    func storeReserved<Value: Encodable>(_ value: Value, forKey key: String) {
        values[key] = try? ArchivedValue.encoding(value)
    }

    /// The value the runtime stored under one of its own keys.
    func reservedValue<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        try? values[key]?.decoded(as: Value.self)
    }
}
