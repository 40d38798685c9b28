/// Attribute look-ups by name index, for readers that ask every element of a large document
/// for the same few attributes: a name is found in the document's name table once, then each
/// look-up compares integers, and numbers are read from the value's bytes without a string.
struct XMLName: Sendable {
    /// The index in the document's name table; nil when no element or attribute of the
    /// document has the name (so no element has an attribute of that name).
    let index: UInt32?

    /// The name's index in a document's name table (``table(of:wanting:)``).
    init(_ name: String, in table: [String: UInt32]) {
        index = table[name]
    }

    /// The indices of the `wanted` names that `element`'s document has, found in one pass over
    /// its name table that compares a name only with the wanted names of its length.
    static func table(of element: XMLElement, wanting wanted: WantedNames) -> [String: UInt32] {
        var table: [String: UInt32] = [:]
        table.reserveCapacity(wanted.names.count)
        let names = element.storage.names
        for index in names.indices {
            let length = names[index].utf8.count
            guard length + 1 < wanted.starts.count else { continue }
            for candidate in wanted.starts[length]..<wanted.starts[length + 1] where wanted.names[candidate] == names[index] {
                table[wanted.names[candidate]] = UInt32(index)
            }
        }
        return table
    }
}

/// Names to find in documents' name tables (``XMLName/table(of:wanting:)``), grouped by length.
struct WantedNames: Sendable {
    /// The names, shortest first.
    let names: [String]
    /// Where the names of each length start in `names` (`starts[n]..<starts[n + 1]`).
    let starts: [Int]

    init(_ names: [String]) {
        self.names = names.sorted { $0.utf8.count < $1.utf8.count }
        let longest = self.names.last?.utf8.count ?? 0
        var starts = [Int](repeating: 0, count: longest + 2)
        for length in 0...(longest + 1) { starts[length] = self.names.firstIndex { $0.utf8.count >= length } ?? self.names.count }
        self.starts = starts
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
