import NavBase
import NavLint
import NavReaders
import NavRules

/// An in-memory tree: files, folders, symbolic links and unreadable entries.
struct MemoryFileSystem: FileSystem {
    enum Node {
        case file([UInt8])
        case directory
        case link(String)
        case unreadable(String)
    }

    var nodes: [String: Node]

    /// Files by path; their folders exist implicitly.
    init(_ files: [String: String] = [:]) {
        nodes = [:]
        for (path, text) in files { add(path, .file(Array(text.utf8))) }
    }

    mutating func add(_ path: String, _ node: Node) {
        nodes[path] = node
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty {
            let folder = parts.joined(separator: "/")
            if nodes[folder] == nil { nodes[folder] = .directory }
            parts.removeLast()
        }
    }

    /// The path with every link resolved, or nil for a loop or a dangling link.
    private func resolve(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            parts.append(part)
            var hops = 0
            while case .link(let target)? = nodes[parts.joined(separator: "/")] {
                hops += 1
                if hops > 8 { return nil }
                parts = target.split(separator: "/")
            }
        }
        let resolved = parts.joined(separator: "/")
        return resolved.isEmpty || nodes[resolved] != nil ? resolved : nil
    }

    func entry(at path: String) throws(FileSystemError) -> FileEntry {
        guard let resolved = resolve(path) else { throw FileSystemError("No such file or directory") }
        switch resolved.isEmpty ? .directory : nodes[resolved]! {
        case .file(let bytes): return .file(size: bytes.count)
        case .directory: return .directory(identity: resolved)
        case .unreadable, .link: return .file(size: 0)
        }
    }

    func names(inDirectory path: String) throws(FileSystemError) -> [String] {
        guard let resolved = resolve(path) else { throw FileSystemError("No such file or directory") }
        let prefix = resolved.isEmpty ? "" : resolved + "/"
        return nodes.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }
            .shuffled()  // the finder must sort; a file system promises no order
    }

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let resolved = resolve(path), let node = nodes[resolved] else {
            throw FileSystemError("No such file or directory")
        }
        switch node {
        case .file(let bytes): return Array(bytes.prefix(limit))
        case .unreadable(let reason): throw FileSystemError(reason)
        case .directory, .link: throw FileSystemError("Is a directory")
        }
    }
}

/// Small rules with fixed wording, so output tests do not change when the
/// real catalog's messages are edited.
struct ShortTitleRule: Rule {
    static let description = RuleDescription(
        id: "XT001", slug: "short-title", since: "0.1.0", formerSlugs: ["brief-title"], severity: .warning,
        summary: "Keep titles to 5 characters", rationale: "A test rule.",
        nonTriggeringExamples: [RuleExample("title: Inbox\n")],
        triggeringExamples: [RuleExample("title: Mailbox\n", fires: ["XT001"])])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let title?) = bar.title, title.count > 5 else { return [] }
        return [Finding(rule: Self.description, message: "title \"\(title)\" is longer than 5",
                        at: bar.locations.location(of: "title"))]
    }
}

struct NeedsAppRule: Rule {
    static let description = RuleDescription(
        id: "XT002", slug: "needs-app", since: "0.1.0", severity: .info,
        summary: "Name the app", rationale: "Another test rule.",
        nonTriggeringExamples: [RuleExample("app: Mail\n")], triggeringExamples: [RuleExample("title: A\n", fires: ["XT002"])])

    func check(_ bar: NavigationBar) -> [Finding] {
        bar.app == nil ? [Finding(rule: Self.description, message: "no app", at: bar.locations.bar)] : []
    }
}

struct NoBackRule: Rule {
    static let description = RuleDescription(
        id: "XT003", slug: "no-back", since: "0.1.0", severity: .error,
        summary: "Never add a back button", rationale: "A third test rule.",
        nonTriggeringExamples: [RuleExample("title: A\n")], triggeringExamples: [RuleExample("back: Mail\n", fires: ["XT003"])])

    func check(_ bar: NavigationBar) -> [Finding] {
        bar.back.certainly { $0 != nil } ? [Finding(rule: Self.description, message: "a back button", at: bar.locations.location(of: "back"))] : []
    }
}

let testCatalog = RuleCatalog(rules: [ShortTitleRule(), NeedsAppRule(), NoBackRule()])

extension Finding {
    static func test(_ rule: RuleDescription, _ message: String, line: Int, column: Int = 1) -> Finding {
        Finding(rule: rule, message: message, at: SourceLocation(line: line, column: column))
    }
}
