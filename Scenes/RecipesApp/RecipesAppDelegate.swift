import Foundation
import SceneRuntime

/// The sample app's application delegate: the application-level restoration fallback for the
/// scenes that have no storyboard identifier (UIKit asks the app delegate for those too).
@MainActor
final class RecipesAppDelegate: Responder, ApplicationDelegate {
    let store: RecipeStore

    init(store: RecipeStore) {
        self.store = store
        super.init()
    }

    func application(_ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: RestorationCoder) -> ViewController? {
        switch identifierComponents.last {
        case "RecipeDetail"?:
            let detail = Recipes.recipeDetail()
            detail.store = store
            return detail
        default:
            return nil
        }
    }
}
