@testable import NavBase
@testable import NavDocs
@testable import NavDocsCommandLine
import NavDocsTestSupport
import NavRules
import NavTemplates
import Testing

/// What every command and every input format must say the same way: the column of a
/// problem, the wording of a did-you-mean hint, and a theme's missing partial.
@Suite struct ConsistencyTests {
    /// Text before the problem on its line: a combining accent (two scalars, one character)
    /// and a check mark (one scalar, three bytes), so bytes, characters and scalars all differ.
    static let prefix = "Cafe\u{301} \u{2713} "
    /// The column of whatever follows `prefix` on a line, counted as SARIF's `unicodeCodePoints`.
    static let column = prefix.unicodeScalars.count + 1

    static func column(of diagnostic: String) -> Int? {
        let parts = diagnostic.split(separator: ":")
        return parts.count > 2 ? Int(parts[2]) : nil
    }

    @Test func aNonASCIILineGivesTheSameColumnEverywhere() throws {
        // The rule itself, on bytes.
        let line = Array((Self.prefix + "x").utf8)
        #expect(TextColumn.of(offset: line.count - 1, lineStart: 0, in: line) == Self.column)

        // Markdown, located by cmark: a link to a page that does not exist.
        let link = Fixture.errors(["index.md": "# Home\n\n\(Self.prefix)[x](missing.md)\n"])
        #expect(link.count == 1)
        #expect(link.first.flatMap(Self.column(of:)) == Self.column, "\(link)")

        // A table cell, parsed apart from its row: the same link inside it.
        let cell = Fixture.errors(["index.md": "# Home\n\n| a | b |\n|---|---|\n| \(Self.prefix) | [x](missing.md) |\n"])
        let cellColumn = ("| " + Self.prefix + " | ").unicodeScalars.count + 1
        #expect(cell.first.flatMap(Self.column(of:)) == cellColumn, "\(cell)")

        // Front matter, located by libyaml through NavYAML: an unknown key after the text.
        let build = try Fixture.build(["index.md": "---\n{title: \(Self.prefix)x, tittle: y}\n---\n# Home\n\nText.\n"]).get()
        let key = ("{title: " + Self.prefix + "x, ").unicodeScalars.count + 1
        #expect(build.1.warnings.map(\.description) == [
            "content/index.md:2:\(key): warning: unknown front-matter key \"tittle\"; did you mean \"title\"?",
        ])

        // A .navbar spec, as navlint reads it and as an example in a page.
        let spec = "title: \"\(Self.prefix)\" extra"
        let after = ("title: \"" + Self.prefix + "\" ").unicodeScalars.count + 1
        var specErrors: [String] = []
        do { _ = try NavbarSpec.parse(bytes: Array(spec.utf8), path: "bar.navbar", catalog: .standard) } catch {
            specErrors = error.diagnostics.map(\.description)
        }
        #expect(specErrors.first.flatMap(Self.column(of:)) == after, "\(specErrors)")
        let example = Fixture.errors(["index.md": "# Home\n\n```navbar good\n\(spec)\n```\n"])
        #expect(example.last.flatMap(Self.column(of:)) == after, "\(example)")

        // A template, located by the Mustache scanner: a section never closed.
        #expect(throws: TemplateError.self) { try Template("\(Self.prefix){{#open}}", name: "t", path: "t.mustache") }
        do { _ = try Template("\(Self.prefix){{#open}}", name: "t", path: "t.mustache") } catch {
            #expect(error.diagnostic.location.column == Self.column, "\(error.diagnostic)")
        }

        // The UTF-8 check of page bytes: a NUL after the text.
        let bytes = Array(Self.prefix.utf8) + [0]
        let bad = try #require(UTF8Check.firstProblem(in: bytes))
        #expect(TextColumn.location(ofOffset: bad.offset, in: bytes) == SourceLocation(line: 1, column: Self.column))
    }

    @Test func everyDidYouMeanHintHasOneWording() {
        #expect(Suggestion.hint(for: "titel", in: ["title", "order"]) == "; did you mean \"title\"?")
        #expect(Suggestion.hint(for: "zzz", in: ["title", "order"]) == "")
        #expect(Suggestion.hint(naming: "NB003") == "; did you mean \"NB003\"?")
        // A rule ID in a page, a front-matter key, a command-line flag: the same shape.
        #expect(Fixture.errors(["index.md": "# Home\n\n[x](rule:NB013)\n"]) == [
            "content/index.md:3:1: error: unknown rule \"NB013\"; did you mean \"NB003\"?",
        ])
        let run = CapturedConsole()
        _ = NavDocsCommand.run(["build", "--verbos"], console: run.console)
        #expect(run.err.first == "navdocs: unknown option \"--verbos\"; did you mean \"--verbose\"?")
    }

    @Test func aThemeNamingAMissingPartialFailsWithTheTagsLocation() {
        var files = Fixture.themeFiles
        files["templates/page.mustache"] = "<main>\n  {{> sidebr}}{{{content}}}</main>"
        switch Fixture.build(["index.md": "# Home\n", "a.md": "# A\n"], theme: MemoryTree(files, name: "theme")) {
        case .success: Issue.record("a build with a missing partial succeeded")
        case .failure(let failure):
            #expect(failure.step == .load)
            #expect(failure.diagnostics.map(\.description) == ["theme/templates/page.mustache:2:3: error: no template named \"sidebr\""])
        }
    }
}

/// Example figures are the theme's HTML like every other piece of a page.
@Suite struct ExampleFigureThemeTests {
    @Test func aThemeDrawsTheExampleFigures() throws {
        var files = Fixture.themeFiles
        files["templates/example.mustache"] = "<div class=\"mine\" id=\"{{anchor}}\">{{#mockups}}[{{description}}]{{/mockups}}{{> findings}}</div>"
        files["templates/findings.mustache"] = "{{#findings}}<b>{{id}}</b>{{/findings}}"
        let pages = ["index.md": "# Home\n\n```navbar bad NB001\ntitle: Account Settings\n```\n"]
        let (sink, _) = try Fixture.build(pages, theme: MemoryTree(files, name: "theme")).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains("<div class=\"mine\" id=\"example_1\">["))
        #expect(html.contains("<b>NB001</b></div>"))
    }

    @Test func aThemeWithoutTheExampleTemplateFailsAtTheExample() {
        var files = Fixture.themeFiles
        files["templates/example.mustache"] = nil
        files["templates/swift-example.mustache"] = nil
        files["templates/findings.mustache"] = nil
        let pages = ["index.md": "# Home\n\n```navbar good\ntitle: Inbox\n```\n"]
        let errors = Fixture.errors(pages, theme: MemoryTree(files, name: "theme"))
        #expect(errors.contains("content/index.md:3:1: error: the theme has no \"example\" template to draw this example; add templates/example.mustache"))
    }
}
