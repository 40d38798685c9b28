import Foundation
import SceneCompiler

/// A class a Swift source of the workspace declares, and where.
struct DeclaredSwiftClass: Hashable, Sendable {
    /// The class's name.
    var name: String
    /// The first name after its colon (a superclass or a protocol).
    var superclass: String?
    /// The source's path.
    var path: String
    /// Where its name is written after `class`.
    var range: TextRange
}

/// The classes the workspace's Swift sources declare, file by file (so that a changed file is
/// scanned again alone), found by the compiler's own scanner (`DeclaredTypeScanner`, as
/// `scenec scaffold --sources` finds them).
struct SwiftClassIndex {
    private var byFile: [String: [DeclaredSwiftClass]] = [:]
    private var cachedByName: [String: DeclaredSwiftClass]?

    /// Scans a file again (or forgets it, when it is gone).
    mutating func update(_ path: String) {
        cachedByName = nil
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            byFile[path] = nil
            return
        }
        byFile[path] = Self.classes(inSource: text, path: path)
    }

    /// Every declared class by name (the first file, in path order, for a name declared twice).
    mutating func byName() -> [String: DeclaredSwiftClass] {
        if let cachedByName { return cachedByName }
        var result: [String: DeclaredSwiftClass] = [:]
        for path in byFile.keys.sorted() {
            for declared in byFile[path] ?? [] where result[declared.name] == nil { result[declared.name] = declared }
        }
        cachedByName = result
        return result
    }

    /// The classes of one source text, with the position of each name.
    static func classes(inSource text: String, path: String) -> [DeclaredSwiftClass] {
        let declared = DeclaredTypeScanner.declaredClasses(inSource: text)
        guard !declared.isEmpty else { return [] }
        var positions: [String: TextRange] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            var searchStart = code.startIndex
            while let keyword = code.range(of: "class", range: searchStart..<code.endIndex) {
                searchStart = keyword.upperBound
                guard keyword.lowerBound == code.startIndex || !isIdentifierCharacter(code[code.index(before: keyword.lowerBound)]) else { continue }
                let afterKeyword = code[keyword.upperBound...]
                let name = afterKeyword.drop { $0 == " " || $0 == "\t" }
                guard name.startIndex > keyword.upperBound else { continue }
                let nameEnd = name.firstIndex { !isIdentifierCharacter($0) } ?? name.endIndex
                let word = String(name[..<nameEnd])
                guard declared[word] != nil, positions[word] == nil else { continue }
                let start = line.utf16.distance(from: line.startIndex, to: name.startIndex)
                positions[word] = TextRange(
                    start: TextPosition(line: number, character: start),
                    end: TextPosition(line: number, character: start + word.utf16.count))
            }
        }
        return declared.keys.sorted().map { name in
            DeclaredSwiftClass(
                name: name, superclass: declared[name]?.superclass, path: path,
                range: positions[name] ?? TextRange(at: TextPosition(line: 0, character: 0)))
        }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
