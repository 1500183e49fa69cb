/// The project's one meaning of "column": Unicode scalars from the start of the line,
/// counted from 1, as navlint's SARIF log declares (`columnKind: unicodeCodePoints`).
/// Lines and columns of every message — Markdown, front matter, YAML, `.navbar`, XML,
/// Swift, templates — use it.
public enum TextColumn {
    /// Whether `byte` starts a scalar, and so a column: every byte but UTF-8's
    /// continuation bytes (`10xxxxxx`).
    @inlinable @inline(__always)
    public static func startsColumn(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// The column of the byte at `offset` on the line that starts at byte `lineStart`.
    /// Bytes of a scalar after its first take no column of their own.
    @inlinable
    public static func of(offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        var i = lineStart
        while i < offset {
            if startsColumn(bytes[i]) { column += 1 }
            i += 1
        }
        return column
    }

    /// `of(offset:lineStart:in:)` on an array.
    public static func of(offset: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { of(offset: offset, lineStart: lineStart, in: $0) }
    }

    /// The location of the byte at `offset` in `bytes`, lines split at `\n`: what a reader
    /// that found a problem part-way through a file reports, counted only then.
    public static func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let offset = min(offset, bytes.count)
        var line = 1, lineStart = 0
        for k in 0..<offset where bytes[k] == 0x0A { line += 1; lineStart = k + 1 }
        return SourceLocation(line: line, column: of(offset: offset, lineStart: lineStart, in: bytes))
    }

    /// `location(ofOffset:in:)` on an array.
    public static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        bytes.withUnsafeBufferPointer { location(ofOffset: offset, in: $0) }
    }
}

/// A file's byte offsets as locations, for a reader that asks for many (every node of a
/// Swift file): line starts found once, and scalars counted from a checkpoint every
/// `stride` bytes, so a location on a line megabytes long costs no more than one on a
/// short line. `SourceLinesTests` holds it to `TextColumn.location(ofOffset:in:)`.
public struct SourceLines: Sendable {
    static let stride = 256
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Scalars that start before each multiple of `stride`.
    private let checkpoints: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.stride == 0 { checkpoints.append(scalars) }
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            if TextColumn.startsColumn(byte) { scalars += 1 }
        }
        checkpoints.append(scalars)
        lineStarts = starts
        self.checkpoints = checkpoints
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    /// The location of the byte at `offset` (clamped to the end).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: scalarsBefore(offset) - scalarsBefore(lineStarts[low]) + 1)
    }

    private func scalarsBefore(_ offset: Int) -> Int {
        let checkpoint = offset / Self.stride
        var count = checkpoints[checkpoint]
        for byte in bytes[(checkpoint * Self.stride)..<offset] where TextColumn.startsColumn(byte) { count += 1 }
        return count
    }
}
