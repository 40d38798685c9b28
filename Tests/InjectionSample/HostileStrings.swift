import Foundation
import SceneRuntime

/// Builds every scene of Hostile.scene through the generated code, drives it (segues with
/// their default parameters, the action, the unwind segue, the deep-link router) and returns
/// each string the runtime ended up with, keyed by where it is declared in the scene file:
/// `scene.ID.ATTRIBUTE`, `scene.ID.navigationItem.ATTRIBUTE`, `scene.ID.tabBarItem.ATTRIBUTE`,
/// `scene.ID.view.ATTRIBUTE` (a scene's root view), `view.ID.ATTRIBUTE`, `cell.ID.ATTRIBUTE`,
/// `segue.ID.identifier`, `segue.ID.parameter.NAME.default` (also `.typedDefault`, through the
/// typed segue enum), `view.ID.action`, `scene.ID.unwindAction`, `deepLink.N` (sorted patterns).
/// InjectionSampleTests compares them with the scene file as the project's reader reads it.
@MainActor
func observeHostileStrings() throws -> [String: String] {
    var seen: [String: String] = [:]
    func note(_ key: String, _ value: String?) {
        if let value { seen[key] = value }
    }

    GeneratedScenes.registerStoryboards()
    let navigation = Hostile.default()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), traitCollection: .phonePortrait)
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    note("scene.default.restorationID", navigation.restorationIdentifier)
    note("scene.default.tabBarItem.title", navigation.tabBarItem.title)
    note("scene.default.tabBarItem.accessibilityLabel", navigation.tabBarItem.accessibilityLabel)
    note("scene.default.tabBarItem.accessibilityIdentifier", navigation.tabBarItem.accessibilityIdentifier)

    for identifier in Hostile.storyboard.identifiers {
        let scene = switch try Hostile.storyboard.instantiateViewController(withIdentifier: identifier) {
        case is NavigationController: "default"
        case is KeywordViewController: "class"
        case is DetailViewController: "protocol"
        case let other: "unexpected \(type(of: other))"
        }
        note("scene.\(scene).storyboardID", identifier)
    }

    let list = try cast(navigation.topViewController, as: KeywordViewController.self)
    note("scene.class.title", list.title)
    note("scene.class.restorationID", list.restorationIdentifier)
    note("scene.class.navigationItem.title", list.navigationItem.title)
    note("scene.class.navigationItem.prompt", list.navigationItem.prompt)
    note("view.self.accessibilityIdentifier", list.default.accessibilityIdentifier)
    let cell = list.default.dequeueReusableCell(withIdentifier: Hostile.ClassCell.cell0.reuseIdentifier, for: IndexPath(row: 0, section: 0))
    note("cell.init.reuseIdentifier", cell.reuseIdentifier)
    note("cell.init.accessibilityLabel", cell.accessibilityLabel)

    // The segue `func` by its identifier: the template assigns the parameters' defaults.
    let segue = Hostile.ClassSegue.segue()
    note("segue.func.identifier", segue.identifier)
    try list.performSegue(withIdentifier: segue.identifier, sender: nil)
    let detail = try cast(navigation.topViewController, as: DetailViewController.self)
    note("segue.func.parameter.in.default", detail.in)
    note("segue.func.parameter.where.default", detail.where)
    note("segue.func.parameter.destination.default", detail.destination)
    note("segue.func.parameter.sender.default", detail.sender)
    // … and through the typed enum, whose cases carry the same defaults.
    navigation.popViewController(animated: false)
    try list.performSegue(segue)
    let typedDetail = try cast(navigation.topViewController, as: DetailViewController.self)
    note("segue.func.parameter.in.typedDefault", typedDetail.in)
    note("segue.func.parameter.where.typedDefault", typedDetail.where)
    note("segue.func.parameter.destination.typedDefault", typedDetail.destination)
    note("segue.func.parameter.sender.typedDefault", typedDetail.sender)

    note("scene.protocol.title", typedDetail.title)
    note("scene.protocol.restorationID", typedDetail.restorationIdentifier)
    note("scene.protocol.view.accessibilityLabel", typedDetail.view.accessibilityLabel)
    note("scene.protocol.view.accessibilityIdentifier", typedDetail.view.accessibilityIdentifier)
    note("view.return.text", typedDetail.return.text)
    note("view.return.accessibilityLabel", typedDetail.return.accessibilityLabel)
    note("view.var.text", typedDetail.var.text)
    note("view.var.placeholder", typedDetail.var.placeholder)
    note("view.var.accessibilityIdentifier", typedDetail.var.accessibilityIdentifier)
    note("view.var.accessibilityLabel", typedDetail.var.accessibilityLabel)
    note("view.enum.image", typedDetail.case.image?.name)
    note("view.segueSegue.text", typedDetail.class.text)
    let button = try cast(typedDetail.view.firstSubview(of: Button.self), as: Button.self)
    note("view.if.title", button.title(for: .normal))
    note("view.if.image", button.image(for: .normal)?.name)
    note("view.if.accessibilityLabel", button.accessibilityLabel)
    _ = button.simulateTap()
    if let action = typedDetail.action, action.sender === button { note("view.if.action", action.method) }

    try typedDetail.performSegue(.segue)
    note("segue.while.identifier", list.unwind?.identifier)
    note("scene.class.unwindAction", list.unwind?.method)

    for (index, pattern) in try GeneratedScenes.makeDeepLinkRouter().patterns.sorted().enumerated() {
        note("deepLink.\(index)", pattern)
    }
    return seen
}

/// A controller the session expected, or an error naming what was there instead.
struct UnexpectedController: Error, CustomStringConvertible {
    let description: String
}

private func cast<T>(_ value: Any?, as _: T.Type) throws -> T {
    guard let typed = value as? T else {
        throw UnexpectedController(description: "expected \(T.self), found \(value.map { "\(Swift.type(of: $0))" } ?? "nil")")
    }
    return typed
}

extension View {
    /// The first view of `type` in this view's subtree, depth first.
    fileprivate func firstSubview<T: View>(of type: T.Type) -> T? {
        for subview in subviews {
            if let match = subview as? T ?? subview.firstSubview(of: type) { return match }
        }
        return nil
    }
}
