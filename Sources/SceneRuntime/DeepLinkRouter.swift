import Foundation

/// Maps URL patterns to handlers that rebuild the way to a scene (generated code registers
/// one per declared deep link).
///
/// ```swift
/// let router = DeepLinkRouter()
/// try router.register("recipes://recipe/{recipeID}") { parameters, window in
///     let recipeID = try parameters.value("recipeID", as: Int.self)
///     let tabs = try DeepLinkNavigator.root(of: window, as: TabBarController.self) { makeTabs() }
///     let navigation = try DeepLinkNavigator.selectTab(0, of: tabs, as: NavigationController.self)
///     let list = try DeepLinkNavigator.popToRoot(navigation, as: RecipeListViewController.self)
///     try list.performSegue(.showRecipe(recipeID: recipeID))
/// }
/// try router.open(URL(string: "recipes://recipe/42")!, in: window)
/// ```
@MainActor
public final class DeepLinkRouter {
    private struct Route {
        let pattern: DeepLinkPattern
        let handler: @MainActor (DeepLinkParameters, Window) throws -> Void
    }

    private var routes: [Route] = []

    /// Creates an empty router.
    public init() {}

    /// The registered patterns, in registration order.
    public var patterns: [String] { routes.map(\.pattern.text) }

    /// Registers `handler` for URLs matching `pattern` (`scheme://host/path/{name}`).
    /// Throws `DeepLinkError.invalidPattern` for a malformed pattern and
    /// `.duplicatePattern` when an equivalent pattern is registered.
    public func register(_ pattern: String, handler: @escaping @MainActor (DeepLinkParameters, Window) throws -> Void) throws {
        let parsed = try DeepLinkPattern(pattern)
        if routes.contains(where: { $0.pattern.shapeKey == parsed.shapeKey }) {
            throw DeepLinkError.duplicatePattern(pattern)
        }
        routes.append(Route(pattern: parsed, handler: handler))
    }

    /// Whether a registered pattern matches `url`.
    public func canOpen(_ url: URL) -> Bool {
        bestRoute(for: url) != nil
    }

    /// Runs the handler of the most specific matching pattern (most literal components;
    /// the first registered on a tie) with the URL's parameters and `window`. Throws
    /// `DeepLinkError.noMatch` when nothing matches, and whatever the handler throws
    /// (an ill-typed parameter is `.invalidParameter`).
    public func open(_ url: URL, in window: Window) throws {
        guard let (route, values) = bestRoute(for: url) else {
            throw DeepLinkError.noMatch(url: url.absoluteString, patterns: patterns)
        }
        var all: [String: String] = [:]
        for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
            if let value = item.value { all[item.name] = value }
        }
        all.merge(values) { _, placeholder in placeholder }
        try route.handler(DeepLinkParameters(url: url, values: all), window)
    }

    private func bestRoute(for url: URL) -> (Route, [String: String])? {
        var best: (Route, [String: String])?
        for route in routes {
            guard let values = route.pattern.match(url) else { continue }
            if best == nil || route.pattern.literalCount > best!.0.pattern.literalCount { best = (route, values) }
        }
        return best
    }
}
