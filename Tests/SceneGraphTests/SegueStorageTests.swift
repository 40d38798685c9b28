@testable import SceneGraph
import Testing

/// `Segue` keeps its fields in a shared copy-on-write box (issue 26): copies share it, yet a
/// segue behaves exactly like the plain struct of twenty fields it was — each field read back as
/// written, a mutated copy leaving the original alone, equality and hashing field by field.
@Suite("Segue storage")
struct SegueStorageTests {
    static func range(_ line: Int) -> SourceRange {
        SourceRange(element: SourceLocation(file: "G.scene", line: line, column: 1))
    }

    /// A popover segue with every field set to something other than its default.
    static func sample() -> Segue {
        var segue = Segue(identifier: "open", kind: .popover, destination: "detail", source: range(1))
        segue.relationship = .child
        segue.relationshipName = "childViewControllers"
        segue.trigger = "openButton"
        segue.containerView = "container"
        segue.presentationStyle = .formSheet
        segue.transitionStyle = .crossDissolve
        segue.animates = false
        segue.anchor = "openButton"
        segue.permittedArrowDirections = [.up, .down]
        segue.preferredContentSize = Size(width: 320, height: 240)
        segue.customClass = "FadeSegue"
        segue.unwindAction = "done:"
        segue.destinationCreationSelector = "makeDetail:"
        segue.parameters = [SegueParameter(name: "recipeID", type: "Int", defaultValue: "0", source: range(2))]
        segue.deepLinks = [DeepLink(pattern: "recipes://recipe/{recipeID}", source: range(3))]
        segue.variations = [TraitVariation(horizontalSizeClass: .compact, verticalSizeClass: nil, overrides: ["kind": "show"], source: range(4))]
        return segue
    }

    /// One mutation per stored field, each changing exactly that field.
    static let mutations: [(field: String, mutate: @Sendable (inout Segue) -> Void)] = [
        ("identifier", { $0.identifier = nil }),
        ("kind", { $0.kind = .show }),
        ("destination", { $0.destination? += "2" }),
        ("relationship", { $0.relationship = .tab }),
        ("relationshipName", { $0.relationshipName = nil }),
        ("trigger", { $0.trigger = "other" }),
        ("containerView", { $0.containerView = nil }),
        ("presentationStyle", { $0.presentationStyle = .popover }),
        ("transitionStyle", { $0.transitionStyle = nil }),
        ("animates", { $0.animates.toggle() }),
        ("anchor", { $0.anchor = "elsewhere" }),
        ("permittedArrowDirections", { $0.permittedArrowDirections.append(.left) }),
        ("preferredContentSize", { $0.preferredContentSize?.height = 1 }),
        ("customClass", { $0.customClass = nil }),
        ("unwindAction", { $0.unwindAction = "back:" }),
        ("destinationCreationSelector", { $0.destinationCreationSelector = nil }),
        ("parameters", { $0.parameters[0].defaultValue = "1" }),
        ("deepLinks", { $0.deepLinks.removeAll() }),
        ("variations", { $0.variations[0].overrides["animates"] = "false" }),
        ("source", { $0.source = range(9) }),
    ]

    /// The fields as labelled values, from the box: what a plain struct's mirror would list.
    static func fields(_ segue: Segue) -> [(label: String, value: String)] {
        Mirror(reflecting: segue.storage.fields).children.map { ($0.label ?? "?", String(describing: $0.value)) }
    }

    @Test func everyStoredFieldHasAMutationAndIsReflected() {
        let labels = Self.fields(Self.sample()).map(\.label)
        #expect(labels.count == 20)
        #expect(labels == Self.mutations.map(\.field))
        let mirror = Mirror(reflecting: Self.sample())
        #expect(mirror.displayStyle == .struct && mirror.children.map(\.label) == labels)
        #expect(String(describing: Self.sample()).hasPrefix("Segue(identifier: Optional(\"open\"), kind: "))
    }

    @Test(arguments: mutations.indices)
    func mutatingACopyLeavesTheOriginalUnchanged(index: Int) {
        let (field, mutate) = Self.mutations[index]
        let original = Self.sample()
        var copy = original
        #expect(copy.storage === original.storage)
        mutate(&copy)
        #expect(copy.storage !== original.storage, "\(field)")
        #expect(Self.fields(original).map(\.value) == Self.fields(Self.sample()).map(\.value), "\(field)")
        let changed = zip(Self.fields(copy), Self.fields(original)).filter { $0.0.value != $0.1.value }.map(\.0.label)
        #expect(changed == [field])
    }

    @Test(arguments: mutations.indices)
    func equalityAndHashAreTheFieldwiseOnes(index: Int) {
        let (field, mutate) = Self.mutations[index]
        let first = Self.sample()
        var second = Self.sample()
        #expect(first == second && first.storage !== second.storage && first.hashValue == second.hashValue)
        mutate(&second)
        #expect(first != second && first.hashValue != second.hashValue, "\(field)")  // a 64-bit collision would be news
        var undone = second
        undone.makeUnique()
        undone.storage.fields = first.storage.fields
        #expect(undone == first && undone.hashValue == first.hashValue && second != first, "\(field)")
    }

    @Test func aUniqueSegueIsMutatedInPlace() {
        var segue = Self.sample()
        weak let box = segue.storage  // weak, so the segue's reference stays the only strong one
        segue.parameters.reserveCapacity(8)
        let buffer = segue.parameters.withUnsafeBufferPointer { $0.baseAddress }
        segue.parameters.append(SegueParameter(name: "title", type: "String", source: Self.range(5)))
        segue.trigger = nil
        #expect(box != nil && segue.storage === box)
        #expect(segue.parameters.withUnsafeBufferPointer { $0.baseAddress } == buffer)
        #expect(segue.parameters.map(\.name) == ["recipeID", "title"] && segue.trigger == nil)
    }
}
