import NavBase
import NavMarkdown
import NavRules
import NavText
import NavThreads

/// Step 4: every link gets its output address. `rule:` links and inline rule IDs
/// point at rule pages; relative links must name a page (and heading) that exists.
package enum ResolveReferences {
    struct Outcome: Sendable {
        var blocks: [Block]
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        /// Rule IDs this page links to.
        var rulesReferenced: Set<String> = []
    }

    /// What the pages reference, by index in the site map: redone or as recorded.
    struct References {
        /// Rule ID → the pages that reference it (not its own page), in page order; worked out
        /// only when the build renders a rule page, the one place it is shown (else empty).
        var referencedBy: [String: [Int]] = [:]
        var rulesReferenced: [[String]]
        var warnings: [[Diagnostic]]
    }

    /// Resolves the pages `plan` redoes; the others' references and warnings are the cache's.
    static func run(_ map: inout SiteMap, catalog: RuleCatalog, options: BuildOptions,
                    plan: inout PagePlan, parsed: ParsedPages, report: inout StepReport) -> References {
        var references = References(rulesReferenced: Array(repeating: [], count: map.pages.count),
                                    warnings: Array(repeating: [], count: map.pages.count))
        for (i, outcome) in resolve(&map, plan.redone, catalog: catalog, options: options) {
            report.errors += outcome.errors
            report.warnings += outcome.warnings
            references.rulesReferenced[i] = outcome.rulesReferenced.sorted()
            references.warnings[i] = outcome.warnings
        }
        for i in map.pages.indices where !plan.redo[i] {
            guard let recorded = plan.cachedReferences(i) else { preconditionFailure("page \(map.pages[i].source) is neither redone nor cached") }
            for warning in recorded.warnings { report.warnings.append(warning) }
            references.rulesReferenced[i] = recorded.rules
            references.warnings[i] = recorded.warnings
        }
        // A rule page whose list of referrers changed is rendered again, so it is resolved
        // too; what it references itself is as recorded (its source did not change).
        let rulePages = plan.redoRulePages(rulesReferenced: references.rulesReferenced, map: &map, parsed: parsed)
        _ = resolve(&map, rulePages, catalog: catalog, options: options)
        // Only a rule page shows its referrers: a build that renders none (most edits) needs no lists.
        if map.ruleIndex.values.contains(where: { plan.redo[$0] }) {
            references.referencedBy = referrers(references.rulesReferenced, ruleIndex: map.ruleIndex)
        }
        return references
    }

    /// Rule ID → the pages that reference it (not its own page), in page order.
    private static func referrers(_ rulesReferenced: [[String]], ruleIndex: [String: Int]) -> [String: [Int]] {
        // Pages name the same few IDs over and over: each ID's list is found once, then filled by place.
        var lists: [[Int]] = [], slots = IDSlots(), rulePage: [Int?] = []
        for (i, ids) in rulesReferenced.enumerated() {
            for id in ids {
                let (slot, isNew) = slots.slot(for: id)
                if isNew {
                    lists.append([])
                    rulePage.append(ruleIndex[id])
                }
                if rulePage[slot] != i { lists[slot].append(i) }
            }
        }
        var referencedBy: [String: [Int]] = [:]
        for (slot, id) in slots.ids.enumerated() where !lists[slot].isEmpty { referencedBy[id] = lists[slot] }
        return referencedBy
    }

    /// Resolves the pages `indexes` of `map` in place, returning what each found.
    private static func resolve(_ map: inout SiteMap, _ indexes: [Int], catalog: RuleCatalog,
                                options: BuildOptions) -> [(Int, Outcome)] {
        guard !indexes.isEmpty else { return [] }
        let snapshot = map
        // Looking a rule up scans the catalog; the keys pages use most, the IDs, are looked up once here.
        var rules: [String: RuleDescription] = [:]
        for rule in catalog.descriptions { rules[rule.id] = catalog.description(matching: rule.id) }
        let byID = rules
        let outcomes = indexes.parallelMap { i in
            var resolver = Resolver(map: snapshot, page: snapshot.pages[i], catalog: catalog, rulesByID: byID,
                                    links: options.links, baseURL: options.baseURL, unsafeHTML: options.unsafeHTML)
            return resolver.resolve()
        }
        for (i, outcome) in zip(indexes, outcomes) { map.pages[i].document.blocks = outcome.blocks }
        return Array(zip(indexes, outcomes))
    }

    /// Inline code that is a rule reference: exactly the ID form, `NB` and three digits.
    static func isRuleID(_ s: String) -> Bool {
        s.utf8.count == 5 && isRuleIDForm(s)
    }

    /// `NB` and one or more digits: the ID form, perhaps with a digit too many or too few
    /// (`NB0013`), which is a near miss worth a warning; `nb004` is just code.
    static func isRuleIDForm(_ s: String) -> Bool {
        let u = s.utf8
        guard u.count >= 3, u.count <= 8 else { return false }
        for (k, byte) in u.enumerated() {
            switch k {
            case 0: guard byte == UInt8(ascii: "N") else { return false }
            case 1: guard byte == UInt8(ascii: "B") else { return false }
            default: guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return false }
            }
        }
        return true
    }

    /// `s.firstIndex(of: character)` without walking characters when `s` is ASCII, as most links are.
    static func firstIndex(of character: Character, in s: String) -> String.Index? {
        var text = s
        guard let byte = character.asciiValue, let offset = text.withUTF8({ asciiOffset(of: byte, in: $0) })
        else { return s.firstIndex(of: character) }
        return offset == s.utf8.count ? nil : s.utf8.index(s.utf8.startIndex, offsetBy: offset)
    }

    /// Where `byte` first is (`bytes.count` when nowhere), read in place rather than through
    /// the generic walk of `String.UTF8View`; nil when not all ASCII, since then a byte may be
    /// part of a larger character (the `#` of the keycap `#️⃣`).
    private static func asciiOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard UTF8Check.isASCII(bytes) else { return nil }
        return bytes.firstIndex(of: byte) ?? bytes.count
    }
}

private struct Resolver: MarkupRewriter {
    let map: SiteMap
    let page: Page
    let catalog: RuleCatalog
    /// `catalog.description(matching:)` for each rule ID, computed once.
    let rulesByID: [String: RuleDescription]
    let links: LinkPolicy
    let baseURL: String?
    /// Raw HTML is kept as written: its images are the author's own business, as any other tag.
    let unsafeHTML: Bool
    /// Set for the 404 page when `base_url` is: its links are absolute, as a server shows it at any depth.
    let absoluteBase: String?
    var outcome = ResolveReferences.Outcome(blocks: [])
    /// Each rule's href from this page, worked out on its first reference: a page names
    /// the same few rules again and again.
    private var ruleHrefs: [String: String] = [:]

    init(map: SiteMap, page: Page, catalog: RuleCatalog, rulesByID: [String: RuleDescription],
         links: LinkPolicy, baseURL: String?, unsafeHTML: Bool) {
        self.map = map
        self.unsafeHTML = unsafeHTML
        self.page = page
        self.catalog = catalog
        self.rulesByID = rulesByID
        self.links = links
        self.baseURL = baseURL
        absoluteBase = page.kind == .notFound ? baseURL : nil
    }

    /// The address of the site's file `outputPath` from this page.
    func href(to outputPath: String) -> String {
        if let absoluteBase { return SiteContext.join(absoluteBase, outputPath) }
        return PathEncoding.href(from: page.outputPath, to: outputPath)
    }

    mutating func resolve() -> ResolveReferences.Outcome {
        outcome.blocks = rewrite(page.document.blocks)
        return outcome
    }

    /// Blocks and inlines with nothing to resolve are kept as they are: the resolved tree
    /// shares them with the parsed one instead of being rebuilt around them.
    static func needsRewrite(_ block: Block) -> Bool {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _, _): return needsRewrite(inlines)
        case .blockQuote(let children, _), .alert(_, let children, _): return children.contains(where: needsRewrite)
        case .list(_, let items, _): return items.contains { $0.contains(where: needsRewrite) }
        case .table(let table, _):
            return table.header.contains(where: needsRewrite) || table.rows.contains { $0.contains(where: needsRewrite) }
        case .html(let html, _): return mayHoldImage(html)
        case .footnotes(let notes): return notes.contains { $0.blocks.contains(where: needsRewrite) }
        case .code, .thematicBreak, .generated: return false
        }
    }

    /// Whether raw HTML may hold an `<img>` whose address is checked: most holds none.
    static func mayHoldImage(_ html: String) -> Bool {
        html.utf8.count > 4 && html.lowercased().contains("<img")
    }

    static func needsRewrite(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .text, .softBreak, .lineBreak, .checkbox, .footnoteReference, .anchor: false
            case .html(let html, _): mayHoldImage(html)
            case .strikethrough(let children): needsRewrite(children)
            case .code(let text, _): ResolveReferences.isRuleIDForm(text)
            case .emphasis(let children), .strong(let children): needsRewrite(children)
            case .link, .image, .ruleReference: true
            }
        }
    }

    func keeps(_ block: Block) -> Bool { !Self.needsRewrite(block) }
    func keeps(_ inlines: [Inline]) -> Bool { !Self.needsRewrite(inlines) }

    /// Raw HTML blocks have their images checked; every other block by the default traversal.
    mutating func visit(_ block: Block) -> Block? {
        guard case .html(let html, let at) = block else { return nil }
        return .html(checkingImages(html, at: at), at: at)
    }

    /// `html` with each `<img src>` checked and resolved like a Markdown image, when raw HTML is
    /// sanitized (and so the images in it are kept only on the allowlist's terms).
    mutating func checkingImages(_ html: String, at: SourceLocation) -> String {
        guard !unsafeHTML, Self.mayHoldImage(html) else { return html }
        let bytes = Array(html.utf8)
        return HTMLSanitizer.sanitize(html) { source, offset in
            // Where the tag is: the piece starts at `at`; its later lines start at their own column 1.
            let inPiece = TextColumn.location(ofOffset: offset, in: bytes)
            let tag = inPiece.line == 1 ? SourceLocation(line: at.line, column: at.column + inPiece.column - 1)
                : SourceLocation(line: at.line + inPiece.line - 1, column: inPiece.column)
            return directoryURLImage(source) ?? link(source, at: tag, isImage: true)
        }.html
    }

    /// The address of a raw `<img src>` written for MkDocs' directory URLs, or nil when `source`
    /// names a file from the page's own folder (or from no folder at all). MkDocs rewrites
    /// Markdown paths but leaves raw HTML as written, and serves `a/b.md` at `a/b/`, so its
    /// authors write such paths from that folder (`../../img/x.png` in `user-guide/themes.md`).
    func directoryURLImage(_ source: String) -> String? {
        guard !unsafeHTML, !Page.isIndex(page.source), !source.isEmpty, !hasScheme(source),
              source.utf8.first != UInt8(ascii: "/"), ResolveReferences.firstIndex(of: "#", in: source) == nil
        else { return nil }
        var path = source, query = ""
        if let q = ResolveReferences.firstIndex(of: "?", in: path) { query = String(path[q...]); path = String(path[..<q]) }
        path = percentDecoded(path)
        if let resolved = Paths.resolve(path, from: page.section), self.target(of: resolved) != nil { return nil }
        let directory = String(decoding: page.source.utf8.dropLast(3), as: UTF8.self) // `.md` off
        guard let resolved = Paths.resolve(path, from: directory), let found = self.target(of: resolved) else { return nil }
        return href(to: found.outputPath) + query
    }

    /// Links, images and rule IDs resolved; emphasis and every block by the default traversal.
    mutating func visit(_ inline: Inline) -> Inline? {
        switch inline {
        case .html(let html, let at): return .html(checkingImages(html, at: at), at: at)
        case .emphasis, .strong, .strikethrough: return nil
        // A site without rule pages has no page for an ID to link to: code stays code.
        case .code where !map.hasRules: return inline
        case .code(let text, let at) where ResolveReferences.isRuleID(text):
            guard let href = ruleHref(text, at: at) else { return inline }
            return .ruleReference(id: text, href: href, [inline])
        case .code(let text, let at) where ResolveReferences.isRuleIDForm(text):
            let hint = catalog.suggestion(for: text).map(Suggestion.hint(naming:)) ?? ""
            outcome.warnings.append(Diagnostic(path: page.displayPath, location: at, level: .warning,
                                               message: ResolveReferences.Message.notARuleID(text, hint: hint)))
            return inline
        case .link(let destination, let title, let children, let at):
            let content = rewrite(children)
            if Self.isRuleLink(destination) {
                let key = String(destination.dropFirst(5))
                guard let href = ruleHref(key, at: at) else { return .link(destination: "#", title: title, content, at: at) }
                return .ruleReference(id: key, href: href, content)
            }
            return .link(destination: link(destination, at: at), title: title, content, at: at)
        case .image(let source, let title, let alt, let at):
            return .image(source: link(source, at: at, isImage: true), title: title, alt: alt, at: at)
        case .code, .text, .softBreak, .lineBreak, .ruleReference, .checkbox, .footnoteReference, .anchor: return inline
        }
    }

    /// `rule:NB001`, in any case, without lowercasing every link to find out.
    static func isRuleLink(_ destination: String) -> Bool {
        var prefix = destination.utf8.prefix(5).makeIterator()
        for expected in "rule:".utf8 {
            guard let byte = prefix.next(), byte | (expected == UInt8(ascii: ":") ? 0 : 0x20) == expected else { return false }
        }
        return true
    }

    mutating func error(_ message: String, at: SourceLocation) {
        outcome.errors.append(Diagnostic(path: page.displayPath, location: at, message: message))
    }

    mutating func warning(_ message: String, at: SourceLocation) {
        outcome.warnings.append(Diagnostic(path: page.displayPath, location: at, level: .warning, message: message))
    }

    /// `base_url` with one trailing slash, for root-absolute links read as addresses on the site's server.
    var siteBase: String? {
        guard var base = baseURL else { return nil }
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/"
    }

    mutating func ruleHref(_ key: String, at: SourceLocation) -> String? {
        guard let rule = rulesByID[key] ?? catalog.description(matching: key) else {
            let hint = catalog.suggestion(for: key).map(Suggestion.hint(naming:)) ?? ""
            error(ResolveReferences.Message.unknownRule(key, hint: hint), at: at)
            return nil
        }
        guard map.hasRules else {
            error(ResolveReferences.Message.noRulePages(rule.id), at: at)
            return nil
        }
        if let href = ruleHrefs[rule.id] { return href }
        outcome.rulesReferenced.insert(rule.id)
        let href = href(to: RuleURL.path(forRuleID: rule.id))
        ruleHrefs[rule.id] = href
        return href
    }

    /// The output address of a link written in the page, checked.
    mutating func link(_ destination: String, at: SourceLocation, isImage: Bool = false) -> String {
        if destination.isEmpty || destination.hasPrefix("//") || hasScheme(destination) {
            checkExternal(destination, at: at)
            return destination
        }
        var path = destination, fragment: String?
        if let hash = ResolveReferences.firstIndex(of: "#", in: destination) {
            path = String(destination[..<hash])
            fragment = String(destination[destination.index(after: hash)...])
        }
        var query = ""
        if let q = ResolveReferences.firstIndex(of: "?", in: path) { query = String(path[q...]); path = String(path[..<q]) }
        path = percentDecoded(path)
        if path.isEmpty {
            guard let fragment else { return destination }
            let checked = checkAnchor(fragment, in: page, at: at)
            return checked == fragment ? destination : query + "#" + checked
        }
        if path.utf8.first == UInt8(ascii: "/") {
            switch links.rootAbsolute {
            case .error:
                error(ResolveReferences.Message.isRootAbsolute(destination), at: at)
                return destination
            case .warn:
                let reading = links.root == .content ? "read as a path in the content folder" : "left as an address on the site's server"
                warning(ResolveReferences.Message.rootAbsoluteKept(destination, reading), at: at)
            case .accept: break
            }
            if links.root == .site {
                // An address on the server: under base_url's path when the site has one, else as written.
                guard let base = siteBase else { return destination }
                return base + destination.dropFirst()
            }
        }
        guard let resolved = Paths.resolve(path, from: page.section) else {
            switch links.outsideContent {
            case .error: error(ResolveReferences.Message.leavesContent(destination), at: at)
            case .warn: warning(ResolveReferences.Message.leavesContentKept(destination), at: at)
            case .accept: break
            }
            return destination
        }
        guard let (target, outputPath) = self.target(of: resolved) else {
            let hint = nearestTarget(to: resolved, isImage: isImage).map(Suggestion.hint(naming:)) ?? ""
            error(ResolveReferences.Message.noSuchTarget(destination, isImage: isImage, hint: hint), at: at)
            return destination
        }
        // The page's file name as a URL (`c#.html` is `c%23.html`); what the author wrote after it stays theirs.
        var href = href(to: outputPath) + query
        if let fragment { href += "#" + (target.map { checkAnchor(fragment, in: map.pages[$0], at: at) } ?? fragment) }
        return href
    }

    /// The site file the content path `resolved` names, and its page when it is one.
    func target(of resolved: String) -> (page: Int?, outputPath: String)? {
        // The target by index: copying a whole page to read two fields cost more than the lookup.
        let folder = resolved.isEmpty ? "" : resolved + "/"
        if let i = map.bySource[resolved] ?? map.bySource[folder + "index.md"] ?? map.bySource[folder + Page.readme] {
            return (i, map.pages[i].outputPath)
        } else if let i = map.byOutput[resolved] {
            return (i, resolved)
        } else if let listing = map.folderListings[resolved] {
            return (nil, listing.path)
        } else if map.assets.contains(resolved) || map.redirects[resolved] != nil
                    || map.generated.contains(where: { $0.isLinkTarget && $0.path == resolved })
                    || links.knownFiles.contains(resolved) {
            return (nil, resolved)
        } else if map.hasRules, resolved == "rules" || resolved == "rules/" {
            return (nil, SiteMap.ruleIndexPath)
        }
        return nil
    }

    /// The page (or, for an image, the file) closest to the missing `resolved`, written as
    /// a link from this page would name it. Sorted first, so a tie goes the same way every build.
    func nearestTarget(to resolved: String, isImage: Bool) -> String? {
        let candidates = (isImage ? Array(map.assets) : Array(map.bySource.keys)).sorted()
        return Suggestion.nearest(to: resolved, in: candidates).map { Paths.relative(from: page.source, to: $0) }
    }

    /// `fragment` as the link is written with it: as written when `target` has that anchor, in
    /// the anchor's own case when only the case differs (GitHub finds it; a browser does not).
    mutating func checkAnchor(_ fragment: String, in target: Page, at: SourceLocation) -> String {
        let anchor = percentDecoded(fragment)
        guard !anchor.isEmpty else { return fragment }
        let headings = target.headings
        let anchors = (target.titleAnchor.map { [$0] } ?? []) + headings.map(\.anchor) + target.htmlAnchors
        if anchors.contains(anchor) { return fragment }
        if anchor.hasPrefix("example_"), let n = Int(anchor.dropFirst(8)), n >= 1,
           n <= ExampleFigure.count(in: target.document.blocks) { return fragment }
        let lowered = anchor.lowercased()
        if let match = anchors.first(where: { $0.lowercased() == lowered }) {
            warning(ResolveReferences.Message.anchorCase(target.source, anchor, match), at: at)
            return match
        }
        let hint = Suggestion.nearest(to: anchor, in: anchors).map { Suggestion.hint(naming: "#" + $0) } ?? ""
        switch links.anchors {
        case .error: error(ResolveReferences.Message.noSuchAnchor(target.source, anchor, hint: hint), at: at)
        case .warn: warning(ResolveReferences.Message.noSuchAnchorKept(target.source, anchor, hint: hint), at: at)
        }
        return fragment
    }

    /// External addresses are never fetched; only a malformed web address is worth a warning.
    mutating func checkExternal(_ destination: String, at: SourceLocation) {
        let lower = destination.lowercased()
        guard let scheme = ["http://", "https://"].first(where: lower.hasPrefix) ?? (lower.hasPrefix("//") ? "//" : nil)
        else { return }
        let rest = destination.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if host.isEmpty || host.contains(" ") {
            outcome.warnings.append(Diagnostic(path: page.displayPath, location: at, level: .warning,
                                               message: ResolveReferences.Message.externalWithoutHost(destination)))
        }
    }

    func hasScheme(_ s: String) -> Bool {
        URLSafety.scheme(of: s) != nil
    }

    func percentDecoded(_ s: String) -> String {
        // A "%" byte that is not a character of its own cannot start an escape either.
        var text = s
        guard text.withUTF8({ $0.contains(UInt8(ascii: "%")) }) else { return s }
        var bytes: [UInt8] = []
        var u = Array(s.utf8)[...]
        while let b = u.popFirst() {
            if b == UInt8(ascii: "%"), u.count >= 2, let v = UInt8(String(decoding: u.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(v); u = u.dropFirst(2)
            } else { bytes.append(b) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Slots for the rule IDs pages name, numbered in the order first named. A site names a
/// dozen IDs thousands of times: comparing with each of the few known is cheaper than
/// hashing every one, and past `linearLimit` IDs the table answers. `FastPathTests`
/// compares it with the table alone.
struct IDSlots {
    private(set) var ids: [String] = []
    private var table: [String: Int] = [:]
    let linearLimit = 16

    /// The slot of `id`, and whether this is the first time it is named.
    mutating func slot(for id: String) -> (slot: Int, isNew: Bool) {
        let known = ids.count <= linearLimit ? ids.firstIndex(of: id) : table[id]
        if let known { return (known, false) }
        ids.append(id)
        table[id] = ids.count - 1
        return (ids.count - 1, true)
    }
}

extension ResolveReferences {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func leavesContent(_ destination: String) -> String {
            "link \"\(destination)\" leaves the content folder (set links.outside_content: warn or accept in navdocs.yml to allow it)"
        }
        static func isRootAbsolute(_ destination: String) -> String {
            "link \"\(destination)\" is root-absolute (set links.root_absolute: warn or accept in navdocs.yml to allow it)"
        }
        static func rootAbsoluteKept(_ destination: String, _ reading: String) -> String {
            "link \"\(destination)\" is root-absolute; it is \(reading)"
        }
        static func leavesContentKept(_ destination: String) -> String {
            "link \"\(destination)\" leaves the content folder; it is kept as written and not checked"
        }
        static func noSuchTarget(_ destination: String, isImage: Bool, hint: String) -> String {
            "link to \"\(destination)\": no such \(isImage ? "file" : "page") in the content folder\(hint)"
        }
        static func noSuchAnchor(_ source: String, _ anchor: String, hint: String) -> String {
            "\(source) has no heading with anchor \"#\(anchor)\"\(hint)"
        }
        static func noSuchAnchorKept(_ source: String, _ anchor: String, hint: String) -> String {
            "\(source) has no heading with anchor \"#\(anchor)\"; the link is kept (links.anchors: warn)\(hint)"
        }
        static func anchorCase(_ source: String, _ anchor: String, _ match: String) -> String {
            "\(source) has anchor \"#\(match)\", not \"#\(anchor)\"; the link is written with \"#\(match)\""
        }
        static func notARuleID(_ text: String, hint: String) -> String {
            "\"\(text)\" looks like a rule ID but is not one; it stays code\(hint)"
        }
        static func unknownRule(_ key: String, hint: String) -> String { "unknown rule \"\(key)\"\(hint)" }
        static func noRulePages(_ id: String) -> String {
            "rule \(id) has no page: this site has no rule pages; add one with \"rule: \(id)\" in its front matter"
        }
        static func externalWithoutHost(_ destination: String) -> String {
            "external link \"\(destination)\" has no valid host; external links are not fetched, check it by hand"
        }
    }
}

extension ResolveReferences {
    /// The step: works out which pages the build redoes (every page of a clean build, and of
    /// any build where a link target or the navigation moved), then resolves their links and
    /// rule references. The sources are let go once every page the build redoes has its body.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        // Trees the next steps replace stay until the build ends; see `RetiredTrees`.
        state.retired.keep(state.map)
        var report = StepReport()
        let (site, parsed, theme) = (state.site, state.parsed, state.theme)
        let loaded = state.loaded
        state.loaded = LoadedContent(pages: [], assets: [])
        state.plan = state.reuse.plan(for: &state.map, parsed: parsed, loaded: consume loaded, content: site.content,
                                      theme: theme, options: site.options)
        state.references = run(&state.map, catalog: site.catalog, options: site.options, plan: &state.plan,
                               parsed: parsed, report: &report)
        state.plan.releaseSources()
        return report
    }
}
