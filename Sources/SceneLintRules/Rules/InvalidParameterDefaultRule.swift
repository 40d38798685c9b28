import SceneGraph

/// A segue parameter whose default does not fit its type.
public struct InvalidParameterDefaultRule: LintRule {
    public static let description = RuleDescription(
        id: "invalid-parameter-default", name: "Parameter default of the wrong type", severity: .error,
        summary: "A segue parameter's `default` that is not a value of its `type`.",
        rationale: """
            Generated code writes the default into Swift source; a default that does not fit the \
            type would make the generated file fail to compile, far from the scene file that \
            caused it. Accepted: decimal integer literals in range for `Int`…`Int64` and \
            `UInt`…`UInt64` (`42`, `-1`, `1_000`); decimal numbers for `Double`, `Float` and \
            `CGFloat` (`3.5`, `1e3`); `true`/`false` for `Bool`; any text, without quotes, for \
            `String`; one character for `Character`; `nil` or a default of `T` for `T?`; only \
            `[]` for arrays and sets and `[:]` for dictionaries; `.member` (an enum case or \
            static member without arguments) for every other type.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="present" destination="detail">
                      <parameter name="servings" type="Int" default="↓four"/>
                      <parameter name="rating" type="Double?" default="↓high"/>
                      <parameter name="favorite" type="Bool" default="↓yes"/>
                      <parameter name="course" type="Course" default="↓main"/>
                      <parameter name="tags" type="[String]" default="↓[&quot;new&quot;]"/>
                      <parameter name="tiny" type="Int8" default="↓300"/>
                    </segue>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="present" destination="detail">
                      <parameter name="servings" type="Int" default="4"/>
                      <parameter name="limit" type="Int?" default="nil"/>
                      <parameter name="rating" type="Double" default="-3.5"/>
                      <parameter name="favorite" type="Bool" default="true"/>
                      <parameter name="title" type="String" default="Hello, world"/>
                      <parameter name="course" type="Course" default=".main"/>
                      <parameter name="tags" type="[String]" default="[]"/>
                      <parameter name="counts" type="[String: Int]" default="[:]"/>
                    </segue>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.edges.flatMap { edge in
            edge.segue.parameters.compactMap { parameter -> Violation? in
                guard let value = parameter.defaultValue,
                      let problem = ParameterDefault.read(value, type: parameter.type).problem else { return nil }
                return Violation(
                    "default '\(value)' of parameter '\(parameter.name)' is not a \(parameter.type): \(problem)",
                    at: parameter.source.location(ofAny: "default"))
            }
        }
    }
}
