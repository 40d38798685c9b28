import Foundation
import SceneRuntime
import Testing
import TestSupport
@testable import SceneLintRules

/// The lint rules' table of runtime classes (SceneLintRules cannot import the runtime) against
/// SceneRuntime itself: the classes its sources declare under View and BarItem, and the real
/// superclass of each class at run time.
@Suite("Runtime class table")
struct RuntimeClassTableTests {
    /// `class Name: Superclass` declarations of SceneRuntime's sources.
    static func declaredSuperclasses() throws -> [String: String] {
        let folder = packageRoot.appendingPathComponent("Sources/SceneRuntime")
        var result: [String: String] = [:]
        let declaration = /^(?:@\w+\s+)*(?:open|public)\s+(?:final\s+)?class\s+(\w+)\s*:\s*(\w+)/
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: declaration) { result[String(match.1)] = String(match.2) }
            }
        }
        return result
    }

    @Test func tableHoldsEveryViewAndBarItemClassOfTheRuntime() throws {
        let declared = try Self.declaredSuperclasses()
        func descends(_ name: String, from root: String) -> Bool {
            var current = name
            while let parent = declared[current] {
                if parent == root { return true }
                current = parent
            }
            return false
        }
        let relevant = declared.filter { descends($0.key, from: "View") || descends($0.key, from: "BarItem") || $0.key == "View" }
        #expect(relevant.count > 25, "found only \(relevant.keys.sorted())")
        for (name, parent) in relevant {
            #expect(RuntimeClasses.superclass[name] == parent, "\(name): the runtime says \(parent), the table \(RuntimeClasses.superclass[name] ?? "nothing")")
        }
        for (name, parent) in RuntimeClasses.superclass {
            #expect(declared[name] == parent, "the table says \(name): \(parent), the runtime's sources \(declared[name] ?? "nothing")")
        }
    }

    /// The superclass of each class as the Swift runtime reports it.
    @Test func tableMatchesTheClassesAtRunTime() {
        let types: [String: AnyClass] = [
            "Responder": Responder.self, "View": View.self, "Control": Control.self, "Button": Button.self,
            "TextField": TextField.self, "Switch": Switch.self, "Slider": Slider.self, "Stepper": Stepper.self,
            "SegmentedControl": SegmentedControl.self, "DatePicker": DatePicker.self, "PageControl": PageControl.self,
            "Label": Label.self, "ImageView": ImageView.self, "StackView": StackView.self, "ContainerView": ContainerView.self,
            "ActivityIndicatorView": ActivityIndicatorView.self, "ProgressView": ProgressView.self, "NavigationBar": NavigationBar.self,
            "TabBar": TabBar.self, "ScrollView": ScrollView.self, "TableView": TableView.self, "CollectionView": CollectionView.self,
            "TextView": TextView.self, "TableViewCell": TableViewCell.self, "CollectionViewCell": CollectionViewCell.self,
            "Window": Window.self, "Toolbar": Toolbar.self, "PickerView": PickerView.self, "SearchBar": SearchBar.self,
            "BarItem": BarItem.self, "BarButtonItem": BarButtonItem.self, "TabBarItem": TabBarItem.self,
        ]
        for (name, parent) in RuntimeClasses.superclass {
            guard let type = types[name], let parentType = types[parent] else {
                Issue.record("\(name) or \(parent) is missing from this test's list of runtime types")
                continue
            }
            #expect(_getSuperclass(type) == parentType, "\(name)'s superclass at run time is \(_getSuperclass(type).map { "\($0)" } ?? "none")")
        }
    }
}
