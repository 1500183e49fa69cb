import NavRules

/// Step 2: front matter with libyaml, the body with libcmark; titles, anchors and
/// output paths follow from what was parsed.
enum ParsePages {
    /// Larger pages are refused: nobody writes one by hand, and it would stall a build.
    static let maximumPageBytes = 8 << 20

    struct Outcome: Sendable {
        var page: Page?
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
    }

    static func run(_ content: LoadedContent, tree: FileTree, options: BuildOptions, report: inout StepReport) -> [Page] {
        let outcomes = content.pages.parallelMap { parse($0, shownAs: tree.displayPath($0.path), options: options) }
        var pages: [Page] = []
        for outcome in outcomes {
            report.errors += outcome.errors
            report.warnings += outcome.warnings
            if let page = outcome.page, !page.frontMatter.draft { pages.append(page) }
        }
        return pages
    }

    static func parse(_ file: LoadedContent.SourceFile, shownAs path: String, options: BuildOptions) -> Outcome {
        var outcome = Outcome()
        let bytes = file.bytes
        if bytes.count > maximumPageBytes {
            outcome.errors.append(Diagnostic(path: path, location: SourceLocation(line: 1, column: 1),
                                             message: "page is \(bytes.count >> 20) MB; pages are limited to \(maximumPageBytes >> 20) MB, split it"))
            return outcome
        }
        if let bad = TextCheck.firstProblem(in: bytes) {
            outcome.errors.append(Diagnostic(path: path, location: bad.location, message: bad.message))
            return outcome
        }
        let split: FrontMatterReader.Result
        do { split = try FrontMatterReader.read(bytes, path: path) } catch {
            outcome.errors = error.diagnostics
            return outcome
        }
        outcome.warnings += split.warnings
        let document: MarkdownDocument
        do {
            document = try MarkdownParser().parse(Array(split.body), path: path, lineOffset: split.bodyLineOffset)
        } catch {
            outcome.errors = error.diagnostics
            return outcome
        }
        var blocks = document.blocks
        var title = split.frontMatter.title
        if case .heading(1, let inlines, _)? = blocks.first {
            if title == nil { title = Inline.plainText(inlines) }
            blocks.removeFirst()
        }
        if blocks.isEmpty {
            outcome.warnings.append(Diagnostic(path: path, location: SourceLocation(line: split.bodyLineOffset + 1, column: 1),
                                               level: .warning, message: "page has no content"))
        }
        var anchors = HeadingAnchors()
        var headings: [Heading] = []
        collectHeadings(blocks, into: &headings, anchors: &anchors)

        let section = Paths.directory(of: file.path)
        var kind = PageKind.page
        var outputPath = String(file.path.dropLast(3)) + ".html"
        if file.path == "index.md" { kind = .home }
        if let slug = split.frontMatter.slug {
            guard isSafeSlug(slug) else {
                outcome.errors.append(Diagnostic(path: path, location: split.frontMatter.slugLocation ?? .unknown,
                                                 message: "slug \"\(slug)\" must be letters, digits, \"-\" or \"_\"; it cannot name another folder"))
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
                            headings: headings, outputPath: outputPath, section: section, kind: kind,
                            markdownBytes: bytes.count)
        return outcome
    }

    private static func collectHeadings(_ blocks: [Block], into headings: inout [Heading], anchors: inout HeadingAnchors) {
        for block in blocks {
            switch block {
            case .heading(let level, let inlines, let at):
                let title = Inline.plainText(inlines)
                headings.append(Heading(level: level, title: title, anchor: anchors.anchor(for: title), location: at))
            case .blockQuote(let children, _):
                collectHeadings(children, into: &headings, anchors: &anchors)
            case .list(_, let items, _):
                for item in items { collectHeadings(item, into: &headings, anchors: &anchors) }
            default: break
            }
        }
    }

    private static func isSafeSlug(_ slug: String) -> Bool {
        !slug.isEmpty && slug.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }
}

extension String {
    var lastComponentWithoutExtension: String {
        let name = split(separator: "/").last.map(String.init) ?? self
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

/// Finds the first byte sequence that is not valid UTF-8, or a NUL byte.
enum TextCheck {
    static func firstProblem(in bytes: [UInt8]) -> (location: SourceLocation, message: String)? {
        bytes.withUnsafeBufferPointer { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                // Eight ASCII bytes and no NUL among them, at a time: most text is nothing else.
                if i + 8 <= n {
                    let w = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    if w & high == 0 && (w &- 0x0101_0101_0101_0101) & ~w & high == 0 { i += 8; continue }
                }
                let b = bytes[i]
                if b < 0x80 {
                    if b == 0 { return (location(of: i, in: bytes), "NUL byte in text; remove it") }
                    i += 1
                    continue
                }
                let length: Int
                var minimum: UInt32 = 0
                if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80 }
                else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800 }
                else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000 }
                else { length = 0 }
                var valid = length > 0 && i + length <= n
                var scalar = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                if valid {
                    for k in 1..<length {
                        let c = bytes[i + k]
                        if c & 0xC0 != 0x80 { valid = false; break }
                        scalar = scalar << 6 | UInt32(c & 0x3F)
                    }
                }
                if valid && (scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar)) { valid = false }
                if !valid {
                    return (location(of: i, in: bytes), "invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true)); save the file as UTF-8")
                }
                i += length
            }
            return nil
        }
    }

    /// Line and byte column of `offset`, counted only once a problem is found.
    private static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1, lineStart = 0
        for k in 0..<offset where bytes[k] == 0x0A { line += 1; lineStart = k + 1 }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }
}
