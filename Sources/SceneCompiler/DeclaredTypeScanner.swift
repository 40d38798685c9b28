import Foundation

/// Finds the type names Swift sources declare (`class`, `struct`, `enum`, `actor`, `protocol`,
/// `typealias`), skipping comments and string literals — enough to tell which classes exist.
public enum DeclaredTypeScanner {
    /// The type names declared in the `.swift` files under `folders` (searched recursively).
    public static func declaredTypes(in folders: [String]) -> Set<String> {
        var names: Set<String> = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let entry as String in enumerator where entry.hasSuffix(".swift") {
                let path = (folder as NSString).appendingPathComponent(entry)
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                names.formUnion(declaredTypes(inSource: text))
            }
        }
        return names
    }

    /// The type names declared in one source text.
    public static func declaredTypes(inSource source: String) -> Set<String> {
        let words = tokens(stripping: source)
        var names: Set<String> = []
        let introducers: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias"]
        for index in words.indices.dropLast() where introducers.contains(words[index]) {
            let name = words[index + 1]
            if let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) {
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
            } else if scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else {
                flush()
            }
            index += 1
        }
        flush()
        return words
    }
}
