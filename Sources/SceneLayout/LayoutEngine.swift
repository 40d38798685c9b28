/// Lays out a ``LayoutProblem``: one engine per tree of views, reused across passes so that a
/// pass adds and removes only the constraints that changed (by ``ConstraintKey`` and item key).
///
/// Each item has four unknowns in root coordinates — the coordinates `items[0].frame` is given
/// in — (minX, minY, width, height), solved by a Cassowary ``Solver``: the root's frame is
/// fixed, autoresizing items and guides follow their parents, content sizes pull at their hugging
/// and compression-resistance priorities, and the caller's constraints relate attributes.
/// Required constraints that contradict the ones before them are left out and reported in
/// ``LayoutSolution/broken``, as UIKit does. See `docs/Layout.md`.
///
/// Results equal those of a fresh engine: a pass is incremental while every addition succeeds
/// and the previous pass broke nothing; otherwise it re-adds everything in order, so which
/// constraint breaks depends only on the problem. ``linearSystem(of:)`` gives the constraints a
/// fresh pass adds, as plain values.
public final class LayoutEngine {
    // Without the run-time exclusivity check in release builds, as the solver's state (see
    // `docs/Layout.md`, "Exclusivity"); debug builds keep it.
    #if DEBUG
    private var solver = Solver()
    private var variables: [ItemIdentity: ItemVariables] = [:]
    #else
    @exclusivity(unchecked) private var solver = Solver()
    @exclusivity(unchecked) private var variables: [ItemIdentity: ItemVariables] = [:]
    #endif

    private struct Installed {
        var spec: LinearSpec
        var constraint: Constraint
        /// When it was added: removals go in this order, so that passes are deterministic.
        var sequence: Int
    }

    private var sequence = 0

    #if DEBUG
    private var installed: [EngineConstraintKey: Installed] = [:]
    private var owners: [ObjectIdentifier: EngineConstraintKey] = [:]
    #else
    @exclusivity(unchecked) private var installed: [EngineConstraintKey: Installed] = [:]
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: EngineConstraintKey] = [:]
    #endif
    /// Whether the solver's content depends on the order of additions (something broke).
    private var needsFreshSolve = true
    private var lastProblem: LayoutProblem?
    private var lastSolution: LayoutSolution?

    /// How many passes re-added everything (the first one included); for tests and diagnostics.
    public private(set) var freshSolveCount = 0
    /// How many solver constraints the last pass added and removed (a measure of incrementality).
    public private(set) var lastPassChanges = (added: 0, removed: 0)

    /// Whether passes are kept for the next one to reuse (``init(reusingPasses:)``).
    private let reusesPasses: Bool

    /// Creates an engine with no constraints.
    public init() { reusesPasses = true }

    /// Creates an engine that, with `reusingPasses` false, keeps nothing for a later pass:
    /// each pass is a fresh one. For a layout solved once (a lint or a preview of a scene),
    /// recording every constraint for an incremental pass that never comes, and freeing the
    /// record, was ~3 % of laying out the corpus (issue 26). The solutions are the same.
    public init(reusingPasses: Bool) { reusesPasses = reusingPasses }

    /// Solves `problem`, reusing what earlier solves added (unless made with
    /// `reusingPasses: false`, when each solve is a fresh one).
    public func solve(_ problem: LayoutProblem) -> LayoutSolution {
        if let observer = Self.problemObserver { observer.observe(problem) }
        if let lastProblem, let lastSolution, lastProblem == problem { return lastSolution }
        let resolved = ResolvedItems(problem.items)
        let desired = DesiredConstraintBuilder(problem: problem, resolved: resolved).build()
        var indexOf: [ItemIdentity: Int] = [:]
        indexOf.reserveCapacity(resolved.identities.count)
        for (index, identity) in resolved.identities.enumerated() { indexOf[identity] = index }

        var broken: [BrokenConstraint] = []
        if needsFreshSolve || !solveIncrementally(desired, identities: resolved.identities, indexOf: indexOf, broken: &broken) {
            broken = solveFresh(desired, identities: resolved.identities, indexOf: indexOf)
        }
        let solution = readSolution(problem, resolved: resolved, broken: broken)
        lastProblem = problem
        lastSolution = solution
        return solution
    }

    // MARK: Passes

    /// Removes what changed or went, adds what is new, in order. Returns false (leaving a state
    /// the fresh pass discards) when an addition fails.
    private func solveIncrementally(
        _ desired: [DesiredConstraint], identities: [ItemIdentity], indexOf: [ItemIdentity: Int], broken: inout [BrokenConstraint]
    ) -> Bool {
        broken = []
        var wanted: [EngineConstraintKey: Int] = [:]
        wanted.reserveCapacity(desired.count)
        for (position, entry) in desired.enumerated() where entry.spec != nil { wanted[entry.key] = position }
        var gone: [(sequence: Int, key: EngineConstraintKey)] = []
        for (key, entry) in installed {
            if let position = wanted[key], desired[position].spec == entry.spec { continue }
            gone.append((entry.sequence, key))
        }
        gone.sort { $0.sequence < $1.sequence }
        for (_, key) in gone {
            guard let entry = installed.removeValue(forKey: key) else { continue }
            do { try solver.remove(entry.constraint) } catch { return false }
            owners[ObjectIdentifier(entry.constraint)] = nil
        }
        let removed = gone.count
        refreshVariables(identities)
        var added = 0
        for entry in desired {
            guard let spec = entry.spec else {
                if case let .user(key, _) = entry.key { broken.append(BrokenConstraint(key: key, conflicting: [])) }
                continue
            }
            if installed[entry.key] != nil { continue }
            let constraint = makeConstraint(spec)
            do { try solver.add(constraint) } catch { return false }
            sequence += 1
            installed[entry.key] = Installed(spec: spec, constraint: constraint, sequence: sequence)
            owners[ObjectIdentifier(constraint)] = entry.key
            added += 1
        }
        lastPassChanges = (added, removed)
        return true
    }

    /// Starts a new solver and adds everything in order, leaving out (and reporting) required
    /// constraints that contradict those before them.
    private func solveFresh(_ desired: [DesiredConstraint], identities: [ItemIdentity], indexOf: [ItemIdentity: Int]) -> [BrokenConstraint] {
        freshSolveCount += 1
        solver = Solver()
        variables = [:]
        installed = [:]
        owners = [:]
        // Sized once for every constraint: growing them a step at a time rehashed each key (3 %
        // of a fresh solve's instructions). Nothing depends on their order.
        if reusesPasses { installed.reserveCapacity(desired.count) }
        owners.reserveCapacity(desired.count)
        solver.reserveCapacity(constraints: desired.count)
        refreshVariables(identities)
        var broken: [BrokenConstraint] = []
        var solverBroke = false
        var added = 0
        for entry in desired {
            guard let spec = entry.spec else {
                if case let .user(key, _) = entry.key { broken.append(BrokenConstraint(key: key, conflicting: [])) }
                continue
            }
            let constraint = makeConstraint(spec)
            do {
                try solver.add(constraint)
                sequence += 1
                if reusesPasses { installed[entry.key] = Installed(spec: spec, constraint: constraint, sequence: sequence) }
                owners[ObjectIdentifier(constraint)] = entry.key
                added += 1
            } catch let error {
                solverBroke = true
                guard case let .user(key, _) = entry.key else { continue }
                var conflicting: [ConstraintKey] = []
                var conflictingItems: [Int] = []
                if case let .unsatisfiable(_, others) = error {
                    for other in others {
                        switch owners[ObjectIdentifier(other)] {
                        case let .user(otherKey, _): conflicting.append(otherKey)
                        case .root: conflictingItems.append(0)
                        case let .structure(identity, _), let .content(identity, _, _):
                            if let index = indexOf[identity] { conflictingItems.append(index) }
                        case nil: break
                        }
                    }
                }
                broken.append(BrokenConstraint(
                    key: key, conflicting: Array(Set(conflicting)).sorted(), conflictingItems: Array(Set(conflictingItems)).sorted()
                ))
            }
        }
        needsFreshSolve = solverBroke || !reusesPasses  // without the record, only a fresh pass is right
        lastPassChanges = (added, 0)
        return broken
    }

    /// Makes sure every item has its four variables; forgets items that went.
    private func refreshVariables(_ identities: [ItemIdentity]) {
        var refreshed: [ItemIdentity: ItemVariables] = [:]
        refreshed.reserveCapacity(identities.count)
        for identity in identities {
            refreshed[identity] = variables[identity] ?? solver.makeItemVariables()
        }
        variables = refreshed
    }

    private func makeConstraint(_ spec: LinearSpec) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(spec.terms.count)
        for term in spec.terms {
            guard let owned = variables[term.item] else { continue }
            terms.append(Term(owned[term.part], term.coefficient))
        }
        return Constraint(Expression(terms: terms, constant: spec.constant), spec.relation, priority: LayoutPriority(spec.priority))
    }

    // MARK: Reading the solution

    private func readSolution(_ problem: LayoutProblem, resolved: ResolvedItems, broken: [BrokenConstraint]) -> LayoutSolution {
        let items = problem.items
        var rootFrames: [LayoutRect] = []
        rootFrames.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard resolved.placeable[index], let owned = variables[resolved.identities[index]] else {
                rootFrames.append(item.frame)
                continue
            }
            // Adding zero turns a negative zero into a positive one (stable hashing and printing).
            rootFrames.append(LayoutRect(
                x: solver.value(of: owned[.minX]) + 0, y: solver.value(of: owned[.minY]) + 0,
                width: solver.value(of: owned[.width]) + 0, height: solver.value(of: owned[.height]) + 0
            ))
        }
        var frames = rootFrames
        for index in items.indices where resolved.placeable[index] {
            guard let parent = resolved.parents[index] else { continue }
            frames[index].x = rootFrames[index].x - rootFrames[parent].x + 0
            frames[index].y = rootFrames[index].y - rootFrames[parent].y + 0
        }
        var candidates: [Int] = []
        var candidateVariables: [Variable] = []
        for (index, item) in items.enumerated().dropFirst() where resolved.placeable[index] && item.autoresizing == nil {
            guard case .view = item.kind, let owned = variables[resolved.identities[index]] else { continue }
            candidates.append(index)
            for part in ItemPart.allCases { candidateVariables.append(owned[part]) }
        }
        let answers = solver.isAmbiguous(candidateVariables)
        var ambiguous: [Int] = []
        for (position, index) in candidates.enumerated() where answers[position * 4 ..< position * 4 + 4].contains(true) {
            ambiguous.append(index)
        }
        return LayoutSolution(frames: frames, rootFrames: rootFrames, broken: broken, ambiguousItems: ambiguous)
    }
}
