/// The project's one meaning of "column": Unicode scalars from the start of the line,
/// counted from 1, as navlint's SARIF log declares (`columnKind: unicodeCodePoints`).
/// Lines and columns of every message — Markdown, front matter, YAML, `.navbar` — use it.
public enum TextColumn {
    /// The column of the byte at `offset` on the line that starts at byte `lineStart`.
    /// Bytes of a scalar after its first take no column of their own.
    @inlinable
    public static func of(offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        var i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    /// `of(offset:lineStart:in:)` on an array.
    public static func of(offset: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { of(offset: offset, lineStart: lineStart, in: $0) }
    }
}

/// A 1-based line and `TextColumn` column.
public struct TextPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
