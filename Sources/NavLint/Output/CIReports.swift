import NavRules

/// GitHub Actions workflow commands: one annotation per finding on the pull request.
/// https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions
enum GitHubReport {
    static func render(_ report: LintReport, context: OutputContext) -> String {
        var out = report.findings.map { item in
            let f = item.finding
            let command = f.severity == .info ? "notice" : f.severity.rawValue
            return "::\(command) file=\(property(item.path)),line=\(f.location.line),col=\(f.location.column),"
                + "title=\(property("\(f.ruleID) \(f.slug)"))::"
                + data("\(item.displayMessage)\n\(context.reference(for: f.ruleID))") + "\n"
        }.joined()
        // A file that could not be linted fails the check; say where on the pull request too.
        for problem in report.problems {
            var place = "file=\(property(problem.path))"
            if let location = problem.location { place += ",line=\(location.line),col=\(location.column)" }
            out += "::error \(place),title=navlint::\(data(problem.message))\n"
        }
        return out
    }

    /// A message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// A property value: as a message, and `:` and `,` too.
    static func property(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

/// Checkstyle XML, which Jenkins, GitLab, Bitrise and Danger read: findings grouped by file.
enum CheckstyleReport {
    static func render(_ report: LintReport, context: OutputContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var entries: [(path: String, line: String)] = report.findings.map { item in
            let f = item.finding
            return (item.path, "<error line=\"\(f.location.line)\" column=\"\(f.location.column)\" severity=\"\(f.severity.rawValue)\" "
                + "message=\"\(XMLText.escape(item.displayMessage))\" source=\"navlint.\(f.ruleID).\(f.slug)\"/>")
        }
        entries += report.problems.map { problem in
            let position = problem.location.map { "line=\"\($0.line)\" column=\"\($0.column)\" " } ?? ""
            return (problem.path, "<error \(position)severity=\"error\" message=\"\(XMLText.escape(problem.message))\" source=\"navlint.input\"/>")
        }
        var order: [String] = []
        var byFile: [String: [String]] = [:]
        for entry in entries {
            if byFile[entry.path] == nil { order.append(entry.path) }
            byFile[entry.path, default: []].append(entry.line)
        }
        for path in order {
            out += "  <file name=\"\(XMLText.escape(path))\">\n"
            for line in byFile[path]! { out += "    \(line)\n" }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

/// JUnit XML for CI test reports: one failing test case per finding, one erroring
/// case per file that could not be linted.
enum JUnitReport {
    static func render(_ report: LintReport, context: OutputContext) -> String {
        var cases: [String] = report.findings.map { item in
            let f = item.finding
            let text = "\(item.path):\(f.location.line):\(f.location.column): \(f.severity.rawValue): \(item.displayMessage)\n\(context.reference(for: f.ruleID))"
            return "    <testcase classname=\"\(XMLText.escape(item.path))\" name=\"\(f.ruleID) \(f.slug) at \(f.location.line):\(f.location.column)\">\n"
                + "      <failure type=\"\(f.severity.rawValue)\" message=\"\(XMLText.escape(item.displayMessage))\">\(XMLText.escape(text))</failure>\n"
                + "    </testcase>\n"
        }
        cases += report.problems.map { problem in
            "    <testcase classname=\"\(XMLText.escape(problem.path))\" name=\"read\">\n"
                + "      <error type=\"input\" message=\"\(XMLText.escape(problem.message))\">\(XMLText.escape(problem.description))</error>\n"
                + "    </testcase>\n"
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(report.findings.count)\" errors=\"\(report.problems.count)\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"navlint\" \(counts)>\n"
            + "  <testsuite name=\"navlint\" \(counts) skipped=\"0\">\n" + cases.joined() + "  </testsuite>\n</testsuites>\n"
    }
}

enum XMLText {
    /// Text safe in an element or a double-quoted attribute. Characters XML 1.0 cannot
    /// carry become U+FFFD; line breaks in attributes stay line breaks (`&#10;`).
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

extension String {
    /// Each scalar in `replacements` replaced, in one pass (by scalar, so the CR and LF
    /// of a `\r\n`, one Character, are each replaced).
    func replacingAll(_ replacements: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
