import Foundation

/// Segues (UIKit's storyboard segues, registered by generated code).
///
/// Performing a segue: (triggered only) `shouldPerformSegue(withIdentifier:sender:)` — a
/// segue without identifier is not asked, as it cannot be told apart — then the destination
/// is instantiated (its `storyboard` set to the source's), the template's presentation
/// settings applied, `configure` run (typed parameters), `prepare(for:sender:)` called on the
/// source, a `RuntimeEvent.segue` recorded, and `perform()` shows the destination, with its
/// appearance callbacks, before the call returns.
extension ViewController {
    /// Registers a segue this controller can perform (generated factories call it). A
    /// template with the identifier of one already registered replaces it.
    public func registerSegue(_ template: SegueTemplate) {
        if let identifier = template.identifier,
           let index = segueState.templates.firstIndex(where: { $0.identifier == identifier }) {
            segueState.templates[index] = template
        } else {
            segueState.templates.append(template)
        }
    }

    /// The registered segue templates, in registration order.
    public var registeredSegues: [SegueTemplate] { segueState.templates }

    /// Performs the registered segue `identifier`, without asking `shouldPerformSegue` (as
    /// UIKit). Throws `RuntimeError.unknownSegue` (naming the identifier, this scene and
    /// near matches) when none is registered, `.noUnwindDestination` for an unwind segue no
    /// controller handles, `.popoverWithoutAnchor` for a popover with nothing to point at.
    public func performSegue(withIdentifier identifier: String, sender: Any?) throws {
        try performSegue(withIdentifier: identifier, sender: sender, configure: nil)
    }

    /// Performs the registered segue `identifier` as `performSegue(withIdentifier:sender:)`
    /// does, calling `configure(destination)` right after instantiating the destination —
    /// before `prepare(for:sender:)` and before the destination's view loads (generated
    /// code assigns typed segue parameters there).
    public func performSegue(withIdentifier identifier: String, sender: Any?, configure: (@MainActor (ViewController) -> Void)?) throws {
        guard let template = segueState.templates.first(where: { $0.identifier == identifier }) else {
            let known = segueState.templates.compactMap(\.identifier)
            throw RuntimeError.unknownSegue(identifier: identifier, scene: sceneDescription,
                                            nearMatches: NearMatches.suggestions(for: identifier, among: known))
        }
        _ = try run(template, sender: sender, configure: configure, asksShouldPerform: false)
    }

    /// Performs a segue triggered from the scene — by a control's primary action, a bar
    /// button item or a cell's selection: asks `shouldPerformSegue(withIdentifier:sender:)`
    /// first (not for a segue without identifier) and skips the segue when it returns
    /// `false`. Failures are reported (`RuntimeError`) rather than thrown. Returns whether
    /// the segue performed.
    @discardableResult
    public func performTriggeredSegue(_ template: SegueTemplate, sender: Any?) -> Bool {
        do {
            return try run(template, sender: sender, configure: nil, asksShouldPerform: true)
        } catch {
            RuntimeDiagnostics.report(error)
            return false
        }
    }

    /// Performs `template` (triggered, the cell as sender) when a row of `tableView` whose
    /// cell has `reuseIdentifier` is selected by a user's tap (`TableView.simulateTap(at:)`),
    /// after `willSelectRowAt` and before `didSelectRowAt`, as in UIKit.
    public func registerCellSegue(_ template: SegueTemplate, reuseIdentifier: String, in tableView: TableView) {
        tableView.selectionTriggers[reuseIdentifier, default: []].append { [weak self] cell in
            self?.performTriggeredSegue(template, sender: cell)
        }
    }

    /// Performs `template` (triggered, the cell as sender) when the row of `tableView` that
    /// shows `cell` — a static cell — is selected by a user's tap (`TableView.simulateTap(at:)`),
    /// after `willSelectRowAt` and before `didSelectRowAt`, as in UIKit. The cell is held weakly.
    public func registerCellSegue(_ template: SegueTemplate, cell: TableViewCell, in tableView: TableView) {
        tableView.cellSelectionTriggers.append((WeakCell(cell), { [weak self] cell in
            self?.performTriggeredSegue(template, sender: cell)
        }))
    }

    /// Performs `template` (triggered, the cell as sender) when an item of `collectionView`
    /// whose cell has `reuseIdentifier` is selected by a user's tap, before `didSelectItemAt`.
    public func registerCellSegue(_ template: SegueTemplate, reuseIdentifier: String, in collectionView: CollectionView) {
        collectionView.selectionTriggers[reuseIdentifier, default: []].append { [weak self] cell in
            self?.performTriggeredSegue(template, sender: cell)
        }
    }

    /// Performs an embed segue: makes an `EmbedSegue`, calls `prepare(for:sender:)` (sender
    /// `nil`), then embeds `destination` as a child whose view fills `containerView`
    /// (`embed(_:in:)`). Generated code calls it from `loadViewHandler`, once the view tree
    /// is built and outlets are assigned — so embedding happens while this view loads,
    /// before `viewDidLoad()`.
    public func performEmbedSegue(identifier: String?, destination: ViewController, in containerView: View) {
        destination.awakeFromStoryboard(storyboard)  // the source's storyboard if it has none; awakeFromNib once
        let segue = EmbedSegue(identifier: identifier, source: self, destination: destination, containerView: containerView)
        prepare(for: segue, sender: nil)
        RuntimeEventCenter.record(.segue(identifier, source: debugLabel, destination: destination.debugLabel))
        segue.perform()
    }

    /// The type name, with `debugLabel` when it says more: `ListViewController "Recipes"`.
    var sceneDescription: String {
        debugLabel == typeName ? typeName : "\(typeName) \"\(debugLabel)\""
    }

    /// Runs a template; returns `false` when `shouldPerformSegue` declined.
    private func run(_ registered: SegueTemplate, sender: Any?, configure: (@MainActor (ViewController) -> Void)?,
                     asksShouldPerform: Bool) throws(RuntimeError) -> Bool {
        // A segue's settings may vary with the source's traits.
        let template = registered.resolved(for: traitCollection)
        if asksShouldPerform, let identifier = template.identifier,
           !shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return false
        }
        if let action = template.unwindAction {
            try performUnwind(action, identifier: template.identifier, animates: template.animates, sender: sender)
            return true
        }
        guard let makeDestination = template.destination else {
            throw .segueWithoutDestination(identifier: template.identifier, scene: sceneDescription)
        }
        let destination = makeDestination()
        destination.awakeFromStoryboard(storyboard)  // the source's storyboard if it has none; awakeFromNib once
        let segue: StoryboardSegue
        switch template.kind {
        case .show:
            let show = ShowSegue(identifier: template.identifier, source: self, destination: destination)
            show.animates = template.animates
            segue = show
        case .showDetail:
            let detail = ShowDetailSegue(identifier: template.identifier, source: self, destination: destination)
            detail.animates = template.animates
            segue = detail
        case .present:
            applyPresentationSettings(of: template, to: destination)
            let present = PresentationSegue(identifier: template.identifier, source: self, destination: destination)
            present.animates = template.animates
            segue = present
        case .popover:
            applyPresentationSettings(of: template, to: destination)
            destination.modalPresentationStyle = .popover
            if let size = template.preferredContentSize { destination.preferredContentSize = size }
            let popover = PopoverSegue(identifier: template.identifier, source: self, destination: destination)
            popover.animates = template.animates
            popover.permittedArrowDirections = template.permittedArrowDirections
            segue = popover
        case .custom(let make):
            applyPresentationSettings(of: template, to: destination)
            segue = make(template.identifier, self, destination)
        case .unwind:
            preconditionFailure("unwind segues are handled above")
        }
        configure?(destination)
        prepare(for: segue, sender: sender)
        if let popover = segue as? PopoverSegue {
            if popover.anchor == nil { popover.anchor = template.anchor?() }
            guard popover.anchoredPopover?.hasAnchor == true else {
                throw .popoverWithoutAnchor(controller: destination.debugLabel)
            }
        }
        RuntimeEventCenter.record(.segue(template.identifier, source: debugLabel, destination: destination.debugLabel))
        segue.perform()
        return true
    }

    private func applyPresentationSettings(of template: SegueTemplate, to destination: ViewController) {
        if let style = template.modalPresentationStyle { destination.modalPresentationStyle = style }
        if let style = template.modalTransitionStyle { destination.modalTransitionStyle = style }
    }
}
