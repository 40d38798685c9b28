import Testing
@testable import SceneGraph

/// `ViewLayout.isEmpty` tests each field against its default: it must answer as comparing with
/// `ViewLayout()` does, for every field, and no field may be left out of it.
@Suite("View layout emptiness")
struct ViewLayoutEmptinessTests {
    static let source = SourceRange(element: SourceLocation(file: "L.scene", line: 1, column: 1))

    /// One change per stored field, away from its default, by the field's name.
    static let changes: [(field: String, change: @Sendable (inout ViewLayout) -> Void)] = [
        ("frame", { $0.frame = LayoutFrame(x: 0, y: 0, width: 0, height: 0) }),
        ("autoresizingMask", { $0.autoresizingMask = [] }),
        ("translatesAutoresizingMask", { $0.translatesAutoresizingMask = false }),
        ("hasFixedFrame", { $0.hasFixedFrame = true }),
        ("constraints", { $0.constraints = [LayoutConstraintNode(id: nil, firstItem: nil, firstAttribute: .width, source: source)] }),
        ("guides", { $0.guides = [LayoutGuideNode(id: "g", kind: .safeArea, source: source)] }),
        ("horizontalHugging", { $0.horizontalHugging = 250 }),
        ("verticalHugging", { $0.verticalHugging = 250 }),
        ("horizontalCompressionResistance", { $0.horizontalCompressionResistance = 750 }),
        ("verticalCompressionResistance", { $0.verticalCompressionResistance = 750 }),
        ("layoutMargins", { $0.layoutMargins = LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }),
        ("preservesSuperviewLayoutMargins", { $0.preservesSuperviewLayoutMargins = false }),
        ("insetsLayoutMarginsFromSafeArea", { $0.insetsLayoutMarginsFromSafeArea = true }),
        ("placeholderWidth", { $0.placeholderIntrinsicSize = (width: 0, height: nil) }),
        ("placeholderHeight", { $0.placeholderIntrinsicSize = (width: nil, height: 0) }),
    ]

    @Test func everyStoredFieldHasAChange() {
        let fields = Mirror(reflecting: ViewLayout()).children.compactMap(\.label)
        #expect(fields == Self.changes.map(\.field), "a field of ViewLayout is missing from isEmpty and from this list")
    }

    @Test func anEmptyLayoutIsEmpty() {
        #expect(ViewLayout().isEmpty)
        var emptied = ViewLayout()
        emptied.constraints = [LayoutConstraintNode(id: nil, firstItem: nil, firstAttribute: .width, source: Self.source)]
        emptied.constraints.removeAll()
        #expect(emptied.isEmpty && emptied == ViewLayout())
    }

    @Test(arguments: changes.indices)
    func anyChangedFieldMakesItNotEmpty(index: Int) {
        var layout = ViewLayout()
        Self.changes[index].change(&layout)
        #expect(!layout.isEmpty, "\(Self.changes[index].field)")
        #expect(layout != ViewLayout(), "\(Self.changes[index].field)")
    }
}
