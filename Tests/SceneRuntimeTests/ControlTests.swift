import Foundation
import Testing
@testable import SceneRuntime

@Suite("Controls and bar items")
@MainActor
struct ControlTests {
    @Test func actionsRunPerEventInRegistrationOrder() {
        let button = Button(type: .system)
        var log: [String] = []
        button.addAction(for: .touchUpInside) { log.append("up") }
        button.addAction(for: [.touchDown, .touchUpInside]) { _ in log.append("down or up") }
        let primary = Action(title: "Go") { action in
            log.append("primary from \(action.sender === button)")
        }
        button.addAction(primary, for: .primaryActionTriggered)

        button.sendActions(for: .touchUpInside)
        #expect(log == ["up", "down or up"])

        log.removeAll()
        #expect(button.simulateTap())
        #expect(log == ["down or up", "up", "down or up", "primary from true"])
        #expect(button.actionCount(for: .primaryActionTriggered) == 1)

        button.removeAction(primary, for: .primaryActionTriggered)
        #expect(button.actionCount(for: .primaryActionTriggered) == 0)
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test func addingAnActionWithTheSameIdentifierReplacesIt() {
        let button = Button()
        var log: [String] = []
        button.addAction(Action(identifier: .init("save")) { _ in log.append("first") }, for: .touchUpInside)
        button.addAction(Action(identifier: .init("save")) { _ in log.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
    }

    @Test func targetActionHoldsTheTargetWeaklyAndPassesTheTypedSender() {
        final class Target {
            var taps: [Bool] = []
        }
        let toggle = Switch()
        var target: Target? = Target()
        weak let weakTarget = target
        toggle.addTarget(target!, for: .valueChanged) { target, sender in
            target.taps.append(sender.isOn)
        }
        #expect(toggle.simulateToggle())
        #expect(target?.taps == [true])
        target = nil
        #expect(weakTarget == nil)
        #expect(toggle.simulateToggle())
        #expect(toggle.actionCount(for: .valueChanged) == 0)
    }

    @Test func removeTargetDropsItsActions() {
        final class Target {}
        let target = Target()
        let button = Button()
        var count = 0
        button.addTarget(target, for: .touchUpInside) { _, _ in count += 1 }
        button.addAction(for: .touchUpInside) { count += 100 }
        button.removeTarget(target, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(count == 100)
    }

    @Test func actionsDoNotKeepTheirControlAlive() {
        weak var weakButton: Button?
        do {
            let button = Button()
            weakButton = button
            button.addAction(for: .touchUpInside) { button in button.isSelected.toggle() }
            button.sendActions(for: .touchUpInside)
            #expect(button.isSelected)
        }
        #expect(weakButton == nil)
    }

    @Test func disabledOrHiddenControlsIgnoreSimulatedUsers() {
        let button = Button()
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { taps += 1 }
        button.isEnabled = false
        #expect(!button.simulateTap())
        button.isEnabled = true
        let parent = View()
        parent.addSubview(button)
        parent.isHidden = true
        #expect(!button.simulateTap())
        parent.isHidden = false
        #expect(button.simulateTap())
        button.isEnabled = false
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 2)
    }

    @Test func valueControlsChangeAndSendValueChanged() {
        var events: [String] = []
        let slider = Slider()
        slider.maximumValue = 10
        slider.addAction(for: .valueChanged) { slider in events.append("slider \(slider.value)") }
        #expect(slider.simulateSlide(to: 42))
        #expect(slider.value == 10)
        #expect(!slider.simulateSlide(to: 10))

        let stepper = Stepper()
        stepper.maximumValue = 2
        stepper.addAction(for: .valueChanged) { stepper in events.append("stepper \(stepper.value)") }
        stepper.simulateIncrement()
        stepper.simulateIncrement()
        #expect(!stepper.simulateIncrement())
        stepper.wraps = true
        stepper.simulateIncrement()

        let segments = SegmentedControl(items: ["A", "B"])
        segments.addAction(for: .valueChanged) { control in events.append("segment \(control.selectedSegmentIndex)") }
        segments.simulateTap(onSegmentAt: 1)
        #expect(!segments.simulateTap(onSegmentAt: 1))
        #expect(!segments.simulateTap(onSegmentAt: 5))

        let pages = PageControl()
        pages.numberOfPages = 3
        pages.addAction(for: .valueChanged) { control in events.append("page \(control.currentPage)") }
        pages.simulateSelection(ofPage: 2)

        let picker = DatePicker()
        let start = Date(timeIntervalSince1970: 0)
        picker.minimumDate = start
        picker.addAction(for: .valueChanged) { picker in events.append("date \(picker.date == start)") }
        picker.simulateSelection(of: Date(timeIntervalSince1970: -100))

        #expect(events == ["slider 10.0", "stepper 1.0", "stepper 2.0", "stepper 0.0", "segment 1", "page 2", "date true"])
    }

    @Test func typingSendsEditingEvents() {
        let field = TextField()
        var events: [String] = []
        field.addAction(for: .editingDidBegin) { events.append("begin") }
        field.addAction(for: .editingChanged) { field in events.append("changed \(field.text ?? "")") }
        field.addAction(for: .editingDidEndOnExit) { events.append("exit") }
        field.addAction(for: .primaryActionTriggered) { events.append("primary") }
        field.addAction(for: .editingDidEnd) { events.append("end") }
        field.simulateTyping("Hi")
        field.simulateReturn()
        #expect(events == ["begin", "changed H", "changed Hi", "exit", "primary", "end"])
        #expect(!field.isEditing)
        #expect(field.text == "Hi")
    }

    @Test func barButtonItemsPerformTheirActions() {
        final class Screen: ViewController {
            var saves = 0
        }
        let screen = Screen()
        let save = BarButtonItem(title: "Save", style: .done, target: screen) { screen, item in
            screen.saves += item.title == "Save" ? 1 : 0
        }
        screen.navigationItem.rightBarButtonItem = save
        var cancels = 0
        screen.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel, primaryAction: Action { _ in cancels += 1 })
        #expect(screen.navigationItem.rightBarButtonItem?.simulateTap() == true)
        #expect(screen.navigationItem.leftBarButtonItem?.simulateTap() == true)
        save.isEnabled = false
        #expect(!save.simulateTap())
        #expect(screen.saves == 1)
        #expect(cancels == 1)
        #expect(!BarButtonItem(title: "Nothing").simulateTap())
    }

    @Test func barButtonItemsDoNotKeepTheirControllersAlive() {
        weak var weakScreen: ViewController?
        do {
            let screen = ViewController()
            weakScreen = screen
            screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", style: .plain, target: screen) { screen, _ in
                screen.title = "Editing"
            }
            screen.navigationItem.rightBarButtonItem?.simulateTap()
            #expect(screen.title == "Editing")
        }
        #expect(weakScreen == nil)
    }

    @Test func buttonTitlesFallBackToTheNormalState() {
        let button = Button(primaryAction: Action(title: "Go") { _ in })
        #expect(button.currentTitle == "Go")
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .disabled) == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going")
        button.setImage(Image(named: "star"), for: .normal)
        #expect(button.currentImage?.name == "star")
        #expect(Image(named: "") == nil)
    }
}
