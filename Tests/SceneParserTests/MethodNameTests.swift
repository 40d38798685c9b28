import Testing

@testable import SceneGraph
@testable import SceneParser

/// A storyboard action's method name, cut at the first colon byte, against the character form.
@Suite("Method names from selectors")
struct MethodNameTests {
    @Test func methodNamesAreThoseOfTheCharacterForm() {
        var texts = ["refresh", "addRecipe:", "unwindTo:sender:", "foo::", "a:b", "a:b;c:", "", ":", "init:", "café:sender:",
                     "a\u{301}:b:", "a:\u{301}:", "名前:", "é"]
        let alphabet: [Character] = ["a", "_", ":", "1", "é"]
        var previous = [""]
        for _ in 1...4 {
            previous = previous.flatMap { prefix in alphabet.map { prefix + String($0) } }
            texts += previous
        }
        var cut = 0
        for text in texts {
            let name = StoryboardBuilder.methodName(text)
            #expect(name == StoryboardBuilder.characterMethodName(text), "\(text.debugDescription)")
            if name != text { cut += 1 }
        }
        #expect(cut > 50)
        #expect(StoryboardBuilder.methodName("unwindTo:sender:") == "unwindTo")
        #expect(StoryboardBuilder.methodName("café:sender:") == "café")
        #expect(StoryboardBuilder.methodName("a:b;c:") == "a:b;c:")
    }
}
