import Dispatch
#if canImport(Glibc)
import Glibc
#endif
@testable import NavDocs
import Testing
import NavThreads

/// Other programs, as `git log` and `serve --open` start them.
@Suite struct ChildProcessTests {
    @Test func itsOutputErrorsAndStatusComeBack() throws {
        let finished = try ChildProcess.run("/bin/sh", ["-c", "printf 'out\\n'; printf 'err\\n' >&2; exit 3"],
                                            environment: ["PATH": "/usr/bin:/bin"])
        #expect(finished.status == 3)
        #expect(String(decoding: finished.output, as: UTF8.self) == "out\n")
        #expect(String(decoding: finished.errors, as: UTF8.self) == "err\n")
    }

    @Test func aProgramFillingBothPipesDoesNotStall() throws {
        // 1 MB on standard error before a byte on standard output: far past what a pipe holds.
        let script = "head -c 1000000 /dev/zero >&2; head -c 300000 /dev/zero"
        let finished = try ChildProcess.run("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        #expect(finished.status == 0)
        #expect(finished.errors.count == 1_000_000)
        #expect(finished.output.count == 300_000)
    }

    @Test func theEnvironmentIsTheOneGivenAndInputIsEmpty() throws {
        let finished = try ChildProcess.run("/usr/bin/env", ["sh", "-c", "echo \"$TZ\"; cat"],
                                            environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC"])
        #expect(String(decoding: finished.output, as: UTF8.self) == "UTC\n")
    }

    @Test func inputGoesToStandardInputWhileOutputIsRead() throws {
        // 1 MB each way: neither side can finish before the other reads.
        let input = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000_000)
        let finished = try ChildProcess.run("/bin/cat", [], environment: [:], input: input)
        #expect(finished.status == 0)
        #expect(finished.output == input)
    }

    @Test func aProgramThatReadsNoInputDoesNotStallTheWriter() throws {
        signal(SIGPIPE, SIG_IGN)
        let input = [UInt8](repeating: 0, count: 1_000_000)
        let finished = try ChildProcess.run("/bin/sh", ["-c", "echo done"], environment: [:], input: input)
        #expect(String(decoding: finished.output, as: UTF8.self) == "done\n")
    }

    @Test func aSignalIsReportedAs128PlusItsNumber() throws {
        let finished = try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"], environment: [:])
        #expect(finished.status == 128 + 9)
    }

    @Test func aMissingProgramSaysWhy() {
        #expect(throws: ChildProcess.NotStarted(reason: "No such file or directory")) {
            _ = try ChildProcess.run("/nonexistent/program", [], environment: [:])
        }
    }

    @Test func detachedThreadsRunAndALockKeepsTheirCountWhole() {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            var count = 0
        }
        let counter = Counter(), finished = DispatchSemaphore(value: 0)
        for _ in 0..<4 {
            detachThread {
                for _ in 0..<10_000 { counter.lock.withLock { counter.count += 1 } }
                finished.signal()
            }
        }
        for _ in 0..<4 { finished.wait() }
        #expect(counter.lock.withLock { counter.count } == 40_000)
    }
}
