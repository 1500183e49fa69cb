/// The keys and values of a `TemplateValue.dictionary`: a map from names to values, equal to
/// another with the same pairs in any order, as a `[String: TemplateValue]` is. Build it with a
/// literal, `["title": "Rules", "draft": false]`, and set keys with the subscript.
///
/// A page's render looks names up hundreds of times (each link of the sidebar asks for its
/// title, address and whether it is current), far more often than values are built. So each
/// key is kept with a tag, made once when the key is set: an ASCII key's length and first
/// seven bytes. A look-up compares tags, one machine word per key, and compares strings only
/// when the tags cannot tell; hashing the name or comparing it as a string per key costs
/// several times more. Names are still matched as `String` matches them.
public struct TemplateDictionary: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable {
        var tag: UInt64
        var key: String
        var value: TemplateValue
    }

    /// One array, so a dictionary is one allocation, as many are built and dropped per page.
    private var entries: [Entry] = []
    /// Each key's place, once there are too many keys to scan.
    private var places: [String: Int]?
    /// Above this many keys a look-up hashes: scanning tags would cost more.
    private static let scanLimit = 32

    public init() {}

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries.reserveCapacity(elements.count)
        for (key, value) in elements { set(key, tag: Self.tag(of: key), to: value) }
    }

    public init(_ dictionary: [String: TemplateValue]) {
        entries.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { set(key, tag: Self.tag(of: key), to: value) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    /// The keys, in the order they were first set.
    public var keys: [String] { entries.map(\.key) }

    public subscript(key: String) -> TemplateValue? {
        get { value(of: key, tag: Self.tag(of: key)) }
        set {
            let tag = Self.tag(of: key)
            if let newValue {
                set(key, tag: tag, to: newValue)
            } else if let k = place(of: key, tag: tag) {
                entries.remove(at: k)
                places = entries.count > Self.scanLimit ? Self.places(of: entries) : nil
            }
        }
    }

    /// The value of a name the template program tagged when it was compiled.
    func value(of key: String, tag: UInt64) -> TemplateValue? {
        place(of: key, tag: tag).map { entries[$0].value }
    }

    private mutating func set(_ key: String, tag: UInt64, to value: TemplateValue) {
        if let k = place(of: key, tag: tag) {
            entries[k].value = value
            return
        }
        entries.append(Entry(tag: tag, key: key, value: value))
        if places != nil {
            places![key] = entries.count - 1
        } else if entries.count > Self.scanLimit {
            places = Self.places(of: entries)
        }
    }

    private static func places(of entries: [Entry]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].key, $0) })
    }

    private func place(of key: String, tag: UInt64) -> Int? {
        if let places { return places[key] }
        return entries.withUnsafeBufferPointer { entries in
            for k in entries.indices {
                let other = entries[k].tag
                if other == tag {
                    // Equal tags of ASCII keys of up to seven bytes are equal keys.
                    if tag & (Self.ascii | Self.longKey) == Self.ascii || entries[k].key == key { return k }
                } else if tag == Self.notASCII || other == Self.notASCII {
                    // "K" and the Kelvin sign are one `String`: only the strings can tell.
                    if entries[k].key == key { return k }
                }
            }
            return nil
        }
    }

    /// The tag of a key that is not ASCII. Two different ASCII keys never share a tag of this
    /// form: their tags differ in length or in a byte, or both are long and compared as strings.
    static let notASCII: UInt64 = 0
    /// Set in the tag of an ASCII key of more than seven bytes, whose tag holds only its first seven.
    static let longKey: UInt64 = 1 << 62
    private static let ascii: UInt64 = 1 << 63

    /// `key`'s first seven bytes, whether it has more and its length up to 63, marked as ASCII;
    /// `notASCII` for any other key.
    static func tag(of key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { bytes in
            var tag = ascii
            for (k, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return notASCII }
                if k < 7 { tag |= UInt64(byte) << (8 * UInt64(k)) }
            }
            if bytes.count > 7 { tag |= longKey }
            return tag | UInt64(min(bytes.count, 63)) << 56
        }
    }

    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.entries.allSatisfy { entry in rhs.value(of: entry.key, tag: entry.tag) == entry.value }
    }

    /// Each pair hashed on its own and the hashes summed, so the order keys were set in does not count.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for entry in entries {
            var pair = Hasher()
            pair.combine(entry.key)
            pair.combine(entry.value)
            sum &+= pair.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
