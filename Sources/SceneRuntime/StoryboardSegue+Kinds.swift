import Foundation

/// A "show" segue: `source.show(destination, sender: segue)` — a push inside a navigation
/// controller, the primary of a split view, else a presentation.
@MainActor
public final class ShowSegue: StoryboardSegue {
    /// Whether the transition is reported as animated.
    public var animates = true

    public override func perform() {
        ShowRouting.withAnimation(animates) { source.show(destination, sender: self) }
    }
}

/// A "show detail" segue: `source.showDetailViewController(destination, sender: segue)` —
/// the secondary of a split view (a push onto its primary when collapsed), else a presentation.
@MainActor
public final class ShowDetailSegue: StoryboardSegue {
    /// Whether the transition is reported as animated.
    public var animates = true

    public override func perform() {
        ShowRouting.withAnimation(animates) { source.showDetailViewController(destination, sender: self) }
    }
}

/// A "present modally" segue: `source.present(destination, animated:)`.
@MainActor
public final class PresentationSegue: StoryboardSegue {
    /// Whether the presentation is reported as animated.
    public var animates = true

    public override func perform() {
        source.present(destination, animated: animates)
    }
}

/// A "popover" segue: presents the destination as a popover anchored to `anchor` (unless
/// `prepare(for:sender:)` anchored its `popoverPresentationController` itself).
@MainActor
public final class PopoverSegue: StoryboardSegue {
    /// Whether the presentation is reported as animated.
    public var animates = true
    /// What the popover points at.
    public var anchor: PopoverAnchor?
    /// The arrow directions allowed.
    public var permittedArrowDirections: PopoverArrowDirection = .any

    /// The destination's popover presentation controller, anchored.
    var anchoredPopover: PopoverPresentationController? {
        destination.modalPresentationStyle = .popover
        guard let popover = destination.popoverPresentationController else { return nil }
        popover.permittedArrowDirections = permittedArrowDirections
        if !popover.hasAnchor, let anchor {
            switch anchor {
            case .view(let view): popover.sourceView = view
            case .barButtonItem(let item): popover.barButtonItem = item
            }
        }
        return popover
    }

    public override func perform() {
        _ = anchoredPopover
        source.present(destination, animated: animates)
    }
}

/// An "embed" segue: the destination becomes a child whose view fills `containerView`.
@MainActor
public final class EmbedSegue: StoryboardSegue {
    /// The container view in the source's view tree.
    public let containerView: View

    /// Creates an embed segue into `containerView`.
    public init(identifier: String?, source: ViewController, destination: ViewController, containerView: View) {
        self.containerView = containerView
        super.init(identifier: identifier, source: source, destination: destination)
    }

    public override func perform() {
        source.embed(destination, in: containerView)
    }
}

/// An unwind segue: from `source` back to `destination`, found by the unwind search. On
/// `perform()` every controller on the way from the common ancestor down to the destination
/// gets `unwind(for:towards:)` — navigation controllers pop, tab bar controllers select,
/// presenting controllers dismiss.
@MainActor
public final class UnwindSegue: StoryboardSegue {
    /// The unwind action the destination handles.
    public let unwindAction: UnwindActionName
    /// Whether the transitions are reported as animated.
    public var animates = true

    /// Creates an unwind segue.
    public init(identifier: String?, source: ViewController, destination: ViewController, unwindAction: UnwindActionName) {
        self.unwindAction = unwindAction
        super.init(identifier: identifier, source: source, destination: destination)
    }

    public override func perform() {
        UnwindSearch.performTransitions(of: self)
    }
}
