/// What one pass over a Swift file's bytes tells the SwiftUI reader before any parse:
/// whether the file names anything the reader follows, and which identifiers it contains.
///
/// Both over-approximate, never under: words in comments and strings count, and two
/// identifiers with one hash are one. A file is only ever parsed when it need not be.
struct SwiftSourceScan: Hashable, Sendable {
    /// An identifier starts with one of these (either case of the first letter) for every
    /// modifier, container, link and toolbar type `SwiftSourceParser` records: `navigationTitle`,
    /// `navigationBar…`, `navigationDestination`, `NavigationStack`/`View`/`SplitView`,
    /// `NavigationLink`, `toolbar…`, `ToolbarItem`, `ToolbarContent`, `searchable`, `sheet`,
    /// `fullScreenCover`, `popover`.
    static let navigationPrefixes = ["navigation", "toolbar", "searchable", "sheet", "fullScreenCover", "popover"]

    /// Whether an identifier of the file starts with one of `navigationPrefixes`.
    var mentionsNavigation: Bool
    /// The hash of every identifier in the file, sorted, each once.
    var identifiers: [UInt64]

    init(mentionsNavigation: Bool, identifiers: [UInt64]) {
        self.mentionsNavigation = mentionsNavigation
        self.identifiers = identifiers
    }

    init(_ bytes: [UInt8]) {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(bytes.count / 8)
        var navigation = false
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                guard Self.isIdentifierByte(buffer[index]) else { index += 1; continue }
                let start = index
                var hash = Self.offset
                while index < count, Self.isIdentifierByte(buffer[index]) {
                    hash = (hash ^ UInt64(buffer[index])) &* Self.prime
                    index += 1
                }
                hashes.append(hash)
                if !navigation { navigation = Self.startsWithNavigationWord(buffer, start, index) }
            }
        }
        hashes.sort()
        var unique = 0
        for hash in hashes where unique == 0 || hashes[unique - 1] != hash {
            hashes[unique] = hash
            unique += 1
        }
        hashes.removeLast(hashes.count - unique)
        self.mentionsNavigation = navigation
        self.identifiers = hashes
    }

    /// Whether the file contains every identifier of `name` (`Strings.Settings.title`).
    func contains(_ name: SwiftName) -> Bool {
        name.components.allSatisfy { identifiers.sortedContains($0) }
    }

    /// Whether the file contains every identifier of at least one of `names`: one pass over
    /// the file's identifiers and the names' first ones, both sorted; only a name whose first
    /// identifier is there is looked at further.
    func containsAny(of names: SwiftNameSet) -> Bool {
        var mine = 0, theirs = 0
        while mine < identifiers.count, theirs < names.firsts.count {
            let identifier = identifiers[mine], first = names.firsts[theirs]
            if identifier < first { mine += 1 } else if identifier > first { theirs += 1 } else {
                if names.byFirst[first, default: []].contains(where: contains) { return true }
                mine += 1
                theirs += 1
            }
        }
        return false
    }

    // FNV-1a, 64 bits: a few instructions a byte, and a collision only costs a parse.
    fileprivate static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    fileprivate static let prime: UInt64 = 0x0000_0100_0000_01b3

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
        components = name.utf8.split { !SwiftSourceScan.isIdentifierByte($0) }.map { word in
            word.reduce(SwiftSourceScan.offset) { ($0 ^ UInt64($1)) &* SwiftSourceScan.prime }
        }
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
