import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase

/// Stats many files of one tree, each from its folder's open descriptor (`fstatat`): the
/// kernel looks up the file's own name only, not every folder from `/` down, for each of the
/// thousands of sources and outputs an incremental build stats.
/// `FastPathTests.statsFromFolderDescriptorsAgreeWithStatsOfWholePaths` compares it with
/// `stat` and `lstat` of whole paths.
package final class FolderStat: @unchecked Sendable {
    private let root: String
    /// Root-relative folder (not the root) → its descriptor; written only in `init`, so
    /// any number of threads may stat at once.
    private let folders: [String: Int32]
    /// The root's own descriptor (-1 when it cannot be opened): a file at the root, or in a
    /// folder past the limit, is looked up from it, two names or so rather than every folder
    /// from `/` down, and without a path made for it.
    private let rootFolder: Int32

    /// Descriptors held at once, at most: past this many folders the others' files are
    /// statted from the root's, so a tree of thousands of folders cannot use up the process's
    /// limit of open files (1,024 by default).
    static let folderLimit = 256

    /// Opens the folders that hold `paths` (root-relative files) under `root`.
    package init(root: String, paths: [String]) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        var wanted: Set<String> = []
        var last: Substring? = nil
        for path in paths {
            // Files of one folder come together, so a folder is hashed once, not once a file.
            // (A path whose last "/" is not a character of its own is looked up from the root.)
            let folder = Paths.folder(of: path)
            if folder.isEmpty || folder == last { continue }
            last = folder
            wanted.insert(String(folder))
            if wanted.count >= Self.folderLimit { break }
        }
        var opened: [String: Int32] = [:]
        for folder in wanted {
            let fd = open(self.root + "/" + folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if fd >= 0 { opened[folder] = fd }
        }
        folders = opened
        rootFolder = open(self.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        for fd in folders.values { close(fd) }
        if rootFolder >= 0 { close(rootFolder) }
    }

    /// `stat` (links followed) or `lstat` (not) of the root-relative file `path`; nil when it cannot be looked at.
    package func stat(_ path: String, followingLinks: Bool) -> Glibc.stat? {
        var info = Glibc.stat()
        let flags = followingLinks ? 0 : AT_SYMLINK_NOFOLLOW
        let result = path.withCString { whole -> Int32 in
            // The name after the last "/" is a C string of its own, the end of the path's.
            if let slash = strrchr(whole, Int32(UInt8(ascii: "/"))),
               let fd = folders[String(decoding: UnsafeRawBufferPointer(start: whole, count: whole.distance(to: slash)), as: UTF8.self)] {
                return fstatat(fd, slash + 1, &info, flags)
            }
            return rootFolder >= 0 ? fstatat(rootFolder, whole, &info, flags)
                                   : statWholePath(root + "/" + path, &info, followingLinks: followingLinks)
        }
        return result == 0 ? info : nil
    }
}

/// `stat` or `lstat` of a whole path: outside the class, whose own `stat` hides the C function's name.
private func statWholePath(_ path: String, _ info: inout stat, followingLinks: Bool) -> Int32 {
    followingLinks ? stat(path, &info) : lstat(path, &info)
}
