import NavBase

/// Where the files a page includes are read from: the project folder (the one holding
/// `navdocs.yml`), where the content folder sits in it, and the folders MkDocs-style snippets
/// are looked up in. See `Includes`.
public struct IncludeFolder: Sendable {
    /// The project folder. An mdBook-style include may climb out of it with `..`, as mdBook lets it.
    public var tree: FileTree
    /// The content folder as a path in `tree`: "" when they are one folder.
    public var content: String
    /// `snippets: base_path:`: folders of `tree` a `--8<--` path is looked for in, in order.
    /// `["."]`, the project folder, is pymdownx.snippets' own default (MkDocs runs in the
    /// folder that holds mkdocs.yml).
    public var snippetBasePaths: [String]

    public init(tree: FileTree, content: String, snippetBasePaths: [String] = ["."]) {
        self.tree = tree
        self.content = content
        self.snippetBasePaths = snippetBasePaths
    }

    /// A site with no project folder of its own (a test's tree): its content folder is the project.
    static func contentOnly(_ content: FileTree, snippetBasePaths: [String] = ["."]) -> IncludeFolder {
        IncludeFolder(tree: content, content: "", snippetBasePaths: snippetBasePaths)
    }

    /// `path` (of `tree`) as messages show it: the tree's way, with `a/../` folded away.
    func displayPath(_ path: String) -> String { Includes.lexical(tree.displayPath(path)) }
}
