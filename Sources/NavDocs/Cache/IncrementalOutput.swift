import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavRules
import NavThreads

/// The output folder as an incremental build sees it. Every build is staged beside
/// the output and swapped in whole by `SiteWriter`, in one atomic exchange. With a usable
/// record of the folder, only files whose bytes changed are written into the staging
/// folder; the others are hard links to the files already there (same bytes, same change
/// time), and files the site no longer has are not in the new tree.
///
/// The fast path: the site a swap replaces is kept in the cache folder (`spare`), and the
/// next build stages over it instead of an empty folder. It already holds every file the
/// last build did not change, as the same inodes, so a build links, writes and removes only
/// the files this build or the last one changed, not one link per file of the site.
/// `IncrementalFastPathTests` checks it leaves the files and inodes staging afresh leaves.
package final class IncrementalOutput: OutputSink, @unchecked Sendable {
    let output: URL
    private let shownAs: String
    private let writer: SiteWriter
    private let warm: Bool
    /// The last build's files still as it left them: those someone touched since are written again.
    private var previous: [String: BuildCache.OutputRecord] { untouched.value }
    /// Stats thousands of files, so it is worked out on another core while the build reads its
    /// content, in parts that the build's thread takes over if it asks before they are done.
    private let untouched: BackgroundParts<[String], [String: BuildCache.OutputRecord]>
    /// Every file the last build left, touched since or not: those the site no longer has are removed.
    private let lastBuild: [String: BuildCache.OutputRecord]
    private let lock = Lock()
    private var produced: [String: BuildCache.OutputRecord] = [:]
    private var written: Set<String> = []
    /// Where the replaced site is kept for the next build, and what it differs in, when staged over.
    private let cacheFolder: URL
    private let spareFolder: String
    private let spareDiffers: Set<String>
    /// The output folder's folder times as the last build left them: the spare's, once swapped out.
    private let lastFolders: [String: Int]

    /// `previous` is what the last build left (`folders`, its folders' times); records of files
    /// that were changed or removed since are dropped, so those files are written again. `spare`
    /// describes the tree kept in the cache folder; `usesSpare: false` stages into an empty folder.
    init(output path: String, cacheFolder: URL, previous: [String: BuildCache.OutputRecord],
         folders: [String: Int] = [:], spare: BuildCache.SpareTree? = nil, usesSpare: Bool = true,
         protecting: [String], interruption: WriteInterruption = WriteInterruption()) throws(DiagnosticList) {
        shownAs = path
        output = URL(fileURLWithPath: path).standardizedFileURL
        // Incremental builds before the atomic swap staged their files here.
        // Paths joined as strings: both folders are standardized already, and each URL
        // operation cost more than the system call it named a path for.
        let cache = cacheFolder.path
        SiteWriter.removeIfPresent(cache + "/staging")
        self.cacheFolder = cacheFolder
        spareFolder = cache + "/spare"
        lastFolders = folders
        let hasMarker = access(output.path + "/" + SiteWriter.marker, F_OK) == 0
        warm = !previous.isEmpty && hasMarker
        var spare = spare
        if let record = spare, !(warm && usesSpare && Self.foldersUnchanged(spareFolder, record.folders)) { spare = nil }
        if spare == nil, FileManager.default.fileExists(atPath: spareFolder) {
            try? FileManager.default.removeItem(atPath: spareFolder)
        }
        spareDiffers = Set(spare?.differs ?? [])
        writer = try SiteWriter(output: path, protecting: protecting, startingFrom: spare == nil ? nil : spareFolder,
                                interruption: interruption)
        if !warm {
            untouched = BackgroundParts(parts: 0, { _ in [] }, combine: { _ in [:] })
            lastBuild = [:]
        } else {
            lastBuild = previous
            // One core for thousands of stats: the build's own thread parses and maps the site
            // meanwhile, and the plan, the first to ask, comes after both. Spread over every
            // core from the start, the stats would take that thread's core too and hold up the
            // steps; when the plan asks first, its thread stats the parts left.
            // The records stay in their dictionary: usually none is touched, and none has to go.
            let paths = Array(previous.keys), records = Array(previous.values)
            let size = Self.statsPerPart
            let folders = MadeOnce { [root = output.path] in FolderStat(root: root, paths: paths) }
            untouched = BackgroundParts(parts: (paths.count + size - 1) / size, { part in
                let files = folders.value
                return (part * size..<min(paths.count, (part + 1) * size)).compactMap { i in
                    guard let now = Self.file(files.stat(paths[i], followingLinks: false)),
                          now.size == records[i].size, now.modified == records[i].modified else { return paths[i] }
                    return nil
                }
            }, combine: { touched in
                var kept = previous
                for part in touched { for path in part { kept[path] = nil } }
                return kept
            })
        }
    }

    /// Output files statted in one part (see `untouched`): small enough that the build's
    /// thread, taking over, waits for little more than the parts in hand.
    static let statsPerPart = 256

    /// Whether this build writes every file anew.
    var isCold: Bool { !warm }

    package func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        let digest = FingerprintHasher.of(bytes)
        let last = previous[path]
        lock.lock()
        let unchanged = last?.digest == digest
        produced[path] = unchanged ? last : BuildCache.OutputRecord(digest: digest, size: bytes.count, modified: 0)
        if !unchanged { written.insert(path) }
        lock.unlock()
        if unchanged { return }
        try writer.write(path, bytes)
    }

    /// Keeps a file of the last build as it is. False when there is no such file.
    package func keep(_ path: String) -> Bool { keep([path]) }

    /// Keeps many files at once.
    package func keep(_ paths: [String]) -> Bool {
        guard warm else { return paths.isEmpty }
        guard let records = lastRecords(paths) else { return false }
        lock.lock(); defer { lock.unlock() }
        produced.merge(records) { written, _ in written }
        return true
    }

    /// The last build's records of `paths`; nil when one is not in the folder as it left it.
    private func lastRecords(_ paths: [String]) -> [String: BuildCache.OutputRecord]? {
        let previous = self.previous
        var records: [String: BuildCache.OutputRecord] = [:]
        records.reserveCapacity(paths.count)
        for path in paths {
            guard let record = previous[path] else { return nil }
            records[path] = record
        }
        return records
    }

    /// Thousands of files (every page a build does not redo) are looked up on another core
    /// while the build goes on; `commit` stops the build if one was not there.
    package func keep(known paths: [String]) {
        guard paths.count >= Self.keptInBackground else {
            guard keep(paths) else { preconditionFailure("a file the build knew was kept is not in the output") }
            return
        }
        let gathered = Background { [self] in lastRecords(paths) }
        lock.lock(); keeping.append(gathered); lock.unlock()
    }

    static let keptInBackground = 256
    /// The records of files kept many at once, being looked up; nil where one was missing.
    private var keeping: [Background<[String: BuildCache.OutputRecord]?>] = []

    /// Takes in the files kept in the background: the largest table is the base, so the
    /// thousands of records in it are not inserted again.
    private func settleKeeping() {
        lock.lock(); defer { lock.unlock() }
        for gathered in keeping {
            guard var records = gathered.value else {
                preconditionFailure("a file the build keeps is not in the last build's output")
            }
            // A file written by this build has its new record, whichever table is the base.
            if records.count > produced.count {
                swap(&records, &produced)
                produced.merge(records) { _, written in written }
            } else {
                produced.merge(records) { written, _ in written }
            }
        }
        keeping = []
    }

    /// Whether the last build left this file untouched in the folder.
    func has(_ path: String) -> Bool { warm && previous[path] != nil }
    /// `has` for each of many paths, the folder's records fetched once.
    func has(_ paths: [String]) -> [Bool] {
        guard warm else { return paths.map { _ in false } }
        let previous = self.previous
        return paths.map { previous[$0] != nil }
    }

    /// The folder as `commit` left it: every file's record, its folders' times, the
    /// spare kept for the next build, and how many files changed.
    /// `touched` (files written or removed) is nil for a cold build, which does not start from the last records.
    private(set) var committed: (records: [String: BuildCache.OutputRecord], folders: [String: Int],
                                 spare: BuildCache.SpareTree?, changed: Int, touched: Set<String>?)?

    /// Links the unchanged files into the staged tree, swaps it in and keeps the record
    /// of the folder in `committed`.
    package func commit() throws(DiagnosticList) {
        settleKeeping()
        // Over a spare, a kept file is already staged, as the same inode, unless the last build changed it.
        let kept = writer.startedFromSpare ? spareDiffers.filter { produced[$0] != nil && !written.contains($0) }
                                           : produced.keys.filter { !written.contains($0) }
        let new = written.reduce(0) { $0 + (lastBuild[$1] == nil ? 1 : 0) }
        let removed = removedFiles(newFiles: new)
        if writer.startedFromSpare {
            // The spare holds the files of the build before the last: those the site no longer has go.
            for path in removed { writer.removeStaged(path) }
            for path in spareDiffers where lastBuild[path] == nil && produced[path] == nil { writer.removeStaged(path) }
        }
        let folder = output.path + "/"
        let failures = kept.parallelMap { path -> [Diagnostic] in
            do throws(DiagnosticList) {
                if try writer.link(path, to: folder + path) { return [] }
                // No hard links here (another file system's rules): copy the bytes instead.
                guard let bytes = FileManager.default.contents(atPath: folder + path) else {
                    return [Self.error(shownAs + "/" + path, "cannot keep: \(String(cString: strerror(errno)))")]
                }
                try writer.write(path, Array(bytes))
                return []
            } catch { return error.diagnostics }
        }.flatMap { $0 }
        if !failures.isEmpty {
            writer.discard()
            throw DiagnosticList(failures)
        }
        // Only a warm build knows what the replaced site holds; a cold one lets it go. The
        // spare's folder is made here: `serve` writes no cache file, which would make it.
        if warm { try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true) }
        try writer.commit(keepingOldAt: warm ? spareFolder : nil)
        let touched = written.union(removed)
        let spare = writer.keptOld ? BuildCache.SpareTree(differs: touched.sorted(), folders: lastFolders) : nil
        let folders = folderTimes(sameFiles: warm && removed.isEmpty && new == 0)
        committed = (stamped(written), folders, spare, written.count + removed.count, warm ? touched : nil)
    }

    /// The last build's files this build neither wrote nor kept, given how many files it wrote
    /// that the last build did not have. A file kept, or written with the bytes it had, is one
    /// of the last build's, so the others produced tell how many went: none, and its thousands
    /// of paths are not looked up; usually a few the last build wrote (search chunks and fragments,
    /// named for their bytes, replaced by this build's), and those few are looked at before the rest.
    private func removedFiles(newFiles: Int) -> [String] {
        let gone = lastBuild.count - (produced.count - newFiles)
        guard gone > 0 else { return [] }
        let found = spareDiffers.filter { lastBuild[$0] != nil && produced[$0] == nil }
        let removed = found.count == gone ? Array(found) : lastBuild.keys.filter { produced[$0] == nil }
        assert(Set(removed) == Set(lastBuild.keys.filter { produced[$0] == nil }), "the files gone were miscounted")
        return removed
    }

    /// Each folder of the output (those holding a produced file, and the root) with its modification time.
    /// With `sameFiles` (the last build's files, no more, no fewer) those are the folders it recorded.
    private func folderTimes(sameFiles: Bool) -> [String: Int] {
        let folders = sameFiles && !lastFolders.isEmpty ? Set(lastFolders.keys) : foldersHoldingFiles()
        var times: [String: Int] = [:]
        for folder in folders {
            if let time = Self.folderTime(folder.isEmpty ? output.path : output.path + "/" + folder) { times[folder] = time }
        }
        return times
    }

    /// The folders holding a produced file, and the root ("").
    private func foldersHoldingFiles() -> Set<String> {
        var folders: Set<String> = [""]
        var last: Substring? = nil
        for path in produced.keys {
            // Folders as the file system has them, split at "/" bytes; a folder met again is not hashed again.
            var folder = Paths.folder(of: path)
            if folder == last { continue }
            last = folder
            while !folder.isEmpty, folders.insert(String(folder)).inserted { folder = Paths.folder(of: String(folder)) }
        }
        return folders
    }

    private static func folderTime(_ path: String) -> Int? {
        var info = Glibc.stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    }

    /// Whether the spare's folders are exactly those recorded, at the recorded times: no file
    /// was added or removed while it was the output folder. A folder the record lacks would
    /// show up as an entry added to its parent.
    private static func foldersUnchanged(_ spare: String, _ recorded: [String: Int]) -> Bool {
        !recorded.isEmpty && recorded.allSatisfy { folder, time in
            folderTime(folder.isEmpty ? spare : spare + "/" + folder) == time
        }
    }

    /// Removes what was staged; the output folder is left as it was.
    func discard() {
        writer.discard()
    }

    /// The records of `paths` with the size and change time they now have on disk: the last
    /// use of `produced`, whose table is handed over rather than copied.
    private func stamped(_ paths: Set<String>) -> [String: BuildCache.OutputRecord] {
        var records = produced
        produced = [:]
        for path in paths {
            guard let now = Self.stat(output.appendingPathComponent(path).path) else { records[path] = nil; continue }
            records[path]?.size = now.size
            records[path]?.modified = now.modified
        }
        return records
    }

    static func stat(_ path: String) -> (size: Int, modified: Int)? {
        var info = Glibc.stat()
        return lstat(path, &info) == 0 ? file(info) : nil
    }

    /// A regular file's size and modification time; nil for anything else.
    private static func file(_ info: Glibc.stat?) -> (size: Int, modified: Int)? {
        guard let info, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    private static func error(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(path: path, location: SourceLocation(line: 1, column: 1), message: message)
    }
}

/// A value made by whichever thread first asks for it, while any other that asks waits for
/// that thread: no thread waits for work that is queued but not started.
private final class MadeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private let make: @Sendable () -> T
    private var made: T?

    init(_ make: @escaping @Sendable () -> T) { self.make = make }

    var value: T {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
