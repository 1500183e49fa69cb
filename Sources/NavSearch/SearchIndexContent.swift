/// The index before it is written: its terms, each term's postings, and its pages. A fresh
/// build makes it from every page (`SearchIndexBuilder`), an edit from the last index read
/// back (`WrittenSearchIndex`); either way `SearchIndexFiles` writes it the same.
struct SearchIndexContent: Sendable {
    struct Page: Sendable, Equatable {
        /// The fragment's body (see `SearchIndexFiles`), nil for a page an edit keeps: its file is kept too.
        var fragment: [UInt8]?
        /// The first digits of the body's digest, which the fragment's file name carries.
        var id: [UInt8]
        /// How long the page is, a digit of `SearchIndexWriter.digits` (see `lengthClass`).
        var length: UInt8

        init(fragment: [UInt8], words: Int) {
            self.fragment = fragment
            id = SearchIndexContent.fragmentID(fragment)
            length = SearchIndexWriter.digits[SearchIndexContent.lengthClass(words: words)]
        }

        init(kept id: [UInt8], length: UInt8) {
            fragment = nil
            self.id = id
            self.length = length
        }
    }

    /// Sorted by their UTF-8 bytes.
    var terms: [[UInt8]]
    /// Term `t`'s postings are `postings[termStarts[t]..<termStarts[t + 1]]`.
    var termStarts: [Int]
    /// `page << 32 | entry << 4 | frequency << 2 | field`, ascending within a term: by page, then entry.
    var postings: [UInt64]
    var pages: [Page]
    /// Entries (pages and sections) in all.
    var entries: Int

    /// Digits of a fragment's name: five base-36 digits of its digest, enough that a browser
    /// holding a page's old fragment asks for the new one, few enough for every page to be
    /// listed in the dictionary. The page's number in the name keeps two pages' files apart.
    static let fragmentIDDigits = 5

    static func fragmentID(_ bytes: [UInt8]) -> [UInt8] {
        var h = digest(bytes[...])
        let base36 = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        return (0..<fragmentIDDigits).map { _ in
            defer { h /= 36 }
            return base36[Int(h % 36)]
        }
    }

    /// Four classes per doubling of the page's words, up to 63: a shorter page wins a tie in
    /// ranking, and a quarter of a doubling is as fine as that needs.
    static func lengthClass(words: Int) -> Int {
        let n = UInt64(words + 1)
        let bits = 63 - n.leadingZeroBitCount
        let fraction = bits >= 2 ? Int(n >> UInt64(bits - 2)) & 3 : 0
        return min(63, 4 * bits + fraction)
    }

    /// FNV-1a, 64 bits: file names that change when the bytes do.
    static func digest(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    /// Sixteen hex digits, zeros first: a chunk's name.
    static func hex(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.utf8.count) + hex
    }

    /// Where `term` is in `terms`, sorted as the index sorts them, by binary search.
    static func index(of term: [UInt8], in terms: [[UInt8]]) -> Int? {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) / 2
            let order = SearchIndexBuilder.compare(terms[mid], term)
            if order == 0 { return mid }
            if order < 0 { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
