import NavRules
import NavYAML

extension SourceLocation {
    /// Where a YAML node, key or error stands in `navdocs.yml` or a page's front matter.
    init(_ position: YAMLPosition) {
        self.init(line: position.line, column: position.column)
    }
}
