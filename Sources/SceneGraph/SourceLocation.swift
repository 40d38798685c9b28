/// A file that locations point into: a small token for a path, so that a location is three
/// integers rather than a string (the graph of a large file holds millions of locations, and
/// copying a string means reference counting).
public struct SourceFile: Hashable, Sendable {
    let index: UInt32

    /// The token of `path`; the same path always gives the same token.
    public init(_ path: String) {
        index = SourcePaths.shared.index(of: path)
    }

    /// The file's path as it was given to the compiler.
    public var path: String { SourcePaths.shared.path(at: index) }
}

/// Every path a ``SourceFile`` was made for, in this process.
final class SourcePaths: @unchecked Sendable {  // every access holds the lock
    static let shared = SourcePaths()
    private let lock = PathTableLock()
    private var paths: [String] = []
    private var indices: [String: UInt32] = [:]

    func index(of path: String) -> UInt32 {
        lock.withLock {
            if let index = indices[path] { return index }
            let index = UInt32(paths.count)
            paths.append(path)
            indices[path] = index
            return index
        }
    }

    func path(at index: UInt32) -> String {
        lock.withLock { paths[Int(index)] }
    }
}

/// A position in a source file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file.
    public let sourceFile: SourceFile
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The file's path as it was given to the compiler.
    public var file: String { sourceFile.path }
    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(in: SourceFile(file), line: line, column: column)
    }

    /// Creates a location in a file whose token is at hand (no look-up of the path).
    public init(in file: SourceFile, line: Int, column: Int) {
        sourceFile = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// `path:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// Appends ``description`` to `text` (made as UTF-8 bytes, then added as one string).
    public func write(to text: inout String) {
        var bytes: [UInt8] = []
        write(to: &bytes)
        text.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends ``description`` to `bytes` as UTF-8, the numbers' digits written in place.
    public func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: file.utf8)
        bytes.append(UInt8(ascii: ":"))
        Self.appendDecimal(storedLine, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendDecimal(storedColumn, to: &bytes)
    }

    /// Appends the decimal digits of `value` — what `String(value)` spells — without making a
    /// string. `DiagnosticTextTests` compares them with `String(value)` across the range.
    static func appendDecimal(_ value: UInt32, to bytes: inout [UInt8]) {
        var width = 1
        var power: UInt64 = 10
        while UInt64(value) >= power {
            width += 1
            power *= 10
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var index = bytes.count
        var rest = value
        repeat {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.sourceFile != rhs.sourceFile { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// Where an element and each of its attributes start in the source.
public struct SourceRange: Hashable, Sendable {
    /// An attribute's name and where its value begins.
    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation

        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// Where the element's start tag (`<`) begins.
    public var element: SourceLocation
    /// Where each attribute's value begins (just inside the opening quote), in source order.
    /// A small array: elements have few attributes, and a dictionary per element costs more
    /// (in time and memory) than it saves.
    public var attributeList: [Attribute]

    /// Creates a range for an element and its attributes (in the order given).
    public init(element: SourceLocation, attributeList: [Attribute]) {
        self.element = element
        self.attributeList = attributeList
    }

    /// Creates a range for an element and its attributes.
    public init(element: SourceLocation, attributes: [String: SourceLocation] = [:]) {
        self.init(element: element, attributeList: attributes.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, location: $0.value) })
    }

    /// Where each attribute's value begins (just inside the opening quote), by attribute name.
    public var attributes: [String: SourceLocation] {
        get { Dictionary(attributeList.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first }) }
        set { attributeList = newValue.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, location: $0.value) } }
    }

    /// The location of `attribute`'s value, or of the element when the attribute is absent.
    public func location(of attribute: String) -> SourceLocation {
        attributeList.first { $0.name == attribute }?.location ?? element
    }

    /// Whether the element has `attribute`.
    public func contains(_ attribute: String) -> Bool {
        attributeList.contains { $0.name == attribute }
    }

    // Equality and hashing ignore the order of the attributes, as they did when they were a dictionary.
    public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.element == rhs.element && lhs.attributeList.count == rhs.attributeList.count
            && lhs.attributeList.allSatisfy { attribute in rhs.attributeList.contains(attribute) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(attributeList.count)
    }
}
