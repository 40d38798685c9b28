@testable import SceneLayout

/// A small builder for layout problems in tests: items by name, constraints with automatic keys.
struct ProblemBuilder {
    var problem = LayoutProblem()
    private var nextOwner = 1

    /// Adds the root at `frame` and returns its index (0).
    @discardableResult
    mutating func root(_ frame: LayoutRect = LayoutRect(x: 0, y: 0, width: 320, height: 480)) -> Int {
        problem.items.append(LayoutItem(key: 1000, parent: nil, name: "root", frame: frame))
        return 0
    }

    /// Adds an item under `parent` and returns its index.
    @discardableResult
    mutating func item(_ name: String, in parent: Int, frame: LayoutRect = .zero, kind: LayoutItemKind = .view,
                       configure: (inout LayoutItem) -> Void = { _ in }) -> Int {
        var item = LayoutItem(key: 1000 + problem.items.count, parent: parent, name: name, frame: frame, kind: kind)
        configure(&item)
        problem.items.append(item)
        return problem.items.count - 1
    }

    /// Adds `first.firstAttribute relation second.secondAttribute × multiplier + constant` and
    /// returns its key.
    @discardableResult
    mutating func constrain(
        _ first: Int, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: Int? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) -> ConstraintKey {
        let key = ConstraintKey(owner: nextOwner)
        nextOwner += 1
        problem.constraints.append(ItemConstraint(
            key: key, firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
            secondAttribute: second == nil ? nil : (secondAttribute ?? firstAttribute), multiplier: multiplier,
            constant: constant, priority: priority
        ))
        return key
    }

    /// Pins `item` to `frame` (in its parent's coordinates) with leading, top, width and height.
    mutating func pin(_ item: Int, in parent: Int, _ frame: LayoutRect) {
        constrain(item, .leading, .equal, parent, .leading, constant: frame.x)
        constrain(item, .top, .equal, parent, .top, constant: frame.y)
        constrain(item, .width, constant: frame.width)
        constrain(item, .height, constant: frame.height)
    }
}

extension LayoutRect {
    /// Whether every field is within `tolerance`.
    func isClose(to other: LayoutRect, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}
