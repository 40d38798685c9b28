import Testing
@testable import SceneParser

/// ``XMLTagScan`` finds a tag's end past quoted `>`, says whether it closes itself, and gives nil
/// when the bytes end inside the tag.
@Suite("Tag ends")
struct XMLTagScanTests {
    static func end(_ text: String, at start: Int = 0) -> (end: Int, selfClosing: Bool)? {
        Array(text.utf8).withUnsafeBufferPointer { XMLTagScan.end(ofTagAt: start, in: $0) }
    }

    @Test("quoted values may hold '>' and the other quote")
    func quotedValues() throws {
        let text = #"<a x="1 > 0" y='say "hi" >'>rest"#
        let found = try #require(Self.end(text))
        #expect(found.end == text.utf8.count - 4)
        #expect(!found.selfClosing)
    }

    @Test("a tag that closes itself, a tag after others, and unterminated tags")
    func shapes() throws {
        #expect(Self.end("<a b='/'/>")?.selfClosing == true)
        #expect(Self.end("<a b='/>'>")?.selfClosing == false)
        let later = "<a></a><b c=\"d\"/>"
        #expect(Self.end(later, at: 7)?.end == later.utf8.count)
        #expect(Self.end("<a b=\"unclosed>") == nil)
        #expect(Self.end("<a b='x'") == nil)
    }
}
