import SceneGraph

/// The Swift names generated for one document's scenes: a namespace, a factory per scene, and
/// the per-scene type names derived from it. Names are unique within their scope.
struct GeneratedNames {
    /// The namespace enum of the document (`Recipes`).
    let namespace: SwiftIdentifier
    /// Factory (lowerCamelCase) name per scene id.
    private(set) var factories: [String: SwiftIdentifier] = [:]
    /// Type-name stem (UpperCamelCase) per scene id.
    private(set) var typeStems: [String: String] = [:]
    /// Case names of each scene's prototype cells, in ``Scene/prototypeCells`` order, per scene id.
    private(set) var cellCases: [String: [SwiftIdentifier]] = [:]

    /// Members of every namespace that scene factories must not take.
    static let reservedMembers: Set<String> = ["storyboard", "initialScene", "storyboardName", "register"]

    /// User type names the document mentions (classes of scenes, views, cells, segues): generated
    /// nested types must not shadow them inside the namespace.
    let userTypes: Set<String>

    init(document: SceneDocument) {
        namespace = SwiftIdentifier(derived: Self.typeName(from: document.module ?? document.baseName, fallback: "Scenes"), fallback: "Scenes")
        var userTypes: Set<String> = []
        for scene in document.scenes {
            if let className = scene.className { userTypes.insert(className) }
            scene.forEachView { view in
                if let className = view.className { userTypes.insert(className) }
                for cell in view.cells { if let className = cell.className { userTypes.insert(className) } }
            }
            userTypes.formUnion(scene.segues.compactMap(\.customClass))
        }
        self.userTypes = Set(userTypes.map(Self.outermostName(of:)))
        var usedFactories = Self.reservedMembers
        var usedStems: Set<String> = []
        for (index, scene) in document.scenes.enumerated() {
            var factory = Self.factoryBase(for: scene, index: index)
            factory = Self.unique(factory, in: &usedFactories)
            factories[scene.id.name] = SwiftIdentifier(derived: factory, fallback: "scene")
            typeStems[scene.id.name] = Self.unique(Self.upperFirst(factory), in: &usedStems)
            var usedCases: Set<String> = []
            cellCases[scene.id.name] = scene.prototypeCells.enumerated().map { index, cell in
                // Interface Builder's object ids say nothing: a storyboard cell is named by its
                // reuse identifier, then its class; a scene file's by the id its author chose.
                let candidates = document.dialect == .storyboard
                    ? [cell.reuseIdentifier, cell.className.map { String(Self.lastPart(of: $0) ?? "") }, cell.id]
                    : [cell.id, cell.reuseIdentifier]
                let base = candidates.lazy.compactMap { $0 }.first { !$0.isEmpty }.map { Self.identifier(from: $0, fallback: "cell\(index)") } ?? "cell\(index)"
                return SwiftIdentifier(derived: Self.unique(base, in: &usedCases), fallback: "cell")
            }
        }
    }

    /// The first dot-separated part of a type name (`Kit` of `Kit.Cell`), as
    /// `split(separator: ".").first` gives it — empty parts skipped, the whole text when there is
    /// no other — without making the array of parts for an ASCII name: that cost ~3,000
    /// instructions a name, 1 % of `compile` of scene files (issue 26). A non-ASCII name is split
    /// as before: a dot followed by a combining mark is one character, not a separator.
    /// `GeneratedNamesTests` compares the two on random text.
    static func outermostName(of typeName: String) -> String {
        guard ByteScan.isASCII(typeName) else { return String(typeName.split(separator: ".").first ?? Substring(typeName)) }
        let utf8 = typeName.utf8
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: ".") }) else { return typeName }
        let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        if start == utf8.startIndex, end == utf8.endIndex { return typeName }
        return String(typeName[start..<end])
    }

    func factory(_ scene: Scene) -> SwiftIdentifier { factories[scene.id.name] ?? "scene" }
    func stem(_ scene: Scene) -> String { typeStems[scene.id.name] ?? "Scene" }

    /// A generated nested type name that does not shadow a user type.
    private func nested(_ name: String) -> SwiftIdentifier {
        SwiftIdentifier(derived: userTypes.contains(name) ? name + "_" : name, fallback: "Scene_")
    }

    /// The protocol a scene's class adopts (`RecipeListScene`).
    func sceneProtocol(_ scene: Scene) -> SwiftIdentifier { nested(stem(scene) + "Scene") }
    /// The enum of a scene's segues (`RecipeListSegue`).
    func segueEnum(_ scene: Scene) -> SwiftIdentifier { nested(stem(scene) + "Segue") }
    /// The enum of a scene's prototype cells (`RecipeListCell`).
    func cellEnum(_ scene: Scene) -> SwiftIdentifier { nested(stem(scene) + "Cell") }
    /// The class that keeps weak references to a scene's views by id (`_RecipeListViews`).
    func viewsBox(_ scene: Scene) -> SwiftIdentifier { nested(JoinedText.join("_", stem(scene), "Views")) }
    /// The protocol a prototype cell's class adopts.
    func cellProtocol(_ scene: Scene, index: Int) -> SwiftIdentifier {
        nested(JoinedText.join(stem(scene), Self.upperFirst(cellCase(scene, index: index).text), "Outlets"))
    }
    /// The protocol the destination of a segue with parameters adopts (`RecipeListShowRecipeParameters`).
    func parametersProtocol(_ scene: Scene, caseName: SwiftIdentifier) -> SwiftIdentifier {
        nested(JoinedText.join(stem(scene), Self.upperFirst(caseName.text), "Parameters"))
    }
    /// For a reference scene: the alias of the class it stands for, defined by the shared file.
    func referenceType(_ scene: Scene) -> SwiftIdentifier { nested(stem(scene) + "Reference") }
    /// The factory of a prototype cell.
    func cellFactory(_ scene: Scene, index: Int) -> SwiftIdentifier {
        SwiftIdentifier(derived: JoinedText.join("make", stem(scene), Self.upperFirst(cellCase(scene, index: index).text)), fallback: "makeCell")
    }
    /// The case name of the prototype cell at `index` of ``Scene/prototypeCells`` in its scene's cell enum.
    func cellCase(_ scene: Scene, index: Int) -> SwiftIdentifier {
        cellCases[scene.id.name].flatMap { index < $0.count ? $0[index] : nil } ?? SwiftIdentifier(derived: "cell\(index)", fallback: "cell")
    }

    /// ``identifier(from:fallback:)`` as a code-model name.
    static func identifier(_ text: String, fallback: String) -> SwiftIdentifier {
        SwiftIdentifier(derived: identifier(from: text, fallback: fallback), fallback: "name")
    }

    private static func factoryBase(for scene: Scene, index: Int) -> String {
        if SwiftName.isIdentifier(scene.id.name), scene.storyboardElement == nil { return scene.id.name }
        // The candidates one at a time: the class's last part is made only when there is no storyboard id.
        func named(_ candidate: String?) -> String? {
            guard let candidate, !candidate.isEmpty else { return nil }
            return identifier(from: candidate, fallback: "scene\(index)")
        }
        return named(scene.storyboardID) ?? named(scene.className.map { Self.lastPart(of: $0).map(String.init) ?? $0 })
            ?? named(scene.title) ?? "\(scene.kind.rawValue)\(index)"
    }

    /// The last dot-separated part of a type name (`Cell` of `Kit.Cell`), as
    /// `split(separator: ".").last` gives it — empty parts skipped, nil when there is none —
    /// without making the array of parts for an ASCII name: that cost ~10,000 instructions a
    /// storyboard scene's class (issue 26). A non-ASCII name is split as before: a dot followed by
    /// a combining mark is one character, not a separator. `GeneratedNamesTests` compares the two.
    static func lastPart(of typeName: String) -> Substring? {
        guard ByteScan.isASCII(typeName) else { return typeName.split(separator: ".").last }
        let utf8 = typeName.utf8
        guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: ".") }) else { return nil }
        let end = utf8.index(after: last)
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return typeName[start..<end]
    }

    private static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }

    // MARK: Sanitising

    /// A lowerCamelCase Swift identifier made from free text (`Show Detail` → `showDetail`).
    static func identifier(from text: String, fallback: String) -> String {
        if SwiftName.isIdentifier(text) {
            let lowered = lowerFirst(text)
            if !SwiftName.isKeyword(lowered) { return lowered }
        }
        let words = Self.words(in: text)
        guard !words.isEmpty else { return fallback }
        var result = lowerFirst(words[0]) + words.dropFirst().map(upperFirst).joined()
        if let first = result.unicodeScalars.first, !SwiftName.isIdentifierHead(first) { result = "_" + result }
        guard SwiftName.isIdentifier(result), !SwiftName.isKeyword(result) else { return fallback }
        return result
    }

    /// An UpperCamelCase type name made from free text.
    static func typeName(from text: String, fallback: String) -> String {
        let name = upperFirst(identifier(from: text, fallback: fallback))
        return SwiftName.isTypeName(name) ? name : fallback
    }

    /// The letters and digits of `text`, in order (`table-view` → `tableview`): the stem of a
    /// view's binding name from its element's name. An ASCII text is filtered on its bytes; only
    /// another goes by the characters' Unicode properties, which cost ~400 instructions a
    /// character (0.9 % of compiling 1,000 scenes in 10 files, for the views without ids, issue
    /// 26). `GeneratedNamesFastPathTests` compares the two.
    static func lettersAndDigits(of text: String) -> String {
        guard ByteScan.isASCII(text) else { return text.filter { $0.isLetter || $0.isNumber } }
        func isLetterOrDigit(_ byte: UInt8) -> Bool { ByteScan.isASCIILetter(byte) || ByteScan.isASCIIDigit(byte) }
        if text.utf8.allSatisfy(isLetterOrDigit) { return text }
        return String(decoding: text.utf8.filter(isLetterOrDigit), as: UTF8.self)
    }

    /// The runs of letters, digits and underscores in `text`.
    static func words(in text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        // ASCII, as names nearly always are: the same split on bytes, without Unicode properties.
        func isWordByte(_ byte: UInt8) -> Bool {
            ByteScan.isASCIILetter(byte) || ByteScan.isASCIIDigit(byte) || byte == UInt8(ascii: "_")
        }
        func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
            var words: [String] = []
            var wordStart: Int?
            for index in 0...bytes.count {
                if index < bytes.count, isWordByte(bytes[index]) {
                    if wordStart == nil { wordStart = index }
                } else if let start = wordStart {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    wordStart = nil
                }
            }
            return words
        }
        if let words = text.utf8.withContiguousStorageIfAvailable(split) { return words }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(split) ?? []
    }


    static func upperFirst(_ text: String) -> String {
        // An ASCII first character (an ASCII byte not followed by a combining mark): no Unicode case mapping.
        if let first = text.utf8.first, first < 0x80, text.utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return text }
            var bytes = Array(text.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    static func lowerFirst(_ text: String) -> String {
        // `URLList` → `urlList`: lower the leading run of capitals, keeping the last one of a run.
        if let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { return text }  // the usual case
        if text.utf8.allSatisfy({ $0 < 0x80 }) {  // ASCII: the same on bytes
            var bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index]) { index += 1 }
            if index == 0 { return text }
            let lowered = index == 1 || index == bytes.count ? index : index - 1
            for position in 0..<lowered { bytes[position] += 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index].isUppercase { index += 1 }
        if index == 0 { return text }
        if index == 1 || index == characters.count { return String(characters[..<index]).lowercased() + String(characters[index...]) }
        return String(characters[..<(index - 1)]).lowercased() + String(characters[(index - 1)...])
    }
}
