@testable import SceneGraph
import Testing

/// `ViewNode` keeps its fields in a shared copy-on-write box: copies are cheap, yet it behaves
/// exactly like the plain struct of fields it was.
@Suite("ViewNode storage")
struct ViewNodeStorageTests {
    /// The struct `ViewNode` used to be, with its synthesized `Hashable`: the reference semantics.
    struct PlainView: Hashable {
        var id: String?
        var kind: ViewKind
        var className: String?
        var accessibilityLabel: String?
        var accessibilityIdentifier: String?
        var accessibilityHint: String?
        var restorationID: String?
        var properties: [String: String]
        var actions: [ActionConnection]
        var subviews: [ViewNode]
        var cells: [CellPrototype]
        var barItems: [BarButtonItemNode]
        var gestureRecognizers: [String]
        var staticSections: [StaticSection]
        var runtimeAttributes: [RuntimeAttribute]
        var variations: [TraitVariation]
        var layout: ViewLayout
        var source: SourceRange

        init(_ view: ViewNode) {
            (id, kind, className) = (view.id, view.kind, view.className)
            (accessibilityLabel, accessibilityIdentifier, accessibilityHint) = (view.accessibilityLabel, view.accessibilityIdentifier, view.accessibilityHint)
            (restorationID, properties, actions, subviews) = (view.restorationID, view.properties, view.actions, view.subviews)
            (cells, barItems, gestureRecognizers, staticSections) = (view.cells, view.barItems, view.gestureRecognizers, view.staticSections)
            (runtimeAttributes, variations, layout, source) = (view.runtimeAttributes, view.variations, view.layout, view.source)
        }
    }

    static func range(_ line: Int) -> SourceRange {
        SourceRange(element: SourceLocation(file: "V.scene", line: line, column: 1))
    }

    /// A view with every field set and a subview.
    static func sample() -> ViewNode {
        var view = ViewNode(id: "v", kind: .stackView, source: range(1))
        view.className = "Custom"
        view.accessibilityLabel = "label"
        view.accessibilityIdentifier = "identifier"
        view.accessibilityHint = "hint"
        view.restorationID = "restore"
        view.properties = ["axis": "vertical"]
        view.actions = [ActionConnection(event: .touchUpInside, method: "tap:", source: range(2))]
        var child = ViewNode(id: "c", kind: .label, source: range(3))
        child.properties["text"] = "Hello"
        view.subviews = [child]
        view.cells = [CellPrototype(id: "cell", isCollectionCell: false, source: range(4))]
        view.barItems = [BarButtonItemNode(id: "item", source: range(5))]
        view.gestureRecognizers = ["tap"]
        view.staticSections = [StaticSection(headerTitle: "H", cellCount: 1, source: range(6))]
        view.runtimeAttributes = [RuntimeAttribute(keyPath: "k", type: .string, value: "v", source: range(7))]
        view.variations = [TraitVariation(horizontalSizeClass: .compact, verticalSizeClass: nil, overrides: ["hidden": "YES"], source: range(8))]
        view.layout.constraints = [LayoutConstraintNode(id: "w", firstItem: nil, firstAttribute: .width, source: range(9))]
        view.layout.frame = LayoutFrame(x: 0, y: 0, width: 10, height: 20)
        return view
    }

    /// One mutation per stored field (and nested ones), each changing exactly that field.
    static let mutations: [(field: String, mutate: @Sendable (inout ViewNode) -> Void)] = [
        ("id", { $0.id = "other" }),
        ("kind", { $0.kind = .other("Mystery") }),
        ("className", { $0.className = nil }),
        ("accessibilityLabel", { $0.accessibilityLabel? += "!" }),
        ("accessibilityIdentifier", { $0.accessibilityIdentifier = "x" }),
        ("accessibilityHint", { $0.accessibilityHint = nil }),
        ("restorationID", { $0.restorationID = "r2" }),
        ("properties", { $0.properties["x"] = "1" }),
        ("actions", { $0.actions[0].method = "other:" }),
        ("subviews", { $0.subviews.append(ViewNode(id: nil, kind: .view, source: range(10))) }),
        ("subviews[0].properties", { $0.subviews[0].properties["x"] = "2" }),
        ("subviews[0].layout", { $0.subviews[0].layout.hasFixedFrame = true }),
        ("cells", { $0.cells[0].reuseIdentifier = "reuse" }),
        ("barItems", { $0.barItems.removeAll() }),
        ("gestureRecognizers", { $0.gestureRecognizers.append("pan") }),
        ("staticSections", { $0.staticSections[0].cellCount = 2 }),
        ("runtimeAttributes", { $0.runtimeAttributes[0].value = nil }),
        ("variations", { $0.variations[0].overrides["alpha"] = "0.5" }),
        ("layout.constraints", { $0.layout.constraints.append(LayoutConstraintNode(id: nil, firstItem: "c", firstAttribute: .height, source: range(11))) }),
        ("layout.constraints[0]", { $0.layout.constraints[0].constant = 8 }),
        ("layout.frame", { $0.layout.frame?.width = 11 }),
        ("layout", { $0.layout = ViewLayout() }),
        ("source", { $0.source = range(12) }),
    ]

    @Test func theBoxHoldsExactlyTheFieldsOfThePlainStructAndReflectsThem() {
        let fields = Mirror(reflecting: Self.sample().storage.fields).children.map(\.label)
        let plain = Mirror(reflecting: PlainView(Self.sample())).children.map(\.label)
        #expect(fields == plain)
        #expect(fields.count == 18)
        let mirror = Mirror(reflecting: Self.sample())
        #expect(mirror.displayStyle == .struct)
        #expect(mirror.children.map(\.label) == plain)
        let printed = String(describing: Self.sample()), plainPrinted = String(describing: PlainView(Self.sample()))
        #expect(printed.hasPrefix("ViewNode("))
        #expect(printed.drop { $0 != "(" } == plainPrinted.drop { $0 != "(" })
    }

    @Test(arguments: mutations.indices)
    func mutatingACopyLeavesTheOriginalUnchanged(index: Int) {
        let (field, mutate) = Self.mutations[index]
        let original = Self.sample()
        let before = PlainView(original)
        var copy = original
        mutate(&copy)
        #expect(PlainView(original) == before, "\(field)")
        #expect(PlainView(copy) != before, "\(field)")
        #expect(copy != original, "\(field)")
        #expect(copy.storage !== original.storage, "\(field)")
        #expect(original.subviews[0].properties == ["text": "Hello"], "\(field)")
        #expect(original.layout.constraints.count == 1 && original.layout.constraints[0].constant == 0, "\(field)")
    }

    @Test(arguments: mutations.indices)
    func equalityAndHashAreTheFieldwiseOnes(index: Int) {
        let (field, mutate) = Self.mutations[index]
        let first = Self.sample()
        var second = Self.sample()
        #expect(first == second && first.storage !== second.storage)
        #expect(first.hashValue == second.hashValue)
        mutate(&second)
        #expect((first == second) == (PlainView(first) == PlainView(second)), "\(field)")
        #expect(first != second, "\(field)")
        #expect(first.hashValue == PlainView(first).hashValue, "\(field)")
        #expect(second.hashValue == PlainView(second).hashValue, "\(field)")
        var hasher = Hasher()
        second.hash(into: &hasher)
        var plainHasher = Hasher()
        PlainView(second).hash(into: &plainHasher)
        #expect(hasher.finalize() == plainHasher.finalize(), "\(field)")
    }

    @Test func mutatingBackMakesEqualAgain() {
        let original = Self.sample()
        var copy = original
        copy.properties["x"] = "1"
        copy.properties["x"] = nil
        #expect(copy == original && copy.hashValue == original.hashValue)
        #expect(copy.storage !== original.storage)
    }

    @Test func copiesShareTheBoxUntilMutated() {
        var view = Self.sample()
        let copy = view
        #expect(view.storage === copy.storage)
        _ = (view.subviews.count, view.layout.constraints.count, view.properties["axis"])
        view.forEachInTree { _ in }
        #expect(view.storage === copy.storage)
        view.id = "changed"
        #expect(view.storage !== copy.storage)
        #expect(copy.id == "v")
    }

    @Test func aUniqueViewIsMutatedInPlace() {
        var view = Self.sample()
        weak let box = view.storage  // weak, so the view's reference stays the only strong one
        view.subviews.reserveCapacity(8)
        let buffer = view.subviews.withUnsafeBufferPointer { $0.baseAddress }
        view.subviews.append(ViewNode(id: nil, kind: .view, source: Self.range(13)))
        view.properties["y"] = "2"
        view.layout.constraints[0].constant = 4
        #expect(box != nil && view.storage === box)
        #expect(view.subviews.withUnsafeBufferPointer { $0.baseAddress } == buffer)
        #expect(view.subviews.count == 2 && view.properties["y"] == "2" && view.layout.constraints[0].constant == 4)
    }
}
