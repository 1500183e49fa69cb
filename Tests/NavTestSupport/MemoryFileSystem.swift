import NavReaders

/// An in-memory tree: files, folders, symbolic links and unreadable entries.
public struct MemoryFileSystem: FileSystem {
    public enum Node {
        case file([UInt8])
        case directory
        case link(String)
        case unreadable(String)
    }

    public var nodes: [String: Node]

    /// Files by path; their folders exist implicitly.
    public init(_ files: [String: String] = [:]) {
        nodes = [:]
        for (path, text) in files { add(path, .file(Array(text.utf8))) }
    }

    public mutating func add(_ path: String, _ node: Node) {
        nodes[path] = node
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty {
            let folder = parts.joined(separator: "/")
            if nodes[folder] == nil { nodes[folder] = .directory }
            parts.removeLast()
        }
    }

    /// The path with every link resolved, or nil for a loop or a dangling link.
    private func resolve(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            parts.append(part)
            var hops = 0
            while case .link(let target)? = nodes[parts.joined(separator: "/")] {
                hops += 1
                if hops > 8 { return nil }
                parts = target.split(separator: "/")
            }
        }
        let resolved = parts.joined(separator: "/")
        return resolved.isEmpty || nodes[resolved] != nil ? resolved : nil
    }

    public func entry(at path: String) throws(FileSystemError) -> FileEntry {
        guard let resolved = resolve(path) else { throw FileSystemError("No such file or directory") }
        switch resolved.isEmpty ? .directory : nodes[resolved]! {
        case .file(let bytes): return .file(size: bytes.count)
        case .directory: return .directory(identity: resolved)
        case .unreadable, .link: return .file(size: 0)
        }
    }

    public func names(inDirectory path: String) throws(FileSystemError) -> [String] {
        guard let resolved = resolve(path) else { throw FileSystemError("No such file or directory") }
        let prefix = resolved.isEmpty ? "" : resolved + "/"
        return nodes.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }
            .sorted(by: >)  // the finder must sort; a file system promises no order
    }

    public func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let resolved = resolve(path), let node = nodes[resolved] else {
            throw FileSystemError("No such file or directory")
        }
        switch node {
        case .file(let bytes): return Array(bytes.prefix(limit))
        case .unreadable(let reason): throw FileSystemError(reason)
        case .directory, .link: throw FileSystemError("Is a directory")
        }
    }
}
