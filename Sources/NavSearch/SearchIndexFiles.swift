/// The search index as files: the manifest, `search-index.js`, and the shards it lists.
public struct SearchIndexFiles: Sendable {
    /// The manifest's path in the site; the shards are in `folder`.
    public static let manifestPath = "search-index.js"
    public static let folder = "search-index"

    public var shards: [SearchIndexShard]

    public var manifest: SearchIndexManifest { SearchIndexManifest(shards.map(SearchIndexManifest.Shard.init)) }

    public var entries: Int { shards.reduce(0) { $0 + $1.entries } }
}

/// One shard of the index: the entries of a run of pages, in page-path order.
public struct SearchIndexShard: Sendable, Equatable {
    /// Its place in the manifest, which the file names as the key it registers under.
    public let number: Int
    public let bytes: [UInt8]
    /// The path of its first page, "" for the empty shard of a site without pages.
    public let firstPage: String
    public let entries: Int
    /// `search-index/3-<digest>.js`: named for its bytes, so a browser holding an old copy of
    /// a shard asks for the new one by its new name.
    public let path: String

    init(number: Int, bytes: [UInt8], firstPage: String, entries: Int) {
        self.number = number
        self.bytes = bytes
        self.firstPage = firstPage
        self.entries = entries
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        let hex = String(h, radix: 16)
        path = "\(SearchIndexFiles.folder)/\(number)-\(String(repeating: "0", count: 16 - hex.utf8.count))\(hex).js"
    }
}

/// `search-index.js`: the shards in order, each with its first page and its number of
/// entries. An edit finds a page's shard here without reading any shard.
public struct SearchIndexManifest: Sendable, Equatable {
    public struct Shard: Sendable, Equatable {
        public var path: String
        public var firstPage: String
        public var entries: Int
    }

    public var shards: [Shard]

    public init(_ shards: [Shard]) { self.shards = shards }

    static let opening = "/* navdocs search index, format \(SearchIndexBuilder.formatVersion); generated, do not edit */\n"
        + "window.navdocsSearchIndex = {\"version\":\(SearchIndexBuilder.formatVersion),\n\"shards\":["

    public var bytes: [UInt8] {
        var out = SearchIndexWriter()
        out.raw(Self.opening)
        for (i, shard) in shards.enumerated() {
            out.raw(i == 0 ? "\n[" : ",\n[")
            out.string(shard.path)
            out.byte(UInt8(ascii: ","))
            out.string(shard.firstPage)
            out.byte(UInt8(ascii: ","))
            out.int(shard.entries)
            out.byte(UInt8(ascii: "]"))
        }
        out.raw("]};\n")
        return out.bytes
    }

    /// The manifest `bytes` wrote; nil for anything else.
    public init?(_ bytes: [UInt8]) {
        var r = WrittenSearchIndex.Reader(bytes: bytes)
        guard r.expect(opening: Self.opening) else { return nil }
        shards = []
        while !r.peek(UInt8(ascii: "]")) {
            guard r.expect(shards.isEmpty ? "\n[" : ",\n["), let path = r.string(), r.expect(","), let first = r.string(),
                  r.expect(","), let entries = r.int(), entries >= 0, r.expect("]"),
                  let plainPath = WrittenSearchIndex.unescaped(bytes[path]),
                  let plainFirst = WrittenSearchIndex.unescaped(bytes[first]) else { return nil }
            shards.append(Shard(path: String(decoding: plainPath, as: UTF8.self),
                                firstPage: String(decoding: plainFirst, as: UTF8.self), entries: entries))
        }
        guard r.expect("]};\n"), r.atEnd else { return nil }
    }

    public var entries: Int { shards.reduce(0) { $0 + $1.entries } }

    /// The shard that holds page `path`'s entries: the last whose first page sorts at or before it.
    public func shard(holding path: String) -> Int {
        let key = Array(path.utf8)
        var low = 1, high = shards.count
        while low < high {
            let mid = (low + high) / 2
            if SearchIndexBuilder.compare(Array(shards[mid].firstPage.utf8), key) <= 0 { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }
}

extension SearchIndexManifest.Shard {
    /// How the manifest lists `shard`.
    public init(_ shard: SearchIndexShard) {
        self.init(path: shard.path, firstPage: shard.firstPage, entries: shard.entries)
    }
}
