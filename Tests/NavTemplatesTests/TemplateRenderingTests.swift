@testable import NavTemplates
import Testing

/// What templates print, beyond the spec suites: escaping, values, layouts, threads.
@Suite struct TemplateRenderingTests {
    private func render(_ source: String, _ context: TemplateValue) throws -> String {
        try Template(source).render(context)
    }

    @Test func escapesHTMLSpecialCharacters() throws {
        #expect(try render("{{text}}", ["text": #"<a href="x">Tom & Jerry's</a>"#])
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test func rawTagsDoNotEscape() throws {
        #expect(try render("{{{html}}} {{& html}}", ["html": "<b>&</b>"]) == "<b>&</b> <b>&</b>")
    }

    @Test func textAlreadyEscapedIsPrintedAsItIsEitherWay() throws {
        let escaped = TemplateValue.html(Array("Tom &amp; Jerry".utf8))
        #expect(try render("{{t}}|{{{t}}}|{{#t}}yes{{/t}}", ["t": escaped]) == "Tom &amp; Jerry|Tom &amp; Jerry|yes")
        #expect(try render("{{^t}}empty{{/t}}", ["t": .html([])]) == "empty")
    }

    @Test func escapingKeepsMultibyteText() throws {
        #expect(try render("{{text}}", ["text": "café «<ok>» 🚀"]) == "café «&lt;ok&gt;» 🚀")
    }

    @Test func numbersAndFlagsPrintPlainly() throws {
        #expect(try render("{{a}} {{b}} {{c}} {{d}} {{e}} {{f}}", ["a": 85, "b": 1.21, "c": 85.0, "d": -0.5, "e": true, "f": false])
            == "85 1.21 85 -0.5 true false")
    }

    @Test func listsAndDictionariesPrintNothing() throws {
        #expect(try render("[{{list}}][{{map}}][{{missing}}][{{nothing}}]", ["list": [1, 2], "map": ["a": 1], "nothing": nil]) == "[][][][]")
    }

    @Test func emptyStringIsFalsey() throws {
        let source = "{{#description}}<meta content=\"{{description}}\">{{/description}}{{^description}}none{{/description}}"
        #expect(try render(source, ["description": ""]) == "none")
        #expect(try render(source, ["description": "Rules"]) == #"<meta content="Rules">"#)
    }

    @Test func zeroAndEmptyDictionaryAreTruthy() throws {
        #expect(try render("{{#n}}n={{.}}{{/n}} {{#d}}d{{/d}}", ["n": 0, "d": [:]]) == "n=0 d")
    }

    @Test func interpolatedStringsBuildValues() throws {
        let id = "NB001"
        #expect(try render("{{url}}", ["url": "rules/\(id).html"]) == "rules/NB001.html")
    }

    @Test func templateAloneRendersPartialsAsNothing() throws {
        #expect(try render("a{{> header}}b{{<layout}}{{/layout}}c", [:]) == "abc")
    }

    @Test func pageLayoutThroughInheritance() throws {
        let library = try TemplateLibrary(templates: Self.theme)
        #expect(try library.render("page", Self.page(items: 2)) == """
            <!doctype html>
            <html>
              <head>
                <title>Rules &amp; more</title>
              </head>
              <body>
                <nav><a href="index.html">Home</a></nav>
                <main>
                  <h1>Rules &amp; more</h1>
                  <ul>
                    <li><a href="rules/NB000.html">NB000</a> rule 0</li>
                    <li><a href="rules/NB001.html">NB001</a> rule 1</li>
                  </ul>
                </main>
              </body>
            </html>

            """)
    }

    @Test func rendersTheSameFromManyThreads() async throws {
        let library = try TemplateLibrary(templates: Self.theme)
        let context = Self.page(items: 300)
        let expected = try library.render("page", context)
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask { try library.render("page", context) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 16)
        #expect(outputs.allSatisfy { $0 == expected })
        #expect(expected.contains("NB299"))
    }

    static let theme: [String: String] = [
        "layout": """
            <!doctype html>
            <html>
              <head>
                <title>{{$title}}navdocs{{/title}}</title>
              </head>
              <body>
                {{> nav}}
                <main>
                  {{$content}}
                  {{/content}}
                </main>
              </body>
            </html>

            """,
        "nav": "<nav><a href=\"index.html\">Home</a></nav>\n",
        "page": """
            {{<layout}}
            {{$title}}{{title}}{{/title}}
            {{$content}}
            <h1>{{title}}</h1>
            <ul>
              {{#items}}
              <li><a href="{{url}}">{{id}}</a> {{summary}}</li>
              {{/items}}
            </ul>
            {{/content}}
            {{/layout}}

            """,
    ]

    static func page(items: Int) -> TemplateValue {
        let list = (0..<items).map { index -> TemplateValue in
            let id = "NB" + String(repeating: "0", count: 3 - String(index).count) + String(index)
            return ["id": "\(id)", "url": "rules/\(id).html", "summary": "rule \(index)"]
        }
        return ["title": "Rules & more", "items": .list(list)]
    }
}
