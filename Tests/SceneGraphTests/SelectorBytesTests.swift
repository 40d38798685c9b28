import Testing

@testable import SceneGraph

/// `SwiftName.isSelector`'s byte path for ASCII text against the character-by-character form.
@Suite("Selectors decided on bytes")
struct SelectorBytesTests {
    /// Every text of up to five characters over letters, a digit, `_`, `:` and a space, the
    /// unusable words in every place, and selectors as storyboards write them.
    static let asciiTexts: [String] = {
        let alphabet: [Character] = ["a", "T", "_", "1", ":", " "]
        var texts = [""]
        var previous = [""]
        for _ in 1...5 {
            previous = previous.flatMap { prefix in alphabet.map { prefix + String($0) } }
            texts += previous
        }
        for word in SwiftName.unusableNames.sorted() + ["inits", "Types", "Protocols", "Int"] {
            texts += [word, "\(word):", "a:\(word):", "\(word)::", "a::\(word):", ":\(word):", "\(word):a"]
        }
        texts += ["refresh", "addRecipe:", "unwindTo:sender:", "tableView:didSelectRowAtIndexPath:", "foo::",
                  "lab:Int=0;init(){exit(3)};var y:", "a\r\n:", "a:\r\n:", "\r\n", "a\0:", "x$:"]
        return texts
    }()

    @Test func asciiTextAnswersAsTheCharacterForm() {
        var selectors = 0
        for text in Self.asciiTexts {
            let bytes = SwiftName.asciiSelector(text)
            #expect(bytes != nil, "\(text.debugDescription) is ASCII")
            #expect(bytes == SwiftName.characterSelector(text), "\(text.debugDescription)")
            #expect(SwiftName.isSelector(text) == SwiftName.characterSelector(text), "\(text.debugDescription)")
            if bytes == true { selectors += 1 }
        }
        // The set holds both answers in numbers (the comparison is not all of one kind).
        #expect(selectors > 500)
        #expect(Self.asciiTexts.count - selectors > 5_000)
    }

    /// Wider characters take the character form: a colon joined to a combining mark is one
    /// character, not a separator.
    @Test(arguments: ["é:", "café:sender:", "a:\u{301}", "a:\u{301}:", "a\u{301}:b:", ":\u{301}", "名前:", "a:é:", "\u{600}:"])
    func widerCharactersTakeTheCharacterForm(_ text: String) {
        #expect(SwiftName.asciiSelector(text) == nil)
        #expect(SwiftName.isSelector(text) == SwiftName.characterSelector(text))
    }

    @Test func combiningMarksAfterAColonAreNotSelectors() {
        #expect(!SwiftName.isSelector("a:\u{301}"))
        #expect(!SwiftName.isSelector("a:\u{301}:"))
        #expect(SwiftName.isSelector("café:sender:"))
    }
}
