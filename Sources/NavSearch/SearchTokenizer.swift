// Examples (the full table, shared with the browser client, is Tests/e2e/search_cases.js):
//   "NB001"              → nb001, nb, 001
//   "title-too-long"     → title-too-long, title, too, long
//   "prefersLargeTitles" → preferslargetitles, prefers, large, titles
//   "24x24 pt"           → 24x24, 24, x, pt
//   "URLSession"         → urlsession, url, session
//
// A *compound* is a run of word characters joined by single `-` or `_` (or `.`
// between two digits). It yields its whole lowercased text, then each joined
// segment, then each segment's parts split at camelCase and letter/digit
// boundaries. `assets/search.js` implements exactly these rules for queries,
// snippets and page highlights; keep the two in step.

/// Splits text into search terms, identifier-aware and case-insensitive, without stemming.
package enum SearchTokenizer {
    /// Longer terms (hashes, base64 blobs) are not indexed; their shorter parts still are.
    static let maxTermScalars = 40

    /// The distinct terms of `text`, in order of first occurrence.
    static func terms(in text: String) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        var bytes = Array(text.utf8)
        var scanner = Scanner()
        bytes.withUnsafeMutableBufferPointer { buffer in
            scanner.forEachTerm(in: UnsafeBufferPointer(buffer)) { term, _ in
                let s = String(decoding: term, as: UTF8.self)
                if seen.insert(s).inserted { out.append(s) }
            }
        }
        return out
    }

    /// Reusable scratch space, so tokenizing a whole site allocates almost nothing.
    struct Scanner {
        /// A term is at most `maxTermScalars` scalars of at most 4 bytes each.
        private var scratch = [UInt8](repeating: 0, count: 4 * SearchTokenizer.maxTermScalars)

        /// Calls `body` with every term of `bytes` (lowercased UTF-8), repeats included, and
        /// its `SearchTermTable.hash`, worked out while the term is lowercased.
        mutating func forEachTerm(in bytes: UnsafeBufferPointer<UInt8>,
                                  _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
            // The scratch space is borrowed once per text, not once per term.
            scratch.withUnsafeMutableBufferPointer { scratch in
                Self.forEachTerm(in: bytes, scratch: scratch.baseAddress!, body)
            }
        }

        private static func forEachTerm(in bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
                                        _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
            let n = bytes.count
            var i = 0
            while i < n {
                var (cls, len) = Self.classify(bytes, at: i)
                if !cls.isWord { i += len; continue }
                // Find the compound's end: word scalars, and joiners between word scalars.
                let start = i
                var joins = 0
                var last = cls
                // Most words are one plain part ("Title", "bar"): no cut to look for, and
                // the term's hash is worked out on the way, in lowercase.
                var mayCut = false
                var ascii = cls != .other
                var hash = SearchTermTable.hash(SearchTermTable.hashSeed, Self.lowered(bytes[i]))
                i += len
                while i < n {
                    // Runs of lowercase ASCII letters are most of any text: after a letter
                    // they change nothing the loop tracks, so they are skipped a byte at a time.
                    if last != .digit && bytes[i] &- 0x61 < 26 {
                        repeat {
                            hash = SearchTermTable.hash(hash, bytes[i])
                            i += 1
                        } while i < n && bytes[i] &- 0x61 < 26
                        last = .lower
                        continue
                    }
                    (cls, len) = Self.classify(bytes, at: i)
                    if cls.isWord {
                        if cls == .upper || (cls == .digit) != (last == .digit) { mayCut = true }
                        if cls == .other { ascii = false } else { hash = SearchTermTable.hash(hash, Self.lowered(bytes[i])) }
                        last = cls
                        i += len
                        continue
                    }
                    guard cls == .joiner || cls == .dot, i + 1 < n else { break }
                    let (next, nextLen) = Self.classify(bytes, at: i + 1)
                    guard next.isWord, cls == .joiner || (last == .digit && next == .digit) else { break }
                    joins += 1
                    last = next
                    i += 1 + nextLen
                }
                if joins == 0 && !mayCut {
                    // Only the first letter can be upper case here ("Title"): lowercase a copy.
                    let count = i - start
                    if !ascii || count > SearchTokenizer.maxTermScalars {
                        emit(bytes, from: start, to: i, scratch: scratch, body)
                    } else if bytes[start] &- 0x41 < 26 {
                        scratch[0] = bytes[start] | 0x20
                        for k in 1..<count { scratch[k] = bytes[start + k] }
                        body(UnsafeBufferPointer(start: scratch, count: count), hash)
                    } else {
                        body(UnsafeBufferPointer(rebasing: bytes[start..<i]), hash)
                    }
                    continue
                }
                if joins > 0 { emit(bytes, from: start, to: i, scratch: scratch, body) }
                var segment = start
                var k = start
                while k < i {
                    let c = bytes[k]
                    if c == 0x2D || c == 0x5F || c == 0x2E { // only joiners are left inside a compound
                        emitSegment(bytes, from: segment, to: k, scratch: scratch, body)
                        segment = k + 1
                    }
                    k += 1
                }
                emitSegment(bytes, from: segment, to: i, scratch: scratch, body)
            }
        }

        /// A segment, then its parts split at case and letter/digit changes.
        private static func emitSegment(_ bytes: UnsafeBufferPointer<UInt8>, from a: Int, to b: Int,
                                        scratch: UnsafeMutablePointer<UInt8>,
                                        _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
            emit(bytes, from: a, to: b, scratch: scratch, body)
            guard nextCut(bytes, after: a, end: b) < b else { return }
            var part = a
            while part < b {
                let cut = nextCut(bytes, after: part, end: b)
                emit(bytes, from: part, to: cut, scratch: scratch, body)
                part = cut
            }
        }

        /// The offset of the first part boundary after the scalar at `a`, or `b`:
        /// camelCase (`prefersLarge`, `URLSession`) and letter/digit (`24x24`) changes.
        private static func nextCut(_ bytes: UnsafeBufferPointer<UInt8>, after a: Int, end b: Int) -> Int {
            var (prev, len) = Self.classify(bytes, at: a)
            var k = a + len
            while k < b {
                let (cur, curLen) = Self.classify(bytes, at: k)
                if (prev == .digit) != (cur == .digit) { return k }
                // Non-ASCII letters have no case here, so `CRÈME` stays whole.
                if cur == .upper {
                    if prev == .lower { return k }
                    if prev == .upper && k + curLen < b && Self.classify(bytes, at: k + curLen).0 == .lower { return k }
                }
                prev = cur
                k += curLen
            }
            return b
        }

        /// Lowercases bytes `a..<b` and hands them on, unless they are too long to be useful.
        /// A term already in lowercase ASCII, as most are, is hashed where it stands.
        @inline(__always)
        private static func emit(_ bytes: UnsafeBufferPointer<UInt8>, from a: Int, to b: Int,
                                 scratch: UnsafeMutablePointer<UInt8>,
                                 _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
            if b - a > SearchTokenizer.maxTermScalars {
                var scalars = 0
                for k in a..<b where bytes[k] & 0xC0 != 0x80 { scalars += 1 }
                if scalars > SearchTokenizer.maxTermScalars { return }
            }
            let source = bytes.baseAddress! + a
            let count = b - a
            var hash = SearchTermTable.hashSeed
            var k = 0
            while k < count {
                let c = source[k]
                // An upper-case letter or a non-ASCII byte: lowercase a copy from here on.
                if c &- 0x41 < 26 || c >= 0x80 { break }
                hash = SearchTermTable.hash(hash, c)
                k += 1
            }
            if k == count {
                body(UnsafeBufferPointer(start: source, count: count), hash)
                return
            }
            var ascii = true
            for j in 0..<k { scratch[j] = source[j] }
            while k < count {
                let c = source[k]
                if c >= 0x80 { ascii = false; break }
                let lower = c &- 0x41 < 26 ? c | 0x20 : c
                scratch[k] = lower
                hash = SearchTermTable.hash(hash, lower)
                k += 1
            }
            if ascii {
                body(UnsafeBufferPointer(start: scratch, count: count), hash)
                return
            }
            let lowered = String(decoding: UnsafeBufferPointer(start: source, count: count), as: UTF8.self).lowercased()
            var utf8 = Array(lowered.utf8)
            utf8.withUnsafeMutableBufferPointer { body(UnsafeBufferPointer($0), SearchTermTable.hash(UnsafeBufferPointer($0))) }
        }

        @inline(__always)
        static func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

        /// The class and UTF-8 length of the scalar starting at byte `i`.
        @inline(__always)
        static func classify(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (CharClass, Int) {
            let c = bytes[i]
            if c < 0x80 {
                switch c {
                case 0x61...0x7A: return (.lower, 1)
                case 0x41...0x5A: return (.upper, 1)
                case 0x30...0x39: return (.digit, 1)
                case 0x2D, 0x5F: return (.joiner, 1)
                case 0x2E: return (.dot, 1)
                default: return (.separator, 1)
                }
            }
            var len = 1, v = UInt32(c)
            if c >= 0xF0 { len = 4; v &= 0x07 } else if c >= 0xE0 { len = 3; v &= 0x0F } else if c >= 0xC0 { len = 2; v &= 0x1F }
            else { return (.separator, 1) } // a stray continuation byte
            len = min(len, bytes.count - i)
            for k in 1..<max(1, len) {
                // An ill-formed sequence is not a letter, and must not swallow the ASCII
                // joiner after it: the compound splitter looks for joiners byte by byte.
                guard bytes[i + k] & 0xC0 == 0x80 else { return (.separator, 1) }
                v = v << 6 | UInt32(bytes[i + k] & 0x3F)
            }
            return (isSeparator(v) ? .separator : .other, len)
        }

        /// Non-ASCII punctuation, symbols, spaces and emoji; every other scalar is a letter.
        static func isSeparator(_ v: UInt32) -> Bool {
            switch v {
            case 0x80...0xBF, 0xD7, 0xF7, 0x2000...0x2BFF, 0x2E00...0x2E7F, 0x3000...0x303F,
                 0xFE00...0xFE0F, 0xFE30...0xFE4F, 0xFEFF, 0xFF00...0xFF0F, 0xFF1A...0xFF20,
                 0xFFF0...0xFFFF, 0x1F000...0x1FAFF, 0xE0000...0xE007F:
                return true
            default:
                return false
            }
        }
    }

    enum CharClass: UInt8 {
        case separator, upper, lower, digit, other, joiner, dot
        var isWord: Bool { self == .upper || self == .lower || self == .digit || self == .other }
    }
}
