import Foundation
import NavRules
import NavText

/// The output folder as an incremental build sees it. Every build is staged beside
/// the output and swapped in whole by `SiteWriter`, in one atomic exchange. With a usable
/// record of the folder, only files whose bytes changed are written into the staging
/// folder; the others are hard links to the files already there (same bytes, same change
/// time), so the swap costs a link per unchanged file, and files the site no longer has
/// are simply not in the new tree.
package final class IncrementalOutput: OutputSink, @unchecked Sendable {
    let output: URL
    private let shownAs: String
    private let writer: SiteWriter
    private let warm: Bool
    private let previous: [String: BuildCache.OutputRecord]
    /// Every file the last build left, touched since or not: those the site no longer has are removed.
    private let lastBuild: Set<String>
    private let lock = NSLock()
    private var produced: [String: BuildCache.OutputRecord] = [:]
    private var written: Set<String> = []

    /// `previous` is what the last build left; records of files that were changed
    /// or removed since are dropped, so those files are written again.
    init(output path: String, cacheFolder: URL, previous: [String: BuildCache.OutputRecord],
         protecting: [String]) throws(DiagnosticList) {
        shownAs = path
        output = URL(fileURLWithPath: path).standardizedFileURL
        // Incremental builds before the atomic swap staged their files here.
        try? FileManager.default.removeItem(at: cacheFolder.appendingPathComponent("staging"))
        let hasMarker = FileManager.default.fileExists(atPath: output.appendingPathComponent(SiteWriter.marker).path)
        writer = try SiteWriter(output: path, protecting: protecting)
        warm = !previous.isEmpty && hasMarker
        if !warm {
            self.previous = [:]
            lastBuild = []
        } else {
            lastBuild = Set(previous.keys)
            // A file someone touched since is written again; a site has thousands, checked on every core.
            let folder = output.path + "/"
            let records = Array(previous)
            let untouched = records.parallelMap { path, record in
                Self.stat(folder + path).map { $0.size == record.size && $0.modified == record.modified } ?? false
            }
            self.previous = Dictionary(uniqueKeysWithValues: zip(records, untouched).compactMap { $1 ? ($0.key, $0.value) : nil })
        }
    }

    /// Whether this build writes every file anew.
    var isCold: Bool { !warm }

    package func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        let digest = FingerprintHasher.of(bytes)
        lock.lock()
        let unchanged = previous[path]?.digest == digest
        produced[path] = unchanged ? previous[path] : BuildCache.OutputRecord(digest: digest, size: bytes.count, modified: 0)
        if !unchanged { written.insert(path) }
        lock.unlock()
        if unchanged { return }
        try writer.write(path, bytes)
    }

    /// Keeps a file of the last build as it is. False when there is no such file.
    package func keep(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard warm, let record = previous[path] else { return false }
        produced[path] = record
        return true
    }

    /// Whether the last build left this file untouched in the folder.
    func has(_ path: String) -> Bool { warm && previous[path] != nil }

    /// The folder as `commit` left it: every file's record, and how many files changed.
    private(set) var committed: (records: [String: BuildCache.OutputRecord], changed: Int)?

    /// Links the unchanged files into the staged tree, swaps it in and keeps the record
    /// of the folder in `committed`.
    package func commit() throws(DiagnosticList) {
        let kept = produced.keys.filter { !written.contains($0) }
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
        try writer.commit()
        let removed = lastBuild.subtracting(produced.keys)
        committed = (stamped(written), written.count + removed.count)
    }

    /// Removes what was staged; the output folder is left as it was.
    func discard() {
        writer.discard()
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
