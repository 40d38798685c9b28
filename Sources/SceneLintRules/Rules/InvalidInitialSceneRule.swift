import SceneGraph

/// An initial scene that cannot be shown first: a reference, or a child of a container.
public struct InvalidInitialSceneRule: LintRule {
    public static let description = RuleDescription(
        id: "invalid-initial-scene", name: "Invalid initial scene", severity: .error,
        summary: """
            The initial scene is a `<reference>`, or a child of a container of the same file (a \
            relationship's destination or an embedded scene).
            """,
        rationale: """
            The initial scene becomes the window's root. A `<reference>` is no controller of its \
            own (its items and segues belong to the other file's scene): mark that scene initial \
            in its own file. A container's child shown first appears without its container — the \
            classic storyboard mistake of an entry arrow on a navigation controller's root, which \
            then has no navigation bar: make the container the initial scene. A child of a \
            container of *another* file (through a reference) is fine: that is how files are \
            composed.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="↓list">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="↓facts">
                  <controller id="detail">
                    <view>
                      <containerView id="factsContainer" embed="facts"/>
                    </view>
                  </controller>
                  <controller id="facts"/>
                </scenes>
                """),
            RuleExample(files: [
                ExampleFile("Main.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="↓settings">
                      <reference id="settings" file="Settings.scene"/>
                    </scenes>
                    """),
                ExampleFile("Settings.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="settingsList">
                      <controller id="settingsList"/>
                    </scenes>
                    """),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list"/>
                </scenes>
                """),
            RuleExample(files: [
                ExampleFile("Main.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                      <tabBar id="tabs">
                        <relationship kind="tab" destination="settings"/>
                      </tabBar>
                      <reference id="settings" file="Settings.scene"/>
                    </scenes>
                    """),
                ExampleFile("Settings.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="settingsList">
                      <controller id="settingsList"/>
                    </scenes>
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        let holders = Self.firstHolders(of: Set(context.initialScenes), in: context.edges)
        for document in context.graph.documents {
            guard let name = document.initialScene, let initial = document.scene(named: name) else { continue }
            // Placed only when reported: a location means scanning the document's tag.
            var location: SourceLocation { document.source.location(ofAny: "initial", "initialViewController") }
            if initial.kind == .reference {
                let file = initial.reference?.file ?? "another file"
                violations.append(Violation(
                    "initial scene '\(name)' is a reference to a scene of '\(file)'; mark that scene initial in its own file",
                    at: location, notes: [.init("'\(name)' is declared here", at: initial.source.element)]))
                continue
            }
            if let index = holders[initial.id] {
                let holder = context.edges[index]
                let role = Self.role(of: holder.segue)
                violations.append(Violation(
                    "initial scene '\(name)' is \(role) '\(holder.source.name)': shown first, it appears without its container; "
                        + "make '\(holder.source.name)' the initial scene",
                    at: location, notes: [.init("'\(holder.source.name)' holds it here", at: holder.segue.source.element)]))
            }
        }
        return violations
    }

    /// The first containment edge (in the edges' order) naming each of `scenes`, found in one
    /// pass over the edges. Why: searching all the edges once per document made the rule
    /// quadratic in the number of files (7 % of `lint` of 200 small storyboards).
    static func firstHolders(of scenes: Set<SceneID>, in edges: [LintContext.Edge]) -> [SceneID: Int] {
        var holders: [SceneID: Int] = [:]
        guard !scenes.isEmpty else { return holders }
        for (index, edge) in edges.enumerated() where edge.isContainment {
            guard let named = edge.named, scenes.contains(named), holders[named] == nil else { continue }
            holders[named] = index
        }
        return holders
    }

    /// The plain form of ``firstHolders(of:in:)``: a search of all the edges for one scene.
    static func firstHolder(of scene: SceneID, in edges: [LintContext.Edge]) -> Int? {
        edges.indices.first { edges[$0].isContainment && edges[$0].named == scene }
    }

    /// How a containment edge relates the child to its container, as words before the container's name.
    static func role(of segue: Segue) -> String {
        guard segue.kind == .relationship else { return "embedded in" }
        switch segue.relationship {
        case .root?: return "the root of"
        case .tab?: return "a tab of"
        case .primary?: return "the primary column of"
        case .secondary?: return "the secondary column of"
        case .supplementary?: return "the supplementary column of"
        case .compact?: return "the compact-width controller of"
        case .page?: return "a page of"
        case .child?, nil: return "a child of"
        }
    }
}
