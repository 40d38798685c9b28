import SceneGraph

/// The attributes of one element after checking them against its ``ElementSpec``: only values
/// that are valid for their type are kept, so builders never see a malformed value.
///
/// A view of the element's attributes in its tree's storage, with the positions the check
/// dropped (almost always none): names and values are read from the storage when asked for.
///
/// Why a view and not a list of name–value pairs: the list was an allocation for every element,
/// a string made for every value before any builder asked for it (and to check it), and a
/// release of every name and value when the element was done. A builder asks for each value
/// once, so a value is made when asked; the check reads most values' bytes
/// (``ElementChecker/surelyFits(_:as:)``). `check` of 1,000 scenes in 10 files: 200.9 → 192.9 M
/// instructions, −4.0 % (callgrind, issue 26). `CheckedAttributesTests` compares every look-up
/// with the dictionary of the element's values, `CheckedAttributesKeptTests` what is kept with
/// the list the checker made.
///
/// A kept name appears once: libxml2 refuses an element that repeats a name, and kept names are
/// the vocabulary's, compared byte for byte (``NamesByLength``).
struct CheckedAttributes {
    let range: SourceRange
    private let storage: XMLStorage
    /// The storage's indices of the element's attributes, kept or not.
    private let indices: Range<Int>
    /// The name lengths of the kept attributes among the first eight, to find a name among them.
    private var firstLengths: NameLengthWord
    /// The positions from the ninth on of the attributes the check refused or a builder removed.
    private var droppedLater: [Int]

    /// One attribute's name and value.
    struct Pair: Equatable {
        var name: String
        var value: String
    }

    /// The attributes of `element` that the check kept: among the first eight, those whose name
    /// lengths `firstLengths` records; from the ninth on, those not in `droppedLater`.
    init(of element: XMLElement, firstLengths: NameLengthWord, droppedLater: [Int]) {
        self.range = element.sourceRange
        self.storage = element.storage
        self.indices = element.storage.elements[element.index].attributeRange
        self.firstLengths = firstLengths
        self.droppedLater = droppedLater
    }

    /// Every attribute of `element`, kept.
    init(keepingAllOf element: XMLElement) {
        let attributes = element.attributesLocatedOnDemand
        var lengths = NameLengthWord()
        for position in 0..<min(attributes.count, NameLengthWord.capacity) { lengths.set(attributes.nameLength(at: position), at: position) }
        self.init(of: element, firstLengths: lengths, droppedLater: [])
    }

    /// The kept attributes' positions in the element, in source order.
    var keptPositions: KeptPositions { KeptPositions(count: indices.count, firstLengths: firstLengths, droppedLater: droppedLater) }

    /// The name of the attribute at `position` (one of ``keptPositions``).
    func name(at position: Int) -> String { storage.names[nameIndex(at: position)] }

    /// The value of the attribute at `position` (one of ``keptPositions``).
    func value(at position: Int) -> String { storage.value(of: index(of: position)) }

    /// The kept names and values, in source order.
    var pairs: [Pair] { keptPositions.map { Pair(name: name(at: $0), value: value(at: $0)) } }

    /// The values by name.
    var values: [String: String] {
        var values: [String: String] = [:]
        for position in keptPositions { values[name(at: position)] = value(at: position) }
        return values
    }

    /// The value of the kept attribute `name`, if there is one.
    @inline(__always)
    subscript(name: String) -> String? {
        guard let position = position(of: name) else { return nil }
        return value(at: position)
    }

    func bool(_ name: String) -> Bool? { self[name].map { $0 == "true" } }
    func integer(_ name: String) -> Int? { self[name].flatMap { Int($0) } }
    func size(_ name: String) -> Size? { self[name].flatMap(Size.init(parsing:)) }
    func tokens(_ name: String) -> [String] { self[name].map(splitTokens) ?? [] }
    func enumValue<E: RawRepresentable>(_ name: String, as: E.Type) -> E? where E.RawValue == String {
        self[name].flatMap(E.init(rawValue:))
    }

    /// Leaves the attribute `name` out from now on.
    mutating func remove(_ name: String) {
        guard let position = position(of: name) else { return }
        if position < NameLengthWord.capacity { firstLengths.clear(at: position) } else { droppedLater.append(position) }
    }

    /// The position of the kept attribute `name`.
    ///
    /// Most names a builder asks for are absent: among the first eight attributes only those
    /// whose names are as long are compared (most often none). Inlined so that a name written
    /// as a literal has its length, and the word to compare with, worked out when compiling.
    @inline(__always)
    private func position(of name: String) -> Int? {
        let length = name.utf8.count
        guard length > 0 else { return nil }  // no attribute has an empty name; 0 marks a dropped one
        var candidates = firstLengths.positions(ofLength: length)
        while let position = NameLengthWord.first(of: &candidates) {
            if storage.names[nameIndex(at: position)] == name { return position }
        }
        return indices.count > NameLengthWord.capacity ? laterPosition(of: name, length: length) : nil
    }

    /// The position of the kept attribute `name`, `length` bytes long, from the ninth on.
    private func laterPosition(of name: String, length: Int) -> Int? {
        for position in NameLengthWord.capacity..<indices.count {
            let nameIndex = nameIndex(at: position)
            if storage.nameLengths[nameIndex] == length, storage.names[nameIndex] == name, !droppedLater.contains(position) {
                return position
            }
        }
        return nil
    }

    /// The UTF-8 length of the name of the attribute at `position`.
    func nameLength(at position: Int) -> Int { storage.nameLengths[nameIndex(at: position)] }

    private func nameIndex(at position: Int) -> Int { Int(storage.attributes[index(of: position)].name) }

    private func index(of position: Int) -> Int {
        precondition(position >= 0 && position < indices.count, "attribute position out of range")
        return indices.lowerBound + position
    }

    /// The positions of an element's kept attributes, in order. A sequence of its own, not a
    /// lazy filter: the filter's closure would be a context to allocate per element.
    struct KeptPositions: Sequence, IteratorProtocol {
        private var position = 0
        private let count: Int
        private let firstLengths: NameLengthWord
        private let droppedLater: [Int]

        init(count: Int, firstLengths: NameLengthWord, droppedLater: [Int]) {
            self.count = count
            self.firstLengths = firstLengths
            self.droppedLater = droppedLater
        }

        mutating func next() -> Int? {
            while position < count {
                defer { position += 1 }
                if position < NameLengthWord.capacity ? firstLengths.isSet(at: position) : !droppedLater.contains(position) {
                    return position
                }
            }
            return nil
        }
    }
}

/// The byte lengths of up to eight names, one byte each (0 for none; 255 for 255 bytes or more),
/// to find at once which of them are as long as a name looked up.
///
/// Why: a builder asks an element for each name it may hold, and most are absent (a view is
/// asked for its class, accessibility texts, restoration id …). Comparing the lengths of all
/// eight at once (``ByteScan/zeroBytes(_:)``) answers most look-ups without a loop.
/// `NameLengthWordTests` compares it with comparing the lengths one by one.
struct NameLengthWord: Equatable {
    /// How many names a word holds.
    static let capacity = 8
    private(set) var word: UInt64 = 0

    /// Records the length of the name at `position` (below ``capacity``).
    mutating func set(_ length: Int, at position: Int) {
        clear(at: position)
        word |= UInt64(min(max(length, 0), 255)) << UInt64(position * 8)
    }

    /// Forgets the name at `position`.
    mutating func clear(at position: Int) { word &= ~(0xFF << UInt64(position * 8)) }

    /// Whether a name is recorded at `position`.
    func isSet(at position: Int) -> Bool { (word >> UInt64(position * 8)) & 0xFF != 0 }

    /// The positions whose names are `length` bytes long (a length of 255 or more: as long as
    /// 255), as the high bit of each one's byte. `length` is at least 1.
    func positions(ofLength length: Int) -> UInt64 {
        ByteScan.zeroBytes(word ^ ByteScan.broadcast(UInt8(min(length, 255))))
    }

    /// The first position in `positions` (from ``positions(ofLength:)``), removed from it.
    static func first(of positions: inout UInt64) -> Int? {
        guard positions != 0 else { return nil }
        defer { positions &= positions &- 1 }
        return positions.trailingZeroBitCount / 8
    }
}
