import SceneGraph
import SceneLayout
import Testing

@testable import SceneGraphLayout

/// The graph's layout words map onto the engine's by a switch; each must land where the
/// spelling says.
@Suite struct LayoutVocabularyTests {
    @Test func everyAttributeNameMapsToTheEngineAttributeOfTheSameSpelling() {
        for name in LayoutAttributeName.allCases {
            let attribute = SceneProblemBuilder.attribute(name)
            #expect(attribute != nil && attribute == LayoutAttribute(name: name.rawValue), "\(name)")
        }
        #expect(Set(LayoutAttributeName.allCases.compactMap(SceneProblemBuilder.attribute)).count == LayoutAttribute.allCases.count)
    }
}
