import CJemalloc

/// navdocs allocates through jemalloc, linked in place of glibc's malloc: a build makes and
/// frees millions of small objects on both cores (pages, strings, search terms), and a rebuild
/// reads ten thousand records into fresh memory, and jemalloc does that work in less time than
/// glibc's malloc (docs/performance.md, "jemalloc"). Nothing here changes what a build writes.
enum Allocator {
    /// How long a freed page stays with the process before it goes back to the system. jemalloc
    /// keeps them ten seconds by default, longer than most builds last, so a large build's peak
    /// memory would hold every page it ever freed; a second returns them while the build runs.
    static let decayMilliseconds = 1000

    /// Sets the decay for the arena jemalloc has made and those it makes for threads later; done
    /// once per process, before a command starts its threads. False where jemalloc refuses it.
    static let configured: Bool = {
        var decay = decayMilliseconds
        let size = MemoryLayout<Int>.size
        return mallctl("arenas.dirty_decay_ms", nil, nil, &decay, size) == 0
            && mallctl("arena.0.dirty_decay_ms", nil, nil, &decay, size) == 0
    }()

    /// The decay new arenas get, as jemalloc reports it: what `configured` set.
    static var arenaDecayMilliseconds: Int? {
        var decay = 0, size = MemoryLayout<Int>.size
        return mallctl("arenas.dirty_decay_ms", &decay, &size, nil, 0) == 0 ? decay : nil
    }

    /// Bytes this thread has allocated through jemalloc so far: whether `malloc` reaches it.
    static var allocatedByThisThread: UInt64? {
        var bytes: UInt64 = 0, size = MemoryLayout<UInt64>.size
        return mallctl("thread.allocated", &bytes, &size, nil, 0) == 0 ? bytes : nil
    }
}
