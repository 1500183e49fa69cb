import NavBase

/// Where each line of a text the parser reads was written in the page: a page with included
/// files is parsed as one text, and its messages still point at the page's own lines. A line
/// that came from an included file stands for the include directive that brought it in.
package struct LineOrigins: Sendable, Equatable {
    package struct Origin: Sendable, Equatable {
        /// The page's line, counted as the parser's `lineOffset` counts (before it is added).
        package var line: Int
        /// The column every position on the line is reported at; nil keeps the position's own
        /// (the line is the page's own text).
        package var column: Int?

        package init(line: Int, column: Int? = nil) {
            self.line = line
            self.column = column
        }
    }

    /// Line 1 of the text first.
    package var lines: [Origin]

    package init(_ lines: [Origin]) { self.lines = lines }

    /// Where `column` of the text's 1-based `line` was written. Past the last line (the empty
    /// line after a final line end), lines count on from the last.
    package func location(line: Int, column: Int) -> SourceLocation {
        guard let last = lines.last else { return SourceLocation(line: line, column: column) }
        guard line >= 1 else { return SourceLocation(line: lines[0].line, column: lines[0].column ?? column) }
        guard line <= lines.count else { return SourceLocation(line: last.line + line - lines.count, column: column) }
        let origin = lines[line - 1]
        return SourceLocation(line: origin.line, column: origin.column ?? column)
    }

    /// The origins of the text that starts at `line`: a footnote's text, parsed on its own.
    package func starting(at line: Int) -> LineOrigins {
        guard let last = lines.last else { return self }
        guard line <= lines.count else { return LineOrigins([Origin(line: last.line + line - lines.count)]) }
        return LineOrigins(Array(lines.dropFirst(max(0, line - 1))))
    }
}
