import Foundation
import SceneRuntime

/// Something a person can trigger on an interpreted scene: a control with actions or a
/// segue, a bar button item, a row of a table or collection, or a segue whose trigger the
/// interpreter could not build.
@MainActor
public struct Affordance {
    /// How it is triggered.
    public enum Trigger {
        /// A control; the events the scene binds on it.
        case control(Control, events: Control.Event)
        /// A bar button item of the navigation item.
        case barItem(BarButtonItem)
        /// A row of a table view.
        case tableRow(TableView, IndexPath)
        /// An item of a collection view.
        case collectionItem(CollectionView, IndexPath)
        /// A segue performed as if triggered (its trigger was not built).
        case segue(ViewController, SegueTemplate)
    }

    /// The names `tap NAME` matches (ids, titles, segue identifiers), in order of preference.
    public let names: [String]
    /// A one-line description: what it is and what it leads to.
    public let summary: String
    /// How to trigger it.
    public let trigger: Trigger

    /// Triggers it as a user would (`simulateTap`, `simulateToggle`, … or the control's
    /// events for controls without a simulated gesture). Returns whether anything was sent.
    @discardableResult
    public func perform() -> Bool {
        switch trigger {
        case .control(let control, let events):
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
        case .barItem(let item):
            return item.simulateTap()
        case .tableRow(let table, let indexPath):
            return table.simulateTap(at: indexPath)
        case .collectionItem(let collection, let indexPath):
            return collection.simulateTap(at: indexPath)
        case .segue(let controller, let template):
            return controller.performTriggeredSegue(template, sender: nil)
        }
    }
}
