import Foundation

/// The scratch files and folders Showbook makes in the temporary folder — the hidden copy of a
/// package's collection an import reads, the collection an export builds, the folder ffmpeg
/// cuts clips into — named with the process id that made them and locked (`flock`) while in
/// use. A process killed with SIGKILL leaves them behind (a bomb's copy was 917 MB), so an
/// import or export first removes the ones that are provably stale: ours (same owner), not
/// locked, and either made by a process that no longer exists or older than a day (names
/// without a process id, from older versions, go by age alone).
public enum StaleTemporaryFiles {
    /// One kind of scratch item: the start of its name, and whether it is a folder.
    public struct Kind: Sendable, Equatable {
        public var prefix: String
        public var isFolder: Bool

        /// `.showbook-import-<pid>.anki2.XXXXXX`: the collection an import reads.
        public static let importCopy = Kind(prefix: ".showbook-import", isFolder: false)
        /// `.showbook-collection-<pid>.anki2.XXXXXX`: the collection an export builds.
        public static let exportCollection = Kind(prefix: ".showbook-collection", isFolder: false)
        /// `showbook-clips-<pid>-XXXXXX/`: ffmpeg's output while clips are cut.
        public static let clipsFolder = Kind(prefix: "showbook-clips", isFolder: true)

        public static let all = [importCopy, exportCollection, clipsFolder]

        /// The name to give `mkdtemp` (a folder) or `TemporaryFile` (a file: it adds the dot in
        /// front and the random part behind) in this process.
        public var nameForThisProcess: String {
            isFolder ? "\(prefix)-\(getpid())-" : "\(prefix.dropFirst())-\(getpid()).anki2"
        }
    }

    /// How old an unlocked item must be to go when its maker cannot be told.
    public static let maximumAge: TimeInterval = 86_400

    /// The temporary folder, ending in `/`.
    public static var folder: String {
        let base = NSTemporaryDirectory()
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// Removes the stale items of every kind in `folder`; returns the names removed.
    @discardableResult
    public static func sweep(_ folder: String = folder, now: Date = Date()) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let directory = folder.hasSuffix("/") ? folder : folder + "/"
        var removed: [String] = []
        for name in names {
            guard let kind = Kind.all.first(where: { name.hasPrefix($0.prefix) }),
                  let pid = processID(in: name, after: kind.prefix) else { continue }
            if removeIfStale(directory + name, kind: kind, pid: pid, now: now) { removed.append(name) }
        }
        return removed.sorted()
    }

    /// The process id a name carries: `.some(nil)` for an old name without one, nil for a name
    /// that is not one of ours at all (`prefix` then something else).
    package static func processID(in name: String, after prefix: String) -> Int32?? {
        let rest = name.dropFirst(prefix.count)
        guard let separator = rest.first else { return nil }
        if separator == "." { return .some(nil) }  // ".showbook-import.anki2.XXXXXX", before process ids
        guard separator == "-" else { return nil }
        let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let next = rest.dropFirst(1 + digits.count).first, next == "." || next == "-" else {
            // "showbook-clips-XXXXXX": an old clips folder, its random part straight after the dash.
            return prefix == Kind.clipsFolder.prefix && rest.count == 7 ? .some(nil) : nil
        }
        return .some(Int32(digits))
    }

    /// Removes `path` when it is ours, unlocked and stale; true when it went.
    private static func removeIfStale(_ path: String, kind: Kind, pid: Int32?, now: Date) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_uid == getuid(),
              (info.st_mode & S_IFMT) == (kind.isFolder ? S_IFDIR : S_IFREG) else { return false }
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (kind.isFolder ? O_DIRECTORY : 0)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // A live import, export or cut holds the lock; it is released when its process dies.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        let age = now.timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec)
        let makerGone = pid.map { $0 > 0 && $0 != getpid() && kill($0, 0) == -1 && errno == ESRCH } ?? false
        guard makerGone || age > maximumAge else { return false }
        return kind.isFolder ? removeFolder(path) : unlink(path) == 0
    }

    /// A clips folder: its files (never followed) and then the folder; false when anything is left.
    private static func removeFolder(_ path: String) -> Bool {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            var info = stat()
            let item = path + "/" + name
            guard lstat(item, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            unlink(item)
        }
        return rmdir(path) == 0
    }

    /// Locks the scratch item open on `descriptor` for as long as it stays open, so a sweep
    /// by another process leaves it alone.
    public static func hold(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
    }
}
