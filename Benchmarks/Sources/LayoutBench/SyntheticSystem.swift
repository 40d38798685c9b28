import SceneLayout

/// A deterministic screen-like system: a root (fixed, 375 wide) holding a vertical stack of
/// sections, each holding a row of four children. Equalities (edges, spacing), inequalities
/// (minimum sizes, children inside their section) and optional constraints at four priorities
/// (preferred widths 750, heights 500, vertical centring 250, sections hugging their content 100).
/// Stops at exactly `target` constraints.
///
/// `chained` stacks each section under the previous one (a long dependency chain: tableau rows
/// grow with the depth, the hard case); otherwise each section is placed from the root's top at
/// a fixed offset (short rows: many small independent groups).
enum SyntheticSystem {
    static func make(constraints target: Int, chained: Bool = true) -> LinearSystem {
        var rows: [LinearSystem.Row] = []
        var variableCount = 0
        func item() -> Int {
            variableCount += 4
            return variableCount - 4
        }
        // An item's variables: x, y, width, height at base, base+1, base+2, base+3.
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation, _ priority: Double = 1000) {
            rows.append(LinearSystem.Row(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        let root = item()
        add([(root, 1)], 0, .equal)
        add([(root + 1, 1)], 0, .equal)
        add([(root + 2, 1)], -375, .equal)
        let resizeIndex = rows.count
        add([(root + 3, 1)], -100_000, .equal)
        var previousBottom: (terms: [(Int, Double)], constant: Double) = ([(root + 1, 1)], 0)
        var section = 0
        while rows.count < target {
            let s = item()
            // left = root.left + 16, right = root.right − 16, top = previous bottom + 8
            add([(s, 1), (root, -1)], -16, .equal)
            add([(s, 1), (s + 2, 1), (root, -1), (root + 2, -1)], 16, .equal)
            add([(s + 1, 1)] + previousBottom.terms.map { ($0.0, -$0.1) }, -previousBottom.constant - 8, .equal)
            add([(s + 3, 1)], -44, .greaterThanOrEqual)
            add([(s + 3, 1)], 0, .equal, 100)
            var previousRight: [(Int, Double)] = [(s, 1)]
            for child in 0..<4 {
                let c = item()
                add([(c + 1, 1), (s + 1, -1)], -8, .equal)
                add([(c, 1)] + previousRight.map { ($0.0, -$0.1) }, -8, .equal)
                add([(c + 2, 1)], -20, .greaterThanOrEqual)
                add([(c + 2, 1)], -(60 + Double((section + child) % 4) * 5), .equal, 750)
                add([(c + 3, 1)], -(30 + Double(child % 3) * 10), .equal, 500)
                add([(c + 3, 1)], -20, .greaterThanOrEqual)
                // section.bottom ≥ child.bottom + 8
                add([(s + 1, 1), (s + 3, 1), (c + 1, -1), (c + 3, -1)], -8, .greaterThanOrEqual)
                // child.centerY = section.centerY @250
                add([(c + 1, 1), (c + 3, 0.5), (s + 1, -1), (s + 3, -0.5)], 0, .equal, 250)
                if child == 3 { add([(c, 1), (c + 2, 1), (s, -1), (s + 2, -1)], 8, .lessThanOrEqual) }
                previousRight = [(c, 1), (c + 2, 1)]
            }
            previousBottom = chained ? ([(s + 1, 1), (s + 3, 1)], 0) : ([(root + 1, 1)], Double(section + 1) * 80)
            section += 1
        }
        rows.removeLast(rows.count - target)
        return LinearSystem(variableCount: variableCount, rows: rows, resize: (resizeIndex, -120_000))
    }
}
