import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Another program, started with `posix_spawn`: `git log` for the pages' dates, and the
/// browser opener of `navdocs serve --open`. Its standard input is /dev/null.
package enum ChildProcess {
    package struct Finished: Sendable {
        /// The exit status, or 128 plus the signal that ended it.
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    /// Why the program could not be started, in the system's words.
    package struct NotStarted: Error, Equatable {
        package var reason: String
    }

    /// Runs `executable` with `arguments` and waits for it, reading what it writes to its
    /// standard output and error to their ends.
    package static func run(_ executable: String, _ arguments: [String],
                            environment: [String: String]) throws(NotStarted) -> Finished {
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw NotStarted(reason: String(cString: strerror(errno))) }
        guard pipe(&errors) == 0 else {
            output.forEach { close($0) }
            throw NotStarted(reason: String(cString: strerror(errno)))
        }
        // Only the child's standard output and error are to hold the write ends.
        for fd in output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do throws(NotStarted) {
            pid = try spawn(executable, arguments, environment: environment, output: output[1], errors: errors[1])
        } catch {
            output.forEach { close($0) }; errors.forEach { close($0) }
            throw error
        }
        close(output[1]); close(errors[1])
        let (out, err) = readToEnd(output[0], errors[0])
        close(output[0]); close(errors[0])
        return Finished(status: wait(for: pid), output: out, errors: err)
    }

    /// Starts `executable` with its output and errors sent to /dev/null, and returns at once;
    /// another thread waits for it to end, so it leaves no zombie behind.
    package static func start(_ executable: String, _ arguments: [String],
                              environment: [String: String]) throws(NotStarted) {
        let pid = try spawn(executable, arguments, environment: environment, output: nil, errors: nil)
        DispatchQueue.global().async { _ = wait(for: pid) }
    }

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              output: Int32?, errors: Int32?) throws(NotStarted) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (fd, target) in [(output, Int32(1)), (errors, Int32(2))] {
            if let fd { posix_spawn_file_actions_adddup2(&actions, fd, target) } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
            }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let failed = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard failed == 0 else { throw NotStarted(reason: String(cString: strerror(failed))) }
        return pid
    }

    /// Both pipes read as they fill: a program that writes much to one while the other is
    /// read could otherwise stall on a full pipe.
    private static func readToEnd(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var read: [[UInt8]] = [[], []]
        var open = [first, second]
        var chunk = [UInt8](repeating: 0, count: 65536)
        while open.contains(where: { $0 >= 0 }) {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            for i in open.indices where open[i] >= 0 && polled[i].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(open[i], $0.baseAddress, $0.count) }
                if n > 0 { read[i] += chunk[..<n] } else if n == 0 || errno != EINTR { open[i] = -1 }
            }
        }
        return (read[0], read[1])
    }

    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 128 }
        }
        // The <sys/wait.h> macros, which Swift does not import: exited, or ended by a signal.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
