/// Which `.json` files a folder walk takes as bar specs. An Xcode tree holds
/// hundreds of JSON files that are not (asset catalogs, `Package.resolved`, API
/// fixtures), so a walked file is a spec only when its name says so
/// (`*.navbar.json`) or when its first member is `"bars"`, after an optional
/// `"$schema"`, as every spec's is. A file named on the command line is always read.
enum JSONSpecRecognizer {
    static let specSuffix = ".navbar.json"
    /// Enough for a `$schema` URL and the next member name.
    static let prefixLength = 4096

    static func isSpec(_ path: String, from files: any FileSystem) -> Bool {
        if path.hasSuffix(specSuffix) { return true }
        guard let prefix = try? files.read(path, limit: prefixLength) else { return false }
        return startsLikeSpec(prefix)
    }

    static func startsLikeSpec(_ bytes: [UInt8]) -> Bool {
        var scanner = Scanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        guard scanner.take("{") else { return false }
        var name = scanner.memberName()
        if name == "$schema" {
            guard scanner.string() != nil, scanner.take(",") else { return false }
            name = scanner.memberName()
        }
        return name == "bars"
    }

    /// Just enough of JSON's grammar to read the first member names.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// A quoted string's raw bytes as text; escapes are kept as written.
        mutating func string() -> String? {
            guard take("\"") else { return nil }
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    defer { index += 1 }
                    return String(decoding: bytes[start..<index], as: UTF8.self)
                case UInt8(ascii: "\\"):
                    index += 2
                default:
                    index += 1
                }
            }
            return nil
        }

        /// A member's name and the colon after it.
        mutating func memberName() -> String? {
            guard let name = string(), take(":") else { return nil }
            return name
        }
    }
}
