import NavBase
#if canImport(Glibc)
import Glibc
#endif

/// The content folder's files as a walk found them, with each folder's stat as it was
/// read. A file is added to, removed from or renamed in a folder only by changing that
/// folder's modification and change times, so while every folder's stat still vouches for
/// the recorded one (`SourceStat.vouches`) the walk would find the same files: an
/// incremental build then takes them from here instead of reading and sorting ten thousand
/// names. `IncrementalFastPathTests.keptListingsAgreeWithAWalk` compares it with walking.
///
/// Only a plain walk is kept: one that followed a symlink (whose target's folders the
/// walk's times do not cover) or warned is done again every build.
struct ContentListing: Sendable, Equatable {
    struct Folder: Sendable, Equatable {
        /// The folder's real path, as the walk opened it.
        var path: String
        var stat: SourceStat
    }

    /// The tree's root as `DiskTree` resolved it.
    var root: String
    /// Every folder walked, the root first.
    var folders: [Folder]
    /// What the walk found, in `listFiles` order.
    var files: [TreeFile]

    /// A folder changed this close before its stat is walked again, whatever the settle a
    /// build asks for: the file system stamps times from a clock that ticks every 1–10 ms
    /// on Linux, so a file added within the same tick would leave the folder's times as
    /// they were (`SourceStat.settleNanoseconds` is the longer wait sources get).
    static let minimumSettle = 20_000_000

    /// The files, when every folder's stat vouches for the recorded one; nil when one does
    /// not (or cannot be taken), and the tree must be walked.
    func files(ofRoot root: String, settle: Int) -> [TreeFile]? {
        guard root == self.root, !folders.isEmpty else { return nil }
        let settle = max(settle, Self.minimumSettle)
        for folder in folders {
            var info = stat()
            guard stat(folder.path, &info) == 0, folder.stat.vouches(for: SourceStat(info), settle: settle) else { return nil }
        }
        return files
    }

    /// Whether every folder had settled when the walk read it: a listing that had not can vouch
    /// for nothing next time, so it is neither kept nor written.
    func isSettled(_ settle: Int) -> Bool {
        folders.allSatisfy { $0.stat.isSettled(max(settle, Self.minimumSettle)) }
    }
}

// MARK: - On disk

extension ContentListing {
    static let fileName = "listing"
    static let fileHeader = Array("navdocs-listing 1\n".utf8)

    func encoded() -> [UInt8] {
        var out = CacheWriter(bytes: Self.fileHeader)
        out.string(root)
        out.list(folders) { out, folder in
            out.string(folder.path)
            out.stat(folder.stat)
        }
        out.list(files) { $0.string($1.path) }
        return out.bytes
    }

    /// Nil when `bytes` are not a whole listing file of this version.
    static func decode(_ bytes: [UInt8]) -> ContentListing? {
        guard bytes.starts(with: fileHeader) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> ContentListing? in
            var input = CacheReader(bytes: buffer, offset: fileHeader.count)
            guard let root = input.string(),
                  let folders = input.list({ r -> Folder? in
                      guard let path = r.string(), let stat = r.stat() else { return nil }
                      return Folder(path: path, stat: stat)
                  }),
                  let files = input.list({ $0.string().map(TreeFile.init) }), input.atEnd else { return nil }
            return ContentListing(root: root, folders: folders, files: files)
        }
    }

    /// The listing kept in `cacheFolder`, if there is a whole one.
    static func read(from cacheFolder: String) -> ContentListing? {
        IncrementalBuilder.readWhole(cacheFolder + "/" + fileName).flatMap(decode)
    }

    /// Keeps the listing in `cacheFolder`, written aside and renamed so that a listing file is
    /// always whole; the old one goes first, as the cache file's does (see `IncrementalBuilder`).
    func write(to cacheFolder: String) {
        let (file, temporary) = (cacheFolder + "/" + Self.fileName, cacheFolder + "/" + Self.fileName + ".new")
        guard SiteWriter.writeFile(encoded(), at: temporary) == nil else { return }
        unlink(file)
        rename(temporary, file)
    }
}
