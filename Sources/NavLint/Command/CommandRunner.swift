import NavBase
import NavReaders
import NavRules

/// What a navlint invocation writes and how it exits; the executable only
/// prints these, so every behaviour of the command is testable in memory.
public struct CommandOutput: Hashable, Sendable {
    public var stdout = ""
    public var stderr = ""
    public var exitCode: Int32 = 0
    /// Files to write, by path (`--write-baseline`); the executable writes them before printing.
    public var files: [String: String] = [:]

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0, files: [String: String] = [:]) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
        self.files = files
    }
}

/// Runs one navlint command line against a file system and an environment.
public struct CommandRunner {
    public var fileSystem: any FileSystem
    public var environment: [String: String]
    public var catalog: RuleCatalog
    /// The input formats; the executable adds the SwiftUI reader where the toolchain has one.
    public var readers: [any BarReader]
    /// The absolute folder command-line paths are relative to; `.navlint.yml` is looked for
    /// there and in its parents.
    public var workingDirectory: String
    /// Whether standard output is a terminal, for `--color auto`.
    public var stdoutIsTerminal: Bool
    /// Standard input's bytes, read only for `navlint -`.
    public var standardInput: @Sendable () -> [UInt8]
    /// Where readers keep what they worked out for the next run, unless `--no-cache`.
    public var cache: (any ReadCache)?
    /// The folder of the running navlint, where the site `make install` puts beside it is looked for.
    public var executableDirectory: String?
    /// Swift's classifier for `navlint examples`' highlighting, where this build has one.
    public var highlightSwift: (@Sendable (String) -> [CodeSpan])?

    public init(fileSystem: any FileSystem, environment: [String: String], catalog: RuleCatalog = .standard,
                readers: [any BarReader] = Linter.standardReaders, workingDirectory: String = "/",
                stdoutIsTerminal: Bool = false, standardInput: @escaping @Sendable () -> [UInt8] = { [] },
                cache: (any ReadCache)? = nil,
                executableDirectory: String? = nil, highlightSwift: (@Sendable (String) -> [CodeSpan])? = nil) {
        self.cache = cache
        self.fileSystem = fileSystem
        self.environment = environment
        self.catalog = catalog
        self.readers = readers
        self.workingDirectory = workingDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.standardInput = standardInput
        self.executableDirectory = executableDirectory
        self.highlightSwift = highlightSwift
    }

    /// `arguments` are the words after the program name.
    public func run(_ arguments: [String]) -> CommandOutput {
        let command: NavLintCommand
        do {
            command = try NavLintCommand.parse(arguments)
        } catch {
            return CommandOutput(stderr: "navlint: error: \(error.message)\nRun navlint --help for usage.\n", exitCode: 2)
        }
        switch command {
        case .help:
            return CommandOutput(stdout: HelpText.usage(readers: readers))
        case .version:
            return CommandOutput(stdout: "navlint \(NavLintVersion.current)\n")
        case .rules(let format, let docsURL):
            let (context, warnings) = self.context(docsURL)
            return CommandOutput(stdout: RuleListing.render(format: format, context: context), stderr: warnings)
        case .explain(let key, let docsURL):
            let (context, warnings) = self.context(docsURL)
            guard let rule = catalog.description(matching: key) else {
                let hint = catalog.suggestion(for: key).map(Suggestion.hint(naming:)) ?? ""
                return CommandOutput(stderr: warnings + "navlint: error: unknown rule \"\(key)\"\(hint)\n"
                                     + "Run navlint rules to list every rule.\n", exitCode: 2)
            }
            return CommandOutput(stdout: RuleExplanation.render(rule, context: context), stderr: warnings)
        case .bars(let options):
            // The bars as lint would check them: the config's files, platform and app name.
            let config: ConfigFile
            do {
                config = try ConfigFile.load(option: nil, workingDirectory: workingDirectory, fileSystem: fileSystem, catalog: catalog)
            } catch {
                return CommandOutput(stderr: error.description + "\n", exitCode: 2)
            }
            var linter = Linter(catalog: catalog, readers: readers, appName: options.appName, config: config)
            linter.readsEverything = options.readsEverything
            linter.cache = options.usesCache ? cache : nil
            let report = linter.bars(paths: options.paths, on: fileSystem)
            return CommandOutput(stdout: BarsListing.render(report, format: options.format, mockup: options.mockup),
                                 stderr: BarsListing.summary(report), exitCode: report.problems.isEmpty ? 0 : 2)
        case .report(let options):
            return report(options)
        case .examples:
            return ExampleCheck.run(standardInput(), catalog: catalog, readers: readers, highlight: highlightSwift)
        case .lint(let options):
            return lint(options)
        }
    }

    private func lint(_ options: LintOptions) -> CommandOutput {
        let config: ConfigFile
        do {
            config = try ConfigFile.load(option: options.config, workingDirectory: workingDirectory,
                                         fileSystem: fileSystem, catalog: catalog)
        } catch {
            return CommandOutput(stderr: error.description + "\n", exitCode: 2)
        }
        var (context, warnings) = self.context(options.docsURL ?? config.configuration.docsURL)
        context.color = options.format == .text
            && ANSIColor.isEnabled(options.color, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
        var linter = Linter(catalog: catalog, readers: readers, appName: options.appName, config: config)
        linter.readsEverything = options.readsEverything
        linter.cache = options.usesCache ? cache : nil
        var report = options.readsStandardInput
            ? linter.lint(path: options.stdinPath ?? "<stdin>", bytes: standardInput(), besides: fileSystem)
            : linter.lint(paths: options.paths, on: fileSystem)

        var output = CommandOutput()
        if let path = options.baseline {
            do {
                let bytes = try fileSystem.read(path, limit: 64 * 1024 * 1024)
                (report, report.fixed) = try Baseline.parse(bytes, path: path).apply(to: report)
            } catch let error as DiagnosticList {
                return CommandOutput(stderr: error.description + "\n", exitCode: 2)
            } catch {
                return CommandOutput(stderr: "\(path): error: cannot read the baseline: \((error as? FileSystemError)?.message ?? "\(error)")\n", exitCode: 2)
            }
        }
        output.stdout = ReportFormatter.format(report, as: options.format, context: context)
        output.exitCode = report.exitCode(failOn: options.failOn)
        if let path = options.writeBaseline {
            // The findings are recorded, not failed: adopting navlint starts green.
            output.files[path] = Baseline(report).rendered()
            if output.exitCode == 1 { output.exitCode = 0 }
        }
        if options.quiet {
            output.stderr = report.problems.map { $0.description + "\n" }.joined()
        } else {
            var summary = ReportFormatter.summary(report)
            if let path = options.writeBaseline {
                summary = String(summary.dropLast()) + "; recorded in \(path)\n"
            }
            output.stderr = warnings + summary
        }
        return output
    }

    private func context(_ option: String?) -> (OutputContext, String) {
        let (docs, warnings) = DocsURL.resolve(option: option, environment: environment, fileSystem: fileSystem,
                                               executableDirectory: executableDirectory)
        return (OutputContext(docsURL: docs.url, namesExplain: !docs.isConfigured, catalog: catalog),
                warnings.map { $0 + "\n" }.joined())
    }
}

enum HelpText {
    /// One line a format, from the readers this navlint has, so the list is never out of step.
    static func fileKinds(_ readers: [any BarReader]) -> String {
        var rows = readers.map { reader -> (String, String) in
            let companions = reader.companionExtensions.map { "*" + $0 }
            return (reader.fileExtensions.map { "*" + $0 }.joined(separator: " "),
                    reader.formatName + (companions.isEmpty ? "" : "; " + companions.joined(separator: " ") + " for its text"))
        }
        rows.append(("*" + InfoPlist.fileExtension, "the app's name, for NB002"))
        rows.append((XcodeProject.fileName, "each target's files, platforms and app name"))
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }.joined(separator: "\n")
    }

    static func usage(readers: [any BarReader]) -> String { """
        navlint checks an app's navigation bars against the navdocs rules: \(readers.map(\.formatName).joined(separator: ", ")).

        Usage:
          navlint [--format text|json|sarif|github|checkstyle|junit] [--docs-url URL]
                  [--fail-on error|warning|info|never] [--app-name NAME] [--config FILE]
                  [--baseline FILE | --write-baseline FILE] [--color auto|always|never]
                  [--quiet] [--no-cache] PATH...
          navlint [options] - [--stdin-path NAME]
          navlint bars [--format navbar|json] [--mockup] [--app-name NAME] PATH...
          navlint report --out FILE [--config FILE] [--baseline FILE] [--app-name NAME]
                  [--docs-url URL] PATH...
          navlint rules [--format text|json]
          navlint explain RULE
          navlint examples
          navlint --help | --version

        PATH is a file or a folder. In a folder navlint reads:
        \(fileKinds(readers))
        A .json file in a folder is a spec when it is named *.navbar.json or its first key
        is "bars"; other JSON (asset catalogs, Package.resolved) is not read. Hidden folders,
        DerivedData, build, .build, Pods, Carthage, node_modules, SourcePackages, *.xcassets,
        *.framework, *.xcframework and *.xcworkspace are skipped; of a *.xcodeproj only
        project.pbxproj is read. A file named on the command line is read by its extension
        (any .json as a spec); any other is read as .navbar. A PATH of - reads one file from
        standard input. RULE is an ID (NB001), a slug (title-too-long) or a former slug. To
        lint a folder named "rules", "explain", "bars" or "report", write ./rules.

        navlint examples is how navdocs verifies the Swift examples of its pages: it reads
        blocks framed as "swift <byte count>", a newline, the code and a newline from
        standard input, each as a file of its own (an "app <byte count>" frame before a
        block names its app, as --app-name does), and prints JSON with each block's
        findings, bars, unknown facts and mockups.

        navlint bars prints what navlint read from each file: every bar as a .navbar spec
        with its screen and location, the facts the file leaves to code listed as unknown,
        and with --mockup a drawing of each bar.

        navlint report writes one HTML page (no request to anywhere) that draws every bar
        with its findings and its unknown facts, grouped by file and screen, with filters.
        It exits as navlint bars does; a file it cannot read is listed on the page.

        Configuration: .navlint.yml in the current folder or the nearest parent sets
        disabled_rules, severity (error, warning, info or off per rule), options (such as
        NB001's max_length per platform), included and excluded globs, ignore entries
        (path, screen, rules), app_name, platform and docs_url. Globs are relative to the
        file's folder. navlint explain RULE lists a rule's options and their defaults.

        Options:
          --format FORMAT   text (default; Xcode's and GCC's path:line:col: severity:
                            message), json, sarif (SARIF 2.1.0 for code scanning), github
                            (workflow commands that annotate a pull request), checkstyle
                            or junit (XML for CI servers)
          --docs-url URL    the docs site rule links point to; default: docs_url in
                            .navlint.yml, then $NAVDOCS_DOCS_URL, then base_url in
                            ./navdocs.yml, then the site make install put in
                            \(DocsURL.installedSitePath) from navlint's folder; else
                            findings name navlint explain RULE and no link
          --fail-on LEVEL   the lowest severity that fails the run: error, warning (default),
                            info, or never
          --app-name NAME   the app's name, for NB002; default: app_name in .navlint.yml,
                            then CFBundleDisplayName (else CFBundleName) of a property
                            list (Info.plist, MyApp-Info.plist) in each file's folder or
                            the nearest folder above it, then the display or product
                            name of the app target that builds the file
          --config FILE     read this configuration instead of the nearest .navlint.yml
          --baseline FILE   leave out the findings FILE records (matched by file, screen
                            and rule, not line) and report the ones fixed since
          --write-baseline FILE
                            record today's findings in FILE and exit 0 unless a file
                            could not be read
          --color WHEN      colour text output: auto (default: on a terminal, unless
                            NO_COLOR is set), always, or never
          -q, --quiet       print findings and errors only: no notes, no summary
          --no-cache        read every file afresh, and leave the cache as it is
                            (it is in $XDG_CACHE_HOME/navlint, else ~/.cache/navlint)
          --stdin-path NAME
                            with -: the path standard input is read as and reported
                            under (its extension picks the reader; globs and ignores apply)
          --mockup          with navlint bars: draw each bar
          --out FILE        with navlint report: the HTML file to write (replaced whole)
          -h, --help        show this help
          --version         show navlint's version

        Exit status: 0 when nothing reaches --fail-on, 1 when a finding does,
        2 for a usage error, a broken .navlint.yml or baseline, or a file that cannot
        be read or parsed.

        """
    }
}
