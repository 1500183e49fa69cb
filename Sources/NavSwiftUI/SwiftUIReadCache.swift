import NavBase
import NavReaders

/// What the SwiftUI reader keeps of each file between runs, by the digest of the file's
/// bytes: its scan and, when it was parsed, its summary (`SwiftFile`). Beside them, each
/// path's stat and digest as the last run saw them: a file whose stat still vouches for
/// that one (`SourceStat.vouches(for:)`) is not read, nor hashed, at all. Screens are put
/// together from the summaries on every run, which is cheap, so an edit to a file that
/// another names (a `ToolbarContent` type, a string constant) is seen through that file's
/// own new summary: no entry depends on another file. Nothing here depends on the config.
/// `SwiftUIReadCacheTests` holds a warm run to a cold one.
struct SwiftUIReadCache {
    struct Entry {
        var scan: SwiftSourceScan
        /// The summary (`SwiftFileSummaryCoding`), path left to the reader: two files with the
        /// same bytes share it.
        var summary: [UInt8]?
    }

    /// A path as the last run found it.
    struct Known: Equatable {
        var stat: SourceStat
        var digest: ContentDigest
    }

    struct Contents {
        var entries: [ContentDigest: Entry] = [:]
        var files: [String: Known] = [:]
    }

    static let format: UInt32 = 4

    /// One cache file for each folder that holds a run's files, so apps linted one after
    /// the other do not push each other out.
    static func name(for paths: [String]) -> String {
        var common: [Substring] = paths.first.map { Array($0.split(separator: "/", omittingEmptySubsequences: false).dropLast()) } ?? []
        for path in paths.dropFirst() {
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = Array(common.prefix(zip(common, folder).prefix { $0 == $1 }.count))
        }
        return "swiftui-" + ContentDigest(Array(common.joined(separator: "/").utf8)).hex
    }

    /// What `bytes` hold; nothing when anything about them is not as `encode` writes them.
    static func decode(_ bytes: [UInt8]) -> Contents {
        var reader = ByteReader(bytes: bytes)
        guard reader.word32() == format, let count = reader.word32() else { return Contents() }
        var entries: [ContentDigest: Entry] = [:]
        for _ in 0..<count {
            guard let high = reader.word64(), let low = reader.word64(), let flags = reader.byte(),
                  let identifierCount = reader.word32(), let identifiers = reader.words64(Int(identifierCount)),
                  let declaredCount = reader.word32(), let declared = reader.words64(Int(declaredCount)) else { return Contents() }
            var entry = Entry(scan: SwiftSourceScan(mentionsNavigation: flags & 1 != 0, identifiers: identifiers, declaredTypes: declared,
                                                    mayImportOtherPlatform: flags & 4 != 0))
            if flags & 2 != 0 {
                guard let length = reader.word32(), let summary = reader.bytes(Int(length)) else { return Contents() }
                entry.summary = summary
            }
            entries[ContentDigest(high: high, low: low)] = entry
        }
        guard let fileCount = reader.word32() else { return Contents() }
        var files: [String: Known] = [:]
        for _ in 0..<fileCount {
            guard let length = reader.word32(), let path = reader.bytes(Int(length)), let stat = reader.words64(6),
                  let digest = reader.words64(2) else { return Contents() }
            files[String(decoding: path, as: UTF8.self)] = Known(
                stat: SourceStat(size: Int(Int64(bitPattern: stat[0])), modified: Int(Int64(bitPattern: stat[1])),
                                 changed: Int(Int64(bitPattern: stat[2])), inode: stat[3], device: stat[4],
                                 takenAt: Int(Int64(bitPattern: stat[5]))),
                digest: ContentDigest(high: digest[0], low: digest[1]))
        }
        return reader.isAtEnd ? Contents(entries: entries, files: files) : Contents()
    }

    static func encode(_ contents: Contents) -> [UInt8] {
        let entries = contents.entries
        var bytes: [UInt8] = []
        func word32(_ value: UInt32) { for shift in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) } }
        func word64(_ value: UInt64) { for shift in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) } }
        word32(format)
        word32(UInt32(entries.count))
        for digest in entries.keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
            let entry = entries[digest]!
            word64(digest.high)
            word64(digest.low)
            bytes.append((entry.scan.mentionsNavigation ? 1 : 0) | (entry.summary != nil ? 2 : 0) | (entry.scan.mayImportOtherPlatform ? 4 : 0))
            word32(UInt32(entry.scan.identifiers.count))
            for identifier in entry.scan.identifiers { word64(identifier) }
            word32(UInt32(entry.scan.declaredTypes.count))
            for identifier in entry.scan.declaredTypes { word64(identifier) }
            if let summary = entry.summary {
                word32(UInt32(summary.count))
                bytes += summary
            }
        }
        word32(UInt32(contents.files.count))
        for path in contents.files.keys.sorted() {
            let known = contents.files[path]!
            word32(UInt32(path.utf8.count))
            bytes += path.utf8
            for value in [known.stat.size, known.stat.modified, known.stat.changed] { word64(UInt64(bitPattern: Int64(value))) }
            word64(known.stat.inode)
            word64(known.stat.device)
            word64(UInt64(bitPattern: Int64(known.stat.takenAt)))
            word64(known.digest.high)
            word64(known.digest.low)
        }
        return bytes
    }

    static func summary(of file: SwiftFile) -> [UInt8]? {
        SwiftFileSummaryCoding.encode(file)
    }

    static func file(from summary: [UInt8], path: String) -> SwiftFile? {
        SwiftFileSummaryCoding.decode(summary, path: path)
    }
}

/// Little-endian numbers off the front of a byte array, `nil` past its end.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func word32() -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        defer { offset += 4 }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    mutating func word64() -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        defer { offset += 8 }
        return (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }

    mutating func words64(_ count: Int) -> [UInt64]? {
        guard count <= (bytes.count - offset) / 8 else { return nil }
        defer { offset += 8 * count }
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8 * $0, as: UInt64.self)) }
        }
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count <= bytes.count - offset else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }
}
