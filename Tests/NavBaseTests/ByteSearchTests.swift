import NavBase
import Testing

/// `ByteSearch.contains` answers as searching every offset does, where the mark's first byte
/// comes again before a match, at the very end, and not at all.
@Suite struct ByteSearchTests {
    @Test(arguments: ["", "a", "~", "aab", "aaab", "x {{ y", "{", "{x{", "ends with 8<", "8 <", "www.x", "ww.w"])
    func answersAsTryingEveryOffset(_ text: String) {
        let bytes = Array(text.utf8)
        for mark: StaticString in ["~", "aab", "{{", "8<", "www.", "b"] {
            let needle = Array(UnsafeBufferPointer(start: mark.utf8Start, count: mark.utf8CodeUnitCount))
            let expected = bytes.count >= needle.count
                && (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
            #expect(bytes.withUnsafeBufferPointer { ByteSearch.contains(mark, in: $0) } == expected, "\(text) / \(mark)")
        }
    }
}
