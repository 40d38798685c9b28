/// Attribute look-ups by name index, for readers that ask every element of a large document
/// for the same few attributes: a name is found in the document's name table once, then each
/// look-up compares integers, and numbers are read from the value's bytes without a string.
struct XMLName: Sendable {
    /// The index in the document's name table; nil when no element or attribute of the
    /// document has the name (so no element has an attribute of that name).
    let index: UInt32?

    /// The indices of the `wanted` names that `element`'s document has (``indices(ofNames:wanting:)``
    /// of its name table).
    static func indices(of element: XMLElement, wanting wanted: WantedNames) -> WantedIndices {
        indices(ofNames: element.storage.names, wanting: wanted)
    }

    /// The indices in `names` (a document's name table) of the `wanted` names, found in one pass
    /// that compares a name only with the wanted names of its length.
    ///
    /// Why by position: a table by name hashed each name found and then each name asked for —
    /// ~120 hashes a storyboard, 60,000 instructions a file with the layout names (3 % of
    /// `check` of 200 storyboards, callgrind, issue 26); here a found name is stored at its
    /// place among the wanted names and a name asked for is compared with the few of its
    /// length. `WantedIndicesTests` compares it with the table by name.
    static func indices(ofNames names: [String], wanting wanted: WantedNames) -> WantedIndices {
        var indices = [UInt32?](repeating: nil, count: wanted.names.count)
        for index in names.indices {
            if let position = wanted.position(of: names[index]) { indices[position] = UInt32(index) }
        }
        return WantedIndices(wanted: wanted, indices: indices)
    }
}

/// The indices in one document's name table of a set of ``WantedNames``, by their places.
struct WantedIndices: Sendable {
    let wanted: WantedNames
    /// The document's index of each wanted name, at the name's place in `wanted.names`.
    let indices: [UInt32?]

    /// The name `text`, one of the wanted names; without an index when the document lacks it.
    subscript(text: String) -> XMLName {
        let position = wanted.position(of: text)
        assert(position != nil, "'\(text)' is not among the wanted names")
        return XMLName(index: position.flatMap { indices[$0] })
    }
}

/// Names to find in documents' name tables (``XMLName/indices(of:wanting:)``), grouped by length
/// (the names are ASCII: the set that drops repeats and the byte comparisons of
/// ``position(of:)`` then agree).
struct WantedNames: Sendable {
    /// The names, each once, shortest first.
    let names: [String]
    /// Where the names of each length start in `names` (`starts[n]..<starts[n + 1]`).
    let starts: [Int]

    init(_ names: [String]) {
        var seen = Set<String>()
        self.names = names.filter { seen.insert($0).inserted }.sorted { $0.utf8.count < $1.utf8.count }
        let longest = self.names.last?.utf8.count ?? 0
        var starts = [Int](repeating: 0, count: longest + 2)
        for length in 0...(longest + 1) { starts[length] = self.names.firstIndex { $0.utf8.count >= length } ?? self.names.count }
        self.starts = starts
    }

    /// The place of `name` in `names`, compared only with the names of its length.
    func position(of name: String) -> Int? {
        let length = name.utf8.count
        guard length + 1 < starts.count else { return nil }
        for candidate in starts[length]..<starts[length + 1] where names[candidate] == name { return candidate }
        return nil
    }
}

extension XMLElement {
    /// The position in the document's attribute storage of this element's attribute `name`.
    func attribute(_ name: XMLName) -> Int? {
        guard let index = name.index else { return nil }
        for attribute in storage.elements[self.index].attributeRange where storage.attributes[attribute].name == index {
            // An attribute in a namespace has a prefixed name, so another index: only unprefixed ones match.
            return attribute
        }
        return nil
    }

    /// The value of attribute `name`.
    subscript(name: XMLName) -> String? {
        attribute(name).map(storage.value(of:))
    }

    /// Whether attribute `name` is `YES` (Interface Builder's true).
    func isYES(_ name: XMLName) -> Bool { attribute(name, is: "YES") }

    /// Attribute `name` as a finite number; nil when absent or not a number (`infinite`).
    func number(_ name: XMLName) -> Double? {
        guard let attribute = attribute(name) else { return nil }
        return storage.valueBytes(of: attribute) { bytes in
            let value = DecimalText.value(of: bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
            return value.flatMap { $0.isFinite ? $0 : nil }
        }
    }
}

extension XMLStorage {
    /// Calls `body` with the UTF-8 bytes of an attribute's value.
    func valueBytes<T>(of attribute: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let record = attributes[attribute]
        let start = Int(record.valueStart)
        return values.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + Int(record.valueCount)])) }
    }
}

extension XMLElement {
    /// Whether attribute `name` is present with the value `text`, compared byte by byte.
    func attribute(_ name: XMLName, is text: StaticString) -> Bool {
        guard let attribute = attribute(name) else { return false }
        return storage.valueBytes(of: attribute) { bytes in
            text.withUTF8Buffer { bytes.elementsEqual($0) }
        }
    }

    /// Whether the element's name is `name`.
    func hasName(_ name: XMLName) -> Bool {
        name.index == storage.elements[index].name
    }
}
