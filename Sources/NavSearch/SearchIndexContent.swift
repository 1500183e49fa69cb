/// The index before it is written: its terms, each term's postings, and its pages. A fresh
/// build makes it from every page (`SearchIndexBuilder`), an edit from the last index read
/// back (`WrittenSearchIndex`); either way `SearchIndexFiles` writes it the same.
struct SearchIndexContent: Sendable {
    struct Page: Sendable, Equatable {
        /// The fragment's body (see `SearchIndexFiles`), nil for a page an edit keeps in a
        /// fragment file it keeps.
        var fragment: [UInt8]?
        /// How long the page is, a digit of `SearchIndexWriter.digits` (see `lengthClass`).
        var length: UInt8

        init(fragment: [UInt8], words: Int) {
            self.fragment = fragment
            length = SearchIndexWriter.digits[SearchIndexContent.lengthClass(words: words)]
        }

        init(kept length: UInt8) {
            fragment = nil
            self.length = length
        }
    }

    /// A run of pages, in page order, whose fragments share one file.
    struct FragmentFile: Sendable, Equatable {
        var pages: Int
        /// The name of the file an edit keeps; nil when the run's fragments are here to be written.
        var kept: String?
    }

    /// Sorted by their UTF-8 bytes.
    var terms: [[UInt8]]
    /// Term `t`'s postings are `postings[termStarts[t]..<termStarts[t + 1]]`.
    var termStarts: [Int]
    /// `page << 32 | entry << 4 | frequency << 2 | field`, ascending within a term: by page, then entry.
    var postings: [UInt64]
    var pages: [Page]
    /// The pages' fragment files, in page order, covering every page.
    var fragmentFiles: [FragmentFile]
    /// Entries (pages and sections) in all.
    var entries: Int

    /// Where the fragment files end: after each page whose path's digest is a multiple of
    /// `every`. A page's own path decides, so adding or removing a page changes only the file
    /// it is in, and an edit keeps every boundary.
    static func fragmentFiles(paths: [[UInt8]], every: UInt64) -> [FragmentFile] {
        var files: [FragmentFile] = []
        var run = 0
        for path in paths {
            run += 1
            if digest(path[...]) % every == 0 {
                files.append(FragmentFile(pages: run))
                run = 0
            }
        }
        if run > 0 { files.append(FragmentFile(pages: run)) }
        return files
    }

    /// Where to cut terms `0..<starts.count - 1` into `parts` runs of about equal postings, term
    /// `t` holding `starts[t + 1] - starts[t]` of them: `parts + 1` bounds, from 0 to the count.
    /// The work done per term goes with its postings, so each core gets a run.
    static func cuts(_ starts: [Int], parts: Int) -> [Int] {
        let terms = starts.count - 1
        var cuts = [0]
        for part in 1..<parts {
            let target = starts[terms] * part / parts
            var low = cuts.last!, high = terms
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] < target { low = mid + 1 } else { high = mid }
            }
            cuts.append(low)
        }
        return cuts + [terms]
    }

    /// Four classes per doubling of the page's words, up to 63: a shorter page wins a tie in
    /// ranking, and a quarter of a doubling is as fine as that needs.
    static func lengthClass(words: Int) -> Int {
        let n = UInt64(words + 1)
        let bits = 63 - n.leadingZeroBitCount
        let fraction = bits >= 2 ? Int(n >> UInt64(bits - 2)) & 3 : 0
        return min(63, 4 * bits + fraction)
    }

    /// 64 bits that change when the bytes do: a chunk's or fragment file's name, and where runs
    /// end. Eight bytes go in at a time, each word by a multiply and a shift, so hashing every
    /// chunk's megabytes takes a fifth of a byte-at-a-time hash's time; the end mixes every
    /// bit into every other (splitmix64's finish), as the boundaries take the low bits.
    static func digest(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            let k: UInt64 = 0xbf58_476d_1ce4_e5b9
            var h = 0x9e37_79b9_7f4a_7c15 &* UInt64(raw.count &+ 1)
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* k
                h ^= h >> 31
                i += 8
            }
            if i < raw.count {
                var tail: UInt64 = 0
                for j in i..<raw.count { tail |= UInt64(raw[j]) << UInt64(8 * (j - i)) }
                h = (h ^ tail) &* k
            }
            h ^= h >> 30; h &*= k
            h ^= h >> 27; h &*= 0x94d0_49bb_1331_11eb
            return h ^ h >> 31
        }
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
