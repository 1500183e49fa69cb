import NavBase
import NavRules

/// SARIF 2.1.0, the format code-scanning services read: the whole catalog as
/// `rules`, one result per finding, and files that could not be linted (errors) and
/// files with nothing to check (notes) as tool notifications, so a CI upload still shows them.
enum SARIFReport {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func render(_ report: LintReport, context: OutputContext) -> String {
        let descriptions = context.catalog.descriptions
        let indexByID = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        var driverMembers: [(String, JSONOutput)] = [("name", .string("navlint")), ("version", .string(context.version))]
        if let docsURL = context.docsURL { driverMembers.append(("informationUri", .string(docsURL))) }
        driverMembers.append(("rules", .array(descriptions.map { rule($0, context: context) })))
        let driver: JSONOutput = .object(driverMembers)
        let run: [(String, JSONOutput)] = [
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([invocation(report)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.findings.map { result($0, ruleIndex: indexByID[$0.finding.ruleID]) })),
        ]
        return JSONOutput.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    private static func rule(_ rule: RuleDescription, context: OutputContext) -> JSONOutput {
        let url = context.url(for: rule.id)
        let see = url ?? "navlint explain \(rule.id)"
        let seeMarkdown = url.map { "[\(rule.id) \(rule.slug)](\($0))" } ?? "`navlint explain \(rule.id)`"
        var members: [(String, JSONOutput)] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.slug)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
        ]
        if let url { members.append(("helpUri", .string(url))) }
        return .object(members + [
            ("help", .object([
                ("text", .string("\(rule.summary). \(rule.rationale) See \(see)")),
                ("markdown", .string("**\(rule.summary)**\n\n\(rule.rationale)\n\n\(seeMarkdown)")),
            ])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.sarifLevel))])),
            ("properties", .object([("since", .string(rule.since))])),
        ])
    }

    private static func result(_ item: LintFinding, ruleIndex: Int?) -> JSONOutput {
        let f = item.finding
        var members: [(String, JSONOutput)] = [("ruleId", .string(f.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(f.severity.sarifLevel)),
            ("message", .object([("text", .string(item.displayMessage))])),
            ("locations", .array([location(item.path, f.location, screen: item.screen, objectID: item.objectID)])),
        ]
        if let screen = item.screen { members.append(("properties", .object([("screen", .string(screen))]))) }
        return .object(members)
    }

    private static func invocation(_ report: LintReport) -> JSONOutput {
        .object([
            ("executionSuccessful", .bool(report.problems.isEmpty)),
            ("toolExecutionNotifications", .array(
                report.problems.map { notification("error", $0.message, $0.path, $0.location) }
                    // SARIF's notification levels are the same words as a diagnostic's.
                    + report.notes.map { notification($0.level.rawValue, $0.message, $0.path, $0.location) })),
        ])
    }

    private static func notification(_ level: String, _ message: String, _ path: String,
                                     _ position: SourceLocation?) -> JSONOutput {
        .object([
            ("level", .string(level)),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([location(path, position)])),
        ])
    }

    private static func location(_ path: String, _ position: SourceLocation?, screen: String? = nil,
                                 objectID: String? = nil) -> JSONOutput {
        var physical: [(String, JSONOutput)] = [("artifactLocation", .object([("uri", .string(uri(path)))]))]
        if let position {
            physical.append(("region", .object([
                ("startLine", .int(position.line)),
                ("startColumn", .int(position.column)),
            ])))
        }
        var members: [(String, JSONOutput)] = [("physicalLocation", .object(physical))]
        if let screen {
            // The screen as a logical location: a storyboard's object, or a Swift type.
            var logical: [(String, JSONOutput)] = [("name", .string(screen))]
            if let objectID { logical.append(("fullyQualifiedName", .string(path + "#" + objectID))) }
            logical.append(("kind", .string(path.hasSuffix(".swift") ? "type" : "element")))
            members.append(("logicalLocations", .array([.object(logical)])))
        }
        return .object(members)
    }

    /// The path as given, percent-encoded where a URI reference needs it (spaces, `#`, `%`, non-ASCII).
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
