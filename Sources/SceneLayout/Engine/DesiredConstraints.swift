/// What names a constraint of the engine across solves.
enum EngineConstraintKey: Hashable {
    /// The root's frame: one equality per ``ItemPart``.
    case root(ItemPart)
    /// An autoresizing item's or a guide's tie to its parent, per ``ItemPart``.
    case structure(ItemIdentity, ItemPart)
    /// A content-size constraint: `hugging` (size ≤ intrinsic) or compression (size ≥ intrinsic).
    case content(ItemIdentity, horizontal: Bool, hugging: Bool)
    /// A caller's constraint (and the occurrence of its key, should a problem repeat one).
    case user(ConstraintKey, occurrence: Int)
}

/// One constraint the problem asks for, in the order the engine adds them.
struct DesiredConstraint {
    var key: EngineConstraintKey
    /// Nil when the constraint cannot be expressed (a bad item index, a non-finite number, an
    /// item that cannot be placed): it is reported broken.
    var spec: LinearSpec?
    /// The index of the item whose own rule this is (for `root`, `structure` and `content`).
    var item: Int?
}

/// Turns a ``LayoutProblem`` into the engine's linear constraints, in the order they are added:
/// the root's frame, autoresizing and guide ties and content sizes (item by item), then the
/// caller's constraints in their order.
struct DesiredConstraintBuilder {
    let problem: LayoutProblem
    let resolved: ResolvedItems

    func build() -> [DesiredConstraint] {
        var result: [DesiredConstraint] = []
        result.reserveCapacity(problem.constraints.count + problem.items.count * 2 + 4)
        let items = problem.items
        guard !items.isEmpty else { return problemConstraintsAllBroken() }
        let root = resolved.identities[0]
        let frame = items[0].frame
        for (part, value) in [(ItemPart.minX, frame.x), (.minY, frame.y), (.width, frame.width), (.height, frame.height)] {
            appendInternal(&result, .root(part), item: 0, terms: [SpecTerm(item: root, part: part, coefficient: 1)], constant: -value)
        }
        for index in items.indices.dropFirst() where resolved.placeable[index] {
            appendItemRules(&result, index)
        }
        var occurrences: [ConstraintKey: Int] = [:]
        occurrences.reserveCapacity(problem.constraints.count)
        for constraint in problem.constraints {
            let occurrence = occurrences[constraint.key, default: 0]
            occurrences[constraint.key] = occurrence + 1
            result.append(DesiredConstraint(key: .user(constraint.key, occurrence: occurrence), spec: spec(for: constraint), item: nil))
        }
        return result
    }

    private func problemConstraintsAllBroken() -> [DesiredConstraint] {
        var occurrences: [ConstraintKey: Int] = [:]
        return problem.constraints.map { constraint in
            let occurrence = occurrences[constraint.key, default: 0]
            occurrences[constraint.key] = occurrence + 1
            return DesiredConstraint(key: .user(constraint.key, occurrence: occurrence), spec: nil, item: nil)
        }
    }

    private func appendInternal(
        _ result: inout [DesiredConstraint], _ key: EngineConstraintKey, item: Int, terms: [SpecTerm], constant: Double,
        relation: LayoutRelation = .equal, priority: LayoutPriority = .required
    ) {
        let spec = LinearSpec(terms: terms, constant: constant, relation: relation, priority: priority.rawValue)
        // An internal rule with a non-finite number is left out (it has no key to report).
        guard spec.isFinite else { return }
        result.append(DesiredConstraint(key: key, spec: spec, item: item))
    }

    /// The autoresizing tie, guide tie or content-size constraints of item `index`.
    private func appendItemRules(_ result: inout [DesiredConstraint], _ index: Int) {
        let item = problem.items[index]
        let identity = resolved.identities[index]
        func term(_ part: ItemPart, _ coefficient: Double, of owner: ItemIdentity = identity) -> SpecTerm {
            SpecTerm(item: owner, part: part, coefficient: coefficient)
        }
        switch item.kind {
        case let .insetGuide(insets):
            guard let parent = resolved.parents[index] else { return }
            let owner = resolved.identities[parent]
            appendGuide(&result, index, parent: owner, left: insets.left, widthDelta: -(insets.left + insets.right),
                        top: insets.top, heightDelta: -(insets.top + insets.bottom), fromBottom: nil)
        case let .topBand(height):
            guard let parent = resolved.parents[index] else { return }
            appendGuide(&result, index, parent: resolved.identities[parent], left: 0, widthDelta: 0, top: 0, heightDelta: 0, fromBottom: nil, bandHeight: height)
        case let .bottomBand(height):
            guard let parent = resolved.parents[index] else { return }
            appendGuide(&result, index, parent: resolved.identities[parent], left: 0, widthDelta: 0, top: 0, heightDelta: 0, fromBottom: height, bandHeight: height)
        case .view:
            if let rule = item.autoresizing {
                appendAutoresizing(&result, index, rule: rule)
                return
            }
            let axes: [(Bool, Double?, ItemPart, LayoutPriority, LayoutPriority)] = [
                (true, item.intrinsicWidth, .width, item.horizontalHugging, item.horizontalCompressionResistance),
                (false, item.intrinsicHeight, .height, item.verticalHugging, item.verticalCompressionResistance),
            ]
            for (horizontal, intrinsic, part, hugging, compression) in axes {
                // A negative size means none, like UIKit's `noIntrinsicMetric`.
                guard let intrinsic, intrinsic >= 0 else { continue }
                appendInternal(&result, .content(identity, horizontal: horizontal, hugging: true), item: index,
                               terms: [term(part, 1)], constant: -intrinsic, relation: .lessThanOrEqual, priority: hugging)
                appendInternal(&result, .content(identity, horizontal: horizontal, hugging: false), item: index,
                               terms: [term(part, 1)], constant: -intrinsic, relation: .greaterThanOrEqual, priority: compression)
            }
        }
    }

    /// A guide's rectangle from its parent's: `minX = parent.minX + left`, `width = parent.width +
    /// widthDelta`, and the same vertically, or a band of `bandHeight` at the top (or, with
    /// `fromBottom`, ending at the parent's bottom).
    private func appendGuide(
        _ result: inout [DesiredConstraint], _ index: Int, parent: ItemIdentity, left: Double, widthDelta: Double,
        top: Double, heightDelta: Double, fromBottom: Double?, bandHeight: Double? = nil
    ) {
        let guide = resolved.identities[index]
        func tie(_ part: ItemPart, _ terms: [SpecTerm], _ constant: Double) {
            appendInternal(&result, .structure(guide, part), item: index, terms: terms, constant: constant)
        }
        func term(_ owner: ItemIdentity, _ part: ItemPart, _ coefficient: Double) -> SpecTerm {
            SpecTerm(item: owner, part: part, coefficient: coefficient)
        }
        tie(.minX, [term(guide, .minX, 1), term(parent, .minX, -1)], -left)
        tie(.width, [term(guide, .width, 1), term(parent, .width, -1)], -widthDelta)
        if let bandHeight {
            tie(.height, [term(guide, .height, 1)], -bandHeight)
            if let fromBottom {
                tie(.minY, [term(guide, .minY, 1), term(parent, .minY, -1), term(parent, .height, -1)], fromBottom)
            } else {
                tie(.minY, [term(guide, .minY, 1), term(parent, .minY, -1)], 0)
            }
        } else {
            tie(.minY, [term(guide, .minY, 1), term(parent, .minY, -1)], -top)
            tie(.height, [term(guide, .height, 1), term(parent, .height, -1)], -heightDelta)
        }
    }

    /// UIKit's autoresizing, linearly: on each axis the flexible parts (leading margin, size,
    /// trailing margin) share `parentSize − referenceParentSize` in proportion to their lengths in
    /// the reference frame (equally if those are all zero); no flexible part keeps the frame.
    private func appendAutoresizing(_ result: inout [DesiredConstraint], _ index: Int, rule: AutoresizingRule) {
        let item = problem.items[index]
        let identity = resolved.identities[index]
        let frame = item.frame
        let parent = resolved.parents[index].map { resolved.identities[$0] }
        let axes: [(ItemPart, ItemPart, Double, Double, Double, Int)] = [
            (.minX, .width, frame.x, frame.width, rule.referenceParentWidth, 0),
            (.minY, .height, frame.y, frame.height, rule.referenceParentHeight, 3),
        ]
        for (positionPart, sizePart, position, size, reference, shift) in axes {
            let flexible = [rule.mask >> shift & 1 != 0, rule.mask >> (shift + 1) & 1 != 0, rule.mask >> (shift + 2) & 1 != 0]
            let lengths = [max(0, position), max(0, size), max(0, reference - position - size)]
            var shares = [0.0, 0.0, 0.0]
            let count = flexible.filter { $0 }.count
            if count > 0, parent != nil {
                let total = (0..<3).reduce(0.0) { flexible[$1] ? $0 + lengths[$1] : $0 }
                for part in 0..<3 where flexible[part] {
                    shares[part] = total > 0 ? lengths[part] / total : 1 / Double(count)
                }
            }
            // position = parent.position + frame.position + share₀ × (parent.size − reference)
            var positionTerms = [SpecTerm(item: identity, part: positionPart, coefficient: 1)]
            var sizeTerms = [SpecTerm(item: identity, part: sizePart, coefficient: 1)]
            if let parent {
                positionTerms.append(SpecTerm(item: parent, part: positionPart, coefficient: -1))
                if shares[0] != 0 { positionTerms.append(SpecTerm(item: parent, part: sizePart, coefficient: -shares[0])) }
                if shares[1] != 0 { sizeTerms.append(SpecTerm(item: parent, part: sizePart, coefficient: -shares[1])) }
            }
            appendInternal(&result, .structure(identity, positionPart), item: index, terms: positionTerms,
                           constant: -(position - shares[0] * reference))
            appendInternal(&result, .structure(identity, sizePart), item: index, terms: sizeTerms,
                           constant: -(size - shares[1] * reference))
        }
    }

    /// A caller's constraint as a spec: `first.attribute − multiplier × second.attribute −
    /// constant relation 0`; nil when it names an item out of range or that cannot be placed, or
    /// has a number that is not finite.
    func spec(for constraint: ItemConstraint) -> LinearSpec? {
        let items = problem.items
        guard constraint.firstItem >= 0, constraint.firstItem < items.count, resolved.placeable[constraint.firstItem],
              constraint.multiplier.isFinite, constraint.constant.isFinite, constraint.priority.rawValue.isFinite
        else { return nil }
        var terms: [SpecTerm] = []
        terms.reserveCapacity(4)  // an attribute has at most two parts, a constraint two items
        var constant = AttributeForm(constraint.firstAttribute, of: items[constraint.firstItem])
            .append(to: &terms, item: resolved.identities[constraint.firstItem], factor: 1)
        if let second = constraint.secondItem {
            guard second >= 0, second < items.count, resolved.placeable[second] else { return nil }
            // With no second attribute, the first one (as UIKit's layout anchors pair them).
            let attribute = constraint.secondAttribute ?? constraint.firstAttribute
            if constraint.multiplier != 0 {
                constant += AttributeForm(attribute, of: items[second])
                    .append(to: &terms, item: resolved.identities[second], factor: -constraint.multiplier)
            }
        }
        constant -= constraint.constant
        let spec = LinearSpec(terms: terms, constant: constant, relation: constraint.relation, priority: constraint.priority.rawValue)
        return spec.isFinite ? spec : nil
    }
}
