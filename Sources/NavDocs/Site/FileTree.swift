import Foundation
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
            throw DiagnosticList([Diagnostic(path: displayPath(path), location: .unknown, message: "file not found")])
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

    public init(root: String) {
        self.shownAs = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        self.root = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
    }

    public func displayPath(_ path: String) -> String { shownAs == "." ? path : "\(shownAs)/\(path)" }

    public func listFiles() throws(DiagnosticList) -> (files: [TreeFile], warnings: [Diagnostic]) {
        var files: [TreeFile] = []
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        var visited = Set<String>()
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticList([Diagnostic(path: shownAs, location: .unknown, message: "folder not found")])
        }
        func walk(_ directory: URL, relative: String) {
            let real = directory.resolvingSymlinksInPath().path
            guard visited.insert(real).inserted else {
                warnings.append(Diagnostic(path: displayPath(relative), location: .unknown, level: .warning,
                                           message: "symlink loop; not followed"))
                return
            }
            let names: [String]
            do { names = try fm.contentsOfDirectory(atPath: directory.path).sorted() } catch {
                errors.append(Diagnostic(path: displayPath(relative.isEmpty ? "." : relative), location: .unknown,
                                         message: "cannot read folder: permission denied or not a folder"))
                return
            }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                let url = directory.appendingPathComponent(name)
                let attributes = try? fm.attributesOfItem(atPath: url.path)
                var target = url
                if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
                    target = url.resolvingSymlinksInPath()
                    let inside = target.path == root.path || target.path.hasPrefix(root.path + "/")
                    if !inside || target.path == url.path {
                        warnings.append(Diagnostic(path: displayPath(path), location: .unknown, level: .warning,
                                                   message: inside ? "broken symlink; skipped"
                                                                   : "symlink points outside the folder; not followed"))
                        continue
                    }
                }
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: target.path, isDirectory: &isDir) else {
                    warnings.append(Diagnostic(path: displayPath(path), location: .unknown, level: .warning,
                                               message: "broken symlink; skipped"))
                    continue
                }
                if isDir.boolValue { walk(target, relative: path) } else { files.append(TreeFile(path: path)) }
            }
        }
        walk(root, relative: "")
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return (files.sorted { $0.path < $1.path }, warnings)
    }

    public func read(_ path: String) throws(DiagnosticList) -> [UInt8] {
        let file = root.appendingPathComponent(path).path
        func failure(_ reason: String) -> DiagnosticList {
            DiagnosticList([Diagnostic(path: displayPath(path), location: .unknown, message: "cannot read file: \(reason)")])
        }
        // A FIFO or socket named like a page would block the build or fail obscurely:
        // only regular files are read, and opening never waits for a writer.
        var info = stat()
        if stat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw failure("not a regular file") }
        let fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        do { return Array(try handle.readToEnd() ?? Data()) } catch {
            throw failure(error.localizedDescription)
        }
    }
}
