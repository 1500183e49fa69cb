import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavRules
import NavServe

/// `navdocs serve`: builds the site into a private folder, serves it on
/// 127.0.0.1:8000, rebuilds when content, theme or config change and reloads
/// open pages. Exit codes: 0 stopped with Ctrl-C, 2 usage errors (a port in use among them).
package enum ServeCommand {
    typealias Options = PreviewSession.Options

    static var help: String {
        """
        usage: navdocs serve [options]

        Builds the site into a folder of its own and serves it at http://127.0.0.1:8000/; when a
        page, the theme or the config changes it rebuilds and reloads the open pages.

        \(CommandHelp.siteFlags)
          --host ADDRESS    the address to listen on (default 127.0.0.1)
          --port N, -p N    the port to listen on (default 8000)
          --open            open the site in the browser once it is served
        \(CommandHelp.outputFlags)

        \(CommandHelp.configKeys)
        """
    }

    static func run(_ arguments: [String], console: NavDocsCommand.Console,
                    executableFolder: String? = nil, searchPath: String? = nil) -> Int32 {
        var options: Options
        do { options = try parse(arguments) } catch {
            console.err("navdocs: \(error.message)")
            console.err("run \"navdocs --help\" for usage")
            return 2
        }
        options.request.executableFolder = executableFolder
        options.request.searchPath = searchPath
        return PreviewSession(options: options, console: console).run()
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var args = CommandArguments(arguments)
        func value(_ flag: String) throws(UsageError) -> String { try args.value(for: flag) }
        while let (flag, arg) = args.nextFlag() {
            switch flag {
            case "--config": options.request.configPath = try value(flag)
            case "--content": options.request.content = try value(flag)
            case "--theme": options.request.theme = try value(flag)
            case "--navlint": options.request.navlint = try value(flag)
            case "--host": options.host = try value(flag)
            case "--port", "-p":
                let text = try value(flag)
                guard let port = Int(text), (0...65535).contains(port) else {
                    throw UsageError(message: UsageError.Message.notAPort(text))
                }
                options.port = port
            case "--open": options.open = true
            case "--strict": options.request.strict = true
            case "--quiet", "-q": options.quiet = true
            case "--verbose", "-v": options.verbose = true
            default:
                let flags = ["--config", "--content", "--theme", "--navlint", "--host", "--port", "--open", "--strict", "--quiet", "--verbose"]
                let hint = Suggestion.hint(for: flag, in: flags)
                throw UsageError(message: UsageError.Message.unknownOption(arg, hint: hint))
            }
        }
        if options.quiet && options.verbose { throw UsageError(message: UsageError.Message.quietAndVerbose) }
        return options
    }
}
