/// Link targets that would run script when followed are replaced with `#`.
package enum URLSafety {
    static func safeLink(_ url: String) -> String {
        switch scheme(of: url) {
        case "javascript", "vbscript", "data", "file": return "#"
        default: return url
        }
    }

    static func safeImage(_ url: String) -> String {
        switch scheme(of: url) {
        case "javascript", "vbscript", "file": return "#"
        case "data":
            let lower = url.lowercased().filter { !$0.isWhitespace }
            let allowed = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return allowed.contains { lower.hasPrefix($0) } ? url : "#"
        default: return url
        }
    }

    /// The scheme as a browser reads it: ASCII control characters and whitespace
    /// inside it are ignored (`java\tscript:` is still `javascript:`).
    package static func scheme(of url: String) -> String? {
        // Every link of every page comes here; most are ASCII, where a byte is a scalar
        // and the rules below reduce to byte tests. Most have no scheme at all: look for
        // its colon before collecting anything.
        guard hasSchemeColon(url) else { return nil }
        var bytes: [UInt8] = []
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            case 0...0x20: continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case 0x80...: return schemeOfUnicode(url)
            default: return nil
            }
        }
        return nil
    }

    /// Whether `scheme(of:)` may find a scheme: a colon comes before any byte a scheme
    /// cannot hold (non-ASCII bytes leave the question to `scheme(of:)`).
    private static func hasSchemeColon(_ url: String) -> Bool {
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"), 0x80...: return true
            case 0...0x20, UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                continue
            default: return false
            }
        }
        return false
    }

    private static func schemeOfUnicode(_ url: String) -> String? {
        var scheme = ""
        for scalar in url.unicodeScalars {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme }
            if scalar.value <= 0x20 { continue }
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
            else { return nil }
            scheme.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
        }
        return nil
    }
}
