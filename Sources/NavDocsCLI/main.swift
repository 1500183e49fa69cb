import Foundation
import NavDocs

exit(NavDocsCommand.run(Array(CommandLine.arguments.dropFirst()), endsProcess: true))
