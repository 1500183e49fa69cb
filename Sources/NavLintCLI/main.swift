import NavReaders
import Foundation
import NavLint
import NavSwiftUI

// All behaviour lives in NavLint's CommandRunner; this only connects it to
// the process: arguments, environment, the disk, and the two output streams.
let output = CommandRunner(fileSystem: DiskFileSystem(), environment: ProcessInfo.processInfo.environment,
                           readers: Linter.standardReaders + [SwiftUISupport.reader])
    .run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.exitCode)
