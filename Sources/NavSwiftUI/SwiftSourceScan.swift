/// What one pass over a Swift file's bytes tells the SwiftUI reader before any parse:
/// whether the file names anything the reader follows, which identifiers it contains, which
/// of them it declares a type under, and whether it may import another platform's UI module.
///
/// All over-approximate, never under: words in comments and strings count, and two
/// identifiers with one hash are one. A file is only ever parsed when it need not be.
struct SwiftSourceScan: Hashable, Sendable {
    /// An identifier starts with one of these (either case of the first letter) for every
    /// modifier, container, link and toolbar type `SwiftSourceParser` records: `navigationTitle`,
    /// `navigationBar…`, `navigationDestination`, `NavigationStack`/`View`/`SplitView`,
    /// `NavigationLink`, `toolbar…`, `ToolbarItem`, `ToolbarContent`, `searchable`, `sheet`,
    /// `fullScreenCover`, `popover`, and UIKit's back chevron (`backIndicatorImage`,
    /// `setBackIndicatorImage`), which the pushed screens of every file take.
    static let navigationPrefixes = ["navigation", "toolbar", "searchable", "sheet", "fullScreenCover", "popover",
                                     "backIndicator", "setBackIndicator"]

    /// Whether an identifier of the file starts with one of `navigationPrefixes`.
    var mentionsNavigation: Bool
    /// The hash of every identifier in the file, sorted, each once.
    var identifiers: [UInt64]
    /// The hash of every identifier that follows `struct`, `class`, `enum`, `actor`,
    /// `protocol` or `extension` (across blanks and comments), sorted, each once.
    var declaredTypes: [UInt64]
    /// Whether `import` (or `import struct` and the like) is followed by a module of
    /// `TargetPlatforms.platformModules`, which can make the file another platform's.
    var mayImportOtherPlatform: Bool

    init(mentionsNavigation: Bool, identifiers: [UInt64], declaredTypes: [UInt64], mayImportOtherPlatform: Bool) {
        self.mentionsNavigation = mentionsNavigation
        self.identifiers = identifiers
        self.declaredTypes = declaredTypes
        self.mayImportOtherPlatform = mayImportOtherPlatform
    }

    init(_ bytes: [UInt8]) {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(bytes.count / 8)
        var declared: [UInt64] = []
        var navigation = false, otherPlatform = false
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            // Whether the last identifier was a keyword that a type's name follows, or one
            // that a module's name follows.
            var declares = false, imports = false
            while index < count {
                guard Self.isIdentifierByte(buffer[index]) else {
                    // `struct /* note */ Name`: the name after the comment is the one declared.
                    if declares || imports, buffer[index] == UInt8(ascii: "/"), index + 1 < count {
                        index = Self.end(ofCommentAt: index, in: buffer)
                    } else {
                        index += 1
                    }
                    continue
                }
                let start = index
                var hash = Self.offset
                while index < count, Self.isIdentifierByte(buffer[index]) {
                    hash = (hash ^ UInt64(buffer[index])) &* Self.prime
                    index += 1
                }
                hashes.append(hash)
                if declares { declared.append(hash) }
                if imports, Self.otherPlatformModules.contains(hash) { otherPlatform = true }
                declares = Self.typeKeywords.contains(hash)
                imports = hash == Self.importKeyword || imports && Self.importKinds.contains(hash)
                if !navigation { navigation = Self.startsWithNavigationWord(buffer, start, index) }
            }
        }
        self.mentionsNavigation = navigation
        self.identifiers = Self.sortedUnique(hashes)
        self.declaredTypes = Self.sortedUnique(declared)
        self.mayImportOtherPlatform = otherPlatform
    }

    /// Whether the file contains every identifier of `name` and declares a type under its first.
    func declares(_ name: SwiftName) -> Bool {
        guard let first = name.components.first, declaredTypes.sortedContains(first) else { return false }
        return contains(name)
    }

    /// Whether the file may have a view in the reader's sense (`SwiftFile.views`): a type with a
    /// `body`, a function of `extension View`, or a UIKit function that calls `present`.
    var mayDeclareViews: Bool {
        Self.viewWords.contains { identifiers.sortedContains($0) }
    }


    /// Whether the file contains every identifier of `name` (`Strings.Settings.title`).
    func contains(_ name: SwiftName) -> Bool {
        name.components.allSatisfy { identifiers.sortedContains($0) }
    }

    /// Whether the file contains every identifier of at least one of `names`: one pass over
    /// the file's identifiers and the names' first ones, both sorted; only a name whose first
    /// identifier is there is looked at further.
    func containsAny(of names: SwiftNameSet) -> Bool {
        Self.anyName(of: names, startsWithOneOf: identifiers, where: contains)
    }

    /// Whether the file declares a type under at least one of `names` (see `declares`).
    func declaresAny(of names: SwiftNameSet) -> Bool {
        Self.anyName(of: names, startsWithOneOf: declaredTypes, where: contains)
    }

    private static func anyName(of names: SwiftNameSet, startsWithOneOf mine: [UInt64], where test: (SwiftName) -> Bool) -> Bool {
        var index = 0, theirs = 0
        while index < mine.count, theirs < names.firsts.count {
            let identifier = mine[index], first = names.firsts[theirs]
            if identifier < first { index += 1 } else if identifier > first { theirs += 1 } else {
                if names.byFirst[first, default: []].contains(where: test) { return true }
                index += 1
                theirs += 1
            }
        }
        return false
    }

    // FNV-1a, 64 bits: a few instructions a byte, and a collision only costs a parse.
    fileprivate static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    fileprivate static let prime: UInt64 = 0x0000_0100_0000_01b3

    fileprivate static func hash(_ word: some Sequence<UInt8>) -> UInt64 {
        word.reduce(offset) { ($0 ^ UInt64($1)) &* prime }
    }

    private static let typeKeywords: Set<UInt64> = Set(["struct", "class", "enum", "actor", "protocol", "extension"].map { hash($0.utf8) })
    private static let viewWords: [UInt64] = ["body", "View", "present"].map { hash($0.utf8) }
    private static let otherPlatformModules: Set<UInt64> = Set(TargetPlatforms.platformModules.map { hash($0.module.utf8) })
    private static let importKeyword = hash("import".utf8)
    /// `import struct AppKit.NSView`: the module follows the kind.
    private static let importKinds: Set<UInt64> = Set(["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].map { hash($0.utf8) })

    private static func sortedUnique(_ values: [UInt64]) -> [UInt64] {
        var sorted = values.sorted()
        var unique = 0
        for value in sorted where unique == 0 || sorted[unique - 1] != value {
            sorted[unique] = value
            unique += 1
        }
        sorted.removeLast(sorted.count - unique)
        return sorted
    }

    /// The index after a `//` or `/* */` comment (nested as Swift nests them) that starts at
    /// `index`, or `index + 1` when none starts there.
    private static func end(ofCommentAt index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let count = buffer.count
        if buffer[index + 1] == slash {
            var end = index + 2
            while end < count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
            return end
        }
        guard buffer[index + 1] == star else { return index + 1 }
        var depth = 1, end = index + 2
        while end < count, depth > 0 {
            if buffer[end] == slash, end + 1 < count, buffer[end + 1] == star { depth += 1; end += 2 }
            else if buffer[end] == star, end + 1 < count, buffer[end + 1] == slash { depth -= 1; end += 2 }
            else { end += 1 }
        }
        return end
    }

    /// ASCII letters, digits and `_`, and every byte of a non-ASCII character.
    fileprivate static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private static let prefixBytes: [[UInt8]] = navigationPrefixes.map { Array($0.utf8) }

    private static func startsWithNavigationWord(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let first = buffer[start] | 0x20
        for prefix in prefixBytes where prefix[0] == first && end - start >= prefix.count {
            var matches = true
            for offset in 1..<prefix.count where buffer[start + offset] != prefix[offset] { matches = false; break }
            if matches { return true }
        }
        return false
    }
}

/// A name a parsed file refers to and another file may declare or use (`InboxView`,
/// `Strings.Settings.title`, `View.presentRoutes`), as the hashes of its identifiers.
struct SwiftName: Hashable, Sendable {
    var components: [UInt64]

    init(_ name: String) {
        components = name.utf8.split { !SwiftSourceScan.isIdentifierByte($0) }.map(SwiftSourceScan.hash)
    }
}

/// Names to look for in many files at once, by their first identifier.
struct SwiftNameSet {
    /// Every name's first identifier, sorted, each once.
    let firsts: [UInt64]
    let byFirst: [UInt64: [SwiftName]]

    init(_ names: [SwiftName]) {
        byFirst = Dictionary(grouping: names.filter { !$0.components.isEmpty }) { $0.components[0] }
        firsts = byFirst.keys.sorted()
    }

    var isEmpty: Bool { firsts.isEmpty }
}

extension Array where Element == UInt64 {
    fileprivate func sortedContains(_ value: UInt64) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
