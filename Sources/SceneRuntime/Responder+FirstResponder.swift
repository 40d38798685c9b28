import Foundation

/// First-responder tracking: each window knows its first responder (weakly). A responder
/// becomes first responder only in a window, after the current one resigned; one that
/// leaves its window stops being first responder there.
@MainActor
enum FirstResponderTracking {
    /// The window `responder` is in: a view's window, else the first window up its chain.
    static func window(of responder: Responder) -> Window? {
        if let view = responder as? View { return view.window }
        return responder.responderChain.lazy.compactMap { $0 as? Window }.first
    }

    static func become(_ responder: Responder) -> Bool {
        guard responder.canBecomeFirstResponder, let window = window(of: responder) else { return false }
        if let current = window.firstResponder {
            if current === responder { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.storedFirstResponder = responder
        return true
    }

    static func resign(_ responder: Responder) -> Bool {
        if let window = window(of: responder), window.storedFirstResponder === responder {
            window.storedFirstResponder = nil
        }
        return true
    }
}
