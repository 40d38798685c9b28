internal import CLibXML2
import SceneGraph

/// The distinct names libxml2 reports, each stored once and referred to by its index.
///
/// Names are told apart as Swift's `String` tells them: canonically equivalent spellings (`é`
/// and `e` + U+0301, the Kelvin sign and `K`) are one name, spelled as first met. libxml2's
/// dictionary keeps one address for each byte sequence for the whole parse, and two different
/// ASCII byte sequences are never canonically equivalent. So an ASCII name of the dictionary met
/// at a new address is a new name, appended without asking the table by text; its index is kept
/// by address (``AddressIndexTable``). The table by text — a `[String: UInt32]` — is made only
/// when another name comes: one not from the dictionary (a prefixed name joined here, the empty
/// name) or one with non-ASCII bytes. Most files have none. Only addresses the dictionary owns
/// (`xmlDictOwns`) are kept, so a name from anywhere else is always read afresh.
///
/// Why: the table by text was asked about each name of each file once, hashing it — ~370
/// instructions a name, 2 % of checking 200 storyboards (issue 26) — and a lossy cache of 1,024
/// addresses was made and zeroed for every file.
struct NameTable {
    private struct QualifiedKey: Hashable {
        var prefix: UInt32
        var localName: UInt32
    }

    /// The parser's dictionary.
    var dictionary: xmlDictPtr?
    /// The names, in the order first seen.
    private(set) var strings: [String] = []
    /// The index of each of the dictionary's names met so far, by address.
    private var dictionaryNames = AddressIndexTable()
    /// The index of every name by its text, once a name not from the dictionary, or a non-ASCII
    /// one, has come.
    private var indices: [String: UInt32]?
    private var qualified: [QualifiedKey: UInt32] = [:]

    /// The index of the NUL-terminated name at `pointer` (the empty name when there is none).
    mutating func index(_ pointer: UnsafePointer<xmlChar>?) -> UInt32 {
        guard let pointer else { return index(of: "") }
        let address = UInt(bitPattern: pointer)
        if let known = dictionaryNames.index(of: address) { return known }
        let string = String(cString: pointer)
        guard let dictionary, xmlDictOwns(dictionary, pointer) == 1 else { return index(of: string) }
        let index = indices == nil && ByteScan.isASCII(string) ? append(string) : index(of: string)
        dictionaryNames.insert(index, at: address)
        return index
    }

    /// The index of the name at `pointer` plus one, or 0 when there is none.
    mutating func optionalIndex(_ pointer: UnsafePointer<xmlChar>?) -> UInt32 {
        pointer == nil ? 0 : index(pointer) + 1
    }

    /// The index of `prefix:localName`, or of `localName` without a prefix.
    mutating func qualifiedName(prefix: UnsafePointer<xmlChar>?, localName: UnsafePointer<xmlChar>?) -> UInt32 {
        guard let prefix, let localName else { return index(localName) }
        let key = QualifiedKey(prefix: index(prefix), localName: index(localName))
        if let cached = qualified[key] { return cached }
        let index = index(of: strings[Int(key.prefix)] + ":" + strings[Int(key.localName)])
        qualified[key] = index
        return index
    }

    /// The index of `string` by its text; the table by text is made from the names so far the
    /// first time it is needed.
    private mutating func index(of string: String) -> UInt32 {
        if indices == nil {
            var made = [String: UInt32](minimumCapacity: max(strings.count * 2, 16))
            for (index, name) in strings.enumerated() where made[name] == nil { made[name] = UInt32(index) }
            indices = made
        }
        let next = UInt32(strings.count)
        // One look-up: the defaulted subscript, written through, inserts `next` when absent.
        let index = Self.value(&indices![string, default: next])
        if index == next { strings.append(string) }
        return index
    }

    /// Appends a name known to be new (only while there is no table by text to learn it).
    private mutating func append(_ string: String) -> UInt32 {
        let index = UInt32(strings.count)
        strings.append(string)
        return index
    }

    /// The value of a dictionary slot reached for writing (see ``index(of:)``).
    private static func value(_ slot: inout UInt32) -> UInt32 { slot }
}

/// Indices by address, exact — no entry is ever evicted: open addressing with linear probing,
/// grown to keep it at most half full. Addresses are never 0, which marks an empty slot.
struct AddressIndexTable {
    private var keys: [UInt]
    private var values: [UInt32]
    private(set) var count = 0

    /// An empty table with room for `capacity` / 2 addresses before it grows (a power of two).
    init(capacity: Int = 256) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "a power of two")
        keys = [UInt](repeating: 0, count: capacity)
        values = [UInt32](repeating: 0, count: capacity)
    }

    /// The index stored for `address`, or nil.
    func index(of address: UInt) -> UInt32? {
        let mask = keys.count - 1
        var slot = Self.slot(of: address, mask: mask)
        while keys[slot] != 0 {
            if keys[slot] == address { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `index` for `address` (not 0), replacing what was stored for it.
    mutating func insert(_ index: UInt32, at address: UInt) {
        precondition(address != 0, "0 marks an empty slot")
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Self.slot(of: address, mask: mask)
        while keys[slot] != 0, keys[slot] != address { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = address
        values[slot] = index
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt](repeating: 0, count: oldKeys.count * 2)
        values = [UInt32](repeating: 0, count: oldKeys.count * 2)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(value, at: key) }
    }

    /// Fibonacci hashing (the product's bits from 32 up): the dictionary packs short names a few
    /// bytes apart, so an address's low bits alone would put neighbours in one run of slots.
    private static func slot(of address: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
