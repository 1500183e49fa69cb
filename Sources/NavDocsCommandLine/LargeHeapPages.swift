#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// An incremental build is a fresh process that reads a site's records into fresh memory,
/// and Linux maps each 4 KiB page of it with a fault of its own the first time it is
/// touched: at 10,000 pages, a tenth of the rebuild. `ready` grows the main heap once, by
/// `reserve`, and asks the kernel to back it with 2 MiB pages where it can, one fault each
/// instead of 512. Only how the memory is mapped changes, not what is in it.
///
/// Worker threads keep their own arenas, with small pages: making them share the main one
/// costs a full build more in waiting than its faults cost. A full build is left as it is,
/// since its faults are a small part of its work; see README, Speed.
enum LargeHeapPages {
    /// How far ahead the heap grows, and how much of it stays when blocks are freed.
    static let reserve = 128 << 20

    /// The last build's cache, in bytes, past which a rebuild asks for large pages. Their set-up
    /// and the 2 MiB pages zeroed whole cost a rebuild about as much as they save at about
    /// 3,000 pages (a 1.5 MB cache): measured interleaved, 5% slower at 1,000 pages, 7% faster
    /// at 10,000 (5 MB).
    static let worthFromCacheBytes = 2 << 20

    /// Whether a rebuild that reads a cache of `bytes` should ask: a first build, with no cache,
    /// is a full build.
    static func pay(forCacheOf bytes: Int) -> Bool { bytes >= worthFromCacheBytes }

    /// Whether the heap is now backed with large pages: false where the allocator or the
    /// kernel offers none. Done once per process.
    static let ready: Bool = {
        #if canImport(Glibc)
        // Blocks up to 32 MiB (the search index, the cache file) come from the heap, not a mapping of their own.
        guard mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1, mallopt(M_TOP_PAD, Int32(reserve)) == 1 else { return false }
        let before = UInt(bitPattern: sbrk(0))
        // One block larger than what is free makes the heap grow by it and the reserve.
        guard let probe = malloc(1 << 20), malloc_usable_size(probe) > 0 else { return false }
        let after = UInt(bitPattern: sbrk(0))
        free(probe)
        let huge: UInt = 2 << 20
        let start = (before + huge - 1) & ~(huge - 1), end = after & ~(huge - 1)
        guard end > start else { return false }
        return madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE) == 0
        #else
        return false
        #endif
    }()
}
