import NavRules

/// A finding's message as the file it points at can act on it. A spec is told the spec lines
/// of the fix and of the exemption; Swift and storyboards have no such keys, so they get the
/// message alone, and an exemption is recorded in a comment (Swift) or, for a storyboard,
/// which has no place for either, in an `ignore:` entry.
enum FindingWording {
    static func message(for finding: Finding, path: String, screen: String?) -> String {
        let action: String
        if path.hasSuffix(".swift") {
            action = "write // navlint:disable:next \(finding.ruleID) on the line above"
        } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            let entry = screen.map { "screen \"\($0)\" and " } ?? ""
            action = "add an ignore entry with this file, \(entry)rule \(finding.ruleID) to .navlint.yml"
        } else {
            return finding.specMessage
        }
        guard let exemption = finding.exemption else { return finding.message }
        return finding.message + "; " + exemption.advice(action)
    }
}
