import Foundation
import NavRules
import NavText

/// The output folder as an incremental build sees it. With no usable record of
/// the folder, the build goes through `SiteWriter` and swaps in a whole new
/// folder, like `navdocs build`. Otherwise only files whose bytes changed are
/// staged, then moved in one by one (each move is atomic, so a server never
/// sends half a file), and files the site no longer has are removed.
package final class IncrementalOutput: OutputSink, @unchecked Sendable {
    let output: URL
    private let staging: URL
    private let shownAs: String
    private let writer: SiteWriter?
    private let previous: [String: BuildCache.OutputRecord]
    /// Every file the last build left, touched since or not: those the site no longer has are removed.
    private let lastBuild: Set<String>
    private let lock = NSLock()
    private var produced: [String: BuildCache.OutputRecord] = [:]
    private var staged: Set<String> = []
    private var createdFolders: Set<String> = []

    /// `previous` is what the last build left; records of files that were changed
    /// or removed since are dropped, so those files are written again.
    init(output path: String, cacheFolder: URL, previous: [String: BuildCache.OutputRecord],
         protecting: [String]) throws(DiagnosticList) {
        shownAs = path
        output = URL(fileURLWithPath: path).standardizedFileURL
        staging = cacheFolder.appendingPathComponent("staging")
        let hasMarker = FileManager.default.fileExists(atPath: output.appendingPathComponent(SiteWriter.marker).path)
        if previous.isEmpty || !hasMarker {
            writer = try SiteWriter(output: path, protecting: protecting)
            self.previous = [:]
            lastBuild = []
        } else {
            // SiteWriter's checks on the folder, without staging a whole site.
            let probe = try SiteWriter(output: path, protecting: protecting)
            probe.discard()
            writer = nil
            lastBuild = Set(previous.keys)
            // A file someone touched since is written again; a site has thousands, checked on every core.
            let folder = output.path + "/"
            let records = Array(previous)
            let untouched = records.parallelMap { path, record in
                Self.stat(folder + path).map { $0.size == record.size && $0.modified == record.modified } ?? false
            }
            self.previous = Dictionary(uniqueKeysWithValues: zip(records, untouched).compactMap { $1 ? ($0.key, $0.value) : nil })
            try? FileManager.default.removeItem(at: staging)
        }
    }

    /// Whether this build replaces the folder whole.
    var isCold: Bool { writer != nil }

    package func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        let digest = FingerprintHasher.of(bytes)
        lock.lock()
        produced[path] = BuildCache.OutputRecord(digest: digest, size: bytes.count, modified: 0)
        let unchanged = previous[path]?.digest == digest
        if unchanged { produced[path] = previous[path] }
        lock.unlock()
        if let writer { return try writer.write(path, bytes) }
        if unchanged { return }
        try stage(path, bytes)
    }

    /// Keeps a file of the last build as it is. False when there is no such file.
    package func keep(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard writer == nil, let record = previous[path] else { return false }
        produced[path] = record
        return true
    }

    /// Whether the last build left this file untouched in the folder.
    func has(_ path: String) -> Bool { writer == nil && previous[path] != nil }

    /// The folder as `commit` left it: every file's record, and how many files changed.
    private(set) var committed: (records: [String: BuildCache.OutputRecord], changed: Int)?

    /// Puts the new files in place and keeps the record of the folder in `committed`.
    package func commit() throws(DiagnosticList) {
        if let writer {
            try writer.commit()
            committed = (stamped(Set(produced.keys)), produced.count)
            return
        }
        let fm = FileManager.default
        var errors: [Diagnostic] = []
        for path in staged.sorted() {
            let target = output.appendingPathComponent(path)
            try? fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if rename(staging.appendingPathComponent(path).path, target.path) != 0 {
                errors.append(Self.error(shownAs + "/" + path, "cannot update: \(String(cString: strerror(errno)))"))
            }
        }
        let removed = lastBuild.subtracting(produced.keys)
        for path in removed.sorted() {
            unlink(output.appendingPathComponent(path).path)
            // Remove folders the site no longer has; rmdir leaves any that still hold files.
            var folder = Paths.directory(of: path)
            while !folder.isEmpty, rmdir(output.appendingPathComponent(folder).path) == 0 {
                folder = Paths.directory(of: folder)
            }
        }
        try? fm.removeItem(at: staging)
        if !errors.isEmpty { throw DiagnosticList(errors) }
        committed = (stamped(staged), staged.count + removed.count)
    }

    /// Removes what was staged; the output folder is left as it was.
    func discard() {
        writer?.discard()
        try? FileManager.default.removeItem(at: staging)
    }

    private func stage(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        precondition(!path.hasPrefix("/") && !Paths.climbs(path), "output path escapes the site: \(path)")
        let folder = Paths.directory(of: path)
        lock.lock()
        staged.insert(path)
        if !createdFolders.contains(folder) {
            try? FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
            createdFolders.insert(folder)
        }
        lock.unlock()
        if let reason = SiteWriter.writeFile(bytes, at: staging.appendingPathComponent(path).path) {
            throw DiagnosticList([Self.error(shownAs + "/" + path, "cannot write: \(reason)")])
        }
    }

    /// The records of `paths` with the size and change time they now have on disk.
    private func stamped(_ paths: Set<String>) -> [String: BuildCache.OutputRecord] {
        var records = produced
        for path in paths {
            guard let now = Self.stat(output.appendingPathComponent(path).path) else { records[path] = nil; continue }
            records[path]?.size = now.size
            records[path]?.modified = now.modified
        }
        return records
    }

    static func stat(_ path: String) -> (size: Int, modified: Int)? {
        var info = Foundation.stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    private static func error(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(path: path, location: SourceLocation(line: 1, column: 1), message: message)
    }
}
