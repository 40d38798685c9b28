/// Plain decimals (`-12.5`, `375`, `44.33333206176758`) read exactly as `Double(String)` reads
/// them, without making a string: when the digits make an integer of at most 2^53 and at most
/// 22 of them are after the point, the integer divided by a power of ten (both exact) is the
/// correctly rounded value. Anything else is left to `Double(String)`.
enum DecimalText {
    private static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var significand: UInt64 = 0, digits = 0, fraction = 0, seenPoint = false
        guard index < bytes.count else { return nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits < 16 || (significand == 0 && byte == UInt8(ascii: "0")) else { return nil }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                if significand != 0 { digits += 1 }
                if seenPoint { fraction += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard fraction <= 22, significand <= 1 << 53, bytes.count > (negative ? 1 : 0) + (seenPoint ? 1 : 0) else { return nil }
        let value = Double(significand) / powersOfTen[fraction]
        return negative ? -value : value
    }
}
