import Foundation
import SceneRuntime

/// Something a person can trigger on an interpreted scene: a control with actions or a
/// segue, a bar button item of the navigation item or a toolbar, a row of a table or
/// collection, a gesture recognizer, or a segue whose trigger the interpreter could not build.
@MainActor
public struct Affordance {
    /// How it is triggered.
    public enum Trigger {
        /// A control; the events the scene binds on it.
        case control(Control, events: Control.Event)
        /// A bar button item of the navigation item.
        case barItem(BarButtonItem)
        /// A bar button item of a toolbar: the navigation controller's (the controller's
        /// `toolbarItems`) or a toolbar view's. `toolbar` finds the toolbar showing it now
        /// (nil when none is on screen).
        case toolbarItem(BarButtonItem, toolbar: @MainActor () -> Toolbar?)
        /// A row of a table view (prototype or static).
        case tableRow(TableView, IndexPath)
        /// An item of a collection view.
        case collectionItem(CollectionView, IndexPath)
        /// A gesture recognizer attached to a view: its own kind of gesture is simulated.
        case gesture(GestureRecognizer)
        /// A segue performed as if triggered (its trigger was not built).
        case segue(ViewController, SegueTemplate)
    }

    /// What an affordance is, for the qualified commands (`tap row …`, `tap toolbar …`, `gesture …`).
    public enum Category: String, Sendable {
        case barItem, control, row, toolbarItem, gesture, segue
    }

    /// The names `tap NAME` matches (ids, titles, segue identifiers), in order of preference —
    /// with the current title or text of a control or gesture's view (a variation may change it).
    public var names: [String] { currentNames() }
    /// A one-line description: what it is and what it leads to, with current titles.
    public var summary: String { currentSummary() }
    /// How to trigger it.
    public let trigger: Trigger

    private let currentNames: @MainActor () -> [String]
    private let currentSummary: @MainActor () -> String

    /// Creates an affordance.
    public init(names: [String], summary: String, trigger: Trigger) {
        self.init(trigger: trigger, names: { names }, summary: { summary })
    }

    /// Creates an affordance whose names and summary are read when asked (they show a
    /// view's current caption).
    init(trigger: Trigger, names: @escaping @MainActor () -> [String], summary: @escaping @MainActor () -> String) {
        self.trigger = trigger
        currentNames = names
        currentSummary = summary
    }

    /// What it is.
    public var category: Category {
        switch trigger {
        case .control: .control
        case .barItem: .barItem
        case .toolbarItem: .toolbarItem
        case .tableRow, .collectionItem: .row
        case .gesture: .gesture
        case .segue: .segue
        }
    }

    /// Why a person cannot reach it now, or nil: a toolbar item whose toolbar is hidden or not
    /// on screen; a control, a gesture recognizer's view or a table or collection that is
    /// hidden, transparent or takes no touches, or is inside a view that is (a variation may
    /// have hidden it).
    public var unreachableReason: String? {
        switch trigger {
        case .toolbarItem(let item, let toolbar):
            guard let shown = toolbar(), shown.view(for: item) != nil else { return "its toolbar is not on screen" }
            return shown.isReachableByUser ? nil : "its toolbar is hidden"
        case .control(let control, _): return Self.reasonUnreachable(control)
        case .tableRow(let table, _): return Self.reasonUnreachable(table)
        case .collectionItem(let collection, _): return Self.reasonUnreachable(collection)
        case .gesture(let recognizer): return recognizer.view.flatMap(Self.reasonUnreachable)
        case .barItem, .segue: return nil
        }
    }

    /// Why a user cannot reach `view` (`View.isReachableByUser`, explained), or nil.
    static func reasonUnreachable(_ view: View) -> String? {
        var candidate: View? = view
        while let current = candidate {
            let subject = current === view ? "it is" : "it is inside a view that is"
            if current.isHidden { return current !== view && current is Toolbar ? "its toolbar is not on screen" : "\(subject) hidden" }
            if current.alpha < 0.01 { return "\(subject) transparent" }
            if !current.isUserInteractionEnabled { return current === view ? "it takes no touches" : "it is inside a view that takes no touches" }
            candidate = current.superview
        }
        return nil
    }

    /// Triggers it as a user would (`simulateTap`, `simulateToggle`, a recognizer's
    /// `simulateRecognition`, … or the control's events for controls without a simulated
    /// gesture). Returns whether anything was sent.
    @discardableResult
    public func perform() -> Bool {
        switch trigger {
        case .control(let control, let events):
            return Self.perform(control, events: events)
        case .barItem(let item):
            return item.simulateTap()
        case .toolbarItem(let item, _):
            return unreachableReason == nil && item.simulateTap()
        case .tableRow(let table, let indexPath):
            // The runtime taps a row that is not on screen; a person cannot tap a hidden table's.
            return unreachableReason == nil && table.simulateTap(at: indexPath)
        case .collectionItem(let collection, let indexPath):
            return unreachableReason == nil && collection.simulateTap(at: indexPath)
        case .gesture(let recognizer):
            return recognizer.simulateRecognition()
        case .segue(let controller, let template):
            return controller.performTriggeredSegue(template, sender: nil)
        }
    }

    private static func perform(_ control: Control, events: Control.Event) -> Bool {
        switch control {
        case let button as Button: return button.simulateTap()
        case let toggle as Switch: return toggle.simulateToggle()
        case let stepper as Stepper: return stepper.simulateIncrement()
        case let segmented as SegmentedControl where segmented.numberOfSegments > 0:
            return segmented.simulateTap(onSegmentAt: (segmented.selectedSegmentIndex + 1) % segmented.numberOfSegments)
        case let pageControl as PageControl where pageControl.numberOfPages > 1:
            return pageControl.simulateSelection(ofPage: (pageControl.currentPage + 1) % pageControl.numberOfPages)
        case let slider as Slider:
            return slider.simulateSlide(to: slider.value < slider.maximumValue ? slider.maximumValue : slider.minimumValue)
        default:
            guard control.isEnabled, control.isReachableByUser else { return false }
            control.sendActions(for: events)
            return true
        }
    }
}
