import NavBase

/// Whether text holds a short ASCII mark, as `String.contains` answers it, without walking
/// characters when the text is ASCII. GitHub's inline passes ask it of every text of every
/// paragraph (`~`, `www.`, `://`, `@`, `[^`), and most text holds none of them; walking it
/// as characters made those questions most of the parse step. `ASCIITextTests` compares it
/// with `String.contains`.
enum ASCIIText {
    /// `text.contains(mark)`, for an ASCII `mark` that holds no line break.
    static func contains(_ text: String, _ mark: StaticString) -> Bool {
        var text = text
        let found: Bool? = text.withUTF8 { bytes in
            // Outside ASCII a mark's last byte may be joined to a combining character after it,
            // and then `contains` finds no match: the plain way answers.
            guard UTF8Check.isASCII(bytes) else { return nil }
            return ByteSearch.contains(mark, in: bytes)
        }
        return found ?? text.contains(String(describing: mark))
    }
}
