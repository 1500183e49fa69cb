import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Another program, started with `posix_spawn`: `git log` for the pages' dates, navlint for
/// the Swift examples, and the browser opener of `navdocs serve --open`. Its standard input
/// is the bytes `run` is given, else /dev/null.
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

    /// Runs `executable` with `arguments` and waits for it, writing `input` to its standard
    /// input and reading what it writes to its standard output and error to their ends.
    package static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                            input: [UInt8]? = nil) throws(NotStarted) -> Finished {
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1], source: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw NotStarted(reason: String(cString: strerror(errno))) }
        guard pipe(&errors) == 0, input == nil || pipe(&source) == 0 else {
            (output + errors).filter { $0 >= 0 }.forEach { close($0) }
            throw NotStarted(reason: String(cString: strerror(errno)))
        }
        // Only the child is to hold its ends of the pipes.
        for fd in output + errors + source where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do throws(NotStarted) {
            pid = try spawn(executable, arguments, environment: environment, input: input == nil ? nil : source[0],
                            output: output[1], errors: errors[1])
        } catch {
            (output + errors + source).filter { $0 >= 0 }.forEach { close($0) }
            throw error
        }
        close(output[1]); close(errors[1])
        if input != nil { close(source[0]) }
        let (out, err) = exchange(input ?? [], into: source[1], output[0], errors[0])
        close(output[0]); close(errors[0])
        return Finished(status: wait(for: pid), output: out, errors: err)
    }

    /// Starts `executable` with its output and errors sent to /dev/null, and returns at once;
    /// another thread waits for it to end, so it leaves no zombie behind.
    package static func start(_ executable: String, _ arguments: [String],
                              environment: [String: String]) throws(NotStarted) {
        let pid = try spawn(executable, arguments, environment: environment, input: nil, output: nil, errors: nil)
        DispatchQueue.global().async { _ = wait(for: pid) }
    }

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              input: Int32?, output: Int32?, errors: Int32?) throws(NotStarted) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_adddup2(&actions, input, 0) } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
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

    /// The input written and both pipes read as they fill, in one loop: a program that
    /// writes much to one pipe while navdocs waits on another could otherwise stall on a
    /// full pipe. `sink` (-1 for none) is closed once `input` is written, or the program
    /// stops reading.
    private static func exchange(_ input: [UInt8], into sink: Int32, _ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var read: [[UInt8]] = [[], []]
        var open = [first, second]
        var chunk = [UInt8](repeating: 0, count: 65536)
        var sink = sink, written = 0
        if sink >= 0, input.isEmpty { close(sink); sink = -1 }
        while open.contains(where: { $0 >= 0 }) {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if sink >= 0 { polled.append(pollfd(fd: sink, events: Int16(POLLOUT), revents: 0)) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            if sink >= 0, polled[2].revents != 0 {
                // At most PIPE_BUF bytes, which a pipe ready for writing takes without blocking.
                let n = input[written...].prefix(Int(PIPE_BUF)).withUnsafeBytes { Glibc.write(sink, $0.baseAddress, $0.count) }
                if n > 0 { written += n }
                if written == input.count || (n < 0 && errno != EINTR && errno != EAGAIN) { close(sink); sink = -1 }
            }
            for i in open.indices where open[i] >= 0 && polled[i].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(open[i], $0.baseAddress, $0.count) }
                if n > 0 { read[i] += chunk[..<n] } else if n == 0 || errno != EINTR { open[i] = -1 }
            }
        }
        if sink >= 0 { close(sink) }
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
