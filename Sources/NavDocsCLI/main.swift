#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavDocsCommandLine

/// Where this executable lives, read from the kernel rather than through Foundation's
/// Bundle, whose set-up traps when the process may not read its working folder.
func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    let argument = CommandLine.arguments.first ?? ""
    return argument.contains("/") ? argument : nil
}

// A navlint that stops reading the Swift examples navdocs writes to it makes that write fail
// with EPIPE, which the build reports, instead of ending navdocs with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// What the build is done with goes with the process: this holds it until `_exit`.
let keptUntilExit = NavDocsCommand.KeptUntilExit()
let status = NavDocsCommand.run(Array(CommandLine.arguments.dropFirst()), keptUntilExit: keptUntilExit,
                                executableFolder: executablePath().map(FilePaths.folder(of:)),
                                searchPath: getenv("PATH").map { String(cString: $0) })
// Everything is written by now (the console writes unbuffered, a build waits for its cache
// file); `exit` would only run the libraries' exit handlers first, work a short rebuild notices.
fflush(nil)
_exit(status)
