import NavBase
import NavMarkdown

/// Puts the files a page includes into its text before it is parsed, as the tools its authors
/// wrote it for do: MkDocs' pymdownx.snippets (`--8<-- "file.md"`) and mdBook's links
/// preprocessor (`{{#include file.rs:anchor}}`). Both work on the raw text, code blocks too,
/// so this does as well. The text keeps a `LineOrigins` so that every message about the page
/// points at its own lines: what came from an included file points at the directive.
///
/// Where they differ from those tools: a missing file, a missing section or anchor, and an
/// include cycle are errors at the directive (pymdownx skips a missing file unless
/// `check_paths`, mdBook logs and goes on), since issue 45's complaint was text lost without
/// a word; and an absolute path is refused, as a site that builds on one machine only.
enum Includes {
    /// A file read while expanding a page, with its bytes' digest: an incremental build
    /// parses the page again when one of them changed.
    struct IncludedFile: Sendable, Equatable {
        var path: String
        var digest: Fingerprint
    }

    struct Expansion {
        var text: [UInt8]
        var origins: LineOrigins
        /// Sorted by path, each once.
        var files: [IncludedFile]
        var errors: [Diagnostic]
    }

    /// nil when the body has no directive of either form, as most pages have not: it is parsed as it is.
    /// `page` is the page's content path; `lineOffset` the lines before the body (front matter).
    static func expand(_ body: ArraySlice<UInt8>, page: String, shownAs: String, lineOffset: Int,
                       folder: IncludeFolder) -> Expansion? {
        guard mayHoldDirective(body) else { return nil }
        let pagePath = join(folder.content, page)
        var expander = Expander(folder: folder, stack: [pagePath])
        let source = SourceText(path: pagePath, shownAs: shownAs, lineOffset: lineOffset)
        let lines = Self.lines(of: body).enumerated().map {
            Line(text: $0.element, number: $0.offset + 1, origin: LineOrigins.Origin(line: $0.offset + 1))
        }
        let expanded = expander.expand(lines, in: source, directive: nil)
        guard expander.expanded || !expander.errors.isEmpty else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(body.count + expanded.reduce(0) { $0 + $1.text.count + 1 })
        for (i, line) in expanded.enumerated() {
            if i > 0 { text.append(0x0A) }
            text += line.text
        }
        if body.last == 0x0A { text.append(0x0A) }
        let files = expander.files.keys.sorted().map { IncludedFile(path: $0, digest: expander.files[$0]!) }
        return Expansion(text: text, origins: LineOrigins(expanded.map(\.origin)), files: files, errors: expander.errors)
    }

    /// Whether the bytes hold `8<` or `{{`, which every directive does.
    static func mayHoldDirective(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.contains("8<", in: $0) || ByteSearch.contains("{{", in: $0) }
    }

    /// Whether each file an earlier build included still has the bytes it had then.
    static func unchanged(_ files: [IncludedFile], in folder: IncludeFolder) -> Bool {
        files.allSatisfy { file in
            guard let bytes = try? folder.tree.read(file.path) else { return false }
            return FingerprintHasher.of(bytes) == file.digest
        }
    }

    /// A text's lines without their line ends (a `\r` before one too, as both tools drop it).
    static func lines(of bytes: some Collection<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        for byte in bytes {
            if byte == 0x0A {
                if line.last == 0x0D { line.removeLast() }
                lines.append(line)
                line = []
            } else {
                line.append(byte)
            }
        }
        if !line.isEmpty || lines.isEmpty {
            if line.last == 0x0D { line.removeLast() }
            lines.append(line)
        }
        return lines
    }

    /// `a/b/../c` → `a/c`, keeping the `..` that climb above the start (`../x` stays).
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func join(_ folder: String, _ path: String) -> String {
        lexical(folder.isEmpty ? path : folder + "/" + path)
    }
}

extension Includes {
    /// A line of text on its way into the page: its bytes, its line in the file it was read
    /// from (for messages about directives in it) and the page line it stands for.
    struct Line {
        var text: [UInt8]
        var number: Int
        var origin: LineOrigins.Origin
    }

    /// The file a text was read from, for its directives' paths and messages.
    struct SourceText {
        /// Its path in the project folder.
        var path: String
        var shownAs: String
        /// Lines before the text: a page's front matter; 0 for an included file.
        var lineOffset: Int
    }

    struct Expander {
        let folder: IncludeFolder
        /// The files being expanded, the page first: a file already here is a cycle.
        var stack: [String]
        var files: [String: Fingerprint] = [:]
        var errors: [Diagnostic] = []
        /// Whether any directive was found, escaped ones too.
        var expanded = false

        /// `lines` with every directive replaced. `directive` is the page line that included
        /// them (nil for the page's own text): every line put in stands for it.
        mutating func expand(_ lines: [Line], in source: SourceText, directive: LineOrigins.Origin?) -> [Line] {
            var out: [Line] = []
            out.reserveCapacity(lines.count)
            var inBlock = false
            for line in lines {
                let snippet = SnippetDirective(line.text)
                if let snippet {
                    expanded = true
                    switch snippet.kind {
                    case .escaped(let shown): out.append(Line(text: shown, number: line.number, origin: line.origin))
                    case .blockMarker: inBlock.toggle()
                    case .file(let spec):
                        // A one-line snippet directly inside a block is ignored (pymdownx).
                        if !inBlock { out += snippetLines(spec, indent: snippet.indent, at: line, column: snippet.column, in: source, directive: directive) }
                    }
                    continue
                }
                if inBlock {
                    // Inside a block, each line names a file: blank keeps a blank line, `;` comments out.
                    let spec = SnippetDirective.trimmed(line.text)
                    if spec.isEmpty { out.append(Line(text: [], number: line.number, origin: line.origin)); continue }
                    if spec.first == UInt8(ascii: ";") { continue }
                    let indent = line.text.prefix { $0 == 0x20 || $0 == 0x09 }
                    out += snippetLines(String(decoding: spec, as: UTF8.self), indent: Array(indent), at: line,
                                        column: indent.count + 1, in: source, directive: directive)
                    continue
                }
                out += bookLinks(line, in: source, directive: directive)
            }
            return out
        }

        // MARK: MkDocs snippets

        mutating func snippetLines(_ spec: String, indent: [UInt8], at line: Line, column: Int, in source: SourceText,
                                   directive: LineOrigins.Origin?) -> [Line] {
            let at = SourceLocation(line: line.number + source.lineOffset, column: column)
            let selection = SnippetSelection(spec)
            guard !selection.path.isEmpty else { return [] }
            let standsFor = directive ?? LineOrigins.Origin(line: line.origin.line, column: column)
            guard !selection.path.hasPrefix("/") else {
                fail(source, at, Message.absolute(selection.path))
                return []
            }
            var found: String?
            for base in folder.snippetBasePaths {
                let root = Includes.lexical(base)
                let candidate = Includes.join(root, selection.path)
                // Kept under its base path, as pymdownx has since 10.0 (`restrict_base_path`).
                guard root.isEmpty ? !candidate.hasPrefix("..") : candidate.hasPrefix(root + "/") else { continue }
                if (try? folder.tree.read(candidate)) != nil { found = candidate; break }
            }
            guard let path = found else {
                let bases = folder.snippetBasePaths.map { "\"\($0)\"" }.joined(separator: ", ")
                fail(source, at, Message.snippetNotFound(selection.path, bases: bases))
                return []
            }
            guard let (file, lines) = read(path, at: at, in: source) else { return [] }
            var chosen: [Line]
            switch selection.part {
            case .whole: chosen = lines
            case .lines(let start, let end):
                let from = min(max(0, (start ?? 1) - 1), lines.count), to = min(max(from, end ?? lines.count), lines.count)
                chosen = Array(lines[from..<to])
            case .section(let name):
                guard let section = SnippetSelection.section(name, of: lines) else {
                    fail(source, at, Message.noSection(name, in: file.shownAs))
                    return []
                }
                chosen = section
            }
            let included = including(path) { $0.expand(chosen.map { var l = $0; l.origin = standsFor; return l }, in: file, directive: standsFor) }
            let prefix = SnippetDirective.expandingTabs(indent)
            return included.map { Line(text: prefix + $0.text, number: $0.number, origin: standsFor) }
        }

        // MARK: mdBook links

        /// One line with its `{{#include …}}` and `{{#rustdoc_include …}}` replaced by the files'
        /// lines: the text before a directive starts each included line after the first, and
        /// the rest of the line follows the last (mdBook).
        mutating func bookLinks(_ line: Line, in source: SourceText, directive: LineOrigins.Origin?) -> [Line] {
            var out: [Line] = [Line(text: [], number: line.number, origin: line.origin)]
            let text = line.text
            var i = 0, copied = 0
            while i < text.count {
                guard let link = BookLink(text, at: i) else { i += 1; continue }
                expanded = true
                out[out.count - 1].text += text[copied..<i]
                copied = link.end
                i = link.end
                switch link.kind {
                case .escaped:
                    out[out.count - 1].text += text[(link.start + 1)..<link.end]
                case .include(let spec):
                    let column = TextColumn.of(offset: link.start, lineStart: 0, in: text)
                    let at = SourceLocation(line: line.number + source.lineOffset, column: column)
                    let standsFor = directive ?? LineOrigins.Origin(line: line.origin.line, column: column)
                    let included = bookInclude(spec, at: at, in: source, standsFor: standsFor)
                    guard !included.isEmpty else { continue }
                    let prefix = out[out.count - 1].text
                    out[out.count - 1].text += included[0].text
                    for more in included.dropFirst() {
                        out.append(Line(text: prefix + more.text, number: line.number, origin: standsFor))
                    }
                    // The rest of the line now follows included text: its places are the directive's.
                    if included.count > 1 { out[out.count - 1].origin = standsFor }
                }
            }
            out[out.count - 1].text += text[copied...]
            return out
        }

        mutating func bookInclude(_ spec: String, at: SourceLocation, in source: SourceText,
                                  standsFor: LineOrigins.Origin) -> [Line] {
            let selection = BookSelection(spec)
            guard !selection.path.hasPrefix("/") else {
                fail(source, at, Message.absolute(selection.path))
                return []
            }
            let path = Includes.join(String(Paths.folder(of: source.path)), selection.path)
            guard let (file, lines) = read(path, at: at, in: source, missing: Message.includeNotFound(selection.path)) else { return [] }
            var chosen: [Line]
            switch selection.part {
            case .lines(let start, let end):
                let from = min(start, lines.count), to = min(max(from, end ?? lines.count), lines.count)
                chosen = Array(lines[from..<to])
            case .anchor(let name):
                guard let anchored = BookSelection.anchored(name, of: lines) else {
                    fail(source, at, Message.noAnchor(name, in: file.shownAs))
                    return []
                }
                chosen = anchored
            }
            return including(path) { $0.expand(chosen.map { var l = $0; l.origin = standsFor; return l }, in: file, directive: standsFor) }
        }

        // MARK: Files

        /// The lines of the file at `path`, checked as a page's are; nil after reporting why not.
        mutating func read(_ path: String, at: SourceLocation, in source: SourceText,
                           missing: String? = nil) -> (SourceText, [Line])? {
            if stack.contains(path) {
                let cycle = (stack.drop { $0 != path } + [path]).map(folder.displayPath).joined(separator: " → ")
                fail(source, at, Message.cycle(cycle))
                return nil
            }
            let bytes: [UInt8]
            do { bytes = try folder.tree.read(path) } catch {
                fail(source, at, missing ?? Message.unreadable(folder.displayPath(path)))
                return nil
            }
            let shown = folder.displayPath(path)
            if let bad = UTF8Check.firstProblem(in: bytes) {
                errors.append(Diagnostic(path: shown, location: TextColumn.location(ofOffset: bad.offset, in: bytes), message: bad.message))
                return nil
            }
            files[path] = FingerprintHasher.of(bytes)
            let lines = Includes.lines(of: bytes).enumerated().map {
                Line(text: $0.element, number: $0.offset + 1, origin: LineOrigins.Origin(line: 0))
            }
            return (SourceText(path: path, shownAs: shown, lineOffset: 0), lines)
        }

        /// `body`, run with `path` on the stack of files being expanded.
        mutating func including(_ path: String, _ body: (inout Expander) -> [Line]) -> [Line] {
            stack.append(path)
            defer { stack.removeLast() }
            return body(&self)
        }

        mutating func fail(_ source: SourceText, _ at: SourceLocation, _ message: String) {
            errors.append(Diagnostic(path: source.shownAs, location: at, message: message))
        }
    }
}

extension Includes {
    /// The messages including raises, each named once (docs/architecture.md).
    enum Message {
        static func includeNotFound(_ path: String) -> String {
            "included file \"\(path)\" not found; its path is relative to this file's folder"
        }
        static func snippetNotFound(_ path: String, bases: String) -> String {
            "snippet \"\(path)\" not found in the snippet base path \(bases); set snippets: base_path: in navdocs.yml"
        }
        static func unreadable(_ path: String) -> String { "cannot read the included file \(path)" }
        static func absolute(_ path: String) -> String {
            "included file \"\(path)\" must be a relative path, so that the site builds on any machine"
        }
        static func noSection(_ name: String, in file: String) -> String {
            "\(file) has no snippet section \"\(name)\"; mark it with --8<-- [start:\(name)] and --8<-- [end:\(name)]"
        }
        static func noAnchor(_ name: String, in file: String) -> String {
            "\(file) has no anchor \"\(name)\"; mark it with ANCHOR: \(name) and ANCHOR_END: \(name)"
        }
        static func cycle(_ files: String) -> String { "include cycle: \(files)" }
    }
}
