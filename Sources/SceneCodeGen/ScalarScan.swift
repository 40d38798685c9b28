/// Searches a string's UTF-8 for scalars the escaping rules replace, without iterating its
/// unicode scalars: printable ASCII — nearly all of generated code's text — is passed over byte
/// by byte, and only the other bytes are decoded into a scalar (issue 26: the scalar-by-scalar
/// copy of a doc comment line with one dash in it cost ~10,000 instructions).
/// `EscapingScalarTests` checks the decoding and the shortcuts on every Unicode scalar.
enum ScalarScan {
    /// Whether `text` holds a scalar `isMarked` accepts. Bytes `isPlain` accepts (ASCII ones) are
    /// passed over without making a scalar; the others are decoded in place (``scalar(in:at:)``).
    static func contains(in text: String, passing isPlain: (UInt8) -> Bool, where isMarked: (Unicode.Scalar) -> Bool) -> Bool {
        var text = text  // `withUTF8` may make a bridged string native; a native one is not copied
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if !isPlain(byte), isMarked(Unicode.Scalar(byte)) { return true }
                    index += 1
                } else {
                    let (scalar, length) = scalar(in: bytes, at: index)
                    if isMarked(scalar) { return true }
                    index += length
                }
            }
            return false
        }
    }

    /// The scalar whose UTF-8 encoding starts at `index` of `bytes`, valid UTF-8 (a string's),
    /// and the number of its bytes.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
        let (value, length): (UInt32, Int) = switch lead {
        case ..<0x80: (lead, 1)
        case ..<0xE0: ((lead & 0x1F) << 6 | continuation(1), 2)
        case ..<0xF0: ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Latin letters with diacritics (U+00C0–U+024F) and the dashes, quotes, bullets and ellipsis
    /// of general punctuation (U+2010–U+2027): letters and punctuation, which no escaping rule
    /// replaces, told without looking up their category (~430 instructions a scalar).
    static func isCommonLetterOrPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        (0xC0...0x24F).contains(scalar.value) || (0x2010...0x2027).contains(scalar.value)
    }

    /// Whether an ASCII scalar is a control character (U+0000–U+001F, U+007F).
    static func isASCIIControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
