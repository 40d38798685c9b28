import SceneGraph

/// Builds a ``SceneDocument`` from an Xcode `.storyboard` file, mapping Interface Builder's
/// dialect onto the same graph as scene files.
///
/// Layout is read into each view's, cell's and content view's ``ViewLayout`` (frames, masks,
/// constraints with their size-class variations and installation, guides, priorities, margins),
/// the scenes' simulated bars and the document's designed device (`+Layout`, `+Metrics`);
/// colours and fonts get one note per document each; connections the code generator cannot
/// carry are reported by it.
/// macOS storyboards are read too, with one note: the graph can inspect and lint them, but the
/// runtime and generated code follow UIKit.
public enum StoryboardReader {
    /// Rule ids the storyboard reader reports.
    public enum Rule {
        public static let notAStoryboard = "storyboard-not-a-storyboard"
        public static let unmodelled = "storyboard-unmodelled"
        public static let unknownSegueKind = "storyboard-unknown-segue-kind"
        public static let missingAttribute = "storyboard-missing-attribute"
    }

    /// Reads a storyboard; the document is nil when the root is not a storyboard.
    public static func read(_ tree: XMLTree, path: String) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        read(tree, path: path, minimumRun: 8)
    }

    /// ``read(_:path:)`` with scenes read in runs of at least `minimumRun` on every core
    /// (`Int.max` reads them in order on this thread; tests compare the two).
    static func read(_ tree: XMLTree, path: String, minimumRun: Int) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        let root = tree.root
        guard root.name == "document", root.namespaceURI == nil, let scenes = root.children.first(where: { $0.name == "scenes" }) else {
            return (nil, [.error(
                "<\(root.name)> is not an Interface Builder storyboard (expected <document> with <scenes>)",
                at: root.location, rule: Rule.notAStoryboard)])
        }
        var builder = StoryboardBuilder(path: path, root: root, minimumRun: minimumRun)
        return (builder.document(root: root, scenes: scenes), builder.finish())
    }

    /// Storyboard segue kinds and the graph's kinds, one to one.
    public static let segueKinds: [String: SegueKind] = [
        "show": .show, "showDetail": .showDetail, "presentation": .present, "popoverPresentation": .popover,
        "custom": .custom, "embed": .embed, "relationship": .relationship, "unwind": .unwind,
        "push": .push, "modal": .modal, "replace": .replace, "popover": .legacyPopover,
    ]

    /// Storyboard relationship names and the roles they play.
    public static let relationshipRoles: [String: RelationshipRole] = [
        "rootViewController": .root, "viewControllers": .tab, "masterViewController": .primary,
        "detailViewController": .secondary, "supplementaryViewController": .supplementary,
        "compactViewController": .compact,
    ]

    /// Storyboard controller elements and the scene kinds they become; others become plain controllers.
    public static let controllerKinds: [String: SceneKind] = [
        "viewController": .controller, "tableViewController": .tableController,
        "collectionViewController": .collectionController, "navigationController": .navigation,
        "tabBarController": .tabBar, "splitViewController": .split, "pageViewController": .page,
        "viewControllerPlaceholder": .reference,
    ]

    /// Storyboard view elements that the scene format names differently or alike.
    public static let viewKinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "textField": .textField, "textView": .textView,
        "switch": .switch, "slider": .slider, "stepper": .stepper, "segmentedControl": .segmentedControl,
        "datePicker": .datePicker, "imageView": .imageView, "scrollView": .scrollView, "stackView": .stackView,
        "tableView": .tableView, "collectionView": .collectionView, "containerView": .containerView,
        "activityIndicatorView": .activityIndicator, "pageControl": .pageControl, "progressView": .progressView,
        "toolbar": .toolbar, "pickerView": .pickerView, "searchBar": .searchBar,
    ]

    /// Storyboard gesture recognizer elements and their kinds. Interface Builder writes a long
    /// press as `pongPressGestureRecognizer`.
    public static let gestureKinds: [String: GestureKind] = [
        "tapGestureRecognizer": .tap, "pongPressGestureRecognizer": .longPress, "longPressGestureRecognizer": .longPress,
        "swipeGestureRecognizer": .swipe, "panGestureRecognizer": .pan, "screenEdgePanGestureRecognizer": .screenEdgePan,
        "pinchGestureRecognizer": .pinch, "rotationGestureRecognizer": .rotation,
    ]
}
