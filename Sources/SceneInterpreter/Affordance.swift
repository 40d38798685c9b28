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

    /// The names `tap NAME` matches (ids, titles, segue identifiers), in order of preference.
    public let names: [String]
    /// A one-line description: what it is and what it leads to.
    public let summary: String
    /// How to trigger it.
    public let trigger: Trigger

    /// Creates an affordance.
    public init(names: [String], summary: String, trigger: Trigger) {
        self.names = names
        self.summary = summary
        self.trigger = trigger
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

    /// Why a person cannot reach it now (a toolbar item whose toolbar is hidden), or nil.
    public var unreachableReason: String? {
        guard case .toolbarItem(let item, let toolbar) = trigger else { return nil }
        guard let shown = toolbar(), shown.view(for: item) != nil else { return "its toolbar is not on screen" }
        return shown.isReachableByUser ? nil : "its toolbar is hidden"
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
            return table.simulateTap(at: indexPath)
        case .collectionItem(let collection, let indexPath):
            return collection.simulateTap(at: indexPath)
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
            guard control.isEnabled, !control.isHidden else { return false }
            control.sendActions(for: events)
            return true
        }
    }
}
