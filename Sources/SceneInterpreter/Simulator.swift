import Foundation
import SceneGraph
import SceneRuntime

/// An interactive session over interpreted scenes in a headless window on a device: `run(_:)`
/// takes one command line (`show`, `tap 2`, `back`, `rotate landscape`, …) and returns what it
/// printed. The command-line `scenec simulate` drives it from a script or standard input.
@MainActor
public final class Simulator {
    /// The result of one command.
    public struct Outcome {
        /// What the command printed, line by line.
        public var lines: [String]
        /// Whether the command failed (unknown command, no such action, …).
        public var isError: Bool
        /// Whether the command ends the session.
        public var quits: Bool
    }

    /// Why a session cannot start.
    public enum StartError: Error, CustomStringConvertible {
        case noInitialScene
        public var description: String { "no document has an initial scene to start from" }
    }

    /// The commands and what they do (`help`).
    public nonisolated static let commands: [(usage: String, summary: String)] = [
        ("show", "the hierarchy, then the visible scene's actions, numbered"),
        ("show --frames", "each view of the visible scene with its frame in the window"),
        ("tap N|NAME", "trigger action N (or by id, title, segue id) as a user would"),
        ("tap row NAME", "tap a row of a table or collection (by title, id, segue id or S.R)"),
        ("tap toolbar NAME", "tap a toolbar item (by title, id or segue id)"),
        ("gesture KIND on VIEW", "perform a recognizer's gesture on a view (or: gesture NAME)"),
        ("perform ID", "perform a segue of the visible scene programmatically"),
        ("back", "tap the back button of the front navigation controller"),
        ("dismiss", "dismiss the topmost presented controller"),
        ("tab N|TITLE", "tap tab N (from 0) of the front tab bar controller"),
        ("rotate ORIENTATION", "landscape or portrait: rotate the device (size classes follow)"),
        ("compact", "an iPhone 14 in portrait: horizontally compact (390x844)"),
        ("regular", "an iPhone 14 Plus in landscape: horizontally regular (926x428)"),
        ("preserve", "preserve the interface's state (kept in memory)"),
        ("restore", "restore it into a fresh window, as a relaunch would"),
        ("help", "this list"),
        ("quit", "end the session"),
    ]

    /// `help`'s lines: each command's usage, padded, and what it does.
    public nonisolated static var helpLines: [String] {
        let width = (commands.map(\.usage.count).max() ?? 0) + 2
        // Padded by hand: `scenec`'s start-up builds these lines for `simulate --help`, and Foundation's
        // `padding(toLength:withPad:startingAt:)` cost 5 % of `scenec --version` (callgrind).
        return commands.map { "  " + $0.usage + String(repeating: " ", count: max(0, width - $0.usage.count)) + $0.summary }
    }

    /// The interpreter building the controllers.
    public let interpreter: SceneInterpreter
    /// The window the interface is shown in (replaced by `restore`).
    public private(set) var window: Window

    private let application = Application()
    private let restorationLookup: RestorationLookup
    private let recorder = EventRecorder(categories: [.segues, .presentation], startImmediately: true)
    private var archive: Data?
    private var pending: [String] = []
    /// Unsatisfiable-constraint reports not yet tied to the scenes on screen, and those tied.
    var unsettledLayoutReports: [String] = []
    var layoutReports: [LayoutReport] = []

    /// What the interpreter and the runtime said while the first scene was built and shown
    /// (`scenec simulate` writes it to standard error); commands print what they cause.
    public private(set) var startupMessages: [String] = []

    /// Starts a session: the initial scene of the graph's starting document in a window on
    /// `device` in `orientation` — by default the device the starting document was designed on
    /// (`SceneDocument.designedDevice`, in its orientation), else `DevicePreset.standard` in
    /// portrait — laid out.
    public init(graph: ResolvedGraph, device: DevicePreset? = nil, orientation: InterfaceOrientation? = nil) throws(StartError) {
        interpreter = SceneInterpreter(graph: graph)
        restorationLookup = RestorationLookup(interpreter: interpreter)
        application.delegate = restorationLookup
        interpreter.registerStoryboards()
        // What building the first scene says, until the session can hold it.
        let early = MessageBuffer()
        interpreter.messageHandler = { early.lines.append($0) }
        guard let root = interpreter.instantiateInitialController() else { throw .noInitialScene }
        let designed = Self.designedScreen(of: interpreter.initialDocument)
        window = Self.makeWindow(
            device: device ?? designed.device, orientation: orientation ?? (device == nil ? designed.orientation : .portrait),
            application: application)
        pending = early.lines
        interpreter.messageHandler = { [weak self] in self?.pending.append($0) }
        RuntimeDiagnostics.handler = { [weak self] error in self?.receive(error) }
        window.rootViewController = root
        window.makeKeyAndVisible()
        settle()
        startupMessages = pending
        pending.removeAll()
    }

    /// Runs one command line; blank lines and `#` comments do nothing.
    public func run(_ line: String) -> Outcome {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return Outcome(lines: [], isError: false, quits: false) }
        let command = trimmed.prefix { !$0.isWhitespace }.lowercased()
        let argument = trimmed.dropFirst(command.count).trimmingCharacters(in: .whitespaces)
        recorder.removeAll()
        pending.removeAll()
        var lines: [String]
        var isError = false
        do {
            switch command {
            case "show": lines = try show(argument)
            case "tap": lines = try tap(argument)
            case "gesture": lines = try gesture(argument)
            case "perform": lines = try perform(argument)
            case "back": lines = try back()
            case "dismiss": lines = try dismiss()
            case "tab": lines = try tab(argument)
            case "rotate": lines = try rotate(argument)
            case "compact": lines = transition(compact: true)
            case "regular": lines = transition(compact: false)
            case "preserve": lines = try preserve()
            case "restore": lines = try restore()
            case "help": lines = Self.helpLines
            case "quit", "exit": return Outcome(lines: [], isError: false, quits: true)
            default: throw SimulatorError("unknown command '\(command)'; `help` lists the commands")
            }
        } catch {
            lines = ["error: \(error)"]
            isError = true
        }
        return Outcome(lines: lines, isError: isError, quits: false)
    }

    // MARK: Commands

    private func show(_ argument: String) throws -> [String] {
        switch argument.lowercased() {
        case "": break
        case "--frames", "frames": return showFrames()
        default: throw SimulatorError("show takes no argument but --frames")
        }
        settle()
        var lines = window.hierarchyDescription().split(separator: "\n").map(String.init)
        lines += visibleDescription()
        let affordances = currentAffordances()
        if affordances.isEmpty {
            lines.append("Actions: none")
        } else {
            lines.append("Actions:")
            for (index, affordance) in affordances.enumerated() {
                lines.append("  \(index + 1). \(affordance.summary)" + (affordance.unreachableReason.map { " (not reachable: \($0))" } ?? ""))
            }
        }
        let identifiers = performableIdentifiers()
        lines.append("Segues (perform ID): " + (identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")))
        return lines + drain()
    }

    private func tap(_ argument: String) throws -> [String] {
        guard !argument.isEmpty else { throw SimulatorError("tap needs a number or a name; `show` lists the actions") }
        return trigger(try Self.choose(argument, among: currentAffordances()))
    }

    private func gesture(_ argument: String) throws -> [String] {
        guard !argument.isEmpty else { throw SimulatorError("gesture needs KIND on VIEW or a name; `show` lists the gestures") }
        return trigger(try Self.chooseGesture(argument, among: currentAffordances()))
    }

    /// Triggers an affordance and reports it, then what changed.
    private func trigger(_ chosen: Affordance) -> [String] {
        let reason = chosen.unreachableReason
        let sent = chosen.perform()
        let line = chosen.category == .gesture
            ? "gesture: \(chosen.summary)" + (sent ? "" : " (not recognized: disabled, unreachable or prevented by another recognizer)")
            : "tapped: \(chosen.summary)" + (sent ? "" : " (nothing happened: \(reason ?? "disabled, hidden or declined"))")
        return [line] + afterChange()
    }

    private func perform(_ identifier: String) throws -> [String] {
        guard !identifier.isEmpty else { throw SimulatorError("perform needs a segue identifier") }
        let candidates = FrontControllers.visible(in: window).flatMap { [$0] + ancestors(of: $0) }
        guard let source = candidates.first(where: { $0.registeredSegues.contains { $0.identifier == identifier } }) else {
            let known = performableIdentifiers()
            throw SimulatorError("no segue '\(identifier)' on the visible scene" + (known.isEmpty ? "" : "; known: " + known.joined(separator: ", ")))
        }
        do {
            try source.performSegue(withIdentifier: identifier, sender: nil)
        } catch {
            throw SimulatorError("segue '\(identifier)' failed: \(error)")
        }
        return afterChange()
    }

    private func back() throws -> [String] {
        let navigation = FrontControllers.visible(in: window).lazy.compactMap { self.ancestors(of: $0).first { ($0 as? NavigationController)?.viewControllers.count ?? 0 > 1 } }.first
        guard let navigation = navigation as? NavigationController, navigation.simulateBackButtonTap() else {
            throw SimulatorError("nothing to go back from: no navigation controller in front shows a back button")
        }
        return afterChange()
    }

    private func dismiss() throws -> [String] {
        guard let presented = FrontControllers.topPresented(in: window) else { throw SimulatorError("nothing is presented") }
        presented.dismiss(animated: true, completion: nil)
        return afterChange()
    }

    private func tab(_ argument: String) throws -> [String] {
        guard let tabs = FrontControllers.containers(in: window).last(where: { $0 is TabBarController }) as? TabBarController else {
            throw SimulatorError("no tab bar controller in front")
        }
        let controllers = tabs.viewControllers ?? []
        let index = Int(argument) ?? controllers.firstIndex {
            ($0.tabBarItem.title ?? $0.title)?.caseInsensitiveCompare(argument) == .orderedSame
        }
        guard let index, controllers.indices.contains(index) else {
            throw SimulatorError("no tab '\(argument)': tabs are 0…\(controllers.count - 1)")
        }
        guard tabs.simulateTap(onTabAt: index) else { throw SimulatorError("tab \(index) was not selected") }
        return afterChange()
    }

    private func preserve() throws -> [String] {
        let result = try StateRestoration.archive(window: window, application: application)
        archive = result.data
        var lines = ["preserved \(result.report.preservedControllers.count) controller(s), \(result.report.preservedViews.count) view(s)"]
        lines += result.report.preservedControllers.map { "  \($0)" }
        lines += result.report.excluded.map { "  left out: \($0)" }
        return lines + drain()
    }

    private func restore() throws -> [String] {
        guard let archive else { throw SimulatorError("nothing preserved yet: `preserve` first") }
        let device = window.device ?? .standard, orientation = window.deviceOrientation
        window.tearDown()
        window = Self.makeWindow(device: device, orientation: orientation, application: application)
        window.rootViewController = interpreter.instantiateInitialController()
        let report = StateRestoration.restore(from: archive, into: window, application: application)
        window.makeKeyAndVisible()
        return ["restored into a fresh window"] + report.description.split(separator: "\n").map(String.init) + afterChange()
    }

    // MARK: Helpers

    private static func makeWindow(device: DevicePreset, orientation: InterfaceOrientation, application: Application) -> Window {
        let window = Window(device: device, orientation: orientation)
        window.application = application
        return window
    }

    /// The actions of the visible scenes, numbered in this order by `show`.
    public func currentAffordances() -> [Affordance] {
        FrontControllers.visible(in: window).flatMap { interpreter.affordances(of: $0) }
    }

    private func performableIdentifiers() -> [String] {
        var seen: Set<String> = []
        return FrontControllers.visible(in: window)
            .flatMap { $0.registeredSegues.compactMap(\.identifier) }
            .filter { seen.insert($0).inserted }
    }

    private func ancestors(of controller: ViewController) -> [ViewController] {
        var result: [ViewController] = []
        var current = controller.parent
        while let parent = current {
            result.append(parent)
            current = parent.parent
        }
        return result
    }

    /// `Visible: recipeList (RecipeListViewController as TableViewController, Recipes.scene)` per visible scene.
    private func visibleDescription() -> [String] {
        FrontControllers.visible(in: window).map { "Visible: " + sceneDescription(of: $0) }
    }

    /// `recipeList "Recipes" (RecipeListViewController as TableViewController, Recipes.scene)`.
    func sceneDescription(of controller: ViewController) -> String {
        guard let scene = interpreter.scene(of: controller) else { return "\(controller.debugLabel) (\(controller.typeName))" }
        let file = FilePath.fileName(of: scene.id.document)
        let kind = scene.className.map { "\($0) as \(controller.typeName)" } ?? controller.typeName
        return "\(scene.id.name)\(controller.title.map { " \"\($0)\"" } ?? "") (\(kind), \(file))"
    }

    /// Messages and events of the command, then what is visible now.
    func afterChange() -> [String] {
        settle()
        return drain() + visibleDescription()
    }

    /// Lays the window out (the runtime has no run loop to do it at the end of an event) and
    /// ties the unsatisfiable-constraint reports that layout made to the scenes on screen.
    func settle() {
        window.layoutIfNeeded()
        tieLayoutReports()
    }

    func drain() -> [String] {
        tieLayoutReports()
        let lines = pending + recorder.lines
        pending.removeAll()
        recorder.removeAll()
        return lines
    }

    /// A runtime report: printed with the command; unsatisfiable constraints also kept for `show --frames`.
    private func receive(_ error: RuntimeError) {
        let line = "runtime: \(error.description)"
        pending.append(line)
        if case .unsatisfiableConstraints = error { unsettledLayoutReports.append(line) }
    }
}

/// Messages collected before the session exists.
@MainActor
private final class MessageBuffer {
    var lines: [String] = []
}

/// A command that could not run; its message is printed after `error: `.
struct SimulatorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
