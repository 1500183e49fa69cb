import Foundation
import NavDocsCommandLine

exit(NavDocsCommand.run(Array(CommandLine.arguments.dropFirst()), endsProcess: true))
