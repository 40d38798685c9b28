/// An item's four unknowns (``ItemPart``) in the solver, made one after the other so that
/// their ids follow each other: the first stands for all four. The engine kept an array of four
/// per item, one allocation per item and a second look-up per term (issue 26).
struct ItemVariables {
    /// The variable of ``ItemPart/minX``; the others follow it.
    let first: Variable

    /// The variable of `part`.
    @inline(__always)
    subscript(_ part: ItemPart) -> Variable { Variable(id: first.id + part.rawValue) }
}

extension Solver {
    /// An item's four variables. The solver gives external symbols fresh ids in order (it never
    /// recycles them), which is what lets ``ItemVariables`` keep only the first.
    func makeItemVariables() -> ItemVariables {
        let first = makeVariable()
        var last = first
        for _ in 1..<ItemPart.allCases.count { last = makeVariable() }
        precondition(last.id == first.id + ItemPart.allCases.count - 1, "an item's variables have consecutive ids")
        return ItemVariables(first: first)
    }
}
