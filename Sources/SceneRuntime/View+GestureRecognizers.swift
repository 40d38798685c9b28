import Foundation

extension View {
    /// The recognizers attached to the view, in the order they were added; `nil` when there
    /// are none (as UIKit). Setting it removes the current ones and adds the new ones.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` (the view keeps it) and sets its `view`. A recognizer
    /// attached to another view moves here.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` (its `view` becomes `nil`). Does nothing if it is not attached here.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }
}
