/// Line and column of every character start of `text`, counted the slow way: one Unicode
/// scalar at a time, a line feed ending a line (what the cursor and the line index must give).
func countedPositions(_ text: String) -> [Int: (line: Int, column: Int)] {
    var result: [Int: (line: Int, column: Int)] = [:]
    var offset = 0, line = 1, column = 1
    for scalar in text.unicodeScalars {
        result[offset] = (line, column)
        offset += String(scalar).utf8.count
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    result[offset] = (line, column)
    return result
}
