import NavReaders
import NavRules

/// `navlint bars`: each bar read, as a `.navbar` spec a person can check against the app.
///
/// The spec is valid `.navbar`; where it came from, what it does not know and the
/// mockup are `#` comments, so the output can be saved and linted as it is.
enum BarsListing {
    static func render(_ report: BarsReport, format: BarsFormat, mockup: Bool) -> String {
        switch format {
        case .navbar: navbar(report, mockup: mockup)
        case .json: json(report, mockup: mockup)
        }
    }

    private static func navbar(_ report: BarsReport, mockup: Bool) -> String {
        let renderer = MockupRenderer(style: .unicode)
        return report.bars.map { item in
            let at = item.bar.locations.bar
            var lines = comment("\(item.path):\(at.line):\(at.column)")
            lines += item.remarks.flatMap(comment)
            let unknown = item.bar.unknownKeys
            if !unknown.isEmpty { lines += comment("unknown: " + unknown.joined(separator: ", ")) }
            lines += NavbarSpec.lines(for: item.bar)
            if mockup { lines += renderer.render(item.bar).split(separator: "\n").map { "#   " + $0 } }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "---\n")
    }

    /// Text as `#` comment lines: a remark that quotes a multi-line string from the source
    /// (any of Unicode's line breaks) stays a comment on every line.
    static func comment(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { "# " + $0 }
    }

    private static func json(_ report: BarsReport, mockup: Bool) -> String {
        let renderer = MockupRenderer(style: .unicode)
        // `files` first: saved in the app's folder, the listing must not start like a JSON spec.
        return JSONOutput.object([("files", .int(report.fileCount)), ("bars", .array(report.bars.map { item in
            let at = item.bar.locations.bar
            var members: [(String, JSONOutput)] = [
                ("file", .string(item.path)),
                ("line", .int(at.line)),
                ("column", .int(at.column)),
            ]
            if let screen = item.bar.screen { members.append(("screen", .string(screen))) }
            if let objectID = item.objectID { members.append(("objectID", .string(objectID))) }
            members.append(("spec", .string(NavbarSpec.lines(for: item.bar).joined(separator: "\n"))))
            members.append(("unknown", .array(item.bar.unknownKeys.map { .string($0) })))
            members.append(("remarks", .array(item.remarks.map { .string($0) })))
            if mockup { members.append(("mockup", .string(renderer.render(item.bar)))) }
            return .object(members)
        }))] + JSONReport.diagnostics(problems: report.problems, notes: report.notes)).rendered()
    }

    static func summary(_ report: BarsReport) -> String {
        var lines = report.notes.map(\.description) + report.problems.map(\.description)
        lines.append("navlint: read \(ReportFormatter.count(report.fileCount, "file")): \(ReportFormatter.count(report.bars.count, "bar"))")
        return lines.joined(separator: "\n") + "\n"
    }
}
