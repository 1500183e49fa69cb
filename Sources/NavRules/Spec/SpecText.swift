/// Byte-level helpers for the reader: UTF-8 validation and character columns.
enum SpecText {
    /// The first NUL or invalid UTF-8 byte in `range`, with a message saying what to do.
    static func firstProblem(in bytes: [UInt8], _ range: Range<Int>) -> (index: Int, message: String)? {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let lead = bytes[i]
            if lead == 0 { return (i, "NUL byte; a .navbar file is text, remove it") }
            if lead < 0x80 {
                i += 1
                continue
            }
            let (count, low, high) = shape(ofLead: lead)
            guard count > 0, i + count < end else { return (i, invalid(lead)) }
            for k in 1...count {
                let byte = bytes[i + k]
                let ok = k == 1 ? (low...high).contains(byte) : (0x80...0xBF).contains(byte)
                if !ok { return (i, invalid(lead)) }
            }
            i += count + 1
        }
        return nil
    }

    /// How many continuation bytes a lead byte takes and the range allowed for the first
    /// one (which excludes overlong forms, surrogates and code points past U+10FFFF).
    private static func shape(ofLead lead: UInt8) -> (Int, UInt8, UInt8) {
        switch lead {
        case 0xC2...0xDF: return (1, 0x80, 0xBF)
        case 0xE0: return (2, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: return (2, 0x80, 0xBF)
        case 0xED: return (2, 0x80, 0x9F)
        case 0xF0: return (3, 0x90, 0xBF)
        case 0xF1...0xF3: return (3, 0x80, 0xBF)
        case 0xF4: return (3, 0x80, 0x8F)
        default: return (0, 0, 0)
        }
    }

    private static func invalid(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); save the file as UTF-8"
    }

    /// The 1-based column, in Unicode scalars (SARIF's `unicodeCodePoints`, as navdocs and
    /// NavYAML count), of the byte at `index` on a line starting at `lineStart`.
    static func column(of index: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        var column = 1
        for i in lineStart..<index where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}

/// A string for a message, in double quotes, cut short so a huge value
/// cannot flood the output.
func quotedForMessage<S: StringProtocol>(_ text: S, limit: Int = 40) -> String {
    let head = text.prefix(limit + 1)
    return head.count > limit ? "\"\(head.prefix(limit - 1))…\"" : "\"\(head)\""
}

/// Labels for a message, quoted: at most `limit` of them, then "and N more", so a bar
/// with hundreds of items still gets a one-line finding.
func quotedList(_ labels: [String], limit: Int = 3) -> String {
    let shown = labels.prefix(labels.count > limit + 1 ? limit : labels.count).map { quotedForMessage($0) }
    let rest = labels.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
}
