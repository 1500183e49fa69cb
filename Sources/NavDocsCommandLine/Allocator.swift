import CJemalloc

/// navdocs allocates through jemalloc, linked in place of glibc's malloc: a build makes and
/// frees millions of small objects on both cores (pages, strings, search terms), and a rebuild
/// reads ten thousand records into fresh memory, and jemalloc does that work in less time than
/// glibc's malloc (docs/performance.md, "jemalloc"). Nothing here changes what a build writes.
///
/// jemalloc reads its settings as it starts, from `malloc_conf` (CJemalloc's `settings.c`):
/// - A freed page stays with the process one second before it goes back to the system. jemalloc
///   keeps them ten seconds by default, longer than most builds last, so a large build's peak
///   memory would hold every page it ever freed.
/// - Its memory comes in 2 MiB pages where the kernel allows them. Most of a rebuild's memory is
///   fresh (the cache's ten thousand records decoded), and the kernel faults it in a page at a
///   time; in 4 KiB pages those faults are about a tenth of a one-page edit's CPU. The cost
///   is a few MiB more resident memory, as each arena's last large page is only partly used.
enum Allocator {
    /// How long a freed page stays before it goes back to the system, as jemalloc reports it.
    static var arenaDecayMilliseconds: Int? {
        var decay = 0, size = MemoryLayout<Int>.size
        return mallctl("arenas.dirty_decay_ms", &decay, &size, nil, 0) == 0 ? decay : nil
    }

    /// jemalloc's transparent-huge-page mode as it reports it ("default", "always", "never").
    static var hugePageMode: String? {
        var mode: UnsafePointer<CChar>?, size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("opt.thp", &mode, &size, nil, 0) == 0, let mode else { return nil }
        return String(cString: mode)
    }

    /// Bytes this thread has allocated through jemalloc so far: whether `malloc` reaches it.
    static var allocatedByThisThread: UInt64? {
        var bytes: UInt64 = 0, size = MemoryLayout<UInt64>.size
        return mallctl("thread.allocated", &bytes, &size, nil, 0) == 0 ? bytes : nil
    }
}
