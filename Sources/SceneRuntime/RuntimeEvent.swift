import Foundation

/// One observable thing the runtime did, as data. Controller names are
/// `ViewController.debugLabel` values, taken when the event happened.
public enum RuntimeEvent: Equatable, Hashable, Sendable, CustomStringConvertible {
    case viewDidLoad(String)
    case viewWillAppear(String, animated: Bool)
    case viewDidAppear(String, animated: Bool)
    case viewWillDisappear(String, animated: Bool)
    case viewDidDisappear(String, animated: Bool)
    case viewWillLayoutSubviews(String)
    case viewDidLayoutSubviews(String)
    /// The update-constraints pass reached the controller's root view (`updateViewConstraints()`).
    case updateViewConstraints(String)
    case willMoveToParent(String, parent: String?)
    case didMoveToParent(String, parent: String?)
    case willTransitionToTraitCollection(String, TraitCollection)
    case traitCollectionDidChange(String, TraitCollection)
    case viewWillTransitionToSize(String, CGSize)
    case didReceiveMemoryWarning(String)
    /// A split view controller collapsed into one column.
    case splitViewDidCollapse(String)
    /// A split view controller expanded into its columns.
    case splitViewDidExpand(String)
    /// A rejected call; see `RuntimeError`.
    case misuse(RuntimeError)
    /// A presentation started: the presented controller, the presenting one, the style in effect.
    case present(String, presenting: String, style: ModalPresentationStyle)
    /// A dismissal started: the dismissed controller and the one that presented it.
    case dismiss(String, presenting: String)
    /// A segue is about to perform (after `prepare(for:sender:)`): its identifier, source
    /// and destination. Unwind segues included.
    case segue(String?, source: String, destination: String)
    /// State preservation asked the controller to encode its state.
    case encodeRestorableState(String)
    /// State restoration asked the controller to decode its state.
    case decodeRestorableState(String)
    /// State restoration finished; the controller was told `applicationFinishedRestoringState()`.
    case applicationFinishedRestoringState(String)

    /// Groups of events, to choose what an `EventRecorder` keeps.
    public struct Category: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// `viewDidLoad`.
        public static let loading = Category(rawValue: 1 << 0)
        /// `viewWillAppear` … `viewDidDisappear`.
        public static let appearance = Category(rawValue: 1 << 1)
        /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`.
        public static let layout = Category(rawValue: 1 << 2)
        /// `willMove(toParent:)`, `didMove(toParent:)`.
        public static let containment = Category(rawValue: 1 << 3)
        /// Trait changes and size transitions.
        public static let traits = Category(rawValue: 1 << 4)
        /// Memory warnings.
        public static let memory = Category(rawValue: 1 << 5)
        /// Container state changes such as a split view collapsing.
        public static let containers = Category(rawValue: 1 << 6)
        /// Rejected calls.
        public static let misuse = Category(rawValue: 1 << 7)
        /// Presentations and dismissals.
        public static let presentation = Category(rawValue: 1 << 8)
        /// Segues performed.
        public static let segues = Category(rawValue: 1 << 9)
        /// State preservation and restoration callbacks.
        public static let restoration = Category(rawValue: 1 << 10)
        /// `updateViewConstraints()` in the update-constraints pass.
        public static let constraints = Category(rawValue: 1 << 11)

        /// Everything.
        public static let all = Category(rawValue: ~0)
        /// Everything except layout and constraint updates, whose passes are an implementation detail.
        public static let standard = all.subtracting([.layout, .constraints])
    }

    /// The category the event belongs to.
    public var category: Category {
        switch self {
        case .viewDidLoad: .loading
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: .appearance
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews: .layout
        case .updateViewConstraints: .constraints
        case .willMoveToParent, .didMoveToParent: .containment
        case .willTransitionToTraitCollection, .traitCollectionDidChange, .viewWillTransitionToSize: .traits
        case .didReceiveMemoryWarning: .memory
        case .splitViewDidCollapse, .splitViewDidExpand: .containers
        case .misuse: .misuse
        case .present, .dismiss: .presentation
        case .segue: .segues
        case .encodeRestorableState, .decodeRestorableState, .applicationFinishedRestoringState: .restoration
        }
    }

    /// The name of the controller the event is about (`nil` for misuse).
    public var subject: String? {
        switch self {
        case let .viewDidLoad(name), let .viewWillAppear(name, _), let .viewDidAppear(name, _),
             let .viewWillDisappear(name, _), let .viewDidDisappear(name, _),
             let .viewWillLayoutSubviews(name), let .viewDidLayoutSubviews(name), let .updateViewConstraints(name),
             let .willMoveToParent(name, _), let .didMoveToParent(name, _),
             let .willTransitionToTraitCollection(name, _), let .traitCollectionDidChange(name, _),
             let .viewWillTransitionToSize(name, _), let .didReceiveMemoryWarning(name),
             let .splitViewDidCollapse(name), let .splitViewDidExpand(name),
             let .present(name, _, _), let .dismiss(name, _),
             let .encodeRestorableState(name), let .decodeRestorableState(name),
             let .applicationFinishedRestoringState(name):
            return name
        case let .segue(_, source, _):
            return source
        case .misuse:
            return nil
        }
    }

    /// A compact line such as `B.viewWillAppear(animated)` or `B.willMove(toParent: Nav)`.
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "(animated)" : "" }
        switch self {
        case let .viewDidLoad(name): return "\(name).viewDidLoad"
        case let .viewWillAppear(name, animated): return "\(name).viewWillAppear\(flag(animated))"
        case let .viewDidAppear(name, animated): return "\(name).viewDidAppear\(flag(animated))"
        case let .viewWillDisappear(name, animated): return "\(name).viewWillDisappear\(flag(animated))"
        case let .viewDidDisappear(name, animated): return "\(name).viewDidDisappear\(flag(animated))"
        case let .viewWillLayoutSubviews(name): return "\(name).viewWillLayoutSubviews"
        case let .viewDidLayoutSubviews(name): return "\(name).viewDidLayoutSubviews"
        case let .updateViewConstraints(name): return "\(name).updateViewConstraints"
        case let .willMoveToParent(name, parent): return "\(name).willMove(toParent: \(parent ?? "nil"))"
        case let .didMoveToParent(name, parent): return "\(name).didMove(toParent: \(parent ?? "nil"))"
        case let .willTransitionToTraitCollection(name, traits): return "\(name).willTransition(to: \(traits))"
        case let .traitCollectionDidChange(name, traits): return "\(name).traitCollectionDidChange(\(traits))"
        case let .viewWillTransitionToSize(name, size): return "\(name).viewWillTransition(to: \(size.width)x\(size.height))"
        case let .didReceiveMemoryWarning(name): return "\(name).didReceiveMemoryWarning"
        case let .splitViewDidCollapse(name): return "\(name).collapse"
        case let .splitViewDidExpand(name): return "\(name).expand"
        case let .misuse(error): return "misuse: \(error.description)"
        case let .present(name, presenting, style): return "\(presenting).present(\(name), \(style))"
        case let .dismiss(name, presenting): return "\(presenting).dismiss(\(name))"
        case let .segue(identifier, source, destination): return "segue \(identifier ?? "-"): \(source) → \(destination)"
        case let .encodeRestorableState(name): return "\(name).encodeRestorableState"
        case let .decodeRestorableState(name): return "\(name).decodeRestorableState"
        case let .applicationFinishedRestoringState(name): return "\(name).applicationFinishedRestoringState"
        }
    }
}
