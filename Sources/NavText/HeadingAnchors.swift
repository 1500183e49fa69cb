/// Heading anchors: lowercase words joined by `-`; repeats get `-2`, `-3`; a
/// heading with no letters or digits becomes `section`.
package struct HeadingAnchors {
    private var used: [String: Int] = [:]

    package init() {}

    package mutating func anchor(for title: String) -> String {
        let slug = Self.slug(title)
        let count = used[slug, default: 0] + 1
        used[slug] = count
        if count == 1 { return slug }
        var candidate = "\(slug)-\(count)"
        while used[candidate] != nil { candidate += "-\(count)" }
        used[candidate] = 1
        return candidate
    }

    /// Letters and digits of the lowercased title, runs of anything else as one `-`.
    static func slug(_ title: String) -> String {
        if let ascii = asciiSlug(title) { return ascii.isEmpty ? "section" : ascii }
        return plainSlug(title)
    }

    /// `slug` the plain way, with Unicode properties: what every title not in ASCII takes.
    static func plainSlug(_ title: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// `slug` for an ASCII title, where letters are A–Z and a–z and no Unicode lookups
    /// are needed (nearly every title), without the `section` fallback; nil for others.
    /// The search index relies on it too: the client derives these anchors by the same rule.
    package static func asciiSlug(_ title: String) -> String? {
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var out: [UInt8] = []
        var pendingDash = false
        for byte in title.utf8 {
            let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
            if lower &- 0x61 < 26 || lower &- 0x30 < 10 {
                if pendingDash && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingDash = false
                out.append(lower)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
