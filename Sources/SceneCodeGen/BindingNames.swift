import SceneGraph

/// The names of a view tree's local bindings (`let titleLabel = …`): each unique in the tree,
/// never a keyword, never one of the factory's other locals.
///
/// A name is asked for every view, cell, constraint and gesture recognizer of a scene. Made with
/// a list of candidates copied for each, a set asked twice and every name hashed against the
/// keywords, a name cost ~7,000 instructions (3 % of `compile` of scene files, issue 26); now
/// each name is hashed once into the set of used names (`insert` says whether it was new) and
/// looked up among the keywords only when it has a keyword's shape. `BindingNamesTests` runs
/// random requests against the former way.
struct BindingNames {
    /// The names taken so far.
    private var used: Set<String>
    /// How many names each numbered fallback (`label`, `view`) has had.
    private var counters: [String: Int] = [:]
    /// Whether ids name bindings first (scene files), or only the preferred texts do (storyboards,
    /// whose object ids mean nothing).
    let prefersIDs: Bool

    /// Names for a tree whose other locals are `reserved`.
    init(prefersIDs: Bool, reserved: some Sequence<String>) {
        self.prefersIDs = prefersIDs
        used = Set(minimumCapacity: 16)
        for name in Self.factoryLocals { used.insert(name) }
        for name in reserved { used.insert(name) }
    }

    /// The locals every factory or cell body may declare.
    static let factoryLocals = ["controller", "views", "cell", "_", "sender", "item"]

    /// A binding name no other binding of the tree has: in a scene file, the object's id; in a
    /// storyboard, the first of `preferred` that makes a name; else `fallback` numbered
    /// (`label3`). `preferred` and `fallback` are made only when they are needed: for most views
    /// of a scene file neither is (the id names the binding), and making the fallback for each was
    /// 2 % of compiling them, the candidates (a list, and a look-up of the view's outlet) 0.6 %.
    mutating func name(preferring preferred: () -> [String?], id: String?, fallback makeFallback: () -> String) -> SwiftIdentifier {
        var base = ""
        if prefersIDs, let id { base = GeneratedNames.identifier(from: id, fallback: "") }
        if base.isEmpty {
            for case let text? in preferred() {
                base = GeneratedNames.identifier(from: text, fallback: "")
                if !base.isEmpty { break }
            }
        }
        if base.isEmpty {
            let fallback = makeFallback()
            base = SwiftName.isIdentifier(fallback) && !fallback.isEmpty ? fallback : "view"
            base += String(Self.increment(&counters[base, default: 0]))
        }
        var name = base
        while Self.isKeyword(name) || !used.insert(name).inserted { name += "_" }
        return SwiftIdentifier(derived: name, fallback: "view")
    }

    /// Adds one to `counter` and returns it (one look-up of the counter's key, not two).
    private static func increment(_ counter: inout Int) -> Int {
        counter += 1
        return counter
    }

    /// Whether `name` is a keyword: looked up only when it has a reserved word's shape.
    static func isKeyword(_ name: String) -> Bool {
        SwiftRenderer.hasReservedWordShape(name) && SwiftName.isKeyword(name)
    }
}
