#if canImport(Glibc)
import Glibc
#endif

/// A growing buffer of output bytes whose appends cost a capacity check and a copy.
///
/// Pages are written in hundreds of thousands of short pieces (a tag, an escaped
/// title, a run of template text). `[UInt8].append(contentsOf:)` spends about a
/// hundred instructions per call on its generic path before it copies anything.
package struct ByteBuffer: ~Copyable {
    // Inlinable across modules: the Markdown writer and the template renderer append
    // hundreds of thousands of pieces per build, each a call if it were not inlined.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline package private(set) var count = 0

    package init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A copy of the bytes written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written so far as text, decoded straight from the buffer.
    package var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    package var last: UInt8? { count > 0 ? base[count - 1] : nil }

    package mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty buffer")
        count -= 1
    }

    package mutating func removeAll() { count = 0 }

    @inlinable @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        if capacity - count < n { grow(toHold: count + n) }
        memcpy(base + count, source, n)
        count += n
    }

    @inlinable @inline(__always)
    package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inlinable
    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inlinable
    package mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inlinable
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
