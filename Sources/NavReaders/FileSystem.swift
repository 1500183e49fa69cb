import NavBase

/// The little navlint needs from a file system, so the linter runs the same
/// on the disk (`DiskFileSystem`) and on an in-memory tree in tests.
public protocol FileSystem {
    /// What `path` is, following symbolic links; an error says why it cannot be reached.
    func entry(at path: String) throws(FileSystemError) -> FileEntry
    /// The names in a directory (not paths), in any order.
    func names(inDirectory path: String) throws(FileSystemError) -> [String]
    /// The file's first `limit` bytes at most.
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8]
}

/// A file system that can say what a file is without reading it, so that a reader with a
/// read cache takes a file the last run read at its word (`SourceStat.vouches(for:)`). One
/// that cannot, or serves some files from elsewhere (an editor's buffer), is read in full.
package protocol StatFileSystem: FileSystem, Sendable {
    /// The file's stat, following symbolic links, taken now; `nil` when it cannot be had.
    func sourceStat(of path: String) -> SourceStat?
}

/// What a path turned out to be.
public enum FileEntry: Hashable, Sendable {
    case file(size: Int)
    /// `identity` is the same for every path that reaches this directory
    /// (through symbolic links too), so a walk can tell it has been here.
    case directory(identity: String)
    /// A device, socket or pipe: nothing navlint reads.
    case other
}

/// Why a path could not be used, in the operating system's words (`Permission denied`).
public struct FileSystemError: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
