import Foundation

/// `$XDG_CONFIG_HOME/showbook/config`: `name = value` lines, `#` comments, optional quotes
/// around values. It holds the default provider and possibly a TMDB key, which is why
/// `permissionWarning` checks that nobody else can read it.
public struct ConfigFile: Sendable, Equatable {
    public let path: String
    public private(set) var values: [String: String] = [:]
    /// The 1-based line each value came from, so a bad setting is reported where it is.
    public private(set) var lines: [String: Int] = [:]
    /// One line for each line that was not used, and for a file that was not read: "PATH line 3:
    /// unknown setting “colour”; ignored". Nothing in the file is ignored without one.
    public private(set) var warnings: [String] = []

    /// The largest config file read; a larger one is not a config file someone wrote.
    public static let maximumBytes = 1024 * 1024

    /// Every setting some part of Showbook reads; any other name is reported as unknown.
    /// A new setting must be added here (a test checks the sources against this list).
    public static let knownSettings: Set<String> = [
        "provider", "language", "tmdb_access_token", "tmdb_api_key",
        "desired_retention", "new_words_per_day", "interval_fuzz", "load_balance", "easy_days",
        "coverage_retrievability", "prep_target", "watch_time", "watched_share", "examples", "time_zone",
        "anki_media", "clip_padding", "clip_audio",
        "images", "image_base", "image_cache_mb", "own_language",
    ]

    /// Parses `text`: `name = value` lines, `#` comments and blank lines; a later line wins.
    /// Any other line, an unknown name and a value holding a control character (a NUL would
    /// cut a number short) are left out, each with a warning.
    public init(path: String, text: String) {
        self.path = path
        for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let here = "\(path) line \(number + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                warnings.append("\(here): no “=” (a setting is name = value); line ignored")
                continue
            }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard !name.isEmpty else {
                warnings.append("\(here): no name before “=”; line ignored")
                continue
            }
            guard Self.knownSettings.contains(name) else {
                warnings.append("\(here): unknown setting “\(name)”; ignored")
                continue
            }
            guard !value.unicodeScalars.contains(where: { ControlCharacters.isHazard($0.value) && $0 != "\t" }) else {
                warnings.append("\(here): \(name) holds a control character; ignored")
                continue
            }
            values[name] = value
            lines[name] = number + 1
        }
    }

    /// A file that was not read, with the one line saying why.
    package init(path: String, unread reason: String) {
        self.path = path
        warnings = ["\(path) \(reason); not read"]
    }

    public subscript(name: String) -> String? { values[name] }

    /// "`/home/me/.config/showbook/config` line 3" for the line that set `name`.
    public func location(of name: String) -> String {
        lines[name].map { "\(path) line \($0)" } ?? path
    }

    /// The config file's path: `$XDG_CONFIG_HOME/showbook/config`, default `~/.config/…`
    /// (see `UserDirectories`; `home` stands in for the account's home when `$HOME` is unset).
    /// The password database is only asked when `$HOME` is unset.
    public static func defaultPath(environment: [String: String], home: @autoclosure () -> String = NSHomeDirectory()) -> String {
        UserDirectories(environment: environment, accountHome: home()).configFile
    }

    /// Reads the file at `path`; nil when it does not exist or cannot be read. A FIFO, device
    /// or folder (which a read would wait on, or never finish) and a file over `maximumBytes`
    /// give a file with no settings and one warning.
    public static func load(path: String) -> ConfigFile? {
        if let refusal = UserFile.problem(readingFrom: path) { return ConfigFile(path: path, unread: "is \(refusal.what)") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumBytes {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        if bytes.count > maximumBytes { return ConfigFile(path: path, unread: "is larger than 1 MiB, too large for a config file") }
        return ConfigFile(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// A warning when the file at `path` can be read or changed by its group or by others,
    /// since it may hold a TMDB key and says where that key is sent (`api_base`); nil when only
    /// the owner can (or it does not exist). One line either way.
    public static func permissionWarning(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let readable = info.st_mode & 0o044 != 0
        let writable = info.st_mode & 0o022 != 0
        guard readable || writable else { return nil }
        let mode = String(info.st_mode & 0o777, radix: 8)
        if writable {
            let who = readable ? "readable and writable" : "writable"
            return "warning: \(path) is \(who) by other users (mode \(mode)): they could change your settings, "
                + "such as where your TMDB key is sent; run chmod 600 \(path)"
        }
        return "warning: \(path) is readable by other users (mode \(mode)) and may hold your TMDB key; run chmod 600 \(path)"
    }
}
