import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavDocs
import NavRules
import NavText

/// The `navdocs` command line: parses arguments, runs a build and prints what
/// happened. Exit codes: 0 success, 1 build errors, 2 usage errors.
public enum NavDocsCommand {
    public static let version = Generator.version

    static let usage = """
    usage: navdocs build [--config FILE] [--content DIR] [--theme DIR] [--out DIR]
                         [--base-url URL] [--navlint PATH] [--strict] [--incremental]
                         [--quiet | --verbose]
           navdocs serve [--config FILE] [--content DIR] [--theme DIR] [--navlint PATH]
                         [--host ADDRESS] [--port N] [--open] [--strict] [--quiet | --verbose]
           navdocs theme export DIR
           navdocs --help | --version

    Builds the static documentation site from Markdown content. Settings come from
    navdocs.yml (or --config FILE); flags override them. --incremental keeps a cache
    beside the output and redoes only what changed. serve previews the site at
    http://127.0.0.1:8000/ and rebuilds and reloads it when a file changes.
    Without a theme folder (--theme, "theme:" or a themes/default folder beside
    navdocs.yml) the default theme built into navdocs is used; theme export writes
    it to DIR to start a theme of your own.
    Swift examples (```swift good, ```swift bad NB001) are verified by the navlint in
    navdocs' own folder, else the first on PATH, else the one --navlint PATH or
    "navlint:" in navdocs.yml names.
    """

    /// Output streams, so tests can capture what the command prints.
    public typealias Console = NavDocs.Console
    /// What a build leaves to the process's exit.
    public typealias KeptUntilExit = NavDocs.KeptUntilExit

    /// Runs one command. `keptUntilExit` is given when the process exits right after (the
    /// `navdocs` executable), so a build may leave its memory to the system; see `KeptUntilExit`.
    /// `executableFolder` and `searchPath` are where navlint is looked for (see `NavlintLocation`).
    public static func run(_ arguments: [String], console: Console = .standard, keptUntilExit: KeptUntilExit? = nil,
                           executableFolder: String? = nil, searchPath: String? = nil) -> Int32 {
        var args = arguments[...]
        guard let command = args.popFirst() else {
            console.err(usage)
            return 2
        }
        switch command {
        case "-h", "--help", "help":
            console.out(usage)
            return 0
        case "--version":
            console.out("navdocs \(version)")
            return 0
        case "build" where args.contains("--help") || args.contains("-h"):
            console.out(BuildInvocation.help)
            return 0
        case "serve" where args.contains("--help") || args.contains("-h"):
            console.out(ServeCommand.help)
            return 0
        case "build":
            do {
                var invocation = try BuildInvocation.parse(Array(args))
                invocation.keptUntilExit = keptUntilExit
                invocation.request.executableFolder = executableFolder
                invocation.request.searchPath = searchPath
                return invocation.run(console: console)
            } catch {
                console.err("navdocs: \(error.message)")
                console.err("run \"navdocs --help\" for usage")
                return 2
            }
        case "serve":
            return ServeCommand.run(Array(args), console: console, executableFolder: executableFolder, searchPath: searchPath)
        case "theme":
            return ThemeCommand.run(Array(args), console: console)
        default:
            let hint = Suggestion.hint(for: command, in: ["build", "serve", "theme"])
            console.err("navdocs: unknown command \"\(command)\"\(hint)")
            console.err(usage)
            return 2
        }
    }
}

/// A usage problem: wrong flags, a missing config file.
package struct UsageError: Error {
    var message: String
}

/// The flags `build` and `serve` share, and the config keys both read, for their `--help`.
enum CommandHelp {
    static let siteFlags = """
      --config FILE     the config file (default: navdocs.yml in this folder, when there is one)
      --content DIR     the Markdown folder (config key content; default content)
      --theme DIR       a theme folder (config key theme; default themes/default when that
                        folder exists, else the theme built into navdocs)
    """
    static let outputFlags = """
      --strict          treat warnings as errors
      --quiet, -q       print only errors
      --verbose, -v     print one line per build step, with its time
    """
    static var configKeys: String {
        "Config keys (navdocs.yml): " + SiteConfig.keys.joined(separator: ", ") + "."
    }
}

/// `navdocs build` with its flags resolved against the config file.
package struct BuildInvocation {
    static var help: String {
        """
        usage: navdocs build [options]

        Builds the site from the content folder into the output folder: every page, the
        search index and the theme's assets. Prints one summary line, or every error found.

        \(CommandHelp.siteFlags)
          --out DIR         the output folder (config key output; default site)
          --base-url URL    the address the site is published at (config key base_url)
          --incremental     keep a cache beside the output and redo only what changed
        \(CommandHelp.outputFlags)

        \(CommandHelp.configKeys)
        """
    }

    var request = BuildRequest()
    var incremental = false
    var quiet = false
    var verbose = false
    var keptUntilExit: KeptUntilExit?

    static func parse(_ arguments: [String]) throws(UsageError) -> BuildInvocation {
        var invocation = BuildInvocation()
        var args = CommandArguments(arguments)
        func value(_ flag: String) throws(UsageError) -> String { try args.value(for: flag) }
        while let (flag, arg) = args.nextFlag() {
            switch flag {
            case "--config": invocation.request.configPath = try value(flag)
            case "--content": invocation.request.content = try value(flag)
            case "--theme": invocation.request.theme = try value(flag)
            case "--out", "--output": invocation.request.output = try value(flag)
            case "--base-url": invocation.request.baseURL = try value(flag)
            case "--navlint": invocation.request.navlint = try value(flag)
            case "--strict": invocation.request.strict = true
            case "--incremental": invocation.incremental = true
            case "--quiet", "-q": invocation.quiet = true
            case "--verbose", "-v": invocation.verbose = true
            default:
                let flags = ["--config", "--content", "--theme", "--out", "--base-url", "--navlint", "--strict", "--incremental",
                             "--quiet", "--verbose"]
                let hint = Suggestion.hint(for: flag, in: flags)
                throw UsageError(message: UsageError.Message.unknownOption(arg, hint: hint))
            }
        }
        if invocation.quiet && invocation.verbose { throw UsageError(message: UsageError.Message.quietAndVerbose) }
        if let url = invocation.request.baseURL, !(url.hasPrefix("https://") || url.hasPrefix("http://")) {
            throw UsageError(message: UsageError.Message.notAWebAddress(url))
        }
        return invocation
    }

    func run(console: NavDocsCommand.Console) -> Int32 {
        let started = ContinuousClock.now
        guard let settings = request.settings(console: console) else { return 2 }
        // The output's own checks come before its lock: a build that cannot start leaves no lock file.
        do { try SiteWriter.check(output: settings.output, protecting: settings.protectedFolders) } catch {
            console.err(error.diagnostics)
            console.err("error: nothing was built; the output folder was left as it was")
            return 1
        }
        // Held until this function returns; the system releases it if the process dies.
        let lock: OutputLock
        do { lock = try OutputLock(output: settings.output) } catch {
            console.err("navdocs: \(error.message)")
            return 2
        }
        let interruption = BuildInterruption(output: settings.output, console: console)
        defer { interruption.cancel(); withExtendedLifetime(lock) {} }
        if incremental { return runIncremental(settings, started: started, interruption: interruption.writes, console: console) }
        let (outputDir, warnings) = (settings.output, settings.warnings)
        let writer: SiteWriter
        do {
            writer = try SiteWriter(output: outputDir, protecting: settings.protectedFolders,
                                    interruption: interruption.writes)
        } catch {
            console.err(error.diagnostics)
            console.err("error: nothing was built; the output folder was left as it was")
            return 1
        }
        var builder = settings.builder()
        builder.options.keptUntilExit = keptUntilExit
        let summary: BuildSummary
        do {
            summary = try builder.build(into: writer) { step, seconds in
                if verbose { console.err(step.doneLine(seconds: seconds)) }
            }
        } catch {
            writer.discard()
            if !quiet && error.step != .write { console.err(warnings + error.warnings) }
            console.err(error.diagnostics)
            console.err("error: \(error.summary); \(outputDir) was left as it was")
            return 1
        }
        if !quiet {
            console.err(warnings + summary.warnings)
            let seconds = Decimals.seconds(ContinuousClock.now - started)
            console.out(summary.builtLine(into: outputDir, seconds: seconds))
        }
        return 0
    }
}

extension UsageError {
    /// The messages of the command line's options, each named once (docs/architecture.md).
    enum Message {
        static func needsValue(_ flag: String) -> String { "\(flag) needs a value" }
        static func unknownOption(_ option: String, hint: String) -> String { "unknown option \"\(option)\"\(hint)" }
        static let quietAndVerbose = "--quiet and --verbose cannot be used together"
        static func notAWebAddress(_ url: String) -> String { "--base-url must be an absolute http(s) URL, not \"\(url)\"" }
        static func notAPort(_ text: String) -> String { "--port must be a number from 0 to 65535, not \"\(text)\"" }
    }
}
