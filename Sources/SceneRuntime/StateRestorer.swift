import Foundation

/// Restores a checked `StateArchive` into a window (see `StateRestoration`), in UIKit's
/// phases:
///
/// 1. **Find or make** each archived controller, parents first: its restoration class
///    (`nil` = do not recreate: it and what it contains are skipped); without a restoration
///    class, the application delegate; then a controller that already exists on the same
///    path (in the window, or made with an ancestor); then its storyboard — the identifier
///    it was instantiated with, its initial scene, or its restoration identifier as a
///    storyboard identifier. A controller of the archived class or a subclass of it is
///    decoded; one of an unrelated class is used, but its state is not decoded.
/// 2. **Put in place**: the root becomes the window's root; navigation, tab bar, split and
///    page controllers get their children back in order (positions whose child was not
///    preserved keep what the container has there) and the tab selection; presented
///    controllers are presented again (no animation) with their archived style.
/// 3. **Decode**, parents first: `decodeRestorableState(with:)` of each controller in place
///    (checked after its parent decoded, which may have added it), then of its views; the delegate's `application(_:didDecodeRestorableStateWith:)`;
///    then `applicationFinishedRestoringState()` on every decoded object.
@MainActor
final class StateRestorer {
    private let archive: StateArchive
    private let window: Window
    private let application: Application
    private(set) var report = RestorationReport()

    private var found: [RestorationPath: (controller: ViewController, source: RestorationReport.Source, matches: Bool)] = [:]
    private var skipped: [RestorationPath: RestorationReport.SkipReason] = [:]
    private var existing: [RestorationPath: ViewController] = [:]
    private var coders: [RestorationPath: RestorationCoder] = [:]

    init(archive: StateArchive, window: Window, application: Application) {
        self.archive = archive
        self.window = window
        self.application = application
    }

    func run(appCoder: RestorationCoder) {
        if let root = window.rootViewController, let identifier = root.restorationIdentifier {
            index(root, at: RestorationPath([.init(identifier: identifier)]))
        }
        for record in archive.controllers { obtain(record) }
        installRoot()
        for record in archive.controllers { arrangeContainer(record) }
        for record in archive.controllers where record.relation == .presented { present(record) }

        // Placement is checked parents first, each after its parent decoded: a custom
        // container adds the children it decodes (`decodeViewController(forKey:)`) then.
        var decoded: [(ArchivedController, ViewController, [View])] = []
        for record in archive.controllers where checkPlacement(record) {
            guard let entry = found[record.path], entry.matches, let coder = coders[record.path] else { continue }
            RuntimeEventCenter.record(.decodeRestorableState(entry.controller.debugLabel))
            entry.controller.decodeRestorableState(with: coder)
            decoded.append((record, entry.controller, decodeViews(of: record, in: entry.controller)))
        }
        application.delegate?.application(application, didDecodeRestorableStateWith: appCoder)
        for (_, controller, views) in decoded {
            RuntimeEventCenter.record(.applicationFinishedRestoringState(controller.debugLabel))
            controller.applicationFinishedRestoringState()
            for view in views { view.applicationFinishedRestoringState() }
        }

        report.entries = archive.controllers.map { record in
            let result: RestorationReport.Result
            if let reason = skipped[record.path] {
                result = .skipped(reason)
            } else if let entry = found[record.path] {
                result = entry.matches ? .restored(entry.source) : .classMismatch(entry.source, found: entry.controller.typeName)
            } else {
                result = .skipped(.notFound)
            }
            return RestorationReport.Entry(path: record.path, type: record.type, result: result)
        }
    }

    // MARK: Phase 1: find or make

    private func obtain(_ record: ArchivedController) {
        let path = record.path
        if let parent = path.parent, found[parent] == nil {
            skipped[path] = .ancestorNotRestored
            return
        }
        let storyboard = record.storyboard.flatMap { Storyboard.named($0.name) }
        let coder = RestorationCoder(owner: path.description, identifierComponents: path.identifierComponents,
                                     values: record.state, storyboard: storyboard, references: record.references ?? [:]) { [weak self] path in
            self?.restoredController(at: path)
        }
        coders[path] = coder

        var candidate: (ViewController, RestorationReport.Source)?
        var asksDelegate = record.restorationClass == nil
        if let name = record.restorationClass {
            if let type = application.restorationClass(named: name) {
                guard let controller = type.viewController(withRestorationIdentifierPath: path.identifierComponents, coder: coder) else {
                    skipped[path] = .declinedByRestorationClass
                    return
                }
                candidate = (controller, .restorationClass)
            } else {
                report.notes.append("\(path): restoration class \(name) is not registered with the application")
                asksDelegate = true
            }
        }
        if candidate == nil, asksDelegate, let delegate = application.delegate,
           let controller = delegate.application(application, viewControllerWithRestorationIdentifierPath: path.identifierComponents, coder: coder) {
            candidate = (controller, .applicationDelegate)
        }
        if candidate == nil, let controller = existing[path] {
            candidate = (controller, .existing)
        }
        if candidate == nil, let origin = record.storyboard, let controller = instantiate(origin, identifier: path.components.last?.identifier, for: path) {
            candidate = (controller, .storyboard)
        }
        guard let (controller, source) = candidate else {
            skipped[path] = .notFound
            return
        }
        if let other = found.first(where: { $0.value.controller === controller })?.key {
            skipped[path] = .alreadyUsed(other)
            return
        }
        if controller.restorationIdentifier == nil { controller.restorationIdentifier = path.components.last?.identifier }
        found[path] = (controller, source, ArchivedClass.matches(controller, archivedType: record.type))
        index(controller, at: path)
    }

    /// The controller found for `path`, unless it was skipped (for controller references).
    private func restoredController(at path: RestorationPath) -> ViewController? {
        skipped[path] == nil ? found[path]?.controller : nil
    }

    /// Records `controller`'s subtree as existing controllers (keeping earlier entries).
    private func index(_ controller: ViewController, at path: RestorationPath) {
        for (subpath, member) in RestorationTree.paths(from: controller, at: path) where existing[subpath] == nil {
            existing[subpath] = member
        }
    }

    private func instantiate(_ origin: ArchivedStoryboardOrigin, identifier restorationIdentifier: String?, for path: RestorationPath) -> ViewController? {
        guard let storyboard = Storyboard.named(origin.name) else {
            report.notes.append("\(path): storyboard '\(origin.name)' is not registered")
            return nil
        }
        do {
            if let identifier = origin.identifier {
                return try storyboard.instantiateViewController(withIdentifier: identifier)
            }
            if origin.initial {
                return storyboard.instantiateInitialViewController()
            }
            if let restorationIdentifier, storyboard.identifiers.contains(restorationIdentifier) {
                return try storyboard.instantiateViewController(withIdentifier: restorationIdentifier)
            }
        } catch {
            report.notes.append("\(path): \(error)")
        }
        return nil
    }

    // MARK: Phase 2: put in place

    private func installRoot() {
        guard let record = archive.controllers.first, let root = found[record.path]?.controller else { return }
        if window.rootViewController !== root { window.rootViewController = root }
    }

    private func arrangeContainer(_ record: ArchivedController) {
        guard let container = record.container, let entry = found[record.path], entry.matches,
              let current = RestorationTree.arrangement(of: entry.controller), current.kind == container.kind else { return }
        var members: [ViewController] = []
        var selected: Int?
        for (position, child) in container.entries.enumerated() {
            let member: ViewController?
            if let child {
                member = found[child]?.controller
            } else {
                member = current.members.indices.contains(position) ? current.members[position] : nil
            }
            guard let member else { continue }
            if position == container.selectedIndex { selected = members.count }
            members.append(member)
        }
        guard !members.isEmpty else { return }
        let unchanged = members.count == current.members.count && zip(members, current.members).allSatisfy { $0 === $1 }
        switch entry.controller {
        case let navigation as NavigationController:
            if !unchanged { navigation.setViewControllers(members, animated: false) }
        case let tabs as TabBarController:
            if !unchanged { tabs.setViewControllers(members, animated: false) }
            if let selected, tabs.selectedIndex != selected { tabs.selectedIndex = selected }
        case let split as SplitViewController:
            if !unchanged { split.setViewControllers(members) }
        case let pages as PageViewController:
            if !unchanged, let page = members.first { pages.setViewControllers([page], direction: .forward, animated: false) }
        default:
            break
        }
    }

    private func present(_ record: ArchivedController) {
        guard let presented = found[record.path]?.controller, let parentPath = record.path.parent,
              let presenter = found[parentPath]?.controller else { return }
        if presented.presentationState.presenting === presenter { return }
        if let raw = record.modalPresentationStyle, let style = ModalPresentationStyle(rawValue: raw) {
            presented.modalPresentationStyle = style
            if style == .popover, let popover = presented.popoverPresentationController, !popover.hasAnchor {
                popover.sourceView = presenter.view
            }
        }
        presenter.present(presented, animated: false)
        if presented.presentationState.presenting !== presenter {
            skipped[record.path] = .notPlaced("\(presenter.debugLabel) could not present it")
        }
    }

    /// Whether the controller found for `record` is where the archive says, under a placed
    /// parent; otherwise it is reported as skipped and not decoded.
    private func checkPlacement(_ record: ArchivedController) -> Bool {
        guard skipped[record.path] == nil, let controller = found[record.path]?.controller else { return false }
        switch record.relation {
        case .root:
            if window.rootViewController === controller { return true }
            skipped[record.path] = .notPlaced("it could not become the window's root")
            return false
        case .child, .presented:
            guard let parentPath = record.path.parent, skipped[parentPath] == nil,
                  let parent = found[parentPath]?.controller else {
                skipped[record.path] = .ancestorNotRestored
                return false
            }
            let placed = record.relation == .child
                ? controller.parent === parent
                : controller.presentationState.presenting === parent
            if !placed {
                skipped[record.path] = .notPlaced(record.relation == .child
                    ? "it is not a child of \(parent.debugLabel)" : "it is not presented by \(parent.debugLabel)")
            }
            return placed
        }
    }

    // MARK: Phase 3: decode

    private func decodeViews(of record: ArchivedController, in controller: ViewController) -> [View] {
        guard !record.views.isEmpty else { return [] }
        controller.loadViewIfNeeded()
        let views = RestorationTree.restorableViews(of: controller)
        var decoded: [View] = []
        for archived in record.views {
            let viewPath = record.path.appending(.init(identifier: archived.identifier))
            guard let view = views.first(where: { $0.restorationIdentifier == archived.identifier }) else {
                report.notes.append("\(viewPath): no view with this restoration identifier")
                continue
            }
            let typeName = String(describing: type(of: view))
            guard ArchivedClass.matches(view, archivedType: archived.type) else {
                report.notes.append("\(viewPath): found a \(typeName), archived a \(archived.type); state not decoded")
                continue
            }
            view.decodeRestorableState(with: RestorationCoder(owner: "\(typeName) '\(archived.identifier)'",
                                                              identifierComponents: viewPath.identifierComponents,
                                                              values: archived.state))
            decoded.append(view)
        }
        return decoded
    }
}
