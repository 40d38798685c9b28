import Foundation

/// The base of everything that can take part in event handling: views and view controllers.
///
/// SceneRuntime keeps UIKit's class layout so that the responder chain (`next`) can carry
/// actions and accessibility requests later. Today `next` follows view → its controller →
/// superview … → window.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }
}
