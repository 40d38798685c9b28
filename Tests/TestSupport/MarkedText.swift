/// Text whose expected diagnostic locations are marked with `↓` just before the character the
/// diagnostic must point at (as SwiftLint's examples mark theirs). Lines and columns are 1-based;
/// columns count Unicode scalars, as scenec's locations do.
public struct MarkedText: Sendable {
    /// The marker.
    public static let marker: Unicode.Scalar = "↓"

    /// The text without its markers.
    public let text: String
    /// Where each marker stands, in order.
    public let markers: [Position]

    /// A line and a column.
    public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
        public let line: Int
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public var description: String { "\(line):\(column)" }

        public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    }

    public init(_ marked: String) {
        var text = ""
        var markers: [Position] = []
        var line = 1, column = 1
        for scalar in marked.unicodeScalars {
            if scalar == Self.marker {
                markers.append(Position(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }
}
