import SceneGraph
import SceneLayout
import Testing

@testable import SceneGraphLayout

/// The graph's layout words map onto the engine's through the engine's lookup by name; each must
/// land where the spelling says.
@Suite struct LayoutVocabularyTests {
    @Test func everyAttributeNameMapsToTheEngineAttributeOfTheSameSpelling() {
        for name in LayoutAttributeName.allCases {
            let attribute = SceneProblemBuilder.attribute(name)
            #expect(attribute?.name == name.rawValue, "\(name)")
        }
        #expect(Set(LayoutAttributeName.allCases.compactMap(SceneProblemBuilder.attribute)).count == LayoutAttribute.allCases.count)
    }

    @Test func everyEngineAttributeIsFoundByItsNameAndNothingElse() {
        for attribute in LayoutAttribute.allCases {
            #expect(LayoutAttribute(name: attribute.name) == attribute, "\(attribute)")
        }
        for word in ["", "baseline", "Leading", "leading ", "notAnAttribute", "centerx"] {
            #expect(LayoutAttribute(name: word) == nil, "\(word)")
        }
    }
}
