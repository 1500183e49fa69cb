import NavRules

/// How a finding's exemption is recorded in the file it points at: a key in a spec, a
/// comment in Swift, an `ignore:` entry for a storyboard, which has no place for either.
enum ExemptionAdvice {
    static func message(for finding: Finding, path: String, screen: String?) -> String {
        guard let exemption = finding.exemption else { return finding.message }
        let action: String
        if path.hasSuffix(".swift") {
            action = "write // navlint:disable:next \(finding.ruleID) on the line above"
        } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            let entry = screen.map { "screen \"\($0)\" and " } ?? ""
            action = "add an ignore entry with this file, \(entry)rule \(finding.ruleID) to .navlint.yml"
        } else {
            return finding.specMessage
        }
        return finding.message + "; " + exemption.advice(action)
    }
}
