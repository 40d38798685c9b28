import SceneGraph

/// Every rule of the catalogue.
public enum RuleRegistry {
    /// The lint rules, in the order the catalogue presents them.
    public static let lintRules: [any LintRule.Type] = [
        MissingInitialSceneRule.self,
        InvalidInitialSceneRule.self,
        UnreachableSceneRule.self,
        DuplicateStoryboardIDRule.self,
        AmbiguousSegueIDRule.self,
        UnperformableSegueRule.self,
        ContainmentCycleRule.self,
        NavigationRootRule.self,
        EmptyTabBarRule.self,
        IncompleteSplitRule.self,
        PopoverWithoutAnchorRule.self,
        UnknownUnwindActionRule.self,
        ShowWithoutContainerRule.self,
        OrphanRestorationIDRule.self,
        DuplicateRestorationPathRule.self,
        MissingAccessibilityLabelRule.self,
        MissingAccessibilityIdentifierRule.self,
        MissingReuseIdentifierRule.self,
        DuplicateReuseIdentifierRule.self,
        OutletTypeMismatchRule.self,
        ActionOnNonControlRule.self,
        StaticCellsNeedTableControllerRule.self,
        GestureWithoutEffectRule.self,
        UnsatisfiableConstraintsRule.self,
        AmbiguousLayoutRule.self,
        MisplacedViewRule.self,
        DeprecatedSegueKindRule.self,
        InvalidParameterDefaultRule.self,
        InvalidLintDirectiveRule.self,
    ]

    /// The checks the resolver makes, documented here with examples; not configurable.
    public static let resolverRules: [RuleDescription] = [
        DuplicateIDRule.description,
        DanglingInitialSceneRule.description,
        DanglingDestinationRule.description,
        DanglingEmbedRule.description,
        DanglingTriggerRule.description,
        DanglingAnchorRule.description,
        DanglingOutletRule.description,
        DanglingGestureRule.description,
        MissingFileRule.description,
        DanglingReferenceRule.description,
        ReferenceCycleRule.description,
        InvalidIdentifierRule.description,
    ]

    /// Every catalogue entry: the lint rules, then the resolver's.
    public static var all: [RuleDescription] { lintRules.map { $0.description } + resolverRules }

    /// The ids of the lint rules.
    public static let lintRuleIDs: Set<String> = Set(lintRules.map { $0.description.id })

    /// The ids of the resolver's rules.
    public static let resolverRuleIDs: Set<String> = Set(resolverRules.map(\.id))

    /// The catalogue entry with an id.
    public static func description(of id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
