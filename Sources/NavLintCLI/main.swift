import NavReaders
import Foundation
import NavLint
import NavSwiftUI

// All behaviour lives in NavLint's CommandRunner; this only connects it to
// the process: arguments, environment, the working folder, the disk, and the streams.
let runner = CommandRunner(fileSystem: DiskFileSystem(), environment: ProcessInfo.processInfo.environment,
                           readers: Linter.standardReaders + [SwiftUISupport.reader],
                           workingDirectory: FileManager.default.currentDirectoryPath,
                           stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
                           standardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
                           cache: DiskReadCache.folder(environment: ProcessInfo.processInfo.environment).flatMap { folder in
                               DiskReadCache.currentBuild().map {
                                   DiskReadCache(folder: folder, build: $0, workingDirectory: FileManager.default.currentDirectoryPath)
                               }
                           },
                           executableDirectory: Bundle.main.executableURL?.resolvingSymlinksInPath()
                               .deletingLastPathComponent().path,
                           highlightSwift: SwiftUISupport.highlight)
var output = runner.run(Array(CommandLine.arguments.dropFirst()))
for (path, text) in output.files.sorted(by: { $0.key < $1.key }) {
    do {
        try ReplacingFileWriter.write(Array(text.utf8), to: path)
    } catch {
        output.stderr += "\(path): error: cannot write the file: \(error.message)\n"
        output.exitCode = 2
    }
}
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.exitCode)
