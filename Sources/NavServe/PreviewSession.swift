import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavDocs
import NavText
import NavThreads

/// One run of `navdocs serve`: a private output folder, the server, the watcher
/// and the rebuild loop, until SIGINT or SIGTERM.
package final class PreviewSession: @unchecked Sendable {
    /// What `navdocs serve` was asked for.
    package struct Options: Sendable {
        package var request = BuildRequest()
        package var host = "127.0.0.1"
        package var port = 8000
        package var open = false
        package var quiet = false
        package var verbose = false

        package init() {}
    }

    private let options: Options
    private let console: Console
    private let workFolder: URL
    private let output: String
    private let engine: IncrementalBuilder
    private let events = EventStream()
    private let rebuilds = DispatchQueue(label: "navdocs.rebuild")
    private let lock = Lock()
    private var hasSite = false

    package init(options: Options, console: Console) {
        self.options = options
        self.console = console
        // The preview's pages carry the live-reload script, so they never go into the site folder.
        workFolder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-serve-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        output = workFolder.appendingPathComponent("site").path
        engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: output), persistent: false,
                                    wrapOutput: { LiveReload.Injecting($0) })
    }

    package func run() -> Int32 {
        guard let settings = options.request.settings(console: console) else { return 2 }
        if !Self.isLoopback(options.host) {
            console.err("navdocs: warning: serving on \(options.host) lets other machines on the network read the preview")
        }
        let server: HTTPServer
        do { server = try HTTPServer(host: options.host, port: options.port) } catch {
            console.err("navdocs: \(error.message)")
            return 2
        }
        do { try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true) } catch {
            console.err("navdocs: cannot create a folder for the preview in \(workFolder.deletingLastPathComponent().path)")
            server.stop()
            return 1
        }
        // Signals are taken from the default handlers and delivered on a queue, so the
        // process can stop its threads and remove its folder before it exits.
        signal(SIGPIPE, SIG_IGN)
        let stop = DispatchSemaphore(value: 0)
        let signals = [SIGINT, SIGTERM, SIGHUP].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }

        let responder = SiteResponder(root: output, placeholder: { [self] in placeholderPage() })
        server.start { [self] fd in serve(fd, responder: responder) }
        rebuild(settings: settings, reason: nil)

        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        let url = "http://\(host):\(server.port)/"
        console.out("Serving \(settings.options.siteTitle ?? "the site") at \(url)")
        if !options.quiet { console.out("Watching for changes; press Ctrl-C to stop") }
        let watcher = FileWatcher(roots: watchRoots(settings))
        if watcher == nil { console.err("navdocs: warning: cannot watch files (inotify); pages will not rebuild") }
        watcher?.start { [self] paths in
            rebuilds.async { [self] in
                if options.verbose { paths.forEach { console.err("navdocs: changed: \($0)") } }
                rebuild(settings: options.request.settings(console: console), reason: paths)
            }
        }
        if options.open { openBrowser(url) }

        stop.wait()
        signals.forEach { $0.cancel() }
        watcher?.stop()
        server.stop()
        rebuilds.sync {}
        events.closeAll()
        try? FileManager.default.removeItem(at: workFolder)
        if !options.quiet { console.out("navdocs: stopped") }
        return 0
    }

    /// Folders whose changes make a rebuild: content and theme with everything
    /// in them, and in the config's folder only the config and its `templates`.
    func watchRoots(_ settings: BuildSettings) -> [FileWatcher.Root] {
        var roots = [FileWatcher.Root(path: settings.content, recursive: true)]
        // The built-in theme cannot change while navdocs runs: only a theme folder is watched.
        if let theme = settings.theme { roots.append(FileWatcher.Root(path: theme, recursive: true)) }
        let configFile = settings.configFile ?? options.request.configPath ?? "navdocs.yml"
        let folder = FilePaths.folder(of: configFile)
        roots.append(FileWatcher.Root(path: folder.isEmpty ? "." : folder, recursive: false,
                                      names: [FilePaths.name(of: configFile), "templates"]))
        if let overrides = settings.overrides { roots.append(FileWatcher.Root(path: overrides, recursive: true)) }
        return roots
    }

    /// Builds into the preview folder; a failed build keeps the last good site and
    /// shows its errors in the terminal and in every open page.
    private func rebuild(settings: BuildSettings?, reason: [String]?) {
        guard var settings else {
            events.failed("navdocs.yml has errors; see the terminal")
            return
        }
        settings.options.serve = true
        // Links stay on this server rather than the published site.
        settings.options.baseURL = nil
        let started = ContinuousClock.now
        let verbose = options.verbose
        do {
            let result = try engine.build(settings.builder(), output: output, protecting: settings.protectedFolders) { [console] step, seconds in
                if verbose { console.err(step.doneLine(seconds: seconds)) }
            }
            lock.lock(); hasSite = true; lock.unlock()
            if !options.quiet {
                console.err(settings.warnings + result.build.warnings)
                let seconds = Decimals.seconds(ContinuousClock.now - started)
                console.out("navdocs: \(reason == nil ? "built" : "rebuilt") \(result.build.pages) pages in "
                            + "\(Decimals.text(seconds, places: 2)) s (re-rendered \(result.pagesRendered))")
            }
            events.reload()
        } catch {
            var lines = error.diagnostics.map(\.description)
            lock.lock(); let served = hasSite; lock.unlock()
            let serving = served ? "still serving the last good build" : "there is no good build to serve yet; fix the errors and save"
            lines.append("error: \(error.summary); \(serving)")
            console.err(lines: lines)
            events.failed(lines.joined(separator: "\n"))
        }
    }

    private func serve(_ fd: Int32, responder: SiteResponder) {
        let parsed = HTTPServer.readRequest(fd)
        switch parsed {
        case .incomplete:
            close(fd)
        case .invalid(let status):
            HTTPServer.send(fd, HTTPResponse.text(status, status.reason).serialized(includingBody: true))
            close(fd)
        case .request(let request):
            if request.method == "GET", case .file(let segments, _) = RequestPath(target: request.target),
               "/" + segments.joined(separator: "/") == LiveReload.eventsPath {
                events.add(fd)   // the stream keeps the connection
                return
            }
            let response = responder.respond(to: request)
            HTTPServer.send(fd, response.serialized(includingBody: request.method != "HEAD"))
            close(fd)
        }
    }

    /// What a browser gets before there is any site: the first build failed.
    private func placeholderPage() -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        guard !hasSite else { return nil }
        let html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>navdocs</title></head>\n"
            + "<body><p>The site has not been built yet: the build failed. Fix the errors shown in the terminal; this page reloads when the build succeeds.</p>\n</body></html>\n"
        return LiveReload.inject(into: Array(html.utf8))
    }

    private func openBrowser(_ url: String) {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let opener = path.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            console.err("navdocs: --open needs xdg-open; open \(url) yourself")
            return
        }
        do { try ChildProcess.start(opener, [url], environment: ProcessInfo.processInfo.environment) } catch {
            console.err("navdocs: cannot run xdg-open; open \(url) yourself")
        }
    }

    /// Loopback addresses only reach this machine; anything else shares the preview.
    package static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
