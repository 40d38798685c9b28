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
    private let lock = TableLock()
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
