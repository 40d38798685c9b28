import Foundation

extension Responder {
    /// This responder followed by every `next` responder to the end of the chain. A chain
    /// that loops (an override of `next` pointing back) stops before the first repeat.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var seen: Set<ObjectIdentifier> = []
        var candidate: Responder? = self
        while let responder = candidate, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            candidate = responder.next
        }
        return chain
    }

    /// Offers an event to this responder and then to each `next` responder until `handle`
    /// returns `true` for one of them; returns that responder, or `nil` when nobody
    /// handled it (the event is then dropped, as UIKit drops unhandled events).
    ///
    /// ```swift
    /// view.sendUpResponderChain { ($0 as? SaveHandling)?.save() ?? false }
    /// ```
    @discardableResult
    public func sendUpResponderChain(_ handle: (Responder) -> Bool) -> Responder? {
        responderChain.first(where: handle)
    }

    /// The first responder in the chain (this one included) that is a `T`.
    public func nearestResponder<T>(ofType type: T.Type) -> T? {
        for responder in responderChain {
            if let match = responder as? T { return match }
        }
        return nil
    }
}
