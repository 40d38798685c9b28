/// One of an item's four unknowns, in root coordinates.
enum ItemPart: Int, CaseIterable {
    case minX, minY, width, height
}

/// `coefficient × part of item` in a ``LinearSpec``.
struct SpecTerm: Equatable {
    var item: ItemIdentity
    var part: ItemPart
    var coefficient: Double
}

/// A constraint in terms of item identities (`Σ terms + constant relation 0` at `priority`):
/// what the engine compares between solves to tell whether a constraint changed.
struct LinearSpec: Equatable {
    var terms: [SpecTerm]
    var constant: Double
    var relation: LayoutRelation
    var priority: Double

    /// Whether every number is finite (a spec that is not is left out).
    var isFinite: Bool {
        constant.isFinite && priority.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

/// An attribute of one item as `x·minX + y·minY + w·width + h·height + constant`.
struct AttributeForm {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    var constant = 0.0

    /// The attribute's form for `item`: edges, centres, margins and baselines as in UIKit
    /// (leading and trailing are left and right).
    init(_ attribute: LayoutAttribute, of item: LayoutItem) {
        let margins = item.layoutMargins
        switch attribute {
        case .left, .leading: x = 1
        case .right, .trailing: x = 1; width = 1
        case .top: y = 1
        case .bottom: y = 1; height = 1
        case .width: width = 1
        case .height: height = 1
        case .centerX: x = 1; width = 0.5
        case .centerY: y = 1; height = 0.5
        case .firstBaseline: y = 1; constant = item.firstBaselineFromTop ?? 0
        case .lastBaseline: y = 1; height = 1; constant = -(item.lastBaselineFromBottom ?? 0)
        case .leftMargin, .leadingMargin: x = 1; constant = margins.left
        case .rightMargin, .trailingMargin: x = 1; width = 1; constant = -margins.right
        case .topMargin: y = 1; constant = margins.top
        case .bottomMargin: y = 1; height = 1; constant = -margins.bottom
        case .centerXWithinMargins: x = 1; width = 0.5; constant = (margins.left - margins.right) / 2
        case .centerYWithinMargins: y = 1; height = 0.5; constant = (margins.top - margins.bottom) / 2
        }
    }

    /// Appends `factor ×` this form's terms for `item` to `terms` (leaving out zero coefficients)
    /// and returns `factor × constant`.
    func append(to terms: inout [SpecTerm], item: ItemIdentity, factor: Double) -> Double {
        for (part, coefficient) in [(ItemPart.minX, x), (.minY, y), (.width, width), (.height, height)] where coefficient != 0 {
            let scaled = coefficient * factor
            if scaled != 0 { terms.append(SpecTerm(item: item, part: part, coefficient: scaled)) }
        }
        return constant * factor
    }
}
