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
enum SearchTokenizer {
    /// Longer terms (hashes, base64 blobs) are not indexed; their shorter parts still are.
    static let maxTermScalars = 40

    /// The distinct terms of `text`, in order of first occurrence.
    static func terms(in text: String) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        var bytes = Array(text.utf8)
        var scanner = Scanner()
        bytes.withUnsafeMutableBufferPointer { buffer in
            scanner.forEachTerm(in: UnsafeBufferPointer(buffer)) { term in
                let s = String(decoding: term, as: UTF8.self)
                if seen.insert(s).inserted { out.append(s) }
            }
        }
        return out
    }

    /// Reusable scratch space, so tokenizing a whole site allocates almost nothing.
    struct Scanner {
        private var classes: [CharClass] = []
        private var offsets: [Int] = []
        private var lowered: [UInt8] = []

        /// Calls `body` with every term of `bytes` (lowercased UTF-8), repeats included.
        mutating func forEachTerm(in bytes: UnsafeBufferPointer<UInt8>,
                                  _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let n = bytes.count
            var i = 0
            while i < n {
                var (cls, len) = Self.classify(bytes, at: i)
                if !cls.isWord { i += len; continue }
                // One compound: collect its scalars' classes and offsets.
                classes.removeAll(keepingCapacity: true)
                offsets.removeAll(keepingCapacity: true)
                var joins = 0
                while i < n {
                    if cls.isWord {
                        classes.append(cls); offsets.append(i); i += len
                    } else if cls == .joiner || cls == .dot {
                        guard let last = classes.last, last.isWord, i + len < n else { break }
                        let (next, _) = Self.classify(bytes, at: i + len)
                        guard next.isWord, cls == .joiner || (last == .digit && next == .digit) else { break }
                        classes.append(cls); offsets.append(i); i += len
                        joins += 1
                    } else {
                        break
                    }
                    if i < n { (cls, len) = Self.classify(bytes, at: i) }
                }
                offsets.append(i)
                emitCompound(bytes, joins: joins, body)
            }
        }

        private mutating func emitCompound(_ bytes: UnsafeBufferPointer<UInt8>, joins: Int,
                                           _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let count = classes.count
            if joins > 0 { emit(bytes, from: 0, to: count, body) }
            var segStart = 0
            for k in 0...count where k == count || !classes[k].isWord {
                emitSegment(bytes, from: segStart, to: k, body)
                segStart = k + 1
            }
        }

        /// A segment, then its parts split at case and letter/digit changes.
        private mutating func emitSegment(_ bytes: UnsafeBufferPointer<UInt8>, from a: Int, to b: Int,
                                          _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            emit(bytes, from: a, to: b, body)
            var start = a
            for k in (a + 1)..<max(a + 1, b) where isCut(at: k, end: b) {
                emit(bytes, from: start, to: k, body)
                start = k
            }
            if start > a { emit(bytes, from: start, to: b, body) }
        }

        /// camelCase (`prefersLarge`, `URLSession`) and letter/digit (`24x24`) boundaries.
        private func isCut(at k: Int, end b: Int) -> Bool {
            let prev = classes[k - 1], cur = classes[k]
            if (prev == .digit) != (cur == .digit) { return true }
            guard cur == .upper else { return false }
            // Non-ASCII letters have no case here, so `CRÈME` stays whole.
            return prev == .lower || (prev == .upper && k + 1 < b && classes[k + 1] == .lower)
        }

        /// Lowercases scalars `a..<b` of the current compound and hands them on.
        private mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>, from a: Int, to b: Int,
                                   _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            guard b - a <= SearchTokenizer.maxTermScalars else { return }
            let start = offsets[a], stop = offsets[b]
            lowered.removeAll(keepingCapacity: true)
            var ascii = true
            for p in start..<stop {
                let c = bytes[p]
                if c >= 0x80 { ascii = false; break }
                lowered.append(c >= 0x41 && c <= 0x5A ? c | 0x20 : c)
            }
            if !ascii {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
                lowered = Array(s.lowercased().utf8)
            }
            lowered.withUnsafeBufferPointer(body)
        }

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
            for k in 1..<max(1, len) { v = v << 6 | UInt32(bytes[i + k] & 0x3F) }
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
