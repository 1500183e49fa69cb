#if canImport(Glibc)
import Glibc
#endif
import NavDocsCommandLine

// What the build is done with goes with the process: this holds it until `_exit`.
let keptUntilExit = NavDocsCommand.KeptUntilExit()
let status = NavDocsCommand.run(Array(CommandLine.arguments.dropFirst()), keptUntilExit: keptUntilExit)
// Everything is written by now (the console writes unbuffered, a build waits for its cache
// file); `exit` would only run the libraries' exit handlers first, work a short rebuild notices.
fflush(nil)
_exit(status)
