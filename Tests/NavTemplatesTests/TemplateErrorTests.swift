@testable import NavTemplates
import Testing

/// Each broken template, and the located message it is reported with.
@Suite struct TemplateErrorTests {
    private func compileError(_ source: String) -> String? {
        do {
            _ = try TemplateLibrary(templates: ["page": source], paths: ["page": "templates/page.mustache"])
            return nil
        } catch {
            return error.description
        }
    }

    @Test func unclosedSection() {
        #expect(compileError("<ul>\n  {{#items}}\n    <li>{{name}}</li>\n</ul>\n")
            == #"templates/page.mustache:2:3: error: section "items" is never closed"#)
    }

    @Test func unclosedInvertedSectionParentAndBlock() {
        #expect(compileError("{{^items}}none") == #"templates/page.mustache:1:1: error: inverted section "items" is never closed"#)
        #expect(compileError("{{<layout}}") == #"templates/page.mustache:1:1: error: parent "layout" is never closed"#)
        #expect(compileError("x {{$body}}") == #"templates/page.mustache:1:3: error: block "body" is never closed"#)
    }

    @Test func mismatchedClosingTag() {
        #expect(compileError("{{#bar}}\n  {{/foo}}\n")
            == #"templates/page.mustache:2:3: error: closing tag "foo" does not match section "bar" opened at 1:1"#)
    }

    @Test func closingTagWithoutSection() {
        #expect(compileError("text\n{{/foo}}") == #"templates/page.mustache:2:1: error: closing tag "foo" has no open section"#)
    }

    @Test func unclosedTag() {
        #expect(compileError("Hello {{name") == #"templates/page.mustache:1:7: error: tag is never closed: expected "}}""#)
        #expect(compileError("{{{html}}") == #"templates/page.mustache:1:1: error: tag is never closed: expected "}}}""#)
    }

    @Test func badDelimiters() {
        #expect(compileError("{{=<% =}}")
            == #"templates/page.mustache:1:1: error: invalid delimiters "<%": expected two delimiters separated by a space, without "=""#)
        #expect(compileError("{{=<= =>=}}")
            == #"templates/page.mustache:1:1: error: invalid delimiters "<= =>": expected two delimiters separated by a space, without "=""#)
    }

    @Test func badNames() {
        #expect(compileError("a {{}}") == #"templates/page.mustache:1:3: error: tag has no name"#)
        #expect(compileError("{{#}}{{/}}") == #"templates/page.mustache:1:1: error: tag has no name"#)
        #expect(compileError("{{first name}}") == #"templates/page.mustache:1:1: error: tag name "first name" contains whitespace"#)
        #expect(compileError("{{page..title}}") == #"templates/page.mustache:1:1: error: invalid name "page..title""#)
    }

    @Test func errorsAfterCustomDelimitersUseThem() {
        #expect(compileError("{{=<% %>=}}\n<%#items%>\n") == #"templates/page.mustache:2:1: error: section "items" is never closed"#)
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(compileError("café {{#x}}") == #"templates/page.mustache:1:6: error: section "x" is never closed"#)
    }

    @Test func lineCountsIncludeMultilineComments() {
        #expect(compileError("{{! one\ntwo }}\n{{/x}}") == #"templates/page.mustache:3:1: error: closing tag "x" has no open section"#)
    }

    @Test func pathDefaultsToTemplateName() throws {
        #expect(throws: TemplateError(template: "page", path: "page", location: .init(line: 1, column: 1),
                                      message: #"section "x" is never closed"#)) {
            _ = try TemplateLibrary(templates: ["page": "{{#x}}"])
        }
    }

    @Test func recursivePartialStopsAtDepthLimit() throws {
        let library = try TemplateLibrary(templates: ["node": "<li>{{> node}}</li>"], paths: ["node": "templates/node.mustache"])
        #expect(throws: TemplateError(template: "node", path: "templates/node.mustache", location: .init(line: 1, column: 5),
                                      message: #"partial "node" is nested more than 100 levels deep"#)) {
            _ = try library.render("node", [:])
        }
    }

    @Test func recursiveParentStopsAtDepthLimit() throws {
        let library = try TemplateLibrary(templates: ["layout": "{{<layout}}{{$body}}x{{/body}}{{/layout}}"])
        #expect(throws: TemplateError(template: "layout", path: "layout", location: .init(line: 1, column: 1),
                                      message: #"parent "layout" is nested more than 100 levels deep"#)) {
            _ = try library.render("layout", [:])
        }
    }

    @Test func recursionStopsOnAnotherThreadToo() async throws {
        let library = try TemplateLibrary(templates: ["node": "{{#.}}{{> node}}{{/.}}"])
        let message = await Task.detached { () -> String in
            do throws(TemplateError) { return try library.render("node", true) } catch { return error.message }
        }.value
        #expect(message == #"partial "node" is nested more than 100 levels deep"#)
    }

    @Test func partialThatStopsRecursingRendersFine() throws {
        let library = try TemplateLibrary(templates: ["node": "{{name}}{{#children}}({{> node}}){{/children}}"])
        // Leaves say `children: []`: a missing key would be looked up in the parent node.
        let tree: TemplateValue = ["name": "a", "children": [
            ["name": "b", "children": [["name": "c", "children": []]]],
            ["name": "d", "children": []],
        ]]
        #expect(try library.render("node", tree) == "a(b(c))(d)")
    }

    @Test func unknownTemplateName() throws {
        let library = try TemplateLibrary(templates: [:])
        #expect(throws: TemplateError(template: "page", path: "page", location: .init(line: 1, column: 1),
                                      message: #"no template named "page""#)) {
            _ = try library.render("page", [:])
        }
    }

    @Test func unknownPartialsAreListedWithTheirTags() throws {
        let library = try TemplateLibrary(
            templates: [
                "page": "{{< layout}}{{$body}}\n  {{> header}}\n{{/body}}{{/layout}}",
                "layout": "{{$body}}{{/body}}{{#footer}}{{> footer}}{{/footer}}",
            ],
            paths: ["page": "templates/page.mustache", "layout": "themes/default/templates/layout.mustache"])
        #expect(library.unknownPartials().map(\.description) == [
            #"templates/page.mustache:2:3: error: no template named "header""#,
            #"themes/default/templates/layout.mustache:1:30: error: no template named "footer""#,
        ])
    }

    @Test func diagnosticCarriesTheSameLocation() {
        let error = TemplateError(template: "page", path: "templates/page.mustache", location: .init(line: 12, column: 5),
                                  message: #"section "items" is never closed"#)
        #expect(error.diagnostic.description == #"templates/page.mustache:12:5: error: section "items" is never closed"#)
    }
}
