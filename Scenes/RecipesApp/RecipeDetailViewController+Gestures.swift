import Foundation
import SceneRuntime

/// The gesture recognizers of the recipe detail (Recipes.scene's `<tapGesture>`,
/// `<pinchGesture>`, `<swipeGesture>`, `<panGesture>`, `<rotationGesture>` and
/// `<longPressGesture>` in `recipeDetail`): generated code attaches them to their views and
/// calls these methods when they recognize — continuous gestures at every change of state.
extension RecipeDetailViewController {
    /// Double-tapping the photo marks the recipe as a favorite (or no longer).
    func photoDoubleTapped(_ sender: TapGestureRecognizer) {
        toggleFavoriteRecipe()
    }

    /// Pinching the photo zooms it, between 1x and 4x. The recognizer's scale is read as an
    /// increment (reset to 1 each time), as UIKit apps do.
    func zoomPhoto(_ sender: PinchGestureRecognizer) {
        photoScale = min(4, max(1, photoScale * sender.scale))
        sender.scale = 1
    }

    /// Swiping left moves to the next recipe of the store (after the last, the first).
    func showNextRecipe(_ sender: SwipeGestureRecognizer) {
        let recipes = store.recipes
        guard let index = recipes.firstIndex(where: { $0.id == recipeID }) else { return }
        recipeID = recipes[(index + 1) % recipes.count].id
        servings = nil
        showRecipe()
    }

    /// Dragging along the cooking progress bar marks how far the cooking is: a drag across the
    /// bar's width (at least 100 points) goes from nothing to done.
    func progressDragged(_ sender: PanGestureRecognizer) {
        let track = max(progressView.bounds.width, 100)
        let moved = Float(sender.translation(in: progressView).x / track)
        progressView.progress = min(1, max(0, progressView.progress + moved))
        sender.setTranslation(.zero, in: progressView)
    }

    /// Turning the kitchen timer's dial sets its minutes (clockwise adds, a whole turn is an hour).
    func timerDialTurned(_ sender: RotationGestureRecognizer) {
        timerDialAngle = min(4 * .pi, max(0, timerDialAngle + sender.rotation))
        sender.rotation = 0
    }

    /// Pressing and holding the dial turns the timer off.
    func resetTimer(_ sender: LongPressGestureRecognizer) {
        guard sender.state == .began else { return }
        timerDialAngle = 0
    }
}
