import Foundation
import NavDocsCommandLine

// An installed navdocs finds the default theme beside its own folder: PREFIX/bin/navdocs
// looks in PREFIX/share/navdocs/themes (where `make install` puts it).
let installedThemes = Bundle.main.executableURL.map {
    $0.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/navdocs/themes").path
}
exit(NavDocsCommand.run(Array(CommandLine.arguments.dropFirst()), endsProcess: true, installedThemes: installedThemes))
