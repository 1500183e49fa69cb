import NavBase

/// Byte-level helpers for the reader (UTF-8 and columns are NavBase's `UTF8Check` and `TextColumn`).
enum SpecText {
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
