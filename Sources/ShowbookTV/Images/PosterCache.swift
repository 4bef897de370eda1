import Foundation
import ShowbookPlatform

/// Downloaded poster files under `$XDG_CACHE_HOME/showbook/images/`, capped in bytes: after
/// each store the least recently used files (oldest modification time; a read touches its
/// file) are removed until the folder fits. A file's name is a hash of the image's origin and
/// path only — never its query — so no secret that could ride in a URL reaches the disk.
/// Times come from the `AppClock`, so tests decide which file is oldest.
public final class PosterCache: @unchecked Sendable {
    public static let defaultCapBytes = 50 * 1024 * 1024

    public let directory: String
    public let capBytes: Int
    private let clock: AppClock
    private let lock = NSLock()

    public init(directory: String, capBytes: Int = PosterCache.defaultCapBytes, clock: AppClock) {
        self.directory = directory
        self.capBytes = capBytes
        self.clock = clock
    }

    /// `$XDG_CACHE_HOME/showbook/images`.
    public static func defaultDirectory(_ directories: UserDirectories) -> String {
        directories.cache + "/showbook/images"
    }

    /// The file name for `url`: FNV-1a of scheme, host, port and path, in hex.
    public static func fileName(for url: URL) -> String {
        let key = "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port ?? 0)\(url.path)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".img"
    }

    public func path(for url: URL) -> String { directory + "/" + Self.fileName(for: url) }

    /// The cached bytes of `url`, marking the file as just used; nil when not cached.
    public func data(for url: URL) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        let path = path(for: url)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        touch(path)
        return data
    }

    /// Stores `data` for `url` (written to a fresh temporary file, then renamed), then evicts.
    public func store(_ data: Data, for url: URL) {
        lock.lock()
        defer { lock.unlock() }
        guard data.count <= capBytes else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let path = path(for: url)
            guard TemporaryFile.replace(path, with: data) else { return }
            touch(path)
            evict()
        } catch {
            return
        }
    }

    /// Forgets `url` (its cached file turned out to be damaged).
    public func remove(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        try? FileManager.default.removeItem(atPath: path(for: url))
    }

    /// The cached files, least recently used first, with their sizes.
    public func files() -> [(name: String, bytes: Int, used: Date)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".img") }.compactMap { name in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name),
                  let bytes = (attributes[.size] as? NSNumber)?.intValue,
                  let used = attributes[.modificationDate] as? Date else { return nil }
            return (name, bytes, used)
        }.sorted { $0.used != $1.used ? $0.used < $1.used : $0.name < $1.name }
    }

    /// Removes least recently used files until the total is within the cap.
    private func evict() {
        var listed = files()
        var total = listed.reduce(0) { $0 + $1.bytes }
        while total > capBytes, !listed.isEmpty {
            let oldest = listed.removeFirst()
            try? FileManager.default.removeItem(atPath: directory + "/" + oldest.name)
            total -= oldest.bytes
        }
    }

    private func touch(_ path: String) {
        try? FileManager.default.setAttributes([.modificationDate: clock.now], ofItemAtPath: path)
    }
}
