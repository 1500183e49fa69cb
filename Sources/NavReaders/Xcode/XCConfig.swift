import NavBase

/// The build settings an `.xcconfig` file assigns: `NAME = value` lines, later lines winning,
/// `#include "other.xcconfig"` read in place, `//` comments. A conditional assignment keeps its
/// condition in the name (`PRODUCT_NAME[sdk=macosx*]`).
enum XCConfig {
    static let maximumSize = 1024 * 1024
    static let maximumIncludes = 16

    /// The settings of the file at `path`; nil when it, or a file it must include, cannot be
    /// read, so that what it might set stays unknown.
    static func settings(at path: String, from files: any FileSystem) -> [String: String]? {
        var settings: [String: String] = [:]
        var included = 0
        return read(path, from: files, into: &settings, included: &included) ? settings : nil
    }

    private static func read(_ path: String, from files: any FileSystem, into settings: inout [String: String],
                             included: inout Int) -> Bool {
        guard case .success(let bytes) = files.contents(of: path, limit: maximumSize + 1), bytes.count <= maximumSize
        else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#include") {
                let directive = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst("#include".count)
                let optional = directive.hasPrefix("?")
                let quoted = directive.split(separator: "\"", omittingEmptySubsequences: false)
                guard quoted.count >= 3 else { return false }
                let target = String(quoted[1])
                // `<…>` includes name files of the developer tools, which this tree does not hold.
                guard included < maximumIncludes, !target.hasPrefix("<"), !target.contains("$") else { return false }
                included += 1
                let resolved = ProjectPaths.normalized(ProjectPaths.join(String(Paths.folder(of: path)), target))
                if !read(resolved, from: files, into: &settings, included: &included), !optional { return false }
                continue
            }
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].filter { $0 != " " && $0 != "\t" }
            guard !name.isEmpty else { continue }
            settings[String(name)] = String(line[line.index(after: equals)...]).trimmed
        }
        return true
    }
}

extension String {
    fileprivate var trimmed: String {
        let blanks: Set<Character> = [" ", "\t"]
        guard let first = firstIndex(where: { !blanks.contains($0) }),
              let last = lastIndex(where: { !blanks.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
