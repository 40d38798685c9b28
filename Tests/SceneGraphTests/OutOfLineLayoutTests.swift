import Testing
import TestSupport
@testable import SceneGraph

/// A view's layout is held out of line (``OutOfLineLayout``): whatever is written, and however
/// (assigned whole or changed in place), the view reads the layout written, and compares and
/// hashes as a view given that layout at once. `ViewNodeStorageTests` compares views with the
/// plain struct of fields they were.
@Suite("Out-of-line layout")
struct OutOfLineLayoutTests {
    static let source = SourceRange(element: SourceLocation(file: "L.scene", line: 1, column: 1))

    @Test func aViewWithoutLayoutHoldsNoBox() {
        var view = ViewNode(id: "v", kind: .label, source: Self.source)
        #expect(view.storage.fields.layout.box == nil)
        #expect(view.layout == ViewLayout())
        view.layout = ViewLayout()
        #expect(view.storage.fields.layout.box == nil, "assigning an empty layout keeps none")
        view.layout.frame = LayoutFrame(x: 0, y: 0, width: 10, height: 20)
        #expect(view.storage.fields.layout.box != nil)
        #expect(view.layout.frame?.height == 20)
        view.layout.frame = nil
        #expect(view.layout.isEmpty && view.layout == ViewLayout(), "a change in place that empties it keeps the box, reading empty")
        #expect(view == ViewNode(id: "v", kind: .label, source: Self.source))
        view.layout = ViewLayout()
        #expect(view.storage.fields.layout.box == nil)
    }

    /// ``ViewNode/holdsConstraints`` reads the box in place; it answers as the layout's copy:
    /// without a box, with a box but no constraint, with constraints, with them removed again
    /// (the box kept), and on a copy changed apart from its original.
    @Test func holdsConstraintsAnswersAsTheLayout() {
        var view = ViewNode(id: "v", kind: .label, source: Self.source)
        var answers: [Bool] = []
        func expectSame(_ view: ViewNode, _ comment: Comment) {
            #expect(view.holdsConstraints == !view.layout.constraints.isEmpty, comment)
            answers.append(view.holdsConstraints)
        }
        expectSame(view, "no box")
        view.layout.frame = LayoutFrame(x: 0, y: 0, width: 10, height: 20)
        expectSame(view, "a box without constraints")
        view.layout.constraints.append(LayoutConstraintNode(id: "c", firstItem: "v", firstAttribute: .width, source: Self.source))
        expectSame(view, "a constraint")
        var copy = view
        copy.layout.constraints.removeAll()
        expectSame(copy, "the copy's constraints removed, the box kept")
        expectSame(view, "the original keeps its constraint")
        view.layout = ViewLayout()
        expectSame(view, "the box let go")
        #expect(answers == [false, false, true, false, true, false])
    }

    @Test func anEmptyBoxAndNoBoxAreTheSameLayout() {
        var boxed = OutOfLineLayout()
        boxed.box = CopyOnWriteBox(ViewLayout())
        let empty = OutOfLineLayout()
        #expect(boxed == empty)
        #expect(boxed.hashValue == empty.hashValue)
        #expect(String(reflecting: boxed) == String(reflecting: ViewLayout()))
        #expect(String(describing: boxed) == String(describing: ViewLayout()))
        #expect(Mirror(reflecting: boxed).children.map(\.label) == Mirror(reflecting: ViewLayout()).children.map(\.label))
    }

    /// Random writes, to a view and to a plain layout side by side: the view reads the plain
    /// layout after each, holds a box whenever it is not empty (none after an empty one is
    /// assigned), and a copy taken before a write keeps the layout it had.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomWritesReadAsAPlainLayout(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var view = ViewNode(id: "v", kind: .view, source: Self.source)
        var plain = ViewLayout()
        for step in 0..<400 {
            let copy = view, copied = plain
            switch random.next() % 9 {
            case 0: let frame = LayoutFrame(x: 1, y: 2, width: Double(step), height: 4); view.layout.frame = frame; plain.frame = frame
            case 1: view.layout.frame = nil; plain.frame = nil
            case 2:
                let constraint = LayoutConstraintNode(id: "c\(step)", firstItem: nil, firstAttribute: .width, source: Self.source)
                view.layout.constraints.append(constraint); plain.constraints.append(constraint)
            case 3: view.layout.constraints.removeAll(); plain.constraints.removeAll()
            case 4: view.layout.horizontalHugging = Double(step); plain.horizontalHugging = Double(step)
            case 5: view.layout.horizontalHugging = nil; plain.horizontalHugging = nil
            case 6:
                view.layout = ViewLayout(); plain = ViewLayout()
                #expect(view.storage.fields.layout.box == nil, "seed \(seed), step \(step)")
            case 7: view.layout.hasFixedFrame.toggle(); plain.hasFixedFrame.toggle()
            default:
                var layout = ViewLayout()
                layout.placeholderIntrinsicSize = (width: Double(step), height: nil)
                view.layout = layout; plain = layout
            }
            #expect(view.layout == plain, "seed \(seed), step \(step)")
            #expect(plain.isEmpty || view.storage.fields.layout.box != nil, "seed \(seed), step \(step)")
            #expect(copy.layout == copied, "a copy keeps its layout: seed \(seed), step \(step)")
            var assignedAtOnce = ViewNode(id: "v", kind: .view, source: Self.source)
            assignedAtOnce.layout = plain
            #expect(assignedAtOnce == view && assignedAtOnce.hashValue == view.hashValue, "seed \(seed), step \(step)")
        }
    }
}
