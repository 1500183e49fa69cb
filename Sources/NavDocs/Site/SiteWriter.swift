import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import CLinux
import NavBase
import NavRules
import NavThreads

/// Writes a build into a staging folder beside the output and swaps it in only
/// when the build succeeded, with one atomic exchange, so the output folder always
/// exists and always holds one whole build. Staging and old folders carry the pid of
/// their process: a writer removes those of processes that no longer run.
public final class SiteWriter: OutputSink, @unchecked Sendable {
    /// Marks a folder as written by navdocs; any other non-empty folder is never replaced.
    static let marker = ".navdocs-site"

    public let output: URL
    private let staging: URL
    /// `staging.path`, kept as a string: building a URL for every file cost more than writing it.
    private let stagingPath: String
    private let shownAs: String
    /// The site this build replaces, when navdocs wrote it: a file whose bytes did not change is
    /// staged as a hard link to it, so it keeps its inode and change time.
    private let previousPath: String?
    private let lock = Lock()
    private var createdFolders: Set<String> = [""]
    /// What a signal's handler stops; a writer nobody can interrupt has one of its own.
    private let interruption: WriteInterruption

    /// Whether `path` may take a site: not one of, inside or around `protected`, not a file, and
    /// empty unless navdocs wrote it. It changes nothing, so a command runs it before it takes
    /// the output's lock and leaves no lock file behind for a build that never starts.
    public static func check(output path: String, protecting protected: [String]) throws(DiagnosticList) {
        let output = URL(fileURLWithPath: path).standardizedFileURL
        let real = realPath(output)
        for folder in protected {
            let other = realPath(URL(fileURLWithPath: folder).standardizedFileURL)
            if real == other || real.hasPrefix(other + "/") || other.hasPrefix(real + "/") || real == "/" {
                throw error(path, "output folder \"\(path)\" overlaps \"\(folder)\"; choose an output folder outside the content and theme folders")
            }
        }
        let fm = FileManager.default
        var isDirectory = false
        if fm.fileExists(atPath: output.path, isDirectory: &isDirectory) {
            guard isDirectory else { throw error(path, "output \"\(path)\" exists and is not a folder") }
            // The marker says the folder is a site navdocs wrote; without it, only an empty folder will do.
            // Neither needs the folder listed: a site's root can hold thousands of pages.
            if !fm.fileExists(atPath: output.appendingPathComponent(marker).path) && hasEntries(output.path) {
                throw error(path, "output folder \"\(path)\" has files navdocs did not write; empty it or choose another folder")
            }
        }
        // Foundation's error for a file standing where a folder must be is vague: name the file.
        var ancestor = output.deletingLastPathComponent()
        while !fm.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) { ancestor.deleteLastPathComponent() }
        guard isDirectory else {
            throw error(path, "cannot create the output folder: \(ancestor.path) is a file, not a folder")
        }
    }

    /// Checks that `output` may be written and creates the staging folder.
    /// `protected` are folders the output must neither be, lie inside, nor contain.
    /// `startingFrom` is a folder of the caller's holding an earlier build of this site:
    /// moved in as the staging folder, it is staged over instead of an empty one.
    /// `interruption` is the one the command's signal handler holds, when it has one.
    public init(output path: String, protecting protected: [String], startingFrom spare: String? = nil,
                interruption: WriteInterruption = WriteInterruption()) throws(DiagnosticList) {
        self.interruption = interruption
        shownAs = path
        output = URL(fileURLWithPath: path).standardizedFileURL
        let parent = output.deletingLastPathComponent()
        try Self.check(output: path, protecting: protected)
        let fm = FileManager.default
        previousPath = fm.fileExists(atPath: output.appendingPathComponent(Self.marker).path) ? output.path : nil
        staging = parent.appendingPathComponent(Self.stagingName(output, getpid()))
        stagingPath = staging.path
        Self.removeLeftovers(of: output)
        Self.removeIfPresent(staging.path)
        let staged = staging.path
        startedFromSpare = spare.map { rename($0, staged) == 0 } ?? false
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            if !startedFromSpare { try fm.createDirectory(at: staging, withIntermediateDirectories: false) }
        } catch {
            throw Self.error(path, "cannot create the output folder: \(Self.reason(error)); check the location is writable")
        }
        try write(Self.marker, Array("This folder is a site built by navdocs; navdocs build replaces it whole.\n".utf8))
    }

    public func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        precondition(!path.hasPrefix("/") && !Paths.climbs(path), "output path escapes the site: \(path)")
        try createFolder(of: path)
        if let existing = previousPath.map({ $0 + "/" + path }), Self.holds(existing, bytes) {
            if startedFromSpare { unlink(stagingPath + "/" + path) }
            if Glibc.link(existing, stagingPath + "/" + path) == 0 { return }
        }
        if let reason = Self.writeFile(bytes, at: stagingPath + "/" + path) {
            throw DiagnosticList([Self.error(shownAs + "/" + path, "cannot write: \(reason)")])
        }
    }

    private func createFolder(of path: String) throws(DiagnosticList) {
        let folder = String(Paths.folder(of: path))
        // Folders are few: create each once, under the lock, before anyone writes into it.
        lock.lock()
        if !createdFolders.contains(folder) {
            // Under the interruption lock too, so a signal's clean-up never sees a folder made again.
            interruption.lock.lock()
            defer { interruption.lock.unlock() }
            if interruption.interrupted {
                lock.unlock()
                throw DiagnosticList([Self.error(shownAs + "/" + path, "the build was interrupted")])
            }
            do {
                try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
                createdFolders.insert(folder)
            } catch {
                lock.unlock()
                throw DiagnosticList([Self.error(shownAs + "/" + path, "cannot create folder: \(Self.reason(error))")])
            }
        }
        lock.unlock()
    }

    /// Whether the file at `path` holds exactly `bytes` (its size is looked at first). Read
    /// in chunks and compared with `memcmp`: a rebuild over an existing site compares every
    /// page it writes, and walking `Data` byte by byte was a sixth of such a build.
    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = Glibc.stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: min(chunk, max(bytes.count, 1)), alignment: 16)
        defer { buffer.deallocate() }
        return bytes.withUnsafeBytes { expected -> Bool in
            var offset = 0
            while offset < expected.count {
                let n = read(fd, buffer, min(chunk, expected.count - offset))
                if n < 0 && errno == EINTR { continue }
                guard n > 0, memcmp(buffer, expected.baseAddress! + offset, n) == 0 else { return false }
                offset += n
            }
            // A file that grew since `fstat` is not the same file.
            return read(fd, buffer, 1) == 0
        }
    }

    /// Writes a whole file with plain system calls (a Foundation URL per file cost more
    /// than the write); returns the system's reason when it fails.
    static func writeFile(_ bytes: [UInt8], at target: String) -> String? {
        var fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        var overwriting = false
        if fd < 0, errno == EEXIST {
            // An existing name in a staging folder may be a hard link to a file of the live site:
            // only a file no other name holds is written over. Replacing it instead would free an
            // inode for each page, and ext4 makes every file created soon after search past the
            // inodes freed recently: a rebuild that changes every page would take longer than a clean build.
            let existing = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            var info = Glibc.stat()
            if existing >= 0, fstat(existing, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1 {
                (fd, overwriting) = (existing, true)
            } else {
                if existing >= 0 { close(existing) }
                unlink(target)
                fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            }
        }
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        // Cut to the new length after writing, not to nothing before: ext4 flushes a file
        // emptied and written again when it is closed.
        if overwriting && ftruncate(fd, off_t(bytes.count)) != 0 { return String(cString: strerror(errno)) }
        return nil
    }

    /// Whether the staging folder is the `startingFrom` folder, not an empty one.
    public let startedFromSpare: Bool

    /// Swaps the staged site in place of the output folder in one step, then deletes the old tree.
    public func commit() throws(DiagnosticList) { try commit(keepingOldAt: nil) }

    /// `commit()`, but the old tree is moved to `keepingOldAt` when given (and that folder does not exist).
    public func commit(keepingOldAt spare: String?) throws(DiagnosticList) {
        let old = output.deletingLastPathComponent().appendingPathComponent(Self.oldName(output, getpid()))
        interruption.lock.lock()
        guard !interruption.interrupted else {
            interruption.lock.unlock()
            throw Self.error(shownAs, "the build was interrupted")
        }
        var failure: String?
        if Self.exchange( stagingPath, output.path) == 0 {
            // Staging now holds the previous site; named old, it is removed here or by the next build.
            if let spare, rename(stagingPath, spare) == 0 {
                keptOld = true
            } else if rename(stagingPath, old.path) != 0 { try? FileManager.default.removeItem(at: staging) }
        } else if errno == ENOENT, rename(stagingPath, output.path) == 0 {
            // No output folder yet: a plain rename creates it whole.
        } else {
            failure = String(cString: strerror(errno))
        }
        committed = failure == nil
        if committed { interruption.anyCommitted = true }
        // The replaced tree goes before a signal's clean-up can run: removed by both at once,
        // each pass of one failed on entries the other had taken, and the process could end
        // with part of it left beside the output.
        if committed && !keptOld { try? FileManager.default.removeItem(at: old) }
        interruption.lock.unlock()
        if let failure {
            discard()
            throw Self.error(shownAs, "cannot replace the output folder: \(failure)")
        }
    }

    /// Whether `commit` put this build in place.
    public private(set) var committed = false
    /// Whether `commit` moved the replaced site to `keepingOldAt`.
    public private(set) var keptOld = false

    /// Removes the staging folder; the output folder is left as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Makes a hard link in the staging folder to a file that stays as it is (same bytes,
    /// same change time); false when the system refuses, and then the caller writes it.
    func link(_ path: String, to existing: String) throws(DiagnosticList) -> Bool {
        try createFolder(of: path)
        // A staging folder started from a spare may hold an older file by that name.
        if startedFromSpare { unlink(stagingPath + "/" + path) }
        return Glibc.link(existing, stagingPath + "/" + path) == 0
    }

    /// Removes a file from a staging folder started from a spare, and its folders left empty.
    func removeStaged(_ path: String) {
        guard startedFromSpare, unlink(stagingPath + "/" + path) == 0 else { return }
        var folder = String(Paths.folder(of: path))
        while !folder.isEmpty, rmdir(stagingPath + "/" + folder) == 0 { folder = String(Paths.folder(of: folder)) }
    }

    /// A file a writer thread created while the tree was being removed fails one pass; the next takes it.
    static func removeRepeatedly(_ folder: URL) {
        for _ in 0..<20 where FileManager.default.fileExists(atPath: folder.path) {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Removes the file or folder at `path` when there is one. Asking first is one system call;
    /// a removal of nothing builds an error that nobody reads, on every build.
    static func removeIfPresent(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Whether the folder at `path` holds anything, read up to its first entry.
    static func hasEntries(_ path: String) -> Bool {
        guard let stream = opendir(path) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { return true }
        }
        return false
    }

    static func stagingName(_ output: URL, _ pid: Int32) -> String { ".\(output.lastPathComponent).navdocs-staging-\(pid)" }
    static func oldName(_ output: URL, _ pid: Int32) -> String { ".\(output.lastPathComponent).navdocs-old-\(pid)" }

    /// Removes staging and old folders beside `output` whose process no longer runs
    /// (killed before it could clean up).
    static func removeLeftovers(of output: URL) {
        let parent = output.deletingLastPathComponent()
        let prefixes = [".\(output.lastPathComponent).navdocs-staging-", ".\(output.lastPathComponent).navdocs-old-"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let prefix = prefixes.first(where: name.hasPrefix), let pid = Int32(name.dropFirst(prefix.count)),
                  pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// `renameat2(from, to, RENAME_EXCHANGE)`: the staged site and the output folder trade places.
    private static func exchange(_ from: String, _ to: String) -> Int32 {
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, from, AT_FDCWD, to, renameExchange)
    }

    private static func realPath(_ url: URL) -> String {
        var path = url.resolvingSymlinksInPath().path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The system's words for why a file operation failed ("Permission denied"), as in every
    /// other message about files.
    private static func reason(_ error: Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }

    private static func error(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(path: path, location: SourceLocation(line: 1, column: 1), message: message)
    }

    private static func error(_ path: String, _ message: String) -> DiagnosticList {
        DiagnosticList([error(path, message) as Diagnostic])
    }
}

/// A build's writers and the signal handler that may stop them: commits and the signal's
/// clean-up take turns under its lock, so a staging folder is never half removed when swapped
/// in. The command that installs the handler makes one and hands it to its writers.
public final class WriteInterruption: @unchecked Sendable {
    fileprivate let lock = Lock()
    fileprivate var interrupted = false
    fileprivate var anyCommitted = false

    public init() {}

    /// For a signal handler: stops any later commit or folder of this interruption's writers
    /// and removes this process's staging and old folders beside `output`. True when one of
    /// them already swapped a build in.
    @discardableResult
    public func interrupt(output path: String) -> Bool {
        let output = URL(fileURLWithPath: path).standardizedFileURL
        lock.lock()
        interrupted = true
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(SiteWriter.stagingName(output, getpid()))
        let old = parent.appendingPathComponent(SiteWriter.oldName(output, getpid()))
        // Writers may still be creating files: the rename takes the tree out from under their
        // paths at once, and no folder can be made again now that `interrupted` is set.
        if rename(staging.path, old.path) != 0 { SiteWriter.removeRepeatedly(staging) }
        SiteWriter.removeRepeatedly(old)
        lock.unlock()
        return anyCommitted
    }
}
