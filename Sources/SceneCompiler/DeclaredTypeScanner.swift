#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCodeGen

/// Finds the type names Swift sources declare (`class`, `struct`, `enum`, `actor`, `protocol`,
/// `typealias`), skipping comments and string literals — enough to tell which classes exist.
public enum DeclaredTypeScanner {
    /// The type names declared in the `.swift` files under `folders` (searched recursively).
    public static func declaredTypes(in folders: [String]) -> Set<String> {
        var names: Set<String> = []
        for folder in folders {
            for text in swiftSources(under: folder) {
                names.formUnion(declaredTypes(inSource: text))
            }
        }
        return names
    }

    /// The classes the `.swift` files under `folders` declare, with their superclass and their
    /// stored, settable, non-private properties (for user-defined runtime attributes).
    public static func declaredClasses(in folders: [String]) -> [String: DeclaredClass] {
        var classes: [String: DeclaredClass] = [:]
        for folder in folders {
            for text in swiftSources(under: folder) {
                classes.merge(declaredClasses(inSource: text)) { first, _ in first }
            }
        }
        return classes
    }

    /// The texts of the UTF-8 `.swift` files under `folder`, searched recursively, in the order
    /// of their paths. A folder that cannot be listed is skipped and the search goes on (one
    /// unreadable folder must not hide every declaration of the others); symbolic links to
    /// files are read, links to folders are not followed (no cycles), as Foundation's
    /// directory enumerator did.
    static func swiftSources(under folder: String) -> [String] {
        swiftFiles(under: folder).compactMap { path in
            guard case .success(let bytes) = FileBytes.read(path, limit: 1 << 26) else { return nil }
            return String(validating: bytes, as: UTF8.self)
        }
    }

    /// The paths of the `.swift` files under `folder` (see ``swiftSources(under:)``).
    static func swiftFiles(under folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for entry in entries.sorted() {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            switch SystemCall.entryKind(path) {
            case .folder: files += swiftFiles(under: path)
            case .file where entry.hasSuffix(".swift"): files.append(path)
            default: break
            }
        }
        return files
    }

    /// The classes one source text declares: `class Name: Super { … var name: Type = … }`. A
    /// property counts when it is a stored `var` written directly in the class body with a type
    /// annotation, not `private` or `fileprivate` (a `{` after its type — a computed property or
    /// observers — leaves it out: it may have no setter).
    public static func declaredClasses(inSource source: String) -> [String: DeclaredClass] {
        let words = tokens(stripping: source)
        var classes: [String: DeclaredClass] = [:]
        var scopes: [String?] = []  // the class whose body each open brace starts, or nil
        var pendingClass: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            switch word {
            case "class" where index + 1 < words.count && words[index + 1] != "func" && words[index + 1] != "var" && words[index + 1] != "let":
                let name = words[index + 1]
                if let first = name.unicodeScalars.first, first == "_" || isLetter(first) {
                    pendingClass = name
                    var declared = classes[name] ?? DeclaredClass()
                    if index + 3 < words.count, words[index + 2] == ":" { declared.superclass = words[index + 3] }
                    classes[name] = declared
                    index += 1
                }
            case "struct", "enum", "actor", "protocol", "extension":
                pendingClass = nil
            case "{":
                scopes.append(pendingClass)
                pendingClass = nil
            case "}":
                _ = scopes.popLast()
            case "var" where scopes.last.flatMap({ $0 }) != nil:
                let modifiers = words[max(0, index - 3)..<index]
                if !modifiers.contains("private"), !modifiers.contains("fileprivate"), !modifiers.contains("static"),
                   !modifiers.contains("class"), index + 3 < words.count, words[index + 2] == ":",
                   index + 4 >= words.count || words[index + 4] != "{",
                   let owner = scopes.last ?? nil {
                    classes[owner]?.properties[words[index + 1]] = words[index + 3]
                }
            default:
                break
            }
            index += 1
        }
        return classes
    }

    /// The type names declared in one source text.
    public static func declaredTypes(inSource source: String) -> Set<String> {
        let words = tokens(stripping: source)
        var names: Set<String> = []
        let introducers: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias"]
        for index in words.indices.dropLast() where introducers.contains(words[index]) {
            let name = words[index + 1]
            if let first = name.unicodeScalars.first, first == "_" || isLetter(first) {
                names.insert(name)
            }
        }
        return names
    }

    /// Identifier-like words of the source, outside comments and string literals.
    private static func tokens(stripping source: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "/", next == "/" {
                flush()
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", next == "*" {
                flush()
                var depth = 0
                repeat {
                    if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" { depth += 1; index += 1 }
                    else if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { depth -= 1; index += 1 }
                    index += 1
                } while depth > 0 && index < scalars.count
                continue
            } else if scalar == "\"" {
                flush()
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
            } else if scalar == "_" || isLetter(scalar) || isDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else {
                flush()
                // The punctuation that shapes declarations: bodies, type annotations, initial values.
                if scalar == "{" || scalar == "}" || scalar == ":" || scalar == "=" { words.append(String(scalar)) }
            }
            index += 1
        }
        flush()
        return words
    }

    /// Foundation's `CharacterSet.letters`: the Unicode categories L* and M*.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// The digits of Foundation's `CharacterSet.alphanumerics`: the Unicode categories N*.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }
}
