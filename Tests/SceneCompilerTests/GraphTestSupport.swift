import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// A failure of the graph tests' own tooling, with a message that says what to do.
struct GraphTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// An executable on PATH, or a failure naming the Debian package that provides it (tests that
/// call this carry the requirement's trait, so a missing tool skips them outside strict runs).
func requireTool(_ name: String, package: String) throws -> URL {
    try Requirement.tool(name, package: package).require()
    guard let url = Requirement.executable(named: name) else { throw GraphTestFailure("'\(name)' vanished from PATH") }
    return url
}

/// Runs headless Chromium with its own profile folder inside `scratch`.
func runChromium(_ arguments: [String], scratch: URL) throws -> CommandResult {
    let chromium = try requireTool("chromium", package: "chromium")
    var options = ["--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                   "--user-data-dir=\(scratch.appendingPathComponent("profile").path)"]
    if geteuid() == 0 { options.append("--no-sandbox") }  // Chromium refuses to run as root with its sandbox
    return try run(chromium, options + arguments, in: scratch, timeout: 60)
}

/// One `<g>` element of an SVG that Graphviz wrote: its id, classes, `<title>` and texts.
struct SVGGroup {
    var id: String
    var classes: Set<String>
    var title = ""
    var texts: [String] = []
}

/// Every `<g>` element of an SVG document, in document order.
func svgGroups(_ data: Data) throws -> [SVGGroup] {
    let collector = SVGGroupCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    guard parser.parse() else {
        throw GraphTestFailure("the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
    }
    return collector.groups
}

private final class SVGGroupCollector: NSObject, XMLParserDelegate {
    var groups: [SVGGroup] = []
    private var open: [Int] = []
    private var collecting: (group: Int, isTitle: Bool)?
    private var buffer = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "g":
            let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
            groups.append(SVGGroup(id: attributes["id"] ?? "", classes: Set(classes)))
            open.append(groups.count - 1)
        case "title", "text":
            if let group = open.last { collecting = (group, name == "title"); buffer = "" }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collecting != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "g": open.removeLast()
        case "title", "text":
            if let (group, isTitle) = collecting {
                if isTitle { groups[group].title = buffer } else { groups[group].texts.append(buffer) }
            }
            collecting = nil
        default: break
        }
    }
}

/// A PNG decoded just enough to look at its pixels: 8-bit RGB or RGBA, not interlaced.
struct DecodedPNG {
    var width: Int
    var height: Int
    /// The pixels, row by row, `channels` bytes each.
    var pixels: [UInt8]
    var channels: Int

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw GraphTestFailure("not a PNG") }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var position = 8, compressed: [UInt8] = [], header: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = be32(position), type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= bytes.count else { throw GraphTestFailure("truncated PNG chunk \(type)") }
            let body = bytes[position + 8..<position + 8 + length]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            position += 12 + length
        }
        guard header.count == 13 else { throw GraphTestFailure("PNG without IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard header[8] == 8, header[12] == 0, header[9] == 2 || header[9] == 6 else {
            throw GraphTestFailure("unsupported PNG: bit depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
        }
        channels = header[9] == 6 ? 4 : 3
        guard compressed.count > 2, compressed[0] & 0x0F == 8 else { throw GraphTestFailure("PNG data is not zlib/deflate") }
        var inflater = Inflater(Array(compressed.dropFirst(2)))
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw GraphTestFailure("PNG data too short") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)], source = row * (stride + 1) + 1, target = row * stride
            for x in 0..<stride {
                let value = Int(raw[source + x])
                let a = x >= channels ? Int(pixels[target + x - channels]) : 0
                let b = row > 0 ? Int(pixels[target - stride + x]) : 0
                let c = x >= channels && row > 0 ? Int(pixels[target - stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw GraphTestFailure("bad PNG filter \(filter) in row \(row)")
                }
                pixels[target + x] = UInt8((value + predicted) & 0xFF)
            }
        }
        self.pixels = pixels
    }

    /// The number of distinct colours, counting up to `limit`.
    func distinctColours(upTo limit: Int) -> Int {
        var seen: Set<UInt32> = []
        var index = 0
        while index < pixels.count, seen.count < limit {
            var colour: UInt32 = 0
            for channel in 0..<channels { colour = colour << 8 | UInt32(pixels[index + channel]) }
            seen.insert(colour)
            index += channels
        }
        return seen.count
    }
}

/// A small inflater (RFC 1951), enough to read PNG image data.
private struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    init(_ input: [UInt8]) { self.input = input }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                       2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    mutating func inflate() throws -> [UInt8] {
        var isFinal = false
        while !isFinal {
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1:
                let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try codes(literals: Code(lengths: lengths), distances: Code(lengths: [Int](repeating: 5, count: 30)))
            case 2: try dynamic()
            default: throw GraphTestFailure("bad deflate block type")
            }
        }
        return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw GraphTestFailure("deflate data ends early") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw GraphTestFailure("deflate data ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw GraphTestFailure("deflate data ends early") }
        output += input[position..<position + length]
        position += length
    }

    private mutating func decode(_ code: Code) throws -> Int {
        var value = 0, first = 0, index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw GraphTestFailure("bad Huffman code")
    }

    private mutating func dynamic() throws {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeLengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCode = Code(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw GraphTestFailure("repeat with no previous length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        try codes(literals: Code(lengths: Array(lengths[0..<literalCount])),
                  distances: Code(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
    }

    private mutating func codes(literals: Code, distances: Code) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw GraphTestFailure("bad length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < Self.distanceBase.count else { throw GraphTestFailure("bad distance symbol") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw GraphTestFailure("distance too far back") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
