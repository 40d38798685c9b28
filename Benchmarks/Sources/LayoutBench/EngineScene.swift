import SceneLayout

/// The synthetic system's shape as a ``LayoutProblem`` for the engine: a root holding stacked
/// sections (chained top to bottom, or placed independently), each holding four children with
/// intrinsic sizes, margins, centring and a preferred width. Times a fresh solve, a pass with
/// the root resized (incremental), and a pass that changes one constant deep in the tree.
enum EngineScene {
    static func make(sections: Int, chained: Bool) -> LayoutProblem {
        var items = [LayoutItem(key: 0, parent: nil, name: "root", frame: LayoutRect(x: 0, y: 0, width: 375, height: 100_000))]
        var constraints: [ItemConstraint] = []
        var owner = 0
        func constrain(_ first: Int, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal, _ second: Int? = nil,
                       _ secondAttribute: LayoutAttribute? = nil, constant: Double = 0, priority: LayoutPriority = .required) {
            owner += 1
            constraints.append(ItemConstraint(key: ConstraintKey(owner: owner), firstItem: first, firstAttribute: firstAttribute,
                                              relation: relation, secondItem: second, secondAttribute: secondAttribute,
                                              constant: constant, priority: priority))
        }
        var previous: Int?
        for section in 0..<sections {
            let s = items.count
            items.append(LayoutItem(key: s, parent: 0, name: "section\(section)"))
            constrain(s, .leading, .equal, 0, .leadingMargin)
            constrain(s, .trailing, .equal, 0, .trailingMargin)
            if chained, let previous {
                constrain(s, .top, .equal, previous, .bottom, constant: 8)
            } else {
                constrain(s, .top, .equal, 0, .top, constant: Double(section) * 80 + 8)
            }
            constrain(s, .height, .greaterThanOrEqual, constant: 44)
            constrain(s, .height, constant: 0, priority: LayoutPriority(100))
            var left: (Int, LayoutAttribute) = (s, .leadingMargin)
            for child in 0..<4 {
                let c = items.count
                var item = LayoutItem(key: c, parent: s, name: "child\(section).\(child)")
                item.intrinsicWidth = 40 + Double((section + child) % 4) * 5
                item.intrinsicHeight = 30 + Double(child % 3) * 10
                items.append(item)
                constrain(c, .top, .equal, s, .topMargin)
                constrain(c, .leading, .equal, left.0, left.1, constant: child == 0 ? 0 : 8)
                constrain(c, .width, constant: 60, priority: .defaultHigh)
                constrain(s, .bottomMargin, .greaterThanOrEqual, c, .bottom)
                constrain(c, .centerY, .equal, s, .centerY, priority: .defaultLow)
                if child == 3 { constrain(c, .trailing, .lessThanOrEqual, s, .trailingMargin) }
                left = (c, .trailing)
            }
            previous = s
        }
        return LayoutProblem(items: items, constraints: constraints)
    }
}
