import Testing
@testable import SceneCompiler

/// Comments `scenec convert` writes cannot be closed early by their content.
@Suite("XML comments")
struct XMLCommentTests {
    @Test(arguments: ["--->", "x---><!--y", "a--b", "-", "--", "ends with -", "no hyphens"])
    func noDoubleHyphenSurvives(_ content: String) {
        let safe = XMLWriter.commentSafe(content)
        #expect(!safe.contains("--"), "\(safe)")
        #expect(safe.filter { $0 != " " } == content.filter { $0 != " " })
    }
}
