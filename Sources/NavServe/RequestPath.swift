/// A request target turned into a path inside the served folder, or refused.
/// The target is percent-decoded exactly once; anything that could climb out of
/// the folder or name a file in a surprising way is refused rather than repaired.
package enum RequestPath: Equatable {
    /// Folder-relative path segments (empty for the root), and whether the target ended in `/`.
    case file(segments: [String], isFolder: Bool)
    case refused

    init(target: String) {
        // The query and fragment never name a file.
        var raw = Substring(target)
        if let cut = raw.firstIndex(where: { $0 == "?" || $0 == "#" }) { raw = raw[..<cut] }
        // Only origin-form targets ("/path"); "//host/x" and "http://…" are not paths into the site.
        guard raw.hasPrefix("/"), !raw.hasPrefix("//") else { self = .refused; return }
        // Segments are split before decoding, so "%2f" cannot make a new segment; it is refused below.
        var segments: [String] = []
        let pieces = raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (n, piece) in pieces.enumerated() {
            if piece.isEmpty {
                // Only a trailing slash may leave an empty segment ("/guide/"); "a//b" is refused.
                if n == pieces.count - 1 { continue }
                self = .refused; return
            }
            guard let decoded = Self.decode(piece), Self.isSafe(decoded) else { self = .refused; return }
            segments.append(decoded)
        }
        self = .file(segments: segments, isFolder: raw.hasSuffix("/"))
    }

    /// A segment is safe when it is not "." or "..", holds no separator, no NUL or other
    /// control character, and does not start with "." (no dotfiles, no `.navdocs-site`).
    static func isSafe(_ segment: String) -> Bool {
        guard !segment.hasPrefix(".") else { return false }
        return !segment.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7f }
    }

    /// Percent-decoding of one segment; nil for a malformed escape or bytes that are not UTF-8.
    static func decode<S: StringProtocol>(_ segment: S) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(segment.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                  let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
