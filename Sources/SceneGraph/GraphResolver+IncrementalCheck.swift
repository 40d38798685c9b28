/// What ``GraphResolver/check(_:reusing:)`` kept of the last document it checked: each scene's
/// results, to reuse for scenes that did not change (issue 25: after an edit of one scene of a
/// 1,000-scene file, only that scene is checked again). Empty when made; any memo gives the
/// result ``GraphResolver/check(_:)`` gives, whatever document it was last used with.
public struct CheckMemo: Sendable {
    /// One scene's results: its name-gate diagnostics and declarations (which depend on the
    /// scene alone), and its ``GraphResolver/checkScene(_:declared:sceneNames:sceneSet:)``
    /// diagnostics (which depend on ``kinds`` and ``sceneNames`` too). A class: copying a scene
    /// retains every array inside it, and entries are copied for each scene at each check.
    final class Entry: Sendable {
        let scene: Scene
        let gate: [Diagnostic]
        let declarations: [Declaration]
        /// The declarations without their sources: the part of the scene the id table depends on.
        let keys: [Key]
        let checked: [Diagnostic]?

        init(scene: Scene, gate: [Diagnostic], declarations: [Declaration], keys: [Key], checked: [Diagnostic]?) {
            self.scene = scene
            self.gate = gate
            self.declarations = declarations
            self.keys = keys
            self.checked = checked
        }

        /// This entry with the scene's own check.
        func with(checked: [Diagnostic]) -> Entry {
            Entry(scene: scene, gate: gate, declarations: declarations, keys: keys, checked: checked)
        }

        /// This entry for `scene`, equal to its own: the memo keeps the latest document's scenes,
        /// not the first equal one's (a scene's ranges keep the text of the document it was read
        /// from, and a long session would keep a text for each).
        func with(scene: Scene) -> Entry {
            Entry(scene: scene, gate: gate, declarations: declarations, keys: keys, checked: checked)
        }
    }

    /// A declared id and where it is written: a location, not the declaration's range, which
    /// would keep the text of the document it was read from.
    struct Declaration: Sendable {
        var id: String
        var what: GraphResolver.Declared
        var location: SourceLocation
    }

    struct Key: Hashable, Sendable {
        var id: String
        var what: GraphResolver.Declared
    }

    /// A duplicate id: where it is declared again and where first, as (scene, declaration) indices.
    struct Duplicate: Sendable {
        var scene: Int, declaration: Int
        var firstScene: Int, firstDeclaration: Int
    }

    /// The last document's scenes' entries, in document order, and the first one's index by
    /// scene name (a scene is looked for at its own index first, then by name).
    var entries: [Entry] = []
    var indexByName: [String: Int] = [:]
    /// Each scene's ``Entry/keys``, in document order: when they are equal, so are the id table
    /// and the scene names (each scene's keys start with its own name).
    var keys: [[Key]] = []
    var kinds: [String: GraphResolver.Declared] = [:]
    var duplicates: [Duplicate] = []
    var sceneNames: [String] = []
    var sceneSet: Set<String> = []

    /// How many scenes the last check read anew (name gate and ids), and how many it checked
    /// anew (``GraphResolver/checkScene(_:declared:sceneNames:sceneSet:)``).
    package internal(set) var scenesRead = 0
    package internal(set) var scenesChecked = 0

    /// An empty memo.
    public init() {}
}

extension GraphResolver {
    /// ``check(_:)`` of `document`, reusing from `memo` the results of the scenes that did not
    /// change since the memo's last check, and leaving this check's results in it.
    ///
    /// A scene's name gate and declarations are reused when it equals the memo's scene at its
    /// index or the memo's first scene of its name; its own check when, besides, the id table and
    /// the scene names are the memo's.
    public static func check(_ document: SceneDocument, reusing memo: inout CheckMemo) -> [Diagnostic] {
        let scenes = document.scenes
        var entries: [CheckMemo.Entry] = []
        entries.reserveCapacity(scenes.count)
        var diagnostics: [Diagnostic] = []
        var scenesRead = 0
        // By index, not `for scene in`: copying a scene retains every array inside it.
        for position in scenes.indices {
            let name = scenes[position].id.name
            func reusable(_ index: Int?) -> CheckMemo.Entry? {
                guard let index, index < memo.entries.count else { return nil }
                let entry = memo.entries[index]
                return entry.scene.id.name == name && entry.scene == scenes[position] ? entry : nil
            }
            if let entry = reusable(position) ?? reusable(memo.indexByName[name]) {
                entries.append(entry.with(scene: scenes[position]))
            } else {
                let scene = scenes[position]
                scenesRead += 1
                var gate: [Diagnostic] = []
                SwiftNameGate.check(scene, into: &gate)
                var declarations: [CheckMemo.Declaration] = []
                forEachDeclaration(in: scene) { id, what, source in
                    declarations.append(CheckMemo.Declaration(id: id, what: what, location: source.location(of: "id")))
                }
                entries.append(CheckMemo.Entry(
                    scene: scene, gate: gate, declarations: declarations,
                    keys: declarations.map { CheckMemo.Key(id: $0.id, what: $0.what) }, checked: nil))
            }
            diagnostics += entries[entries.count - 1].gate
        }

        // The id table: the memo's when every scene declares the same ids as then (the
        // declarations' sources may have moved: duplicate errors are made from today's).
        let keys = entries.map(\.keys)
        let sameTable = keys == memo.keys
        let kinds: [String: Declared], duplicates: [CheckMemo.Duplicate], sceneNames: [String], sceneSet: Set<String>
        if sameTable {
            (kinds, duplicates, sceneNames, sceneSet) = (memo.kinds, memo.duplicates, memo.sceneNames, memo.sceneSet)
        } else {
            var first: [String: (scene: Int, declaration: Int)] = [:]
            var found: [CheckMemo.Duplicate] = []
            for (sceneIndex, entry) in entries.enumerated() {
                for (index, declaration) in entry.declarations.enumerated() {
                    if let earlier = first[declaration.id] {
                        found.append(CheckMemo.Duplicate(scene: sceneIndex, declaration: index,
                                                         firstScene: earlier.scene, firstDeclaration: earlier.declaration))
                    } else {
                        first[declaration.id] = (sceneIndex, index)
                    }
                }
            }
            kinds = first.mapValues { entries[$0.scene].declarations[$0.declaration].what }
            duplicates = found
            sceneNames = scenes.map(\.id.name)
            sceneSet = Set(sceneNames)
        }
        for duplicate in duplicates {
            let declaration = entries[duplicate.scene].declarations[duplicate.declaration]
            let first = entries[duplicate.firstScene].declarations[duplicate.firstDeclaration]
            diagnostics.append(duplicateID(declaration.id, at: declaration.location, first: first.what, at: first.location))
        }

        if let problem = initialSceneProblem(document, sceneNames: sceneNames, sceneSet: sceneSet) {
            diagnostics.append(problem)
        }

        // The scenes' own checks: the memo's hold for today's table when it is the memo's.
        let sameContext = sameTable || (kinds == memo.kinds && sceneNames == memo.sceneNames)
        var scenesChecked = 0
        for index in entries.indices {
            if !sameContext || entries[index].checked == nil {
                scenesChecked += 1
                entries[index] = entries[index].with(
                    checked: checkScene(entries[index].scene, declared: DeclarationLookup(kinds), sceneNames: sceneNames, sceneSet: sceneSet))
            }
            diagnostics += entries[index].checked ?? []
        }

        if !sameTable {
            // Same keys, same scene names in the same order: the index stays right.
            var indexByName: [String: Int] = [:]
            indexByName.reserveCapacity(entries.count)
            for (index, name) in sceneNames.enumerated() where indexByName[name] == nil { indexByName[name] = index }
            memo.indexByName = indexByName
        }
        memo.entries = entries
        memo.keys = keys
        memo.kinds = kinds
        memo.duplicates = duplicates
        memo.sceneNames = sceneNames
        memo.sceneSet = sceneSet
        memo.scenesRead = scenesRead
        memo.scenesChecked = scenesChecked
        return diagnostics
    }
}
