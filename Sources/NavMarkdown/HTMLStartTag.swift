/// One HTML start tag (`<img src=x alt="a &amp; b">`) read by the HTML standard's tokenizer
/// rules for a tag's attributes: names lowercased, the first of two same-named attributes
/// kept, values quoted, unquoted or absent. A value is kept as written (`written`), for
/// writing back, and with its character references decoded (`decoded`), for judging what an
/// address would do in a browser (`jav&#x61;script:` is `javascript:`). libxml2's HTML parser
/// reads tags as well, but linking it would put ICU into the one static navdocs executable.
struct HTMLStartTag: Equatable {
    struct Attribute: Equatable {
        var name: String
        /// The value as written, quotes removed; nil for an attribute with no value (`open`).
        var written: String?
        var decoded: String? { written.map(HTMLStartTag.decodingReferences) }
    }

    var name: String
    var attributes: [Attribute]

    /// Reads `text`, which is one start tag from `<` to `>`; nil when it is not one.
    init?(_ text: String) {
        var s = Substring(text)
        guard s.first == "<", s.last == ">" else { return nil }
        s = s.dropFirst().dropLast()
        let tagName = s.prefix { !$0.isWhitespace && $0 != "/" }
        guard let first = tagName.first, first.isASCII, first.isLetter else { return nil }
        name = tagName.lowercased()
        attributes = []
        s = s[tagName.endIndex...]
        while true {
            s = s.drop { $0.isWhitespace || $0 == "/" }
            guard !s.isEmpty else { break }
            // A name may start with `=`; it ends at whitespace, `/`, `>` or a later `=`.
            var end = s.index(after: s.startIndex)
            while end < s.endIndex, !s[end].isWhitespace, s[end] != "/", s[end] != "=" { end = s.index(after: end) }
            let attributeName = s[..<end].lowercased()
            s = s[end...].drop { $0.isWhitespace }
            var value: String?
            if s.first == "=" {
                s = s.dropFirst().drop { $0.isWhitespace }
                if let quote = s.first, quote == "\"" || quote == "'" {
                    let body = s.dropFirst()
                    let close = body.firstIndex(of: quote) ?? body.endIndex
                    value = String(body[..<close])
                    s = close < body.endIndex ? body[body.index(after: close)...] : body[close...]
                } else {
                    let unquoted = s.prefix { !$0.isWhitespace }
                    value = String(unquoted)
                    s = s[unquoted.endIndex...]
                }
            }
            if !attributes.contains(where: { $0.name == attributeName }) {
                attributes.append(Attribute(name: attributeName, written: value))
            }
        }
    }

    /// The named references that can matter to an address's scheme or to an id: the five
    /// XML ones, the no-break space, and those that spell a colon, a tab or a line break.
    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "colon": ":",
        "Tab": "\t", "NewLine": "\n", "sol": "/", "period": ".", "lpar": "(", "rpar": ")", "semi": ";",
    ]

    /// `value` with numeric references and the `named` ones decoded; any other stays as written.
    static func decodingReferences(_ value: String) -> String {
        guard value.contains("&") else { return value }
        let scalars = Array(value.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "&" else { out.append(scalars[i]); i += 1; continue }
            var j = i + 1
            if j < scalars.count, scalars[j] == "#" {
                j += 1
                let hex = j < scalars.count && (scalars[j] == "x" || scalars[j] == "X")
                if hex { j += 1 }
                let start = j
                while j < scalars.count, hex ? scalars[j].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[j]) { j += 1 }
                if j > start, let code = UInt32(String(String.UnicodeScalarView(scalars[start..<j])), radix: hex ? 16 : 10) {
                    out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    i = j < scalars.count && scalars[j] == ";" ? j + 1 : j
                    continue
                }
            } else {
                while j < scalars.count, scalars[j].isASCII, scalars[j].properties.isAlphabetic { j += 1 }
                if j < scalars.count, scalars[j] == ";",
                   let scalar = named[String(String.UnicodeScalarView(scalars[(i + 1)..<j]))] {
                    out.append(scalar)
                    i = j + 1
                    continue
                }
            }
            out.append("&")
            i += 1
        }
        return String(out)
    }
}
