import Foundation
import SceneRuntime

// Run-time cost of generated wiring against the hand-written equivalent, in one process:
// each scenario runs in rounds of `batch` iterations, generated and hand-written rounds
// interleaved; the figure is the median over rounds of the time per iteration.
//   RuntimeBench [--json] [--rounds N] [--batch N]

@MainActor
enum Benchmark {
    static var rounds = 21
    static var batch = 300
    static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Instantiate + wire + push through the typed generated segue.
    static func generatedPush(_ id: Int) throws {
        let window = Window(frame: frame)
        let navigation = Bench.initialScene()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let list = navigation.viewControllers[0] as! ListController
        try list.performSegue(.showItem(itemID: id))
        guard let detail = navigation.topViewController as? DetailController, detail.titleLabel.text == "Item \(id)" else {
            fatalError("generated push did not show the item")
        }
        window.tearDown()
    }

    /// The same by hand: direct init, property assignment, push.
    static func handPush(_ id: Int) {
        let window = Window(frame: frame)
        let navigation = makeHandNavigation()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let list = navigation.viewControllers[0] as! HandListController
        list.showItem(id)
        guard let detail = navigation.topViewController as? HandDetailController, detail.titleLabel.text == "Item \(id)" else {
            fatalError("hand-written push did not show the item")
        }
        window.tearDown()
    }

    static func shownWindow(_ root: ViewController) -> Window {
        let window = Window(frame: frame)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Restoration round trip: preserve the window (nav → list → detail), build the initial
    /// interface again, restore into it. Returns the number of controllers restored.
    static func roundTrip(_ window: Window, fresh: () -> ViewController) throws -> Int {
        let data = try StateRestoration.preserve(window: window)
        let restored = Window(frame: frame)
        restored.rootViewController = fresh()
        let report = StateRestoration.restore(from: data, into: restored)
        restored.makeKeyAndVisible()
        let count = report.restoredPaths.count
        if count != 3 { FileHandle.standardError.write(Data("\(report)\n".utf8)) }
        restored.tearDown()
        return count
    }

    struct Figure: Encodable {
        var median_us: Double
        var min_us: Double
        var max_us: Double
    }

    /// Per-iteration time of each scenario, in microseconds, interleaving the scenarios round by round.
    static func measure(_ scenarios: [(String, (Int) throws -> Void)]) throws -> [(String, Figure)] {
        var samples = Array(repeating: [Double](), count: scenarios.count)
        for (_, body) in scenarios {
            for i in 0..<batch { try body(i) }  // warm-up
        }
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for (index, (_, body)) in scenarios.enumerated() {
                let start = clock.now
                for i in 0..<batch { try body(i) }
                let elapsed = start.duration(to: clock.now)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                samples[index].append(seconds * 1e6 / Double(batch))
            }
        }
        return zip(scenarios, samples).map { scenario, values in
            let sorted = values.sorted()
            return (scenario.0, Figure(median_us: sorted[sorted.count / 2], min_us: sorted[0], max_us: sorted[sorted.count - 1]))
        }
    }

    static func run(json: Bool) throws {
        RuntimeDiagnostics.handler = { error in fatalError("runtime misuse: \(error)") }
        GeneratedScenes.registerStoryboards()
        _ = Application.shared.registerRestorationClass(HandDetailController.self)
        _ = Application.shared.registerRestorationClass(DetailController.self)

        // Present + dismiss on a window that stays up.
        let generatedNavigation = Bench.initialScene()
        let generatedWindow = shownWindow(generatedNavigation)
        let generatedList = generatedNavigation.viewControllers[0] as! ListController
        let handNavigation = makeHandNavigation()
        let handWindow = shownWindow(handNavigation)
        let handList = handNavigation.viewControllers[0] as! HandListController

        // Restoration: a window showing nav → list → detail.
        let restoreGenerated = Bench.initialScene()
        let restoreGeneratedWindow = shownWindow(restoreGenerated)
        try (restoreGenerated.viewControllers[0] as! ListController).performSegue(.showItem(itemID: 7))
        let restoreHand = makeHandNavigation()
        let restoreHandWindow = shownWindow(restoreHand)
        (restoreHand.viewControllers[0] as! HandListController).showItem(7)
        let restoredCount = try roundTrip(restoreGeneratedWindow) { Bench.initialScene() }
        let handRestoredCount = try roundTrip(restoreHandWindow) { makeHandNavigation() }
        guard restoredCount == 3, handRestoredCount == 3 else {
            fatalError("restoration restored \(restoredCount) generated and \(handRestoredCount) hand-written controllers, expected 3")
        }

        let figures = try measure([
            ("generated push", { try generatedPush($0) }),
            ("hand-written push", { handPush($0) }),
            ("generated present+dismiss", { _ in
                try generatedList.performSegue(.addItem)
                guard generatedList.presentedViewController is FormController else { fatalError("not presented") }
                generatedList.dismiss(animated: false)
            }),
            ("hand-written present+dismiss", { _ in
                handList.addItem()
                guard handList.presentedViewController is HandFormController else { fatalError("not presented") }
                handList.dismiss(animated: false)
            }),
            ("generated restoration round trip", { _ in _ = try roundTrip(restoreGeneratedWindow) { Bench.initialScene() } }),
            ("hand-written restoration round trip", { _ in _ = try roundTrip(restoreHandWindow) { makeHandNavigation() } }),
        ])
        if json {
            struct Output: Encodable {
                var iterations: Int
                var rounds: Int
                var restored_controllers: Int
                var scenarios: [String: Figure]
            }
            let output = Output(iterations: batch, rounds: rounds, restored_controllers: restoredCount,
                                scenarios: Dictionary(uniqueKeysWithValues: figures))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        } else {
            for (name, figure) in figures {
                print(name.padding(toLength: 38, withPad: " ", startingAt: 0)
                      + String(format: "%9.2f µs  (min %.2f, max %.2f)", figure.median_us, figure.min_us, figure.max_us))
            }
            let byName = Dictionary(uniqueKeysWithValues: figures)
            for kind in ["push", "present+dismiss", "restoration round trip"] {
                let ratio = byName["generated \(kind)"]!.median_us / byName["hand-written \(kind)"]!.median_us
                print("ratio generated / hand-written, \(kind): " + String(format: "%.3f", ratio))
            }
        }
        generatedWindow.tearDown()
        handWindow.tearDown()
        restoreGeneratedWindow.tearDown()
        restoreHandWindow.tearDown()
    }
}

var arguments = CommandLine.arguments.dropFirst()
var json = false
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--rounds": Benchmark.rounds = Int(arguments.popFirst() ?? "") ?? Benchmark.rounds
    case "--batch": Benchmark.batch = Int(arguments.popFirst() ?? "") ?? Benchmark.batch
    default:
        FileHandle.standardError.write(Data("usage: RuntimeBench [--json] [--rounds N] [--batch N]\n".utf8))
        exit(2)
    }
}
try MainActor.assumeIsolated { try Benchmark.run(json: json) }
