import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The last commit date of every file in a folder, from one `git log` over its history:
/// one process for the whole site rather than one per page.
package enum GitHistory {
    /// Why there are no dates, in words for a warning.
    package struct Unavailable: Error, Equatable {
        package var reason: String
    }

    /// Folder-relative path → `YYYY-MM-DD`, the committer date in UTC of the newest commit
    /// that touched it, so the same commit gives the same dates on every machine.
    package static func lastCommitDates(in folder: String, git: String = "git") throws(Unavailable) -> [String: String] {
        // -z: names as they are, with no quoting; --relative: paths from `folder`, as pages know them.
        let arguments = [git, "-C", folder, "log", "-z", "--name-only", "--relative", "--format=%x01%cd",
                         "--date=format-local:%Y-%m-%d", "--", "."]
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        environment["LC_ALL"] = "C"
        let git: ChildProcess.Finished
        do { git = try ChildProcess.run("/usr/bin/env", arguments, environment: environment) } catch {
            throw Unavailable(reason: "git could not be started (\(error.reason))")
        }
        guard git.status == 0 else {
            let message = String(decoding: git.errors, as: UTF8.self)
            if git.status == 127 { throw Unavailable(reason: "the git command was not found") }
            if message.contains("not a git repository") { throw Unavailable(reason: "\"\(folder)\" is not in a git repository") }
            let first = message.split(separator: "\n").first.map(String.init) ?? "exit status \(git.status)"
            throw Unavailable(reason: "git log failed: \(first)")
        }
        return parse(git.output)
    }

    /// `git log -z --name-only --format=%x01DATE` output: each commit is `\u{1}DATE`, then
    /// its file names, each ended by NUL. Newest first, so a file's first date is its last commit.
    static func parse(_ bytes: [UInt8]) -> [String: String] {
        var dates: [String: String] = [:]
        var date: String?
        for field in bytes.split(separator: 0, omittingEmptySubsequences: true) {
            var field = field[...]
            while field.first == UInt8(ascii: "\n") { field = field.dropFirst() }
            if field.first == 1 {
                date = String(decoding: field.dropFirst(), as: UTF8.self)
            } else if let date, !field.isEmpty {
                let path = String(decoding: field, as: UTF8.self)
                if dates[path] == nil { dates[path] = date }
            }
        }
        return dates
    }
}
