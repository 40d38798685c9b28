/// What the ids of a document declare, as a scene's check asks it to word a problem ("it is a
/// button in scene 'detail'"): a table made before the check, or one made by the first question.
///
/// Why lazily: a document's check made the table for every document — each id with what it
/// declares and where, hashed on one core before the scenes' checks could start — and only the
/// few documents with a problem ask it (issue 26). The first question makes it under a lock; the
/// scenes are checked on every core, so another question may wait for it.
/// `DocumentCheckProblemsTests` compares the check with the table made first.
struct DeclarationLookup: Sendable {
    private enum Source: Sendable {
        case table([String: GraphResolver.Declared])
        case madeWhenAsked(MadeOnce<GraphResolver.DeclarationTable>)
    }

    private let source: Source

    /// The lookup of a table made already.
    init(_ table: [String: GraphResolver.Declared]) {
        source = .table(table)
    }

    /// The lookup of `document`'s table, made by the first question (``GraphResolver/declarationTable(of:)``).
    init(makingFrom document: SceneDocument) {
        self.init(GraphResolver.declarationTableMadeOnce(of: document))
    }

    /// The lookup of a table made by the first question to it or to `lazy` itself.
    init(_ lazy: MadeOnce<GraphResolver.DeclarationTable>) {
        source = .madeWhenAsked(lazy)
    }

    /// What `id` declares, or nil when the document does not declare it.
    subscript(_ id: String) -> GraphResolver.Declared? {
        switch source {
        case .table(let table): table[id]
        case .madeWhenAsked(let lazy): lazy.value.kinds[id]
        }
    }

    /// Whether the table has been made (made already, or asked for).
    var isMade: Bool {
        switch source {
        case .table: true
        case .madeWhenAsked(let lazy): lazy.isMade
        }
    }
}
