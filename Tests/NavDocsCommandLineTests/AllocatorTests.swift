@testable import NavDocsCommandLine
import Testing

/// navdocs allocates through jemalloc, linked in place of glibc's malloc (see `Allocator`).
/// This test process links the command line, and with it the same allocator.
@Suite struct AllocatorTests {
    @Test func aSwiftArraysMemoryComesFromJemalloc() throws {
        let before = try #require(Allocator.allocatedByThisThread, "jemalloc answers no mallctl here")
        let bytes = [UInt8](repeating: 7, count: 1 << 20)
        let after = try #require(Allocator.allocatedByThisThread)
        // Had malloc gone to glibc's allocator, jemalloc would have counted none of it.
        #expect(after - before >= UInt64(bytes.count))
        #expect(bytes.last == 7)
    }

    @Test func freedPagesGoBackToTheSystemAfterASecond() {
        #expect(Allocator.arenaDecayMilliseconds == 1000)
    }

    @Test func memoryComesInLargePagesWhereTheKernelAllowsThem() {
        // jemalloc reads "thp:always" from CJemalloc's settings; without them it says "default".
        #expect(Allocator.hugePageMode == "always")
    }
}
