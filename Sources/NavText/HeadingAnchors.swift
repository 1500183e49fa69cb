import NavBase

/// Heading anchors by GitHub's rule, so links written for GitHub, mdBook or Docusaurus
/// work: lowercase; letters, digits, `-` and `_` kept; each space becomes `-`; anything
/// else dropped. Repeats get `-1`, `-2`; a heading that leaves nothing becomes `section`.
package struct HeadingAnchors {
    /// Anchor given → how many repeats of it were numbered, as GitHub's slugger counts.
    private var occurrences: [String: Int] = [:]

    package init() {}

    package mutating func anchor(for title: String) -> String {
        let slug = Self.slug(title)
        var candidate = slug
        while occurrences[candidate] != nil {
            let count = occurrences[slug, default: 0] + 1
            occurrences[slug] = count
            candidate = "\(slug)-\(count)"
        }
        occurrences[candidate] = 0
        return candidate
    }

    /// Takes `id`, an anchor the author set (`{#id}`), as given; later headings that slug
    /// to it are numbered past it, as they are past a heading of that name.
    package mutating func claim(_ id: String) -> String {
        occurrences[id] = occurrences[id] ?? 0
        return id
    }

    static func slug(_ title: String) -> String {
        if let ascii = asciiSlug(title) { return ascii.isEmpty ? "section" : ascii }
        return plainSlug(title)
    }

    /// `slug` the plain way, with Unicode properties: what every title not in ASCII takes.
    static func plainSlug(_ title: String) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if scalar == " " { slug.append("-"); continue }
            let kept: Bool
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                kept = true
            default:
                kept = scalar == "-" || scalar == "_"
            }
            if kept { slug.unicodeScalars.append(scalar) }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// `slug` for an ASCII title, where no Unicode lookups are needed (nearly every title),
    /// without the `section` fallback; nil for others. The search index relies on it too:
    /// the client derives these anchors by the same rule.
    package static func asciiSlug(_ title: String) -> String? {
        // Read in place, once, into a String sized for it: every heading is slugged twice a
        // build, and two generic walks over `String.UTF8View` cost several times the loop.
        var title = title
        return title.withUTF8(asciiSlug(of:))
    }

    private static func asciiSlug(of title: UnsafeBufferPointer<UInt8>) -> String? {
        guard UTF8Check.isASCII(title) else { return nil }
        return String(unsafeUninitializedCapacity: title.count) { out in
            var count = 0
            for byte in title {
                let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
                if lower &- 0x61 < 26 || lower &- 0x30 < 10 || lower == UInt8(ascii: "-") || lower == UInt8(ascii: "_") {
                    out[count] = lower
                    count += 1
                } else if lower == UInt8(ascii: " ") {
                    out[count] = UInt8(ascii: "-")
                    count += 1
                }
            }
            return count
        }
    }
}
