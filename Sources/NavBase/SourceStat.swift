import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What the file system says about a source file without reading it. An incremental build,
/// or a lint run with a read cache, reads a file again only when this differs from what the
/// last run saw, as make and ninja decide by modification time; see `vouches(for:)` for when
/// it is trusted.
package struct SourceStat: Sendable, Equatable {
    package init(size: Int, modified: Int, changed: Int, inode: UInt64, device: UInt64, takenAt: Int) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
        self.takenAt = takenAt
    }

    package var size: Int
    /// Modification and status-change times, in nanoseconds.
    package var modified: Int
    package var changed: Int
    package var inode: UInt64
    package var device: UInt64
    /// When the stat was taken, in nanoseconds of the real-time clock.
    package var takenAt: Int

    /// A file changed this close before its stat was taken may change again within the same
    /// tick of the file system's clock, keeping its size and times: such a stat vouches for
    /// nothing, and the file is read and hashed again (git's "racily clean" rule).
    package static let settleNanoseconds = 2_000_000_000

    /// Whether `now`, a stat of the same path, says the file is the one this stat saw. Size,
    /// both times, inode and device must agree. The change time cannot be set from user
    /// space: putting an edited file's modification time back (`touch -d`) still moves it.
    package func vouches(for now: SourceStat, settle: Int = settleNanoseconds) -> Bool {
        size == now.size && modified == now.modified && changed == now.changed && inode == now.inode
            && device == now.device && isSettled(settle)
    }

    /// Whether the file had not changed for `settle` nanoseconds when this stat was taken:
    /// only then can the stat vouch for anything.
    package func isSettled(_ settle: Int = settleNanoseconds) -> Bool { max(modified, changed) < takenAt - settle }
}

extension SourceStat {
    /// What `info` (a `stat` of the file) says, taken now.
    package init(_ info: stat) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        self.init(size: Int(info.st_size),
                  modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec),
                  changed: Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec),
                  inode: UInt64(info.st_ino), device: UInt64(info.st_dev),
                  takenAt: Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec))
    }
}
