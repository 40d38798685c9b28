import Foundation

/// Builds a `StateArchive` from a window's hierarchy (see `StateRestoration`).
///
/// From the window's root: each controller with a restoration identifier gets its own
/// coder and `encodeRestorableState(with:)`; the runtime adds its type, relation (root,
/// child, presented with its requested style), storyboard origin, restoration class and
/// container arrangement, then preserves its views with identifiers and goes on to its
/// branches. A controller without identifier is excluded with everything below it. A path
/// met a second time is reported (`RuntimeError.duplicateRestorationPath`) and the later
/// object left out.
@MainActor
struct StatePreserver {
    private(set) var controllers: [ArchivedController] = []
    private(set) var report = PreservationReport()
    private var owners: [RestorationPath: String] = [:]
    /// The path of every preserved controller, to archive references to it.
    private var preservedPaths: [ObjectIdentifier: RestorationPath] = [:]
    /// The coders that hold controller references, by archive index.
    private var referencingCoders: [(index: Int, coder: RestorationCoder)] = []

    mutating func preserve(root: ViewController?) {
        guard let root else { return }
        guard let identifier = root.restorationIdentifier else {
            report.excluded.append(root.debugLabel)
            return
        }
        visit(root, path: RestorationPath([.init(identifier: identifier)]), relation: .root)
        resolveReferences()
    }

    /// Archives each encoded controller reference as the referenced controller's path; a
    /// reference to a controller that was not preserved is left out and reported.
    private mutating func resolveReferences() {
        for (index, coder) in referencingCoders {
            var references: [String: RestorationPath] = [:]
            for (key, controller) in coder.encodedControllers.sorted(by: { $0.key < $1.key }) {
                if let path = preservedPaths[ObjectIdentifier(controller)] {
                    references[key] = path
                } else {
                    report.unresolvedReferences.append("\(controllers[index].path) '\(key)' → \(controller.debugLabel)")
                }
            }
            controllers[index].references = references.isEmpty ? nil : references
        }
    }

    /// Preserves `controller` at `path`; returns whether it was.
    @discardableResult
    private mutating func visit(_ controller: ViewController, path: RestorationPath, relation: ArchivedController.Relation) -> Bool {
        if let owner = owners[path] {
            duplicate(path, kept: owner, dropped: controller.debugLabel)
            return false
        }
        owners[path] = controller.debugLabel
        preservedPaths[ObjectIdentifier(controller)] = path
        report.preservedControllers.append(path)

        let coder = RestorationCoder(owner: controller.debugLabel, identifierComponents: path.identifierComponents)
        RuntimeEventCenter.record(.encodeRestorableState(controller.debugLabel))
        controller.encodeRestorableState(with: coder)

        let index = controllers.count
        controllers.append(ArchivedController(
            path: path,
            type: controller.typeName,
            relation: relation,
            modalPresentationStyle: relation == .presented ? controller.modalPresentationStyle.rawValue : nil,
            storyboard: controller.storyboard.map {
                ArchivedStoryboardOrigin(name: $0.name, identifier: controller.storyboardIdentifier,
                                         initial: controller.isStoryboardInitialScene)
            },
            restorationClass: controller.restorationClass.map(RestorationClassName.of),
            container: nil,
            state: coder.values,
            views: preserveViews(of: controller, at: path)
        ))
        if !coder.encodedControllers.isEmpty { referencingCoders.append((index, coder)) }

        var preservedChildren: [ObjectIdentifier: RestorationPath] = [:]
        for branch in RestorationTree.branches(of: controller) {
            guard let component = branch.component else {
                report.excluded.append(branch.controller.debugLabel)
                continue
            }
            let childPath = path.appending(component)
            if visit(branch.controller, path: childPath, relation: branch.relation) {
                preservedChildren[ObjectIdentifier(branch.controller)] = childPath
            }
        }
        if let arrangement = RestorationTree.arrangement(of: controller) {
            controllers[index].container = ArchivedContainer(
                kind: arrangement.kind,
                entries: arrangement.members.map { preservedChildren[ObjectIdentifier($0)] },
                selectedIndex: arrangement.selectedIndex
            )
        }
        return true
    }

    private mutating func preserveViews(of controller: ViewController, at path: RestorationPath) -> [ArchivedView] {
        var views: [ArchivedView] = []
        for view in RestorationTree.restorableViews(of: controller) {
            guard let identifier = view.restorationIdentifier else { continue }
            let viewPath = path.appending(.init(identifier: identifier))
            let label = "\(String(describing: type(of: view))) '\(identifier)'"
            if let owner = owners[viewPath] {
                duplicate(viewPath, kept: owner, dropped: label)
                continue
            }
            owners[viewPath] = label
            report.preservedViews.append(viewPath)
            let coder = RestorationCoder(owner: label, identifierComponents: viewPath.identifierComponents)
            view.encodeRestorableState(with: coder)
            views.append(ArchivedView(identifier: identifier, type: String(describing: type(of: view)), state: coder.values))
        }
        return views
    }

    private mutating func duplicate(_ path: RestorationPath, kept: String, dropped: String) {
        report.duplicates.append(.init(path: path, kept: kept, dropped: dropped))
        RuntimeDiagnostics.report(.duplicateRestorationPath(path: path.description, kept: kept, dropped: dropped))
    }
}
