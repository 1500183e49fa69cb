import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavRules

/// A file found under a folder, by its path relative to that folder (`guide/titles.md`).
public struct TreeFile: Hashable, Sendable {
    public var path: String
    public init(path: String) { self.path = path }
}

/// Read access to a folder of content or theme files. The pipeline sees only this,
/// so it can be tested on an in-memory tree; `DiskTree` is the real one.
public protocol FileTree: Sendable {
    /// Every regular file under the tree, sorted by path. Problems that do not stop
    /// the listing (a symlink leaving the tree, a loop) come back as warnings.
    func listFiles() throws(DiagnosticList) -> (files: [TreeFile], warnings: [Diagnostic])
    func read(_ path: String) throws(DiagnosticList) -> [UInt8]
    /// How the tree's paths are shown in messages (`content/guide/titles.md`).
    func displayPath(_ path: String) -> String
}

/// Files held in memory: tests build sites from these.
public struct MemoryTree: FileTree {
    public var files: [String: [UInt8]]
    public var name: String

    public init(_ files: [String: String], name: String = "content") {
        self.files = files.mapValues { Array($0.utf8) }
        self.name = name
    }

    public init(bytes files: [String: [UInt8]], name: String = "content") {
        self.files = files
        self.name = name
    }

    public func listFiles() throws(DiagnosticList) -> (files: [TreeFile], warnings: [Diagnostic]) {
        (files.keys.sorted().map(TreeFile.init), [])
    }

    public func read(_ path: String) throws(DiagnosticList) -> [UInt8] {
        guard let bytes = files[path] else {
            throw DiagnosticList([Diagnostic(path: displayPath(path), location: .unknown, message: FileTreeMessage.fileNotFound)])
        }
        return bytes
    }

    public func displayPath(_ path: String) -> String { name.isEmpty ? path : "\(name)/\(path)" }
}

/// A folder on disk. Symlinks are followed only while they stay inside the folder.
public struct DiskTree: FileTree {
    public let root: URL
    /// The folder as the user named it, for messages.
    public let shownAs: String
    /// `root.path`, worked out once: every read joins a path to it.
    private let rootPath: String

    public init(root: String) {
        self.shownAs = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        self.root = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
        self.rootPath = self.root.path
    }

    public func displayPath(_ path: String) -> String {
        guard shownAs != "." else { return path }
        return FilePaths.join(shownAs, path)
    }

    public func listFiles() throws(DiagnosticList) -> (files: [TreeFile], warnings: [Diagnostic]) {
        let walked = try listFilesWithListing()
        return (walked.files, walked.warnings)
    }

    /// `listFiles`, and the listing to keep for the next build: nil when the walk followed a
    /// symlink or warned (see `ContentListing`).
    func listFilesWithListing() throws(DiagnosticList) -> (files: [TreeFile], warnings: [Diagnostic], listing: ContentListing?) {
        var files: [TreeFile] = []
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        var visited = Set<String>()
        // Each folder's stat, taken before it is read: a file added meanwhile changes its times after.
        var folders: [ContentListing.Folder]? = []
        let fm = FileManager.default
        var isDirectory = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory else {
            throw DiagnosticList([Diagnostic(path: shownAs, location: .unknown, message: FileTreeMessage.folderNotFound)])
        }
        // One readdir pass per folder: the entry type comes with the name, so only
        // symlinks (rare) cost a look-up of their own. `directory` is a real path.
        func walk(_ directory: String, relative: String) {
            guard visited.insert(directory).inserted else {
                warnings.append(Diagnostic(path: displayPath(relative), location: .unknown, level: .warning,
                                           message: FileTreeMessage.symlinkLoop))
                return
            }
            guard let stream = opendir(directory) else {
                errors.append(Diagnostic(path: displayPath(relative.isEmpty ? "." : relative), location: .unknown,
                                         message: FileTreeMessage.unreadableFolder))
                return
            }
            var info = stat()
            if fstat(dirfd(stream), &info) == 0 {
                folders?.append(ContentListing.Folder(path: directory, stat: SourceStat(info)))
            } else {
                folders = nil
            }
            var entries: [(name: String, type: UInt8)] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if !name.hasPrefix(".") { entries.append((name, entry.pointee.d_type)) }
            }
            closedir(stream)
            entries.sort { $0.name < $1.name }
            for (name, type) in entries {
                let path = FilePaths.join(relative, name)
                var kind = Int(type)
                // The full path only where the entry is looked at again: most entries are
                // pages, and a rebuild lists every one of them.
                if kind == Int(DT_REG) { files.append(TreeFile(path: path)); continue }
                let full = FilePaths.join(directory, name)
                if kind == Int(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(full, &info) == 0 else { continue }
                    let format = info.st_mode & S_IFMT
                    kind = format == S_IFLNK ? Int(DT_LNK) : format == S_IFDIR ? Int(DT_DIR) : Int(DT_REG)
                }
                switch kind {
                case Int(DT_DIR): walk(full, relative: path)
                case Int(DT_LNK): followLink(full, relative: path)
                default: files.append(TreeFile(path: path))
                }
            }
        }
        func followLink(_ full: String, relative path: String) {
            folders = nil
            let url = URL(fileURLWithPath: full)
            let target = url.resolvingSymlinksInPath()
            let inside = target.path == root.path || target.path.hasPrefix(root.path + "/")
            if !inside || target.path == url.path {
                warnings.append(Diagnostic(path: displayPath(path), location: .unknown, level: .warning,
                                           message: inside ? "broken symlink; skipped"
                                                           : "symlink points outside the folder; not followed"))
                return
            }
            var isDir = false
            guard fm.fileExists(atPath: target.path, isDirectory: &isDir) else {
                warnings.append(Diagnostic(path: displayPath(path), location: .unknown, level: .warning,
                                           message: FileTreeMessage.brokenSymlink))
                return
            }
            if isDir { walk(target.path, relative: path) } else { files.append(TreeFile(path: path)) }
        }
        walk(rootPath, relative: "")
        if !errors.isEmpty { throw DiagnosticList(errors) }
        files.sort { $0.path < $1.path }
        let listing = warnings.isEmpty ? folders.map { ContentListing(root: rootPath, folders: $0, files: files) } : nil
        return (files, warnings, listing)
    }

    /// Safe to call from several threads at once: loading reads the pages in parallel.
    public func read(_ path: String) throws(DiagnosticList) -> [UInt8] {
        let file = rootPath + "/" + path
        func failure(_ reason: String) -> DiagnosticList {
            DiagnosticList([Diagnostic(path: displayPath(path), location: .unknown, message: FileTreeMessage.unreadableFile(reason))])
        }
        // A FIFO or socket named like a page would block the build or fail obscurely:
        // only regular files are read, and opening never waits for a writer.
        let fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        var error: Int32 = 0
        /// Up to `capacity` bytes, and whether the file ended before that.
        func chunk(_ capacity: Int) -> (bytes: [UInt8], atEnd: Bool) {
            var atEnd = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < capacity {
                    let n = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        error = errno
                        return
                    }
                    if n == 0 { atEnd = true; return }
                    count += n
                }
            }
            return (bytes, atEnd)
        }
        // The size fstat gave and one byte more, to see the end; more reads only if the file grew.
        var (bytes, atEnd) = chunk(Int(info.st_size) + 1)
        while !atEnd && error == 0 {
            let more = chunk(max(4096, bytes.count))
            bytes += more.bytes
            atEnd = more.atEnd
        }
        if error != 0 { throw failure(String(cString: strerror(error))) }
        return bytes
    }
}

/// The messages reading a tree raises, each named once (docs/architecture.md).
enum FileTreeMessage {
    static let fileNotFound = "file not found"
    static let folderNotFound = "folder not found"
    static let symlinkLoop = "symlink loop; not followed"
    static let unreadableFolder = "cannot read folder: permission denied or not a folder"
    static let brokenSymlink = "broken symlink; skipped"
    static func unreadableFile(_ reason: String) -> String { "cannot read file: \(reason)" }
}
