import NavBase
import NavMarkdown
import NavRules
import NavText
import NavThreads

/// What the parse step found: the pages to map and, when the build records a cache,
/// what each page's source was.
package struct ParsedPages: Sendable {
    /// Pages to map, drafts left out, in the order they were loaded.
    var pages: [Page] = []
    /// Each of `pages`' place in the last build's reading order, when the cache has the page.
    var lastPositions: [Int?] = []
    var drafts: [Page] = []
    /// Content paths this build parsed; the other pages came from the cache.
    var fresh: Set<String> = []
    /// When recording: each page's source digest, parse warnings and parsed page, of the pages
    /// in `fresh` (the others' are their cache records').
    var sources: [String: Fingerprint] = [:]
    /// The stats of the sources this build read (those it did not read keep the cache's).
    var stats: [String: SourceStat] = [:]
    var warnings: [String: [Diagnostic]] = [:]
    var bySource: [String: Page] = [:]
    /// The files each page in `fresh` includes, for pages that include any.
    var included: [String: [Includes.IncludedFile]] = [:]

    /// A page as parsed, before any step rewrote it; without its body unless `keepingBody`.
    func asParsed(_ source: String, keepingBody: Bool) -> Page? {
        guard var page = bySource[source] else { return nil }
        if !keepingBody { page.document = MarkdownDocument(blocks: []) }
        return page
    }
}

/// Step 2: front matter with libyaml, the body with libcmark; titles, anchors and
/// output paths follow from what was parsed.
package enum ParsePages {
    /// Larger pages are refused: nobody writes one by hand, and it would stall a build.
    static let maximumPageBytes = 8 << 20

    struct Outcome: Sendable {
        var page: Page?
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        /// The files the page includes, as read.
        var included: [Includes.IncludedFile] = []
    }

    /// Parses every page, but takes a page whose bytes the cache holds as it was.
    static func run(_ content: LoadedContent, tree: FileTree, options: BuildOptions, reuse: PageReuse,
                    report: inout StepReport) -> ParsedPages {
        let records = reuse.previous.pages
        let includes = options.includes ?? .contentOnly(tree)
        var outcomes = content.pages.parallelMap { file -> (source: Fingerprint?, outcome: Outcome, fresh: Bool, position: Int?) in
            guard reuse.records else {
                return (nil, parse(file, shownAs: tree.displayPath(file.path), options: options, includes: includes), true, nil)
            }
            let digest = file.unread ?? FingerprintHasher.of(file.bytes)
            let record = records[file.path]
            let position = record.flatMap { $0.position >= 0 ? $0.position : nil }
            if let record, record.source == digest {
                // A page is as it was only if the files it includes are too.
                if record.included.isEmpty || Includes.unchanged(record.included, in: includes) {
                    return (digest, Outcome(page: record.page, warnings: record.parseWarnings, included: record.included), false, position)
                }
            }
            var file = file
            if file.unread != nil {
                // Its stat vouched for the page, but a file it includes changed: it is parsed again.
                do throws(DiagnosticList) { file.bytes = try tree.read(file.path) } catch { return (digest, Outcome(errors: error.diagnostics), true, position) }
                file.unread = nil
            }
            // Shown paths are made for the pages parsed only: a rebuild takes thousands from the cache.
            return (digest, parse(file, shownAs: tree.displayPath(file.path), options: options, includes: includes), true, position)
        }
        var parsed = ParsedPages()
        // A site can warn on every page: one buffer, sized once, not one growth after another.
        report.warnings.reserveCapacity(report.warnings.count + outcomes.reduce(0) { $0 + $1.outcome.warnings.count })
        for (i, file) in content.pages.enumerated() {
            let (source, fresh, position) = (outcomes[i].source, outcomes[i].fresh, outcomes[i].position)
            // Most pages have no error and a warning or none: a generic append of each list costs more.
            if !outcomes[i].outcome.errors.isEmpty { report.errors += outcomes[i].outcome.errors }
            for warning in outcomes[i].outcome.warnings { report.warnings.append(warning) }
            // Moved out, not copied: a copy retained each of thousands of pages' fields once
            // more, and freeing the outcomes released them again.
            guard let page = outcomes[i].outcome.page.take() else { continue }
            if page.frontMatter.draft {
                parsed.drafts.append(page)
            } else {
                parsed.pages.append(page)
                parsed.lastPositions.append(position)
            }
            if fresh { parsed.fresh.insert(file.path) }
            if let source {
                if file.unread == nil, let stat = file.stat { parsed.stats[file.path] = stat }
                // A page taken from the cache has all this in its record already.
                if fresh {
                    parsed.sources[file.path] = source
                    parsed.warnings[file.path] = outcomes[i].outcome.warnings
                    parsed.bySource[file.path] = page
                    if !outcomes[i].outcome.included.isEmpty { parsed.included[file.path] = outcomes[i].outcome.included }
                }
            }
        }
        return parsed
    }

    /// `includes` is where the files the page includes are read from.
    static func parse(_ file: LoadedContent.SourceFile, shownAs path: String, options: BuildOptions,
                      includes: IncludeFolder) -> Outcome {
        var outcome = Outcome()
        let bytes = file.bytes
        if bytes.count > maximumPageBytes {
            outcome.errors.append(Diagnostic(path: path, location: SourceLocation(line: 1, column: 1),
                                             message: Message.tooLarge(bytes.count)))
            return outcome
        }
        if let bad = UTF8Check.firstProblem(in: bytes) {
            outcome.errors.append(Diagnostic(path: path, location: TextColumn.location(ofOffset: bad.offset, in: bytes),
                                             message: bad.message))
            return outcome
        }
        let split: FrontMatterReader.Result
        do { split = try FrontMatterReader.read(bytes, path: path) } catch {
            outcome.errors = error.diagnostics
            return outcome
        }
        outcome.warnings += split.warnings
        // Included files go into the text before it is parsed, as both tools that define them do.
        var body = Array(split.body)
        var origins: LineOrigins?
        if let expansion = Includes.expand(split.body, page: file.path, shownAs: path, lineOffset: split.bodyLineOffset,
                                           folder: includes) {
            guard expansion.errors.isEmpty else {
                outcome.errors = expansion.errors
                return outcome
            }
            (body, origins, outcome.included) = (expansion.text, expansion.origins, expansion.files)
        }
        let document: MarkdownDocument
        do {
            document = try MarkdownParser().parse(body, path: path, lineOffset: split.bodyLineOffset, origins: origins)
        } catch {
            outcome.errors = error.diagnostics
            return outcome
        }
        var blocks = document.blocks
        var title = split.frontMatter.title
        var anchors = HeadingAnchors()
        var titleAnchor: String?
        // The first `# Heading` is the title, shown by the layout; beside a front-matter title
        // it stays in the body unless it says the same. It keeps its anchor, taken first, so
        // that later headings are numbered as GitHub numbers them.
        if case .heading(1, let inlines, let id, _)? = blocks.first {
            let heading = Inline.plainText(inlines)
            if title == nil || title == heading {
                title = heading
                titleAnchor = id.map { anchors.claim($0) } ?? anchors.anchor(for: heading)
                blocks.removeFirst()
            }
        }
        if blocks.isEmpty {
            outcome.warnings.append(Diagnostic(path: path, location: SourceLocation(line: split.bodyLineOffset + 1, column: 1),
                                               level: .warning, message: Message.noContent))
        }
        let rawHTML = RawHTML.scan(blocks, allowRawHTML: options.unsafeHTML)
        if let first = rawHTML.firstDropped {
            outcome.warnings.append(Diagnostic(path: path, location: first, level: .warning,
                                               message: Message.rawHTMLDropped(rawHTML.dropped, tags: rawHTML.droppedTags)))
        }
        var headings: [Heading] = []
        collectHeadings(blocks, into: &headings, anchors: &anchors)

        // Without an H1 or a front-matter title, the first heading of any level names the
        // page (a page that opens with `## Usage` is not "usage-notes"); it stays in the body.
        if title == nil { title = headings.first?.title }

        let section = String(Paths.folder(of: file.path))
        var kind = PageKind.page
        var outputPath = String(file.path.dropLast(3)) + ".html"
        // `README.md` is its folder's page, as on GitHub and in mdBook: written where `index.md` would be.
        if Page.isNamed(file.path, Page.readme) { outputPath = (section.isEmpty ? "" : section + "/") + "index.html" }
        if file.path == "index.md" || file.path == Page.readme { kind = .home }
        if file.path == Page.notFoundSource { kind = .notFound }
        if let slug = split.frontMatter.slug {
            guard isSafeSlug(slug) else {
                outcome.errors.append(Diagnostic(path: path, location: split.frontMatter.slugLocation ?? .unknown,
                                                 message: Message.unsafeSlug(slug)))
                return outcome
            }
            outputPath = (section.isEmpty ? "" : section + "/") + slug + ".html"
        }
        if let rule = split.frontMatter.rule {
            kind = .rule
            outputPath = RuleURL.path(forRuleID: rule.uppercased())
        }
        outcome.page = Page(source: file.path, displayPath: path, frontMatter: split.frontMatter,
                            document: MarkdownDocument(blocks: blocks), title: title ?? file.path.lastComponentWithoutExtension,
                            headings: headings, titleAnchor: titleAnchor, htmlAnchors: rawHTML.ids, outputPath: outputPath, section: section, kind: kind,
                            markdownBytes: bytes.count)
        return outcome
    }

    private static func collectHeadings(_ blocks: [Block], into headings: inout [Heading], anchors: inout HeadingAnchors) {
        struct Collector: MarkupWalker {
            var headings: [Heading]
            var anchors: HeadingAnchors
            mutating func visit(_ block: Block) -> Bool {
                guard case .heading(let level, let inlines, let id, let at) = block else { return true }
                let title = Inline.plainText(inlines)
                let anchor = id.map { anchors.claim($0) } ?? anchors.anchor(for: title)
                headings.append(Heading(level: level, title: title, anchor: anchor, location: at))
                return false
            }
        }
        var collector = Collector(headings: headings, anchors: anchors)
        headings = []
        collector.walk(blocks)
        (headings, anchors) = (collector.headings, collector.anchors)
    }

    private static func isSafeSlug(_ slug: String) -> Bool {
        !slug.isEmpty && slug.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }
}

package extension String {
    var lastComponentWithoutExtension: String {
        let name = split(separator: "/").last.map(String.init) ?? self
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

extension ParsePages {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func tooLarge(_ bytes: Int) -> String {
            "page is \(bytes >> 20) MB; pages are limited to \(maximumPageBytes >> 20) MB, split it"
        }
        static let noContent = "page has no content"
        static func rawHTMLDropped(_ dropped: Int, tags: [String]) -> String {
            let count = dropped == 1 ? "1 piece" : "\(dropped) pieces"
            let names = tags.map { $0 == "!" ? "<!…>" : "<\($0)>" }.joined(separator: ", ")
            return "raw HTML \(names) is dropped (\(count) on this page, the first here); set \"unsafe_html: true\" to keep it"
        }
        static func unsafeSlug(_ slug: String) -> String {
            "slug \"\(slug)\" must be letters, digits, \"-\" or \"_\"; it cannot name another folder"
        }
    }
}

extension ParsePages {
    /// The step: front matter and body of every page whose source the cache does not hold.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        var report = StepReport()
        state.parsed = run(state.loaded, tree: state.site.content, options: state.site.options, reuse: state.reuse,
                           report: &report)
        return report
    }
}
