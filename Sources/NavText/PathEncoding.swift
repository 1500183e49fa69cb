import NavBase

/// The one way a site path becomes the text of an `href` or `src`: each segment
/// percent-encoded, `:` included, so no segment of a file's name can read as a
/// scheme (`javascript:…`) and `#`, `?` and `%` in a name stay part of it.
package enum PathEncoding {
    /// `guide/a b:c.html` → `guide/a%20b%3Ac.html`; `/` separates segments and stays.
    package static func encoded(_ path: String) -> String {
        // Nearly every path is plain: return it as it is without copying. Its bytes are read
        // in place, since every href asks and the generic walk over `String.UTF8View` costs
        // as much as the rest of making the link.
        var text = path
        guard !text.withUTF8({ $0.allSatisfy(isKept) }) else { return path }
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isKept(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The encoded relative link from the page at `from` to the file at `to` (both root-relative).
    package static func href(from: String, to: String) -> String {
        encoded(Paths.relative(from: from, to: to))
    }

    /// RFC 3986's unreserved characters, the sub-delimiters, `@` and the segment separator:
    /// everything a path segment may hold as it is except `:`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "="), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }
}
