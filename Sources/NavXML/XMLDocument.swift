import NavBase

/// One element with its attributes, its character data and its children.
public struct XMLElement: Hashable, Sendable {
    public var name: String
    /// In document order; names are unique within an element, as XML requires.
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    /// The character data directly inside the element, joined.
    public var text: String
    /// Where the element's `<` is.
    public var position: SourceLocation

    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
                text: String = "", position: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.position = position
    }

    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// The first child named `name`, optionally with `key="…"` (Interface Builder's role marker).
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first, in document order.
    public func descendants() -> [XMLElement] {
        var found: [XMLElement] = []
        var pending = Array(children.reversed())
        while let next = pending.popLast() {
            found.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return found
    }
}

public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Why a document could not be read, where.
public struct XMLError: Error, Hashable, Sendable {
    public var position: SourceLocation
    public var message: String

    public init(position: SourceLocation, message: String) {
        self.position = position
        self.message = message
    }
}

/// Limits that keep a hostile document from costing unbounded time or memory.
public struct XMLLimits: Sendable {
    public var maximumBytes: Int
    public var maximumDepth: Int

    public init(maximumBytes: Int = 32 * 1024 * 1024, maximumDepth: Int = 256) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }
}

/// Elements a reader never looks at (layout rectangles, constraints, fonts): they come
/// out without attributes, and without themselves when nothing inside them is kept.
/// Most of a storyboard is such elements, so dropping them early halves the work.
public struct XMLPruning: Sendable {
    public var ignoredElements: Set<String>

    public init(ignoredElements: Set<String> = []) {
        self.ignoredElements = ignoredElements
    }

    public static let none = XMLPruning()
}
