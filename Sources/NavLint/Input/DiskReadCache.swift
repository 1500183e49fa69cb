import NavReaders
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The readers' cache on disk: a file per name in a folder of the user's cache, never in the
/// app's tree. Each file starts with the navlint build that wrote it and a digest of what
/// follows, so a file from another build, cut short or changed by anything else loads as
/// nothing and is written again. A write goes to a file of its own, renamed over the old
/// one, so two runs at once leave one run's whole file.
public struct DiskReadCache: ReadCache {
    /// Where the files are; made when the first is stored.
    public var folder: String
    /// What tells this navlint build from every other (see `currentBuild()`).
    public var build: String
    /// The folder relative paths start from. Readers name what they keep by the paths they
    /// are given, and `.` in one app is not `.` in another: each name is kept apart by it.
    public var workingDirectory: String?

    static let magic = Array("navlint read cache 1\n".utf8)

    public init(folder: String, build: String, workingDirectory: String? = nil) {
        self.folder = folder
        self.build = build
        self.workingDirectory = workingDirectory
    }

    /// The file `name` is kept in.
    func fileName(_ name: String) -> String {
        workingDirectory.map { name + "-" + ContentDigest(Array($0.utf8)).hex.prefix(16) } ?? name
    }

    /// `$XDG_CACHE_HOME/navlint`, else `$HOME/.cache/navlint`; `nil` without either.
    public static func folder(environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/navlint" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/navlint" }
        return nil
    }

    /// The running executable's device, inode, size and modification time: every build of
    /// navlint, a development build as much as a release, is a different file.
    public static func currentBuild() -> String? {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    public func load(_ name: String) -> [UInt8]? {
        guard let bytes = try? DiskFileSystem().read(folder + "/" + fileName(name), limit: 1 << 30) else { return nil }
        let header = header(for: build)
        guard bytes.count >= header.count + 16, bytes.starts(with: header) else { return nil }
        let payload = Array(bytes[(header.count + 16)...])
        let digest = ContentDigest(payload)
        guard Self.bytes(of: digest) == Array(bytes[header.count..<(header.count + 16)]) else { return nil }
        return payload
    }

    public func store(_ name: String, _ bytes: [UInt8]) {
        guard makeFolder() else { return }
        let name = fileName(name)
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let contents = header(for: build) + Self.bytes(of: ContentDigest(bytes)) + bytes
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return }
        let written = contents.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let count = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 { if errno == EINTR { continue }; return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        if !written || rename(temporary, folder + "/" + name) != 0 { unlink(temporary) }
    }

    private func header(for build: String) -> [UInt8] {
        Self.magic + Array(build.utf8) + [UInt8(ascii: "\n")]
    }

    private static func bytes(of digest: ContentDigest) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: digest.high >> (8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: digest.low >> (8 * $0)) }
    }

    /// The folder and any missing parents.
    private func makeFolder() -> Bool {
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
